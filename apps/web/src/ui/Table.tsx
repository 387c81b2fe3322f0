// The list table: sorting, paging and filtering all happen on the server (TanStack Table in manual
// mode), with 10/25/50/100 rows a page (10 by default), a filter that waits 250 ms after typing,
// and clear loading and empty states. Sort headers and pager are plain buttons: keyboard-usable.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type HeaderGroup,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { useMinimumDuration } from './useMinimumDuration.ts';

export const perPageChoices = [10, 25, 50, 100] as const;
export const defaultPerPage = 10;
export const filterDelayMs = 250;

export interface TableQuery {
  /** 1-based page number. */
  page: number;
  perPage: number;
  sort: { id: string; desc: boolean } | null;
  filter: string;
}

export const initialTableQuery: TableQuery = { page: 1, perPage: defaultPerPage, sort: null, filter: '' };

export interface TableProps<Row> {
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column type is invariant in its value type.
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  total: number;
  query: TableQuery;
  onQueryChange: (query: TableQuery) => void;
  loading?: boolean;
  emptyText: string;
  filterLabel?: string;
  /** More filter controls beside the text filter (a list's own selects and dates). */
  tools?: ReactNode;
  getRowId?: (row: Row) => string;
  /** A class on the table's wrapper, for a page's own layout of it (cards on a phone). */
  className?: string;
}

function resolve<T>(updater: Updater<T>, old: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;
}

function FilterBox({ label, value, onSettled }: { label: string; value: string; onSettled: (value: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, filterDelayMs);
  // The last value reported or received: a typed text is reported once it settles; a value that
  // changes from outside (a link, the back button) replaces the box's text and is not reported back.
  const known = useRef(value);
  useEffect(() => {
    if (settled !== known.current) {
      known.current = settled;
      onSettled(settled);
    }
  }, [settled, onSettled]);
  useEffect(() => {
    if (value !== known.current) {
      known.current = value;
      setText(value);
    }
  }, [value]);
  return (
    <div className="table-tools__filter">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
    </div>
  );
}

/** Whether the element's content is wider than it (it scrolls sideways), kept up as either changes size. */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

export function Table<Row>({
  label,
  columns,
  rows,
  total,
  query,
  onQueryChange,
  loading = false,
  emptyText,
  filterLabel,
  tools,
  getRowId,
  className,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const perPageId = useId();
  const showLoading = useMinimumDuration(loading);
  const scroll = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(scroll);
  const pageCount = Math.max(1, Math.ceil(total / query.perPage));
  const sorting: SortingState = query.sort ? [query.sort] : [];

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    ...(getRowId ? { getRowId } : {}),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    // Ascending first on every column; TanStack would guess from the first row's value type.
    sortDescFirst: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.perPage } },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      onQueryChange({ ...query, page: 1, sort: next ? { id: next.id, desc: next.desc } : null });
    },
  });

  const setFilter = (filter: string) => onQueryChange({ ...query, filter, page: 1 });

  return (
    <div className={className ? `table-wrap ${className}` : 'table-wrap'}>
      {filterLabel || tools ? (
        <div className="table-tools">
          {filterLabel ? <FilterBox label={filterLabel} value={query.filter} onSettled={setFilter} /> : null}
          {tools}
        </div>
      ) : null}
      {/* A table wider than the screen scrolls sideways: then its box is a tab stop, so the keyboard reaches what is hidden (axe: scrollable-region-focusable). */}
      <div
        className="table-scroll"
        ref={scroll}
        {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': label } : {})}
      >
        <table className="table" aria-label={label} aria-busy={showLoading}>
          <TableHead groups={table.getHeaderGroups()} />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  // A text header is also the cell's label, for a layout that shows rows as cards on a phone.
                  const header = cell.column.columnDef.header;
                  return (
                    <td key={cell.id} data-label={typeof header === 'string' ? header : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {showLoading ? (
          <p className="table__loading" role="status">
            {t('table.loading')}
          </p>
        ) : rows.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : null}
      </div>
      <TablePager
        perPageId={perPageId}
        query={query}
        total={total}
        pageCount={pageCount}
        onQueryChange={onQueryChange}
      />
    </div>
  );
}

const ariaSort = (dir: false | 'asc' | 'desc') =>
  dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none';

/** The header row(s): a sortable column's header is a button with its sort mark, and says its order (aria-sort). */
function TableHead<Row>({ groups }: { groups: HeaderGroup<Row>[] }) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const dir = header.column.getIsSorted();
            const content = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th key={header.id} scope="col" aria-sort={header.column.getCanSort() ? ariaSort(dir) : undefined}>
                {header.column.getCanSort() ? (
                  <button type="button" className="table__sort" onClick={header.column.getToggleSortingHandler()}>
                    {content}
                    <span className="table__sort-mark" aria-hidden="true">
                      {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  content
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

/** Rows a page, which page of how many (announced), and the previous and next buttons. */
function TablePager({
  perPageId,
  query,
  total,
  pageCount,
  onQueryChange,
}: {
  perPageId: string;
  query: TableQuery;
  total: number;
  pageCount: number;
  onQueryChange: (query: TableQuery) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-pager">
      <div className="table-pager__size">
        <label htmlFor={perPageId}>{t('table.perPage')}</label>
        <select
          id={perPageId}
          value={query.perPage}
          onChange={(event) => onQueryChange({ ...query, perPage: Number(event.target.value), page: 1 })}
        >
          {perPageChoices.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <p className="table-pager__status" aria-live="polite">
        {t('table.pageOf', { page: query.page, pages: pageCount, total })}
      </p>
      <div className="table-pager__buttons">
        <button
          type="button"
          className="button button--secondary"
          disabled={query.page <= 1}
          onClick={() => onQueryChange({ ...query, page: query.page - 1 })}
        >
          {t('table.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={query.page >= pageCount}
          onClick={() => onQueryChange({ ...query, page: query.page + 1 })}
        >
          {t('table.next')}
        </button>
      </div>
    </div>
  );
}
