// The admin order page's dialogs: moving the order to one of the states the server offers (with an
// optional note the customer sees), recording a bank transfer (the amount due by default), and a
// refund of at most what is refundable (the server refuses more anyway). Each one says what it
// will do before it does it; cancelling and refunding are the red, final buttons.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import type { OrderStatus, OrderTracking } from '@kubik/contract/orders';
import { formatDate, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TrackingFields, useTrackingFields } from '../../../ui/Tracking.tsx';
import { centsText, parseCents } from './money.ts';

type Busy = { busy: boolean; onCancel: () => void };

function Buttons({ busy, onCancel, label, danger = false }: Busy & { label: string; danger?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="confirm__buttons">
      <Button variant="secondary" onClick={onCancel}>
        {t('adminOrder.dialog.back')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy} aria-busy={busy}>
        {busy ? t('adminOrder.dialog.working') : label}
      </Button>
    </div>
  );
}

function NoteArea({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input admin-order__textarea"
        rows={3}
        maxLength={1000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="admin-order__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function StateDialog({
  order,
  open,
  onSubmit,
  ...busy
}: Busy & {
  order: AdminOrder;
  open: boolean;
  onSubmit: (to: OrderStatus, note: string, tracking?: OrderTracking) => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const tracking = useTrackingFields();
  const [tried, setTried] = useState(false);
  // A delivery is shipped with its carrier and tracking (the server insists too); a pickup is just ready.
  const needsTracking = to === 'shipped' && order.shipping.method === 'delivery';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!to) return;
    if (!needsTracking) onSubmit(to, note.trim());
    else if (tracking.tracking) onSubmit(to, note.trim(), tracking.tracking);
  };
  return (
    <Modal
      open={open}
      onClose={busy.onCancel}
      title={t('adminOrder.state.title', { number: order.number })}
      closeLabel={t('adminOrder.dialog.back')}
    >
      <form className="form" onSubmit={submit} aria-label={t('adminOrder.state.title', { number: order.number })}>
        <p>{t('adminOrder.state.now', { state: t(`shop.status.order.${order.status}`) })}</p>
        <fieldset className="admin-order__choices">
          <legend className="field__label">{t('adminOrder.state.to')}</legend>
          {order.allowedTransitions.map((state) => (
            <label key={state} className="admin-order__choice">
              <input
                type="radio"
                name="to"
                value={state}
                checked={to === state}
                onChange={() => setTo(state)}
                required
              />
              {t(`shop.status.order.${state}`)}
            </label>
          ))}
        </fieldset>
        {to === 'cancelled' ? (
          <p className="shop-warning" role="alert">
            {t('adminOrder.state.cancelWarning')}
          </p>
        ) : null}
        {needsTracking ? <TrackingFields fields={tracking} showErrors={tried} /> : null}
        <NoteArea
          label={t('adminOrder.state.note')}
          hint={t('adminOrder.state.noteHint')}
          value={note}
          onChange={setNote}
        />
        <Buttons
          {...busy}
          label={to === 'cancelled' ? t('adminOrder.state.cancel') : t('adminOrder.state.submit')}
          danger={to === 'cancelled'}
        />
      </form>
    </Modal>
  );
}

/** The calendar day of `date` where the browser is, as YYYY-MM-DD. */
function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function useAmount(initialCents: number) {
  const locale = useLocale();
  const separator = locale === 'en' ? '.' : ',';
  const [text, setText] = useState(centsText(initialCents, separator));
  return { text, setText, cents: parseCents(text) };
}

export function BankPaymentDialog({
  order,
  open,
  onSubmit,
  ...busy
}: Busy & {
  order: AdminOrder;
  open: boolean;
  onSubmit: (request: { amountCents: number; receivedOn: string; reference?: string }) => void;
}) {
  const { t } = useTranslation();
  const due = Math.max(0, order.totals.grossCents - order.payment.paidCents);
  const amount = useAmount(due);
  const locale = useLocale();
  // Today in the admin's own time zone (toISOString would be yesterday's date after midnight in Ljubljana).
  const today = localDay(new Date());
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const amountError =
    amount.cents === null || amount.cents < 1
      ? t('adminOrder.amountInvalid')
      : amount.cents > order.totals.grossCents
        ? t('adminOrder.bank.tooMuch', { max: formatMoney(locale, order.totals.grossCents) })
        : undefined;
  const placedOn = localDay(new Date(order.createdAt));
  const dayError =
    receivedOn > today
      ? t('adminOrder.bank.future')
      : receivedOn < placedOn
        ? t('adminOrder.bank.beforeOrder', { date: formatDate(locale, order.createdAt) })
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || dayError || amount.cents === null || !receivedOn) return;
    onSubmit({ amountCents: amount.cents, receivedOn, ...(reference.trim() ? { reference: reference.trim() } : {}) });
  };
  return (
    <Modal
      open={open}
      onClose={busy.onCancel}
      title={t('adminOrder.bank.title', { number: order.number })}
      closeLabel={t('adminOrder.dialog.back')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label={t('adminOrder.bank.amount')}
          inputMode="decimal"
          value={amount.text}
          onChange={(e) => amount.setText(e.target.value)}
          error={tried ? amountError : undefined}
        />
        <TextField
          label={t('adminOrder.bank.receivedOn')}
          type="date"
          value={receivedOn}
          min={placedOn}
          max={today}
          onChange={(e) => setReceivedOn(e.target.value)}
          error={tried ? dayError : undefined}
          required
        />
        <TextField
          label={t('adminOrder.bank.reference')}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
        />
        <Buttons {...busy} label={t('adminOrder.bank.submit')} />
      </form>
    </Modal>
  );
}

/**
 * The refund's Idempotency-Key: one per attempt (the dialog is opened anew for each refund), kept while the
 * same amount and reason are sent again — a double click or a retry after a lost answer refunds once —
 * and a new one as soon as they change, since that is another refund.
 */
function useAttemptKey(makeKey: () => string = () => crypto.randomUUID()) {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return (request: string) => {
    if (attempt.current?.request !== request) attempt.current = { request, key: makeKey() };
    return attempt.current.key;
  };
}

export function RefundDialog({
  order,
  open,
  onSubmit,
  ...busy
}: Busy & {
  order: AdminOrder;
  open: boolean;
  onSubmit: (amountCents: number, reason: string, idempotencyKey: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const refundable = order.payment.paidCents - order.payment.refundedCents;
  const amount = useAmount(refundable);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const max = formatMoney(locale, refundable);
  const amountError =
    amount.cents === null || amount.cents < 1
      ? t('adminOrder.amountInvalid')
      : amount.cents > refundable
        ? t('adminOrder.refund.tooMuch', { max })
        : undefined;
  const reasonError = reason.trim() ? undefined : t('adminOrder.refund.reasonMissing');
  const attemptKey = useAttemptKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (amountError || reasonError || amount.cents === null) return;
    onSubmit(amount.cents, reason.trim(), attemptKey(`${amount.cents}\n${reason.trim()}`));
  };
  return (
    <Modal
      open={open}
      onClose={busy.onCancel}
      title={t('adminOrder.refund.title', { number: order.number })}
      closeLabel={t('adminOrder.dialog.back')}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p>{order.paymentMethod === 'card' ? t('adminOrder.refund.card') : t('adminOrder.refund.manual')}</p>
        <TextField
          label={t('adminOrder.refund.amount', { max })}
          inputMode="decimal"
          value={amount.text}
          onChange={(e) => amount.setText(e.target.value)}
          error={tried ? amountError : undefined}
        />
        <TextField
          label={t('adminOrder.refund.reason')}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          error={tried ? reasonError : undefined}
        />
        <p className="shop-warning">{t('adminOrder.refund.final')}</p>
        <Buttons
          {...busy}
          label={
            amount.cents && !amountError
              ? t('adminOrder.refund.submit', { amount: formatMoney(locale, amount.cents) })
              : t('adminOrder.refund.button')
          }
          danger
        />
      </form>
    </Modal>
  );
}
