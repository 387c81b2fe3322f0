// One admin list (seed §2 tables): the table component over a paged, sorted and filtered admin API
// call (react-query; sorting, paging and the filter run on the server).
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Page } from '../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { listSearch, type ListPage } from './adminApi.ts';

export type ListId = 'adminOrders' | 'adminProjects' | 'adminUsers';

export function ServerList<Row extends { id: string }>({ id, columns, sorts, fetch }: {
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

