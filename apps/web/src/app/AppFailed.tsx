// Seed §8: when even the error page cannot render — the last resort, outside the router.
import { useTranslation } from 'react-i18next';

export function AppFailed({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <main className="container error-page" id="main">
      <h1 className="error-page__title">{t('errors.fatalTitle')}</h1>
      <p>{t('errors.fatalText')}</p>
      <details>
        <summary>{t('errors.details')}</summary>
        <pre className="error-page__details">{error.message}</pre>
      </details>
      <a className="button button--primary" href="/">
        {t('errors.goHome')}
      </a>
    </main>
  );
}
