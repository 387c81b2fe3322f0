// Keeps one failing part of a screen from blanking the whole app: the part shows a short notice
// with a retry, everything around it keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="part-failed" role="alert">
      <p>{t('errors.partFailed')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  fallback?: (error: Error, reset: () => void) => ReactNode;
  /** Changing this key clears a caught error (e.g. the location, so navigating away recovers). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  key: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { key: props.resetKey, error: null } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed', error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.reset) : <PartFailed onRetry={this.reset} />;
  }
}
