// /dashboard/admin/users: every account, paged, sorted and filtered on the server, the view kept in
// the address bar. Filters: text (name, e-mail, company), scope, blocked or not.
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminUserRow } from '@kubik/contract/admin';
import { scopes } from '@kubik/contract/auth';
import { formatDate } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { isYesNo, oneOf, type ListSpec } from './listState.ts';
import { FilterSelect, ServerList } from './ServerList.tsx';

const userColumn = createColumnHelper<AdminUserRow>();
const spec: ListSpec = {
  sorts: { name: 'name', email: 'email', createdAt: 'createdAt' },
  filters: { scope: oneOf(scopes), blocked: isYesNo },
};

export function AdminUsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => t(`pages.adminUsers.columns.${name}`);
  const columns = [
    userColumn.accessor('name', {
      header: header('name'),
      cell: (c) => (
        <Link to={`/dashboard/admin/users/${c.row.original.id}`}>{c.getValue() || c.row.original.email}</Link>
      ),
    }),
    userColumn.accessor('email', { header: header('email') }),
    userColumn.accessor('companyName', {
      header: header('company'),
      enableSorting: false,
      cell: (c) => c.getValue() ?? '',
    }),
    userColumn.accessor((u) => u.scopes.map((s) => t(`pages.adminUsers.scopes.${s}`)).join(', '), {
      id: 'scope',
      header: header('scope'),
      enableSorting: false,
    }),
    userColumn.accessor('blockedAt', {
      header: header('state'),
      enableSorting: false,
      cell: (c) => (c.getValue() ? t('pages.adminUsers.blocked') : t('pages.adminUsers.active')),
    }),
    userColumn.accessor('createdAt', { header: header('createdAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return (
    <ServerList
      id="adminUsers"
      path="users"
      columns={columns}
      spec={spec}
      fetch={adminApi.users}
      filters={(controls) => (
        <>
          <FilterSelect
            label={t('pages.adminUsers.filters.scope')}
            name="scope"
            options={scopes.map((s) => ({ value: s, label: t(`pages.adminUsers.scopes.${s}`) }))}
            controls={controls}
          />
          <FilterSelect
            label={t('pages.adminUsers.filters.blocked')}
            name="blocked"
            options={[
              { value: 'true', label: t('pages.adminUsers.blocked') },
              { value: 'false', label: t('pages.adminUsers.active') },
            ]}
            controls={controls}
          />
        </>
      )}
    />
  );
}
