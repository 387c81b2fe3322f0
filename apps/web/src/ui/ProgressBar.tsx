// The thin bar at the top of the window; its state comes from progress.ts.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { progress as defaultProgress, progressDurationMs, type Progress } from './progress.ts';

export function ProgressBar({ source = defaultProgress }: { source?: Progress }) {
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState);
  const { t } = useTranslation();
  if (state.phase === 'idle') return null;
  const className = ['progress-bar', `progress-bar--${state.phase}`, state.failed ? 'progress-bar--failed' : ''].join(
    ' ',
  );
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={state.failed ? t('progress.failed') : t('progress.loading')}
      data-failed={state.failed ? 'true' : 'false'}
      style={{ ['--progress-duration' as string]: `${progressDurationMs}ms` }}
    >
      <div className="progress-bar__fill" />
    </div>
  );
}
