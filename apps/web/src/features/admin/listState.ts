// An admin list's state (page, rows a page, sort, text filter and the list's own filters) lives in
// the address bar, so a link or a reload shows the same view. The URL's parameters are the API's:
// page, perPage, sort (the API's sort name), order, q, and one parameter per filter. Values that do
// not make sense (a page of 0, 7 rows a page, an unknown state) are dropped, not sent to the server.
import { defaultPerPage, perPageChoices, type TableQuery } from '../../ui/Table.tsx';

export type ListSpec = {
  /** Column id → the API's sort name, for the columns that sort. */
  sorts: Record<string, string>;
  /** The list's own filters: the parameter's name → whether a value is one it accepts. */
  filters: Record<string, (value: string) => boolean>;
};

export type ListState = { query: TableQuery; filters: Record<string, string> };

export const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
export const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
export const isYesNo = oneOf(['true', 'false']);
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function readListState(params: URLSearchParams, spec: ListSpec): ListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const sortName = params.get('sort');
  const column = Object.entries(spec.sorts).find(([, name]) => name === sortName)?.[0];
  const filters: Record<string, string> = {};
  for (const [name, accepts] of Object.entries(spec.filters)) {
    const value = params.get(name)?.trim();
    if (value && accepts(value)) filters[name] = value;
  }
  return {
    query: {
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      perPage: (perPageChoices as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
      sort: column ? { id: column, desc: params.get('order') === 'desc' } : null,
      filter: params.get('q')?.trim() ?? '',
    },
    filters,
  };
}

/** The filtered list without its page: the text, the filters and the sort (what a CSV export takes). */
function filterParams(state: ListState, spec: ListSpec): URLSearchParams {
  const params = new URLSearchParams();
  const sort = state.query.sort ? spec.sorts[state.query.sort.id] : undefined;
  if (sort && state.query.sort) {
    params.set('sort', sort);
    params.set('order', state.query.sort.desc ? 'desc' : 'asc');
  }
  const q = state.query.filter.trim();
  if (q) params.set('q', q);
  for (const [name, accepts] of Object.entries(spec.filters)) {
    const value = state.filters[name];
    if (value && accepts(value)) params.set(name, value);
  }
  return params;
}

/** The address bar's parameters: the defaults (page 1, 10 rows) left out, so a plain link stays plain. */
export function listUrlParams(state: ListState, spec: ListSpec): URLSearchParams {
  const params = filterParams(state, spec);
  if (state.query.page > 1) params.set('page', String(state.query.page));
  if (state.query.perPage !== defaultPerPage) params.set('perPage', String(state.query.perPage));
  return params;
}

/** The API call's query string for the page on screen. */
export function listApiSearch(state: ListState, spec: ListSpec): string {
  const params = filterParams(state, spec);
  params.set('page', String(state.query.page));
  params.set('perPage', String(state.query.perPage));
  return params.toString();
}

/** The API call's query string for the CSV of the whole filtered list (every page). */
export function listCsvSearch(state: ListState, spec: ListSpec): string {
  const params = filterParams(state, spec);
  params.set('format', 'csv');
  return params.toString();
}
