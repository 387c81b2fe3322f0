// Every change of one order, newest first: the order's own events (state, payment, refund, note —
// who by role, when, from → to) and the admin audit rows (which admin, when, before → after).
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdminOrder, AuditEntry } from '@kubik/contract/admin';
import type { Locale } from '@kubik/contract/locale';
import type { OrderEvent } from '@kubik/contract/orders';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';

type Entry =
  | { key: string; at: string; kind: 'event'; event: OrderEvent }
  | { key: string; at: string; kind: 'audit'; row: AuditEntry };

const statusKeys: Record<string, 'order' | 'payment'> = { status: 'order', paymentStatus: 'payment' };

/** One audited value as people read it: states by name, cents as money, the rest as written. */
function valueText(t: TFunction, locale: Locale, key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  const status = statusKeys[key];
  if (status && typeof value === 'string') return t(`shop.status.${status}.${value}`);
  if (key.endsWith('Cents') && typeof value === 'number') return formatMoney(locale, value);
  if (typeof value === 'boolean') return t(value ? 'adminOrder.timeline.yes' : 'adminOrder.timeline.no');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** before → after, key by key (a key only in `after` is a value the action recorded). */
export function auditChanges(
  t: TFunction,
  locale: Locale,
  before: unknown,
  after: unknown,
): { key: string; text: string }[] {
  const record = (v: unknown): Record<string, unknown> =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const b = record(before);
  const a = record(after);
  // The request's idempotency key is the server's bookkeeping, not a change.
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((key) => key !== 'idempotencyKey')
    .map((key) => {
      const label = t(`adminOrder.timeline.field.${key}`, { defaultValue: key });
      const text =
        key in b && key in a && b[key] !== a[key]
          ? `${valueText(t, locale, key, b[key])} → ${valueText(t, locale, key, a[key])}`
          : valueText(t, locale, key, key in a ? a[key] : b[key]);
      return { key, text: `${label}: ${text}` };
    });
}

function EventText({ event }: { event: OrderEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = (kind: 'order' | 'payment', s: string | null) => (s ? t(`shop.status.${kind}.${s}`) : '—');
  // The first state of an order (or payment) came from nowhere: only where it went.
  if ((event.type === 'status' || event.type === 'payment') && event.from === null) {
    return (
      <>
        {t('adminOrder.timeline.set', {
          what: t(`adminOrder.timeline.field.${event.type === 'status' ? 'status' : 'paymentStatus'}`),
          to: state(event.type === 'status' ? 'order' : 'payment', event.to),
        })}
      </>
    );
  }
  switch (event.type) {
    case 'status':
      return <>{t('adminOrder.timeline.status', { from: state('order', event.from), to: state('order', event.to) })}</>;
    case 'payment':
      return (
        <>
          {t('adminOrder.timeline.payment', { from: state('payment', event.from), to: state('payment', event.to) })}
          {event.amountCents !== null ? ` · ${formatMoney(locale, event.amountCents)}` : ''}
        </>
      );
    case 'refund':
      return <>{t('adminOrder.timeline.refund', { amount: formatMoney(locale, event.amountCents ?? 0) })}</>;
    default:
      return <>{t('adminOrder.timeline.note')}</>;
  }
}

/**
 * The order's events and audit rows, newest first. Rows of one moment (a payment and its refund applied
 * together, a move and its audit row) by their ids, newest first too: the server sends events oldest
 * first and audit rows newest first, so their order as sent says nothing. An admin's audit row before
 * the event it caused.
 */
export function timelineEntries(history: readonly OrderEvent[], audit: readonly AuditEntry[]): Entry[] {
  const id = (e: Entry) => Number(e.kind === 'event' ? e.event.id : e.row.id);
  return [
    ...history.map((event): Entry => ({ key: `e${event.id}`, at: event.at, kind: 'event', event })),
    ...audit.map((row): Entry => ({ key: `a${row.id}`, at: row.at, kind: 'audit', row })),
  ].sort((x, y) =>
    x.at < y.at ? 1 : x.at > y.at ? -1 : x.kind !== y.kind ? (x.kind === 'audit' ? -1 : 1) : id(y) - id(x),
  );
}

export function OrderTimeline({ order, audit }: { order: AdminOrder; audit: AuditEntry[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const entries = timelineEntries(order.history, audit ?? []);

  return (
    <ol className="admin-order__timeline" data-testid="admin-order-timeline">
      {entries.map((entry) => (
        <li
          key={entry.key}
          className={`admin-order__entry admin-order__entry--${entry.kind}`}
          data-testid={`timeline-${entry.kind}`}
        >
          <p className="admin-order__entry-head">
            <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>
            <span className="admin-order__tag">{t(`adminOrder.timeline.source.${entry.kind}`)}</span>
          </p>
          {entry.kind === 'event' ? (
            <>
              <p className="admin-order__entry-what">
                <EventText event={entry.event} />
                {' · '}
                {entry.event.actor.name
                  ? `${t(`adminOrder.timeline.actor.${entry.event.actor.role}`)} (${entry.event.actor.name})`
                  : t(`adminOrder.timeline.actor.${entry.event.actor.role}`)}
              </p>
              {entry.event.note ? (
                <p className="admin-order__entry-note">
                  {entry.event.note}
                  <span className={`admin-order__tag${entry.event.internal ? ' admin-order__tag--internal' : ''}`}>
                    {t(entry.event.internal ? 'adminOrder.notes.internalTag' : 'adminOrder.notes.visibleTag')}
                  </span>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <p className="admin-order__entry-what">
                {t(`adminOrder.timeline.action.${entry.row.action}`, { defaultValue: entry.row.action })}
                {' · '}
                {entry.row.actor.email ?? t('adminOrder.timeline.actor.system')}
              </p>
              <ul className="admin-order__changes">
                {auditChanges(t, locale, entry.row.before, entry.row.after).map((change) => (
                  <li key={change.key}>{change.text}</li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
      <li className="admin-order__entry" data-testid="timeline-placed">
        <p className="admin-order__entry-head">
          <time dateTime={order.createdAt}>{formatDateTime(locale, order.createdAt)}</time>
        </p>
        <p className="admin-order__entry-what">
          {t('adminOrder.timeline.placed')} · {order.customer.name}
        </p>
      </li>
    </ol>
  );
}
