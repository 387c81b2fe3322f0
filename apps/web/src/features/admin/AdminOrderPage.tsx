// /dashboard/admin/orders/{orderId}: one order for staff (order/AdminOrderDetails.tsx).
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { AdminOrderDetails } from './order/AdminOrderDetails.tsx';
import { adminOrderApi, adminOrderKeys } from './order/orderApi.ts';
import '../../ui/shop.css';
import './order/adminOrder.css';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AdminOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const valid = uuid.test(orderId);
  const order = useQuery({
    queryKey: adminOrderKeys.order(orderId),
    queryFn: ({ signal }) => adminOrderApi.get(orderId, signal),
    enabled: valid,
  });

  if (!valid || order.isError) {
    return (
      <Page title={t('adminOrder.notFound')}>
        <EmptyState
          title={valid ? apiErrorMessage(t, order.error) : t('adminOrder.notFoundText', { id: orderId })}
          action={<ButtonLink to="/dashboard/admin/orders">{t('adminOrder.back')}</ButtonLink>}
        />
      </Page>
    );
  }
  if (order.isPending) {
    return (
      <Page title={t('adminOrder.loadingTitle')}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  return <AdminOrderDetails order={order.data} />;
}
