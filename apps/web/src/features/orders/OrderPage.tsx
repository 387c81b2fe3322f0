// /dashboard/order-history/{orderId}: one order — where it is (a timeline of its states with the
// dates they were reached), its payment, the delivery estimate, its documents, the items with
// "open design" (the frozen design, read-only) and "order again", its history of changes; the
// customer may cancel it while it is only submitted (made-to-measure goods), asked in the app's dialog;
// while it waits for money (`payable`), "Pay now" is its first action.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@kubik/contract/orders';
import { hasScope } from '@kubik/contract/scopes';
import { useSession } from '../../api/instance.ts';
import { shopKeys } from '../../api/shopKeys.ts';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { orderEventText } from '../../ui/orderEvents.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import { fileName, saveFile } from '../../ui/download.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { offerExtraLines, TotalsList } from '../../ui/ShopTotals.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { TrackingFacts } from '../../ui/Tracking.tsx';
import { useRoomView } from '../../ui/model3d/roomView.tsx';
import { ordersApi, payPath } from './ordersApi.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import '../../ui/shop.css';
import './orders.css';

const addressLine = (a: Order['billingAddress']) => `${a.street}, ${a.postalCode} ${a.city}, ${a.country}`;

/** The way an order normally goes; "cancelled" leaves it. (Typed by the contract; its zod stays off this page.) */
const path = [
  'submitted',
  'confirmed',
  'in_production',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useQuery({
    queryKey: shopKeys.order(orderId),
    queryFn: ({ signal }) => ordersApi.get(orderId, signal),
    enabled: orderId !== '',
  });

  if (order.isPending) {
    return (
      <Page title={t('pages.order.title', { id: '' })}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title={t('errors.notFound')}>
        <EmptyState
          title={apiErrorMessage(t, order.error)}
          action={<ButtonLink to="/dashboard/order-history">{t('shop.result.allOrders')}</ButtonLink>}
        />
      </Page>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const again = useMutation({
    mutationFn: () => ordersApi.reorder(order.id),
    onSuccess: (cart) => {
      queries.setQueryData(shopKeys.cart, cart);
      void queries.invalidateQueries({ queryKey: shopKeys.cartCount });
      notify.success(t('shop.order.againDone', { number: order.number }));
      void navigate('/shopping-cart');
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const cancel = useMutation({
    mutationFn: () => ordersApi.cancel(order.id),
    onSuccess: (next) => {
      queries.setQueryData(shopKeys.order(order.id), next);
      void queries.invalidateQueries({ queryKey: shopKeys.orders });
      setAsking(false);
      notify.success(t('shop.order.cancelled', { number: order.number }));
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });

  return (
    <Page
      title={t('shop.order.title', { number: order.number })}
      intro={t('shop.order.placedOn', { date: formatDateTime(locale, order.createdAt) })}
      actions={
        <>
          {order.payable ? (
            <ButtonLink to={payPath(order.id)} data-testid="pay-now">
              {t('shop.order.payNow')}
            </ButtonLink>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => again.mutate()}
            disabled={again.isPending}
            aria-busy={again.isPending}
          >
            {t('shop.order.again')}
          </Button>
          {order.cancellable ? (
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t('shop.order.cancel')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="order-head">
        <StatusBadge kind="order" status={order.status} />
        <StatusBadge kind="payment" status={order.paymentStatus} />
      </div>
      {order.payable ? (
        <p className="shop-notice" data-testid="awaiting-payment">
          {t('shop.order.awaitingPayment', {
            amount: formatMoney(locale, order.totals.grossCents - order.payment.paidCents),
          })}
        </p>
      ) : null}
      {order.offerId ? (
        <p className="shop-notice order-from-offer" data-testid="order-from-offer">
          {t('offerOrder.notice')} <Link to="/dashboard/inquiries">{t('offerOrder.link')}</Link>
        </p>
      ) : null}

      <OrderTimeline order={order} />
      <OrderItems order={order} />
      <div className="order-columns">
        <OrderDelivery order={order} />
        <OrderDocuments order={order} />
      </div>

      <OrderHistory order={order} />
      <ConfirmDialog
        open={asking}
        title={t('shop.order.cancelTitle', { number: order.number })}
        confirmLabel={t('shop.order.cancelConfirm')}
        cancelLabel={t('shop.order.keep')}
        danger
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('shop.order.cancelText')}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** The order's way from submitted to delivered, with the day each step was reached; a cancelled order says when. */
function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reachedAt = (status: string) =>
    status === 'submitted' ? order.createdAt : order.history.find((e) => e.type === 'status' && e.to === status)?.at;
  const current = (path as readonly OrderStatus[]).indexOf(order.status);
  return (
    <section aria-labelledby="order-timeline-title" className="order-section">
      <h2 id="order-timeline-title" className="order-section__title">
        {t('shop.order.timeline')}
      </h2>
      {order.status === 'cancelled' ? (
        <p className="shop-warning" data-testid="order-cancelled">
          {t('shop.order.cancelledOn', { date: formatDateTime(locale, reachedAt('cancelled') ?? order.updatedAt) })}
        </p>
      ) : null}
      <ol className="timeline" data-testid="order-timeline">
        {path.map((status, index) => {
          const at = reachedAt(status);
          const done = order.status !== 'cancelled' ? index <= current : at !== undefined;
          return (
            <li
              key={status}
              className={`timeline__step${done ? ' timeline__step--done' : ''}`}
              aria-current={status === order.status ? 'step' : undefined}
            >
              <span className="timeline__dot" aria-hidden="true" />
              <span className="timeline__name">{t(`shop.status.order.${status}`)}</span>
              <span className="timeline__date">
                {done && at ? formatDate(locale, at) : done ? '' : t('shop.order.notYet')}
              </span>
            </li>
          );
        })}
      </ol>
      {order.estimate && order.status !== 'cancelled' && order.status !== 'delivered' ? (
        <p className="order-estimate" data-testid="order-estimate">
          {t('shop.shipping.estimate', { when: formatEstimate(t, locale, order.estimate) })}
        </p>
      ) : null}
    </section>
  );
}

/** The ordered designs as frozen (each opens in the configurator and in the customer's room), and the totals. */
function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const locale = useLocale();
  const room = useRoomView();
  return (
    <section aria-labelledby="order-items-title" className="order-section">
      <h2 id="order-items-title" className="order-section__title">
        {t('shop.order.itemsTitle')}
      </h2>
      <ul className="frozen-items">
        {order.items.map((item) => (
          <li key={item.id} className="frozen-item" data-testid="order-item">
            {item.thumbnail ? (
              <img className="frozen-item__picture" src={item.thumbnail} alt="" width={120} height={75} />
            ) : (
              <span className="frozen-item__picture" aria-hidden="true" />
            )}
            <div>
              <p className="frozen-item__name">{item.name}</p>
              <p className="frozen-item__meta">
                {t('shop.order.itemLine', { quantity: item.quantity, price: formatMoney(locale, item.unitNetCents) })}
              </p>
              <p className="frozen-item__actions">
                <Link
                  to={`/configurator/order/${order.id}/${item.seq}`}
                  aria-label={t('shop.order.openDesignNamed', { name: item.name })}
                >
                  {t('shop.order.openDesign')}
                </Link>
                <Button
                  variant="ghost"
                  onClick={() =>
                    room.open({ linksPath: `/orders/${order.id}/items/${item.seq}/model-links`, name: item.name })
                  }
                  aria-label={t('shop.order.viewInRoomNamed', { name: item.name })}
                >
                  {t('shop.order.viewInRoom')}
                </Button>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {room.view}
      <TotalsList
        totals={order.totals}
        discountBp={order.lines.find((l) => l.kind === 'partner_discount')?.discountBp}
        extraLines={offerExtraLines(order, t('shop.shipping.delivery'))}
        netFirst={hasScope(user, 'company')}
      />
    </section>
  );
}

/** How the order comes (delivery to its address, or pickup and where), its tracking, and the billing address. */
function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-delivery-title" className="order-section">
      <h2 id="order-delivery-title" className="order-section__title">
        {t('pages.checkout.steps.shipping')}
      </h2>
      <p>{order.shipping.method === 'pickup' ? t('shop.shipping.pickup') : t('shop.shipping.delivery')}</p>
      {order.shipping.address ? (
        <p data-testid="order-delivery-address">{addressLine(order.shipping.address)}</p>
      ) : (
        <p>{t('shop.shipping.pickupWhere')}</p>
      )}
      {order.tracking ? <TrackingFacts tracking={order.tracking} /> : null}
      <h3 className="order-section__subtitle">{t('shop.checkout.billingAddress')}</h3>
      <p data-testid="order-billing-address">{addressLine(order.billingAddress)}</p>
    </section>
  );
}

/** The order's PDFs to download: the confirmation, and the proforma invoice for a bank transfer. */
function OrderDocuments({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = (kind: 'confirmation' | 'proforma') => {
    ordersApi.document(`/orders/${order.id}/documents/${kind}.pdf?locale=${locale}`).then(
      (blob) => saveFile(blob, fileName(`${order.number}-${t(`shop.documents.${kind}File`)}`, 'kubik', 'pdf')),
      (error: unknown) => notify.error(apiErrorMessage(t, error)),
    );
  };

  return (
    <section aria-labelledby="order-documents-title" className="order-section">
      <h2 id="order-documents-title" className="order-section__title">
        {t('shop.documents.title')}
      </h2>
      <p className="order-documents">
        <Button variant="secondary" onClick={() => download('confirmation')}>
          {t('shop.documents.confirmation')}
        </Button>
        {order.paymentMethod === 'bank_transfer' ? (
          <Button variant="secondary" onClick={() => download('proforma')}>
            {t('shop.documents.proforma')}
          </Button>
        ) : null}
      </p>
    </section>
  );
}

/** Everything that happened to the order, who did it, and staff's notes to the customer. */
function OrderHistory({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="order-history-title" className="order-section">
      <h2 id="order-history-title" className="order-section__title">
        {t('shop.order.history')}
      </h2>
      <ul className="order-history">
        {order.history.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(locale, event.at)}</time> {orderEventText(t, locale, event)}
            {' · '}
            {t(`shop.order.actor.${event.actor.role}`)}
            {event.note ? <span className="order-history__note">{event.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
