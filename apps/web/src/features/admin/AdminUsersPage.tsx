// /dashboard/admin/users: every account, paged, sorted and filtered on the server.
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminUserRow } from '@kubik/contract/admin';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { ServerList } from './ServerList.tsx';

const userColumn = createColumnHelper<AdminUserRow>();

export function AdminUsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => () => t(`pages.adminUsers.columns.${name}`);
  const columns = [
    userColumn.accessor('name', { header: header('name') }),
    userColumn.accessor('email', { header: header('email') }),
    userColumn.accessor((u) => u.scopes.join(', '), { id: 'scope', header: header('scope'), enableSorting: false }),
    userColumn.accessor('createdAt', { header: header('createdAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return <ServerList id="adminUsers" columns={columns} sorts={{ name: 'name', email: 'email', createdAt: 'createdAt' }} fetch={adminApi.users} />;
}

