// One order for staff: its state and payment with the actions they allow (change the state to a
// state the server offers, record a bank transfer, refund), the items with their frozen prices and
// the workshop's files, the customer and addresses, payments and refunds, notes, and the timeline of
// every change. Every action answers with a toast; slow ones show their progress on the button.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import type { Address } from '@kubik/contract/accounts';
import type { OrderLine, OrderStatus, OrderTracking } from '@kubik/contract/orders';
import { isApiError } from '../../../api/errors.ts';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { fileName, saveFile } from '../../../ui/download.ts';
import { Page } from '../../../ui/Page.tsx';
import { TotalsList } from '../../../ui/ShopTotals.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { TrackingFacts } from '../../../ui/Tracking.tsx';
import { JobPackPanel } from './JobPackPanel.tsx';
import { NoteForm } from './NoteForm.tsx';
import { BankPaymentDialog, RefundDialog, StateDialog } from './OrderDialogs.tsx';
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

function AddressText({ address }: { address: Address }) {
  return <p>{`${address.street}, ${address.postalCode} ${address.city}, ${address.country}`}</p>;
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
  const [downloading, setDownloading] = useState<string | null>(null);
  const audit = useQuery({
    queryKey: adminOrderKeys.audit(order.id),
    queryFn: ({ signal }) => adminOrderApi.audit(order.id, signal),
  });

  const { refresh, failed, move, bank, refund } = useOrderMoves(order, () => setDialog(null));
  /** A file of the order's (`path` under the order) or one made otherwise (a function). */
  const download = async (key: string, path: string | (() => Promise<Blob>), name: string) => {
    setDownloading(key);
    try {
      saveFile(await (typeof path === 'string' ? adminOrderApi.file(order.id, path) : path()), name);
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(null);
    }
  };
  const fileButton = (
    key: string,
    path: string | (() => Promise<Blob>),
    name: string,
    label: string,
    ariaLabel?: string,
  ) => (
    <Button
      variant="secondary"
      onClick={() => void download(key, path, name)}
      disabled={downloading !== null}
      aria-busy={downloading === key}
      aria-label={ariaLabel}
    >
      {downloading === key ? t('adminOrder.files.preparing') : label}
    </Button>
  );

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
              <Button onClick={() => setDialog('state')}>{t('adminOrder.state.change')}</Button>
            ) : (
              <p>{t('adminOrder.state.final')}</p>
            )}
            {bankPayable ? (
              <Button variant="secondary" onClick={() => setDialog('bank')}>
                {t('adminOrder.bank.record')}
              </Button>
            ) : null}
            {refundable > 0 ? (
              <Button variant="danger" onClick={() => setDialog('refund')}>
                {t('adminOrder.refund.button')}
              </Button>
            ) : null}
          </div>
        </section>

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
                    {fileButton(
                      `pdf-${item.seq}`,
                      `items/${item.seq}/workshop.pdf?locale=${locale}`,
                      fileName(`${order.number}-${item.seq}-${item.name}`, 'kubik', 'pdf'),
                      t('adminOrder.files.workshopPdf'),
                      t('adminOrder.files.workshopPdfNamed', { name: item.name }),
                    )}
                    {fileButton(
                      `dxf-${item.seq}`,
                      () => adminOrderApi.outline(order.id, item.seq, locale),
                      fileName(`${order.number}-${item.seq}-${item.name}`, 'kubik', 'dxf'),
                      t('adminOrder.files.outline'),
                      t('adminOrder.files.outlineNamed', { name: item.name }),
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {downloading?.startsWith('pdf-') || downloading?.startsWith('dxf-') ? (
            <p className="admin-order__muted" role="status">
              {t('adminOrder.files.wait')}
            </p>
          ) : null}
          <OrderLines order={order} />
        </section>

        <section className="admin-order__section" aria-labelledby="admin-order-files">
          <h2 id="admin-order-files" className="admin-order__title">
            {t('adminOrder.files.title')}
          </h2>
          <JobPackPanel order={order} errorText={errorText} />
          <p className="admin-order__buttons">
            {fileButton(
              'labels',
              'labels.pdf?layout=a4',
              fileName(`${order.number}-labels`, 'kubik', 'pdf'),
              t('adminOrder.files.labels'),
            )}
            {fileButton(
              'labels-roll',
              'labels.pdf?layout=roll',
              fileName(`${order.number}-labels-100x50`, 'kubik', 'pdf'),
              t('adminOrder.files.labelsRoll'),
            )}
          </p>
          {downloading?.startsWith('labels') ? (
            <p className="admin-order__muted" role="status">
              {t('adminOrder.files.wait')}
            </p>
          ) : null}
        </section>

        <div className="admin-order__columns">
          <section className="admin-order__section" aria-labelledby="admin-order-customer">
            <h2 id="admin-order-customer" className="admin-order__title">
              {t('adminOrder.customer.title')}
            </h2>
            <p>
              <Link to={`/dashboard/admin/users/${order.customerId}`}>{order.customer.name}</Link>
              <br />
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              {order.customer.phone ? (
                <>
                  <br />
                  {order.customer.phone}
                </>
              ) : null}
            </p>
            {order.customer.company ? (
              <p>{`${order.customer.company.companyName} · ${t('adminOrder.customer.vatId')} ${order.customer.company.vatId}`}</p>
            ) : null}
          </section>
          <section className="admin-order__section" aria-labelledby="admin-order-addresses">
            <h2 id="admin-order-addresses" className="admin-order__title">
              {t('adminOrder.addresses.title')}
            </h2>
            <h3 className="admin-order__subtitle">{t('adminOrder.addresses.billing')}</h3>
            <AddressText address={order.billingAddress} />
            <h3 className="admin-order__subtitle">
              {order.shipping.method === 'pickup' ? t('shop.shipping.pickup') : t('adminOrder.addresses.delivery')}
            </h3>
            {order.shipping.address ? (
              <AddressText address={order.shipping.address} />
            ) : (
              <p>{t('shop.shipping.pickupWhere')}</p>
            )}
            {order.tracking ? <TrackingFacts tracking={order.tracking} /> : null}
          </section>
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

/** How the order is paid: the method, paid, refunded and due, and every payment and refund. */
function PaymentFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { paidCents, refundedCents } = order.payment;
  const due = Math.max(0, order.totals.grossCents - paidCents);
  const moneyEvents = order.history.filter((e) => e.type === 'payment' || e.type === 'refund');
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-payment">
      <h2 id="admin-order-payment" className="admin-order__title">
        {t('adminOrder.payment.title')}
      </h2>
      <dl className="shop-totals">
        <dt>{t('adminOrder.payment.method')}</dt>
        <dd>{t(`adminOrder.payment.methods.${order.paymentMethod}`)}</dd>
        <dt>{t('adminOrder.payment.paid')}</dt>
        <dd data-testid="admin-order-paid">{formatMoney(locale, paidCents)}</dd>
        <dt>{t('adminOrder.payment.refunded')}</dt>
        <dd>{formatMoney(locale, refundedCents)}</dd>
        <dt>{t('adminOrder.payment.due')}</dt>
        <dd>{formatMoney(locale, due)}</dd>
      </dl>
      {moneyEvents.length > 0 ? (
        <ul className="admin-order__money">
          {moneyEvents.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{formatDateTime(locale, e.at)}</time>{' '}
              {e.type === 'refund'
                ? t('adminOrder.timeline.refund', { amount: formatMoney(locale, e.amountCents ?? 0) })
                : `${t(`shop.status.payment.${e.to ?? 'pending'}`)}${e.amountCents !== null ? ` · ${formatMoney(locale, e.amountCents)}` : ''}`}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-order__muted">{t('adminOrder.payment.none')}</p>
      )}
    </section>
  );
}
