// /dashboard/admin/orders: every order, paged, sorted and filtered on the server.
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminOrderRow } from '@kubik/contract/admin';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { adminApi } from './adminApi.ts';
import { ServerList } from './ServerList.tsx';

const orderColumn = createColumnHelper<AdminOrderRow>();
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const header = (name: string) => () => t(`pages.adminOrders.columns.${name}`);
  const columns = [
    orderColumn.accessor('number', { id: 'seqId', header: header('seqId') }),
    orderColumn.accessor((o) => o.customer.companyName ?? o.customer.name, { id: 'customer', header: header('customer'), enableSorting: false, cell: (c) => `${c.getValue()} · ${c.row.original.customer.email}` }),
    orderColumn.accessor('status', { header: header('status'), enableSorting: false, cell: (c) => `${t(`shop.status.order.${c.getValue()}`)} · ${t(`shop.status.payment.${c.row.original.paymentStatus}`)}` }),
    orderColumn.accessor('grossCents', { id: 'total', header: header('total'), cell: (c) => formatMoney(locale, c.getValue()) }),
    orderColumn.accessor('createdAt', { header: header('createdAt'), cell: (c) => formatDate(locale, c.getValue()) }),
  ];
  return <ServerList id="adminOrders" columns={columns} sorts={{ seqId: 'number', total: 'total', createdAt: 'createdAt' }} fetch={adminApi.orders} />;
}

