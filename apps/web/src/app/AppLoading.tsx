// Shown while the first route's code loads on a cold start (deep links to lazy pages).
import { useTranslation } from 'react-i18next';

export function AppLoading() {
  const { t } = useTranslation();
  return (
    <p className="session-pending" role="status">
      {t('progress.loading')}
    </p>
  );
}
