// One order for staff: its state and payment with the actions they allow (change the state to a
// state the server offers, record a bank transfer, refund), the items with their frozen prices and
// the workshop's files, the customer and addresses, payments and refunds, notes, and the timeline of
// every change. Every action answers with a toast; slow ones show their progress on the button.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import type { OrderLine, OrderStatus, OrderTracking } from '@kubik/contract/orders';
import { isApiError } from '../../../api/errors.ts';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { fileName } from '../../../ui/download.ts';
import { Page } from '../../../ui/Page.tsx';
import { TotalsList } from '../../../ui/ShopTotals.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { NoteForm } from './NoteForm.tsx';
import { AddressFacts, CustomerFacts, PaymentFacts } from './OrderFacts.tsx';
import { BankPaymentDialog, RefundDialog, StateDialog } from './OrderDialogs.tsx';
import { FileButton, OrderFilesSection, useOrderDownloads, type OrderDownloads } from './OrderFiles.tsx';
import { adminOrderApi, adminOrderKeys } from './orderApi.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

type Dialog = 'state' | 'bank' | 'refund' | null;

/** The error in the admin's words: this page's own texts for the order's codes, then the app's. */
function useErrorText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (error: unknown) => {
    if (isApiError(error)) {
      const refundable = error.details.refundableCents;
      const text = t(`adminOrder.errors.${error.code}`, {
        defaultValue: '',
        max: typeof refundable === 'number' ? formatMoney(locale, refundable) : '',
      });
      if (text) return text;
    }
    return apiErrorMessage(t, error);
  };
}

function lineName(t: ReturnType<typeof useTranslation>['t'], line: OrderLine): string {
  if (line.kind === 'partner_discount')
    return t('adminOrder.lines.discount', { percent: (line.discountBp ?? 0) / 100 });
  if (line.kind === 'shipping')
    return line.ref === 'pickup' ? t('shop.shipping.pickup') : t('adminOrder.lines.shipping');
  return line.name ?? '';
}

export function AdminOrderDetails({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const audit = useQuery({
    queryKey: adminOrderKeys.audit(order.id),
    queryFn: ({ signal }) => adminOrderApi.audit(order.id, signal),
  });

  const { refresh, failed, move, bank, refund } = useOrderMoves(order, () => setDialog(null));
  const downloads = useOrderDownloads(order.id, failed);

  const { paidCents, refundedCents } = order.payment;
  const refundable = paidCents - refundedCents;
  const bankPayable =
    order.paymentMethod === 'bank_transfer' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    order.status !== 'cancelled';

  return (
    <Page
      title={t('adminOrder.title', { number: order.number })}
      intro={t('adminOrder.placedOn', { date: formatDateTime(locale, order.createdAt) })}
      actions={
        <ButtonLink variant="ghost" to="/dashboard/admin/orders">
          {t('adminOrder.back')}
        </ButtonLink>
      }
    >
      <div className="admin-order">
        <OrderStateSection order={order} bankPayable={bankPayable} refundable={refundable} onDialog={setDialog} />
        <OrderItemsSection order={order} downloads={downloads} />
        <OrderFilesSection order={order} errorText={errorText} downloads={downloads} />

        <div className="admin-order__columns">
          <CustomerFacts order={order} />
          <AddressFacts order={order} />
          <PaymentFacts order={order} />
        </div>

        <section className="admin-order__section" aria-labelledby="admin-order-notes">
          <h2 id="admin-order-notes" className="admin-order__title">
            {t('adminOrder.notes.title')}
          </h2>
          <NoteForm orderId={order.id} onAdded={async (next) => refresh(next)} errorText={errorText} />
        </section>

        <section className="admin-order__section" aria-labelledby="admin-order-timeline">
          <h2 id="admin-order-timeline" className="admin-order__title">
            {t('adminOrder.timeline.title')}
          </h2>
          {audit.isError ? <p className="shop-warning">{errorText(audit.error)}</p> : null}
          <OrderTimeline order={order} audit={audit.data} />
        </section>
      </div>

      <StateDialog
        key={`state-${order.status}-${dialog === 'state'}`}
        order={order}
        open={dialog === 'state'}
        busy={move.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(to, note, tracking) => move.mutate({ to, note, tracking })}
      />
      {bankPayable ? (
        <BankPaymentDialog
          key={`bank-${dialog === 'bank'}`}
          order={order}
          open={dialog === 'bank'}
          busy={bank.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={(request) => bank.mutate(request)}
        />
      ) : null}
      {refundable > 0 ? (
        <RefundDialog
          key={`refund-${refundable}-${dialog === 'refund'}`}
          order={order}
          open={dialog === 'refund'}
          busy={refund.isPending}
          onCancel={() => setDialog(null)}
          onSubmit={(amountCents, reason, key) => refund.mutate({ amountCents, reason, key })}
        />
      ) : null}
    </Page>
  );
}

/** The order's state and payment status, with the buttons for what they allow: change the state, record a bank
 * transfer, refund. */
function OrderStateSection({
  order,
  bankPayable,
  refundable,
  onDialog,
}: {
  order: AdminOrder;
  bankPayable: boolean;
  refundable: number;
  onDialog: (dialog: Exclude<Dialog, null>) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-order__section admin-order__state" aria-labelledby="admin-order-state">
      <h2 id="admin-order-state" className="admin-order__title">
        {t('adminOrder.state.heading')}
      </h2>
      <p className="admin-order__badges">
        <span className={`status-badge status-badge--${order.status}`} data-testid="admin-order-status">
          {t(`shop.status.order.${order.status}`)}
        </span>
        <span className={`status-badge status-badge--${order.paymentStatus}`} data-testid="admin-payment-status">
          {t(`shop.status.payment.${order.paymentStatus}`)}
        </span>
      </p>
      <div className="admin-order__buttons">
        {order.allowedTransitions.length > 0 ? (
          <Button onClick={() => onDialog('state')}>{t('adminOrder.state.change')}</Button>
        ) : (
          <p>{t('adminOrder.state.final')}</p>
        )}
        {bankPayable ? (
          <Button variant="secondary" onClick={() => onDialog('bank')}>
            {t('adminOrder.bank.record')}
          </Button>
        ) : null}
        {refundable > 0 ? (
          <Button variant="danger" onClick={() => onDialog('refund')}>
            {t('adminOrder.refund.button')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The ordered items: picture, name, quantity and price, a link to open each, its workshop PDF and outline DXF;
 * then the order's lines. */
function OrderItemsSection({ order, downloads }: { order: AdminOrder; downloads: OrderDownloads }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-items">
      <h2 id="admin-order-items" className="admin-order__title">
        {t('adminOrder.items.title')}
      </h2>
      <ul className="frozen-items">
        {order.items.map((item) => (
          <li key={item.id} className="frozen-item" data-testid="admin-order-item">
            {item.thumbnail ? (
              <img className="frozen-item__picture" src={item.thumbnail} alt="" width={120} height={75} />
            ) : (
              <span className="frozen-item__picture" aria-hidden="true" />
            )}
            <div>
              <p className="frozen-item__name">{item.name}</p>
              <p className="admin-order__muted">
                {t('adminOrder.items.line', {
                  quantity: item.quantity,
                  price: formatMoney(locale, item.unitNetCents),
                })}
              </p>
              <p className="admin-order__buttons">
                <Link
                  to={`/configurator/order/${order.id}/${item.seq}?from=admin`}
                  aria-label={t('adminOrder.items.openNamed', { name: item.name })}
                >
                  {t('adminOrder.items.open')}
                </Link>
                <FileButton
                  fileKey={`pdf-${item.seq}`}
                  path={`items/${item.seq}/workshop.pdf?locale=${locale}`}
                  name={fileName(`${order.number}-${item.seq}-${item.name}`, 'kubik', 'pdf')}
                  label={t('adminOrder.files.workshopPdf')}
                  ariaLabel={t('adminOrder.files.workshopPdfNamed', { name: item.name })}
                  downloads={downloads}
                />
                <FileButton
                  fileKey={`dxf-${item.seq}`}
                  path={() => adminOrderApi.outline(order.id, item.seq, locale)}
                  name={fileName(`${order.number}-${item.seq}-${item.name}`, 'kubik', 'dxf')}
                  label={t('adminOrder.files.outline')}
                  ariaLabel={t('adminOrder.files.outlineNamed', { name: item.name })}
                  downloads={downloads}
                />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {downloads.downloading?.startsWith('pdf-') || downloads.downloading?.startsWith('dxf-') ? (
        <p className="admin-order__muted" role="status">
          {t('adminOrder.files.wait')}
        </p>
      ) : null}
      <OrderLines order={order} />
    </section>
  );
}

/**
 * What staff do to the order — move its state, record a bank payment, refund — each refreshing the
 * order, its audit trail and the lists, and closing its dialog with a message.
 */
function useOrderMoves(order: AdminOrder, closeDialog: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const errorText = useErrorText();
  const refresh = async (next?: AdminOrder) => {
    if (next) queries.setQueryData(adminOrderKeys.order(order.id), next);
    await Promise.all([
      next ? null : queries.invalidateQueries({ queryKey: adminOrderKeys.order(order.id), exact: true }),
      queries.invalidateQueries({ queryKey: adminOrderKeys.audit(order.id) }),
      queries.invalidateQueries({ queryKey: ['admin', 'orders'] }),
    ]);
  };
  const done = (message: string) => () => {
    closeDialog();
    notify.success(message);
  };
  const failed = (error: unknown) => notify.error(errorText(error));

  const move = useMutation({
    mutationFn: ({ to, note, tracking }: { to: OrderStatus; note: string; tracking?: OrderTracking | undefined }) =>
      adminOrderApi.transition(order.id, order.status, to, note || undefined, tracking),
    onSuccess: async (next) => {
      await refresh(next);
      done(t('adminOrder.state.done', { number: order.number, state: t(`shop.status.order.${next.status}`) }))();
    },
    onError: (error) => {
      failed(error);
      // Someone else moved it first: the page (and the states offered) catch up with the order as it is.
      if (isApiError(error) && error.code === 'illegal_transition') {
        closeDialog();
        void refresh();
      }
    },
  });
  const bank = useMutation({
    mutationFn: (request: Parameters<typeof adminOrderApi.bankPayment>[1]) =>
      adminOrderApi.bankPayment(order.id, request),
    onSuccess: async (state) => {
      await refresh();
      done(t('adminOrder.bank.done', { amount: formatMoney(locale, state.paidCents) }))();
    },
    onError: failed,
  });
  const refund = useMutation({
    mutationFn: ({ amountCents, reason, key }: { amountCents: number; reason: string; key: string }) =>
      adminOrderApi.refund(order.id, amountCents, reason, key),
    onSuccess: async (_state, { amountCents }) => {
      await refresh();
      done(t('adminOrder.refund.done', { amount: formatMoney(locale, amountCents) }))();
    },
    onError: failed,
  });

  return { refresh, failed, move, bank, refund };
}

/** The order's lines as frozen (scrolls sideways on a phone: reachable by keyboard, axe's scrollable-region-focusable), its totals and catalogue version. */
function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <ScrollTable
        label={t('adminOrder.lines.title')}
        className="admin-order__lines"
        columns={[
          t('adminOrder.lines.what'),
          t('adminOrder.lines.quantity'),
          t('adminOrder.lines.unit'),
          t('adminOrder.lines.vat'),
          t('adminOrder.lines.gross'),
        ]}
      >
        {order.lines.map((line, index) => (
          <tr key={`${line.kind}-${line.ref ?? index}`}>
            <td>{lineName(t, line)}</td>
            <td>{line.quantity}</td>
            <td>{formatMoney(locale, line.unitNetCents)}</td>
            <td>{`${line.vatRateBp / 100} % · ${formatMoney(locale, line.vatCents)}`}</td>
            <td>{formatMoney(locale, line.grossCents)}</td>
          </tr>
        ))}
      </ScrollTable>
      <TotalsList totals={order.totals} />
      <p className="admin-order__muted">{t('adminOrder.lines.frozen', { version: order.catalogueVersion })}</p>
    </>
  );
}
