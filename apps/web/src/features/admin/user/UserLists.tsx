// The user's projects (each opens in the configurator) and orders (each opens on the admin's order
// page), paged by the server through the admin lists filtered to this user.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminOrderRow, AdminProjectRow } from '@kubik/contract/admin';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Table, initialTableQuery, type TableQuery } from '../../../ui/Table.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { ListPage } from '../adminApi.ts';
import { userApi, userKeys } from './userApi.ts';

const projectColumn = createColumnHelper<AdminProjectRow>();
const orderColumn = createColumnHelper<AdminOrderRow>();

/** One of the user's lists: its own paging, errors as a toast. */
function usePagedList<Row>(key: (page: number, perPage: number) => readonly unknown[], fetch: (page: number, perPage: number, signal?: AbortSignal) => Promise<ListPage<Row>>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const list = useQuery({ queryKey: key(query.page, query.perPage), queryFn: ({ signal }) => fetch(query.page, query.perPage, signal), placeholderData: keepPreviousData });
  useEffect(() => {
    if (list.error) notify.error(apiErrorMessage(t, list.error));
  }, [list.error, list.errorUpdatedAt, t]);
  return { query, setQuery, list };
}

export function UserProjects({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { query, setQuery, list } = usePagedList((page, perPage) => userKeys.projects(userId, page, perPage), (page, perPage, signal) => userApi.projects(userId, page, perPage, signal));
  const columns = [
    projectColumn.accessor('name', {
      header: () => t('adminUser.projects.name'),
      enableSorting: false,
      cell: (c) => <Link to={`/configurator/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    projectColumn.accessor('size', { header: () => t('adminUser.projects.size'), enableSorting: false }),
    projectColumn.accessor('updatedAt', { header: () => t('adminUser.projects.updatedAt'), enableSorting: false, cell: (c) => formatDateTime(locale, c.getValue()) }),
  ];
  return (
    <section className="admin-user__section" aria-labelledby={`user-projects-${userId}`}>
      <h2 id={`user-projects-${userId}`} className="admin-user__title">{t('adminUser.projects.title')}</h2>
      <Table<AdminProjectRow>
        className="admin-user__table"
        label={t('adminUser.projects.title')}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        emptyText={t('adminUser.projects.empty')}
        getRowId={(p) => p.id}
      />
    </section>
  );
}

export function UserOrders({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { query, setQuery, list } = usePagedList((page, perPage) => userKeys.orders(userId, page, perPage), (page, perPage, signal) => userApi.orders(userId, page, perPage, signal));
  const columns = [
    orderColumn.accessor('number', {
      header: () => t('adminUser.orders.number'),
      enableSorting: false,
      cell: (c) => <Link to={`/dashboard/admin/orders/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    orderColumn.accessor('status', { header: () => t('adminUser.orders.status'), enableSorting: false, cell: (c) => t(`shop.status.order.${c.getValue()}`) }),
    orderColumn.accessor('grossCents', { header: () => t('adminUser.orders.total'), enableSorting: false, cell: (c) => formatMoney(locale, c.getValue()) }),
    orderColumn.accessor('createdAt', { header: () => t('adminUser.orders.placed'), enableSorting: false, cell: (c) => formatDateTime(locale, c.getValue()) }),
  ];
  return (
    <section className="admin-user__section" aria-labelledby={`user-orders-${userId}`}>
      <h2 id={`user-orders-${userId}`} className="admin-user__title">{t('adminUser.orders.title')}</h2>
      <Table<AdminOrderRow>
        className="admin-user__table"
        label={t('adminUser.orders.title')}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        emptyText={t('adminUser.orders.empty')}
        getRowId={(o) => o.id}
      />
    </section>
  );
}
