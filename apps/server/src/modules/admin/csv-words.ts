// The orders export as a person reads it (words as the web app's shop.status.* say them), in the CSV's language (the request's): column names and
// states in words, amounts in euros as that language writes them ("1.234,56" in sl and es,
// "1,234.56" in en), times in the shop's time zone. A spreadsheet in that language reads them as
// numbers; the cell quoting of csv.ts keeps the decimal comma inside its cell.
import type { Locale } from '@kubik/contract/locale';

const numberTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };

/** Cents as euros without the sign, always grouped: 123456 → "1.234,56" (sl, es) or "1,234.56" (en). */
export function csvEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(numberTags[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(cents / 100);
}

/** "2026-11-28 00:57" where the shop is. */
export function csvTime(at: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export const orderCsvHeader: Record<Locale, readonly string[]> = {
  sl: [
    'Številka',
    'Oddano',
    'Stanje',
    'Plačilo',
    'Način plačila',
    'Stranka',
    'E-pošta',
    'Podjetje',
    'Skupaj (EUR)',
    'Plačano (EUR)',
    'Vrnjeno (EUR)',
    'ID',
  ],
  en: [
    'Number',
    'Placed',
    'State',
    'Payment',
    'Payment method',
    'Customer',
    'E-mail',
    'Company',
    'Total (EUR)',
    'Paid (EUR)',
    'Refunded (EUR)',
    'ID',
  ],
  es: [
    'Número',
    'Realizado',
    'Estado',
    'Pago',
    'Forma de pago',
    'Cliente',
    'Correo',
    'Empresa',
    'Total (EUR)',
    'Pagado (EUR)',
    'Reembolsado (EUR)',
    'ID',
  ],
};

export const orderStatusWords: Record<Locale, Record<string, string>> = {
  sl: {
    submitted: 'Oddano',
    confirmed: 'Potrjeno',
    in_production: 'V izdelavi',
    shipped: 'Odposlano',
    delivered: 'Dostavljeno',
    cancelled: 'Preklicano',
  },
  en: {
    submitted: 'Submitted',
    confirmed: 'Confirmed',
    in_production: 'In production',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  es: {
    submitted: 'Enviado',
    confirmed: 'Confirmado',
    in_production: 'En fabricación',
    shipped: 'Expedido',
    delivered: 'Entregado',
    cancelled: 'Cancelado',
  },
};

export const paymentStatusWords: Record<Locale, Record<string, string>> = {
  sl: {
    pending: 'Čaka na plačilo',
    paid: 'Plačano',
    failed: 'Plačilo ni uspelo',
    partially_refunded: 'Delno vrnjeno',
    refunded: 'Vrnjeno',
  },
  en: {
    pending: 'Payment pending',
    paid: 'Paid',
    failed: 'Payment failed',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
  },
  es: {
    pending: 'Pago pendiente',
    paid: 'Pagado',
    failed: 'Pago fallido',
    partially_refunded: 'Reembolsado en parte',
    refunded: 'Reembolsado',
  },
};

export const paymentMethodWords: Record<Locale, Record<string, string>> = {
  sl: { card: 'Kartica', bank_transfer: 'Bančno nakazilo', test: 'Testno plačilo' },
  en: { card: 'Card', bank_transfer: 'Bank transfer', test: 'Test payment' },
  es: { card: 'Tarjeta', bank_transfer: 'Transferencia bancaria', test: 'Pago de prueba' },
};
