// /dashboard/admin/inquiries (issue 14): every inquiry for staff, newest first, paged and filtered on
// the server (GET /api/admin/inquiries: state, and text over the number, the customer and the
// message), the view kept in the address bar; each number opens the inquiry's page, where staff
// answer and make offers.
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import { inquiryStatuses, type InquiryPage, type InquirySummary } from '@kubik/contract/inquiries';
import { api } from '../../api/instance.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Page } from '../../ui/Page.tsx';
import { Table, type TableQuery } from '../../ui/Table.tsx';
import { listApiSearch, listUrlParams, oneOf, readListState, type ListSpec, type ListState } from './listState.ts';
import { FilterSelect } from './ServerList.tsx';
import './admin.css';

const column = createColumnHelper<InquirySummary>();
const spec: ListSpec = { sorts: {}, filters: { status: oneOf(inquiryStatuses) } };

export function AdminInquiriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params]);
  const show = (next: ListState) => setParams(listUrlParams(next, spec), { replace: true });
  const search = listApiSearch(state, spec);
  const page = useQuery({
    queryKey: ['admin', 'adminInquiries', search],
    queryFn: ({ signal }) => api.request<InquiryPage>(`/admin/inquiries?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const header = (name: string) => t(`adminInquiries.columns.${name}`);
  const columns = [
    column.accessor('seqId', {
      header: header('seqId'),
      enableSorting: false,
      cell: (c) => <Link to={`/dashboard/inquiries/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    column.accessor((row) => `${row.customer.name} · ${row.customer.email}`, {
      id: 'customer',
      header: header('customer'),
      enableSorting: false,
    }),
    column.accessor('status', {
      header: header('status'),
      enableSorting: false,
      cell: (c) => t(`inquiryPage.status.${c.getValue()}`),
    }),
    column.accessor('itemCount', {
      header: header('items'),
      enableSorting: false,
      cell: (c) => formatNumber(locale, c.getValue()),
    }),
    column.accessor('createdAt', {
      header: header('createdAt'),
      enableSorting: false,
      cell: (c) => formatDate(locale, c.getValue()),
    }),
    column.accessor('updatedAt', {
      header: header('updatedAt'),
      enableSorting: false,
      cell: (c) => formatDate(locale, c.getValue()),
    }),
  ];
  const total = page.data?.total;
  const title = t('adminInquiries.title');
  return (
    <Page title={title} intro={t('adminInquiries.purpose')}>
      <p className="admin-list__count" aria-live="polite">
        {total === undefined ? null : t('adminInquiries.count', { count: total })}
      </p>
      <Table<InquirySummary>
        className="admin-list"
        label={title}
        columns={columns}
        rows={page.data?.items ?? []}
        total={total ?? 0}
        query={state.query}
        onQueryChange={(query: TableQuery) => show({ ...state, query })}
        loading={page.isFetching}
        emptyText={page.isError && !page.data ? apiErrorMessage(t, page.error) : t('adminInquiries.empty')}
        filterLabel={t('adminInquiries.filterText')}
        tools={
          <FilterSelect
            label={t('adminInquiries.filterStatus')}
            name="status"
            options={inquiryStatuses.map((s) => ({ value: s, label: t(`inquiryPage.status.${s}`) }))}
            controls={{
              values: state.filters,
              set: (name, value) =>
                show({ query: { ...state.query, page: 1 }, filters: { ...state.filters, [name]: value } }),
            }}
          />
        }
        getRowId={(row) => row.id}
      />
    </Page>
  );
}
