// The signed-in user's area (seed §2): home after sign-in (the orders, the inquiries, the account and
// projects pages live in their own features; the inquiries tile's text comes with the route,
// routes.tsx). An admin also gets the admin part (shortcuts to the admin lists and the shop's
// figures), a chunk of its own that no one else downloads. A partner user (scope `partner`, not an
// admin) gets the partner dashboard instead (partner/PartnerDashboard.tsx, its own chunk with the
// `inquiries` and shop texts): their partner, its customers, inquiries and orders.
import { lazy, Suspense } from 'react';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/instance.ts';
import { hasScope } from '../../api/shapes.ts';
import { adminMessages, inquiriesMessages, loadMessages, shopMessages } from '../../i18n/i18n.ts';
import { Page } from '../../ui/Page.tsx';

// Its texts come with its code (i18n/messageParts.ts): no one else downloads either.
const AdminDashboard = lazy(() =>
  Promise.all([import('./AdminDashboard.tsx'), loadMessages(adminMessages), loadMessages(shopMessages)]).then(
    ([module]) => ({ default: module.AdminDashboard }),
  ),
);

const PartnerDashboard = lazy(() =>
  Promise.all([
    import('./partner/PartnerDashboard.tsx'),
    loadMessages(inquiriesMessages),
    loadMessages(shopMessages),
  ]).then(([module]) => ({ default: module.PartnerDashboard })),
);

const shortcuts = [
  { to: '/configurator', key: 'newDesign' },
  { to: '/dashboard/projects', key: 'projects' },
  { to: '/dashboard/order-history', key: 'orders' },
  { to: '/dashboard/account', key: 'account' },
] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const admin = hasScope(user, 'admin');
  if (!admin && hasScope(user, 'partner')) {
    return (
      <Suspense
        fallback={
          <p className="admin-dashboard__state" role="status" aria-busy="true">
            {t('progress.loading')}
          </p>
        }
      >
        <PartnerDashboard />
      </Suspense>
    );
  }
  return (
    <Page
      title={t('pages.dashboard.title')}
      intro={t('pages.dashboard.greeting', { name: user?.name || user?.email || '' })}
    >
      {admin ? (
        <Suspense
          fallback={
            <p className="admin-dashboard__state" role="status" aria-busy="true">
              {t('pages.dashboard.adminLoading')}
            </p>
          }
        >
          <AdminDashboard />
        </Suspense>
      ) : null}
      {admin ? <h2 className="dashboard__own-title">{t('pages.dashboard.own')}</h2> : null}
      <ul className="tile-list">
        {shortcuts.map((item) => (
          <li key={item.key} className="tile">
            <Link className="tile__link" to={item.to}>
              <span className="tile__title">{t(`pages.dashboard.shortcuts.${item.key}.title`)}</span>
              <span className="tile__text">{t(`pages.dashboard.shortcuts.${item.key}.text`)}</span>
            </Link>
          </li>
        ))}
        {hasScope(user, 'customer') ? (
          <li className="tile">
            <Link className="tile__link" to="/dashboard/inquiries">
              <span className="tile__title">{t('nav.inquiries')}</span>
              <span className="tile__text">{t('inquiryList.shortcut')}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </Page>
  );
}
