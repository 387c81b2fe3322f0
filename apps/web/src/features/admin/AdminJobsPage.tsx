// /dashboard/admin/jobs (issue 24): the background jobs (mails, refunds, clean-ups), newest first,
// paged and filtered on the server by state and queue (GET /api/admin/jobs), the view kept in the
// address bar; a job that gave up has a Retry button (POST /api/admin/jobs/{id}/retry: it runs once
// more; a second admin's click at the same moment hears that it is already retried).
import { useMemo } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import { jobStates, type AdminJob, type AdminJobPage } from '@kubik/contract/admin-jobs';
import { api } from '../../api/instance.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { Table, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { listApiSearch, listUrlParams, readListState, oneOf, type ListSpec, type ListState } from './listState.ts';
import { FilterSelect } from './ServerList.tsx';
import './admin.css';

const column = createColumnHelper<AdminJob>();
/** Queue names are the server's: any short name is passed on, the server filters exactly. */
const spec: ListSpec = {
  sorts: {},
  filters: { state: oneOf(jobStates), queue: (value) => /^[\w.:-]{1,100}$/.test(value) },
};
const queryKey = ['admin', 'adminJobs'];

export function AdminJobsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params]);
  const show = (next: ListState) => setParams(listUrlParams(next, spec), { replace: true });
  const search = listApiSearch(state, spec);
  const page = useQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => api.request<AdminJobPage>(`/admin/jobs?${search}`, { signal }),
    placeholderData: keepPreviousData,
    // Jobs move on their own (the runner polls every second): the list follows while it is open.
    refetchInterval: 5000,
  });
  const retry = useMutation({
    mutationFn: (job: AdminJob) => api.request<AdminJob>(`/admin/jobs/${job.id}/retry`, { method: 'POST' }),
    onSuccess: (job) => notify.success(t('adminJobs.retried', { id: job.id, queue: job.queue })),
    onError: (error) => notify.error(apiErrorMessage(t, error)),
    // Retried or refused (someone else was quicker), the list shows the job as it is now.
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  const header = (name: string) => t(`adminJobs.columns.${name}`);
  const when = (value: string | null) => (value ? formatDateTime(locale, value) : '—');
  const columns = [
    column.accessor('id', {
      header: header('id'),
      enableSorting: false,
      cell: (c) => formatNumber(locale, c.getValue(), { useGrouping: false }),
    }),
    column.accessor('queue', {
      header: header('queue'),
      enableSorting: false,
      cell: (c) => <code>{c.getValue()}</code>,
    }),
    column.accessor('state', {
      header: header('state'),
      enableSorting: false,
      cell: (c) => t(`adminJobs.state.${c.getValue()}`),
    }),
    column.accessor((row) => `${row.attempts} / ${row.maxAttempts}`, {
      id: 'attempts',
      header: header('attempts'),
      enableSorting: false,
    }),
    column.accessor('runAt', { header: header('runAt'), enableSorting: false, cell: (c) => when(c.getValue()) }),
    column.accessor('lockedBy', { header: header('lockedBy'), enableSorting: false, cell: (c) => c.getValue() ?? '—' }),
    column.accessor('lastError', {
      header: header('lastError'),
      enableSorting: false,
      cell: (c) => <span className="admin-jobs__error">{c.getValue() ?? '—'}</span>,
    }),
    column.display({
      id: 'actions',
      header: header('actions'),
      cell: (c) =>
        c.row.original.state === 'failed' ? (
          <Button
            variant="secondary"
            disabled={retry.isPending && retry.variables?.id === c.row.original.id}
            aria-label={t('adminJobs.retryLabel', { id: c.row.original.id, queue: c.row.original.queue })}
            onClick={() => retry.mutate(c.row.original)}
          >
            {t('adminJobs.retry')}
          </Button>
        ) : null,
    }),
  ];
  const total = page.data?.total;
  const title = t('adminJobs.title');
  const controls = {
    values: state.filters,
    set: (name: string, value: string) =>
      show({ query: { ...state.query, page: 1 }, filters: { ...state.filters, [name]: value } }),
  };
  const queues = page.data?.queues ?? [];
  return (
    <Page title={title} intro={t('adminJobs.purpose')}>
      <p className="admin-list__count" aria-live="polite">
        {total === undefined ? null : t('adminJobs.count', { count: total })}
      </p>
      <Table<AdminJob>
        className="admin-list"
        label={title}
        columns={columns}
        rows={page.data?.items ?? []}
        total={total ?? 0}
        query={state.query}
        onQueryChange={(query: TableQuery) => show({ ...state, query })}
        // A new page or filter loading, not the background refresh every 5 s.
        loading={page.isLoading || page.isPlaceholderData}
        emptyText={page.isError && !page.data ? apiErrorMessage(t, page.error) : t('adminJobs.empty')}
        tools={
          <>
            <FilterSelect
              label={t('adminJobs.filterState')}
              name="state"
              options={jobStates.map((s) => ({ value: s, label: t(`adminJobs.state.${s}`) }))}
              controls={controls}
            />
            <FilterSelect
              label={t('adminJobs.filterQueue')}
              name="queue"
              // The queue in the address bar stays choosable while the page that lists it loads.
              options={[...new Set([...queues, ...(state.filters.queue ? [state.filters.queue] : [])])].map((q) => ({
                value: q,
                label: q,
              }))}
              controls={controls}
            />
          </>
        }
        getRowId={(row) => String(row.id)}
      />
    </Page>
  );
}
