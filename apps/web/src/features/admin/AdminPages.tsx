// The admin area (seed §2), behind the admin guard. The Users, Projects and Orders lists read the
// admin API (react-query; sorting, paging and the filter run on the server); detail pages and the
// partners list come with their own APIs.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminOrderRow, AdminProjectRow, AdminUserRow } from '@kubik/contract/admin';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Page, PlaceholderPage } from '../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { adminApi, listSearch, type ListPage } from './adminApi.ts';

type ListId = 'adminOrders' | 'adminProjects' | 'adminUsers';

function ServerList<Row extends { id: string }>({ id, columns, sorts, fetch }: {
  id: ListId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column type is invariant in its value type.
  columns: ColumnDef<Row, any>[];
  sorts: Record<string, string>;
  fetch: (search: string, signal?: AbortSignal) => Promise<ListPage<Row>>;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const search = listSearch(query, sorts);
  const page = useQuery({ queryKey: ['admin', id, search], queryFn: ({ signal }) => fetch(search, signal), placeholderData: keepPreviousData });
  useEffect(() => {
    if (page.error) notify.error(apiErrorMessage(t, page.error));
  }, [page.error, page.errorUpdatedAt, t]);
  return (
    <Page title={t(`pages.${id}.title`)} intro={t(`pages.${id}.purpose`)}>
      <Table<Row>
        label={t(`pages.${id}.title`)}
        columns={columns}
        rows={page.data?.items ?? []}
        total={page.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={page.isFetching}
        emptyText={t(`pages.${id}.empty`)}
        filterLabel={t('table.filter')}
        getRowId={(row) => row.id}
      />
    </Page>
  );
}

const orderColumn = createColumnHelper<AdminOrderRow>();
const projectColumn = createColumnHelper<AdminProjectRow>();
const userColumn = createColumnHelper<AdminUserRow>();

export function AdminOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => () => t(`pages.adminOrders.columns.${name}`);
  const columns = [
    orderColumn.accessor('number', { id: 'seqId', header: header('seqId') }),
    orderColumn.accessor((o) => o.customer.companyName ?? o.customer.name, { id: 'customer', header: header('customer'), enableSorting: false, cell: (c) => `${c.getValue()} · ${c.row.original.customer.email}` }),
    orderColumn.accessor('status', { header: header('status'), enableSorting: false, cell: (c) => `${t(`shop.status.order.${c.getValue()}`)} · ${t(`shop.status.payment.${c.row.original.paymentStatus}`)}` }),
    orderColumn.accessor('grossCents', { id: 'total', header: header('total'), cell: (c) => formatMoney(locale, c.getValue()) }),
    orderColumn.accessor('createdAt', { header: header('createdAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return <ServerList id="adminOrders" columns={columns} sorts={{ seqId: 'number', total: 'total', createdAt: 'createdAt' }} fetch={adminApi.orders} />;
}

export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  return <PlaceholderPage id="adminOrder" values={{ id: orderId }} />;
}

export function AdminProjectsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => () => t(`pages.adminProjects.columns.${name}`);
  const columns = [
    projectColumn.accessor('name', { header: header('name') }),
    projectColumn.accessor((p) => p.owner.name || p.owner.email, { id: 'owner', header: header('owner'), enableSorting: false, cell: (c) => `${c.getValue()} · ${c.row.original.owner.email}` }),
    projectColumn.accessor('updatedAt', { header: header('updatedAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return <ServerList id="adminProjects" columns={columns} sorts={{ name: 'name', updatedAt: 'updatedAt' }} fetch={adminApi.projects} />;
}

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

export function AdminUserPage() {
  const { userId = '' } = useParams();
  return <PlaceholderPage id="adminUser" values={{ id: userId }} />;
}

/** Partners have no API yet (the partners issue): the list says so, it does not pretend. */
export function AdminPartnersPage() {
  const { partnerId } = useParams();
  return <PlaceholderPage id={partnerId ? 'adminPartner' : 'adminPartners'} values={{ id: partnerId ?? '' }} />;
}
