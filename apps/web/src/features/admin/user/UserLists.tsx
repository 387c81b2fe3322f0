// The user's projects (each opens in the configurator), orders (each opens on the admin's order
// page) and inquiries (each opens at /dashboard/inquiries/{id}), paged by the server through the
// admin lists filtered to this user.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/routing.tsx';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminOrderRow, AdminProjectRow } from '@kubik/contract/admin';
import type { InquirySummary } from '@kubik/contract/inquiries';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Table, initialTableQuery, type TableQuery } from '../../../ui/Table.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { ListPage } from '../adminApi.ts';
import { userApi, userKeys } from './userApi.ts';

const projectColumn = createColumnHelper<AdminProjectRow>();
const orderColumn = createColumnHelper<AdminOrderRow>();
const inquiryColumn = createColumnHelper<InquirySummary>();

/** One of the user's lists: its own paging, errors as a toast. */
function usePagedList<Row>(
  key: (page: number, perPage: number) => readonly unknown[],
  fetch: (page: number, perPage: number, signal?: AbortSignal) => Promise<ListPage<Row>>,
) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const list = useQuery({
    queryKey: key(query.page, query.perPage),
    queryFn: ({ signal }) => fetch(query.page, query.perPage, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (list.error) notify.error(apiErrorMessage(t, list.error));
  }, [list.error, list.errorUpdatedAt, t]);
  return { query, setQuery, list };
}

/** One of the user's lists as a titled section: its own paging (usePagedList), the admin table. */
function UserListSection<Row extends { id: string }>({
  userId,
  name,
  columns,
  queryKey,
  fetch,
}: {
  userId: string;
  name: 'projects' | 'orders' | 'inquiries';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column type is invariant in its value type.
  columns: ColumnDef<Row, any>[];
  queryKey: (page: number, perPage: number) => readonly unknown[];
  fetch: (page: number, perPage: number, signal?: AbortSignal) => Promise<ListPage<Row>>;
}) {
  const { t } = useTranslation();
  const { query, setQuery, list } = usePagedList(queryKey, fetch);
  const titleId = `user-${name}-${userId}`;
  return (
    <section className="admin-user__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-user__title">
        {t(`adminUser.${name}.title`)}
      </h2>
      <Table<Row>
        className="admin-user__table"
        label={t(`adminUser.${name}.title`)}
        columns={columns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={list.isFetching}
        emptyText={t(`adminUser.${name}.empty`)}
        getRowId={(row) => row.id}
      />
    </section>
  );
}

export function UserProjects({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    projectColumn.accessor('name', {
      header: () => t('adminUser.projects.name'),
      enableSorting: false,
      cell: (c) => <Link to={`/configurator/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    projectColumn.accessor('size', { header: () => t('adminUser.projects.size'), enableSorting: false }),
    projectColumn.accessor('updatedAt', {
      header: () => t('adminUser.projects.updatedAt'),
      enableSorting: false,
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
  ];
  return (
    <UserListSection<AdminProjectRow>
      userId={userId}
      name="projects"
      columns={columns}
      queryKey={(page, perPage) => userKeys.projects(userId, page, perPage)}
      fetch={(page, perPage, signal) => userApi.projects(userId, page, perPage, signal)}
    />
  );
}

export function UserOrders({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    orderColumn.accessor('number', {
      header: () => t('adminUser.orders.number'),
      enableSorting: false,
      cell: (c) => <Link to={`/dashboard/admin/orders/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    orderColumn.accessor('status', {
      header: () => t('adminUser.orders.status'),
      enableSorting: false,
      cell: (c) => t(`shop.status.order.${c.getValue()}`),
    }),
    orderColumn.accessor('grossCents', {
      header: () => t('adminUser.orders.total'),
      enableSorting: false,
      cell: (c) => formatMoney(locale, c.getValue()),
    }),
    orderColumn.accessor('createdAt', {
      header: () => t('adminUser.orders.placed'),
      enableSorting: false,
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
  ];
  return (
    <UserListSection<AdminOrderRow>
      userId={userId}
      name="orders"
      columns={columns}
      queryKey={(page, perPage) => userKeys.orders(userId, page, perPage)}
      fetch={(page, perPage, signal) => userApi.orders(userId, page, perPage, signal)}
    />
  );
}

export function UserInquiries({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    inquiryColumn.accessor('seqId', {
      header: () => t('adminUser.inquiries.number'),
      enableSorting: false,
      cell: (c) => <Link to={`/dashboard/inquiries/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    inquiryColumn.accessor('status', {
      header: () => t('adminUser.inquiries.status'),
      enableSorting: false,
      cell: (c) => t(`adminUser.inquiries.statuses.${c.getValue()}`),
    }),
    inquiryColumn.accessor('itemCount', { header: () => t('adminUser.inquiries.items'), enableSorting: false }),
    inquiryColumn.accessor('createdAt', {
      header: () => t('adminUser.inquiries.sent'),
      enableSorting: false,
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
  ];
  return (
    <UserListSection<InquirySummary>
      userId={userId}
      name="inquiries"
      columns={columns}
      queryKey={(page, perPage) => userKeys.inquiries(userId, page, perPage)}
      fetch={(page, perPage, signal) => userApi.inquiries(userId, page, perPage, signal)}
    />
  );
}
