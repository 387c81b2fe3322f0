// One admin list (seed §2 tables): the table component over a paged, sorted and filtered admin API
// call (react-query; sorting, paging and the filters run on the server). The table's state is the
// address bar's (listState.ts), so a link or a reload shows the same view; the count of the
// filtered rows sits above the table and the CSV export link carries the same filters.
import { useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../ui/routing.tsx';
import type { ColumnDef } from '@tanstack/react-table';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { saveFile } from '../../ui/download.ts';
import { Page } from '../../ui/Page.tsx';
import { Table, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { adminApi, type ListPage, type ListPath } from './adminApi.ts';
import {
  listApiSearch,
  listCsvSearch,
  listUrlParams,
  readListState,
  type ListSpec,
  type ListState,
} from './listState.ts';
import './admin.css';

export type ListId = 'adminOrders' | 'adminProjects' | 'adminUsers' | 'adminPartners';

/** A list's own filters: their values and the way to change one (which goes back to page 1). */
export type FilterControls = { values: Record<string, string>; set: (name: string, value: string) => void };

export function ServerList<Row extends { id: string }>({
  id,
  path,
  columns,
  spec,
  fetch,
  filters,
  texts = `pages.${id}`,
  actions,
  after,
}: {
  id: ListId;
  /** The list's API path; a list without one has no CSV export. */
  path: ListPath | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column type is invariant in its value type.
  columns: ColumnDef<Row, any>[];
  spec: ListSpec;
  fetch: (search: string, signal?: AbortSignal) => Promise<ListPage<Row>>;
  filters?: (controls: FilterControls) => ReactNode;
  /** Where the list's texts live (title, purpose, count, empty, filterText): `pages.<id>` unless told. */
  texts?: string;
  /** Buttons beside the export link (the partners' "new partner"). */
  actions?: ReactNode;
  /** A section of the page below the list (the partners' order policy). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);
  // Replace, not push: each keystroke's filter would otherwise be a step of the back button.
  const show = (next: ListState) => setParams(listUrlParams(next, spec), { replace: true });
  const search = listApiSearch(state, spec);
  const csvSearch = listCsvSearch(state, spec);
  const page = useQuery({
    queryKey: ['admin', id, search],
    queryFn: ({ signal }) => fetch(search, signal),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);

  const exportCsv = () => {
    if (!path) return;
    setExporting(true);
    adminApi
      .csv(path, csvSearch)
      .then(
        (blob) => saveFile(blob, `${path}.csv`),
        (error: unknown) => notify.error(apiErrorMessage(t, error)),
      )
      .finally(() => setExporting(false));
  };
  const controls: FilterControls = {
    values: state.filters,
    set: (name, value) => show({ query: { ...state.query, page: 1 }, filters: { ...state.filters, [name]: value } }),
  };
  const total = page.data?.total;

  return (
    <Page
      title={t(`${texts}.title`)}
      intro={t(`${texts}.purpose`)}
      actions={
        <>
          {actions}
          {path ? (
            <a
              className="button button--secondary"
              href={adminApi.csvHref(path, csvSearch)}
              download={`${path}.csv`}
              aria-busy={exporting}
              aria-disabled={exporting}
              onClick={(event) => {
                event.preventDefault();
                if (!exporting) exportCsv();
              }}
            >
              {exporting ? t('adminLists.exporting') : t('adminLists.exportCsv')}
            </a>
          ) : null}
        </>
      }
    >
      <p className="admin-list__count" aria-live="polite">
        {total === undefined ? null : t(`${texts}.count`, { count: total })}
      </p>
      <Table<Row>
        className="admin-list"
        label={t(`${texts}.title`)}
        columns={columns}
        rows={page.data?.items ?? []}
        total={total ?? 0}
        query={state.query}
        onQueryChange={(query: TableQuery) => show({ ...state, query })}
        loading={page.isFetching}
        // A failed load says so where the rows would be; it never pretends the list is empty.
        emptyText={page.isError && !page.data ? apiErrorMessage(t, page.error) : t(`${texts}.empty`)}
        filterLabel={t(`${texts}.filterText`)}
        tools={filters?.(controls)}
        getRowId={(row) => row.id}
      />
      {after}
    </Page>
  );
}

/** A select among a filter's values, "all" first. */
export function FilterSelect({
  label,
  name,
  options,
  controls,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  controls: FilterControls;
}) {
  const { t } = useTranslation();
  const id = `admin-filter-${name}`;
  return (
    <div className="table-tools__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={controls.values[name] ?? ''} onChange={(event) => controls.set(name, event.target.value)}>
        <option value="">{t('adminLists.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day (YYYY-MM-DD) for a date-range filter. */
export function FilterDay({ label, name, controls }: { label: string; name: string; controls: FilterControls }) {
  const id = `admin-filter-${name}`;
  return (
    <div className="table-tools__filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={controls.values[name] ?? ''}
        onChange={(event) => controls.set(name, event.target.value)}
      />
    </div>
  );
}
