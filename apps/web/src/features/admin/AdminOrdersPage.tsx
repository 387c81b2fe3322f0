// /dashboard/admin/orders: every order, paged, sorted and filtered on the server, the view kept in
// the address bar. Filters: state, payment state, placed from/to (UTC days), partner (the customers
// assigned to it now), text (number, customer). Orders ticked in the first column go together into a
// cutting run (CuttingRun.tsx).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminOrderRow } from '@kubik/contract/admin';
import { orderStatuses, paymentStatuses } from '@kubik/contract/orders';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { CuttingRunActions, CuttingRunNote, SelectCell, useCuttingRunSelection } from './CuttingRun.tsx';
import { isDay, isUuid, oneOf, type ListSpec } from './listState.ts';
import { partnersApi } from './partners/partnersApi.ts';
import { FilterDay, FilterSelect, ServerList } from './ServerList.tsx';

const orderColumn = createColumnHelper<AdminOrderRow>();
const spec: ListSpec = {
  sorts: { number: 'number', total: 'total', createdAt: 'createdAt' },
  filters: {
    status: oneOf(orderStatuses),
    paymentStatus: oneOf(paymentStatuses),
    from: isDay,
    to: isDay,
    partnerId: isUuid,
  },
};

export function AdminOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => t(`pages.adminOrders.columns.${name}`);
  // The partner filter's choices: partners by name (the API's page of at most 100).
  const partners = useQuery({
    queryKey: ['admin', 'adminPartners', 'filter'],
    queryFn: ({ signal }) => partnersApi.list('page=1&perPage=100', signal),
    staleTime: 60_000,
  });
  const selection = useCuttingRunSelection();
  const columns = [
    orderColumn.display({
      id: 'select',
      header: t('pages.adminOrders.run.select'),
      cell: (cell) => <SelectCell cell={cell} selection={selection} />,
    }),
    orderColumn.accessor('number', {
      header: header('seqId'),
      cell: (c) => <Link to={`/dashboard/admin/orders/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    orderColumn.accessor((o) => o.customer.companyName ?? o.customer.name, {
      id: 'customer',
      header: header('customer'),
      enableSorting: false,
      cell: (c) => `${c.getValue()} · ${c.row.original.customer.email}`,
    }),
    orderColumn.accessor('status', {
      header: header('status'),
      enableSorting: false,
      cell: (c) =>
        `${t(`shop.status.order.${c.getValue()}`)} · ${t(`shop.status.payment.${c.row.original.paymentStatus}`)}`,
    }),
    orderColumn.accessor('grossCents', {
      id: 'total',
      header: header('total'),
      cell: (c) => formatMoney(locale, c.getValue()),
    }),
    orderColumn.accessor('createdAt', { header: header('createdAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return (
    <ServerList
      id="adminOrders"
      path="orders"
      columns={columns}
      spec={spec}
      fetch={adminApi.orders}
      actions={<CuttingRunActions selection={selection} />}
      after={<CuttingRunNote selection={selection} />}
      filters={(controls) => (
        <>
          <FilterSelect
            label={t('pages.adminOrders.filters.status')}
            name="status"
            options={orderStatuses.map((s) => ({ value: s, label: t(`shop.status.order.${s}`) }))}
            controls={controls}
          />
          <FilterSelect
            label={t('pages.adminOrders.filters.paymentStatus')}
            name="paymentStatus"
            options={paymentStatuses.map((s) => ({ value: s, label: t(`shop.status.payment.${s}`) }))}
            controls={controls}
          />
          <FilterDay label={t('pages.adminOrders.filters.from')} name="from" controls={controls} />
          <FilterDay label={t('pages.adminOrders.filters.to')} name="to" controls={controls} />
          <FilterSelect
            label={t('adminLists.partner')}
            name="partnerId"
            options={(partners.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            controls={controls}
          />
        </>
      )}
    />
  );
}
