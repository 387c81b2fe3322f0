// The signed-in user's area (seed §2): home after sign-in (the orders, the account and projects pages live in their own features).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/instance.ts';
import { Page } from '../../ui/Page.tsx';

const shortcuts = [
  { to: '/configurator', key: 'newDesign' },
  { to: '/dashboard/projects', key: 'projects' },
  { to: '/dashboard/order-history', key: 'orders' },
  { to: '/dashboard/account', key: 'account' },
] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Page title={t('pages.dashboard.title')} intro={t('pages.dashboard.greeting', { name: user?.name || user?.email || '' })}>
      <ul className="tile-list">
        {shortcuts.map((item) => (
          <li key={item.key} className="tile">
            <Link className="tile__link" to={item.to}>
              <span className="tile__title">{t(`pages.dashboard.shortcuts.${item.key}.title`)}</span>
              <span className="tile__text">{t(`pages.dashboard.shortcuts.${item.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
