// /dashboard/admin/users/{userId}: one account for staff (user/UserFile.tsx shows it and its actions).
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { userApi, userKeys } from './user/userApi.ts';
import { UserFile } from './user/UserFile.tsx';

/** Users are named by UUID; any other address is a page that does not exist (no call made). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AdminUserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const valid = uuid.test(userId);
  const detail = useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => userApi.detail(userId, signal),
    enabled: valid,
  });

  if (!valid) return <NotFound message={t('errors.api.not_found')} />;
  if (detail.isPending) {
    return (
      <Page title={t('adminUser.loadingTitle')}>
        <p className="admin-user__loading" role="status">
          {t('table.loading')}
        </p>
      </Page>
    );
  }
  if (detail.isError) return <NotFound message={apiErrorMessage(t, detail.error)} />;
  return <UserFile user={detail.data} />;
}

function NotFound({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('adminUser.notFoundTitle')}>
      <EmptyState
        title={message}
        action={<ButtonLink to="/dashboard/admin/users">{t('adminUser.backToUsers')}</ButtonLink>}
      />
    </Page>
  );
}
