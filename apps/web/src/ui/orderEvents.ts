// One line of an order's history in words (the customer's order page, the partner's): what changed
// to what, a refund's amount, or "a note". Who made it is the caller's to say: the customer reads
// "you", a partner reads "the customer".
import type { TFunction } from 'i18next';
import type { OrderEvent } from '@kubik/contract/orders';
import { formatMoney } from '../i18n/format.ts';
import type { Locale } from '@kubik/contract/locale';

export function orderEventText(t: TFunction, locale: Locale, event: OrderEvent): string {
  if (event.type === 'status' || event.type === 'payment') {
    const to = event.to ? t(`shop.status.${event.type === 'status' ? 'order' : 'payment'}.${event.to}`) : '';
    return t('shop.order.event', { what: t(`shop.order.eventKind.${event.type}`), to });
  }
  return event.type === 'refund'
    ? t('shop.order.refund', { amount: formatMoney(locale, event.amountCents ?? 0) })
    : t('shop.order.note');
}
