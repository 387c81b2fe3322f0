// The error page of seed §2/§8: the message (default "Error") and the status (default 500); for
// 404 "This page could not be found" with a link "Back to the home page". All texts translated.
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { Link } from '../ui/routing.tsx';
import { isChunkLoadError } from './chunkReload.ts';

export function ErrorPage({ status = 500, message, details }: { status?: number; message?: string; details?: string }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const text = notFound ? t('errors.notFound') : message || t('errors.default');
  usePageTitle(notFound ? t('errors.notFound') : t('errors.default'));
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__title">
        {text}
      </h1>
      {notFound ? <p className="error-page__hint">{t('errors.notFoundHint')}</p> : null}
      {details ? (
        <details className="error-page__more">
          <summary>{t('errors.details')}</summary>
          <pre className="error-page__details">{details}</pre>
        </details>
      ) : null}
      <Link className="button button--primary" to="/">
        {notFound ? t('errors.backHome') : t('errors.goHome')}
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** Status from the error's statusCode, status or response status (seed §8), default 500. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [e.statusCode, e.status, e.response?.status]) {
      if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
    }
  }
  return 500;
}

/**
 * A route's error: an HTTP-like error keeps its status and text; a failed chunk says so in the
 * user's language; any other exception shows the default "Error" with its message under Details.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = statusOf(error);
  if (status >= 500) console.error(error);
  if (isChunkLoadError(error)) return <ErrorPage status={status} message={t('errors.chunkFailed')} />;
  if (isApiError(error))
    return <ErrorPage status={status} message={t(`errors.api.${error.code}`, { defaultValue: t('errors.default') })} />;
  return <ErrorPage status={status} {...(error instanceof Error ? { details: error.message } : {})} />;
}
