// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createColumnHelper } from '@tanstack/react-table';
import { Table, filterDelayMs, initialTableQuery, perPageChoices, type TableQuery } from './Table.tsx';
import { setupTestI18n } from '../test/i18n.ts';

interface Row {
  id: string;
  name: string;
  city: string;
}

const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('city', { header: 'City', enableSorting: false }),
];
const rows: Row[] = [
  { id: '1', name: 'Mizarstvo Kos', city: 'Kranj' },
  { id: '2', name: 'Dom in les', city: 'Maribor' },
];

function Harness({
  onQuery,
  total = 42,
  data = rows,
  loading = false,
}: {
  onQuery: (q: TableQuery) => void;
  total?: number;
  data?: Row[];
  loading?: boolean;
}) {
  const [query, setQuery] = useState(initialTableQuery);
  return (
    <Table<Row>
      label="Partners"
      columns={columns}
      rows={data}
      total={total}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        onQuery(next);
      }}
      loading={loading}
      emptyText="No partners to show."
      filterLabel="Filter"
      getRowId={(row) => row.id}
    />
  );
}

beforeAll(setupTestI18n);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the table', () => {
  it('defaults to 10 rows a page with the choices 10, 25, 50, 100', () => {
    render(<Harness onQuery={() => undefined} />);
    const perPage = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect(perPage.value).toBe('10');
    expect([...perPage.options].map((o) => Number(o.value))).toEqual([...perPageChoices]);
    expect(screen.getByText('Page 1 of 5 · 42 in total')).toBeTruthy();
  });

  it('asks the server for a sort: ascending, descending, then none; the header says which', () => {
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    const sort = screen.getByRole('button', { name: /Name/ });
    fireEvent.click(sort);
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { id: 'name', desc: false }, page: 1 }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sort);
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { id: 'name', desc: true } }));
    fireEvent.click(sort);
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ sort: null }));
    expect(screen.queryByRole('button', { name: /City/ })).toBeNull();
  });

  it('pages forward and back, and a new page size goes back to page 1', () => {
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, perPage: 25 }));
    expect(screen.getByText('Page 1 of 2 · 42 in total')).toBeTruthy();
  });

  it('waits 250 ms after typing before filtering', () => {
    vi.useFakeTimers();
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    const filter = screen.getByLabelText('Filter');
    fireEvent.change(filter, { target: { value: 'Ko' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(filter, { target: { value: 'Kos' } });
    act(() => vi.advanceTimersByTime(filterDelayMs - 1));
    expect(onQuery).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'Kos', page: 1 }));
  });

  it('takes a filter that changes from outside (a link, the URL) into its box without reporting it back', () => {
    vi.useFakeTimers();
    const onQuery = vi.fn();
    const props = {
      label: 'Partners',
      columns,
      rows,
      total: 2,
      emptyText: 'None',
      filterLabel: 'Filter',
      onQueryChange: onQuery,
    };
    const { rerender } = render(<Table<Row> {...props} query={{ ...initialTableQuery, filter: 'Kos' }} />);
    const filter = screen.getByLabelText('Filter') as HTMLInputElement;
    expect(filter.value).toBe('Kos');
    rerender(<Table<Row> {...props} query={initialTableQuery} />);
    expect(filter.value).toBe('');
    act(() => vi.advanceTimersByTime(filterDelayMs * 2));
    expect(onQuery).not.toHaveBeenCalled();
    fireEvent.change(filter, { target: { value: 'Dom' } });
    act(() => vi.advanceTimersByTime(filterDelayMs));
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'Dom' }));
  });

  it('labels each cell with its text header, for the phone layout that shows rows as cards', () => {
    render(<Harness onQuery={() => undefined} />);
    expect(screen.getByRole('cell', { name: 'Kranj' }).getAttribute('data-label')).toBe('City');
  });

  it('shows the empty state when there are no rows, and a loading state while loading', () => {
    const { rerender } = render(<Harness onQuery={() => undefined} data={[]} total={0} />);
    expect(screen.getByText('No partners to show.')).toBeTruthy();
    rerender(<Harness onQuery={() => undefined} data={[]} total={0} loading />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});
