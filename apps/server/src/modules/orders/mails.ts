// The mails an order sends its customer, in the language they ordered in: the order received, and
// every later change of its state or its payment. The words are the server's catalogues'
// (i18n/texts.ts); amounts, weeks and countries are formatted here, in the reader's formats.
import type { Locale } from '@kubik/contract/locale';
import { moneyText } from '@kubik/shop/money-text';
import { text, type TextKey, type TextParams } from '../../i18n/texts.ts';
import { renderMail, type MailCopy, type RenderedMail } from '../mail/service.ts';

export type OrderMailEvent =
  | { kind: 'submitted' }
  | { kind: 'status'; to: 'confirmed' | 'in_production' | 'shipped' | 'delivered' | 'cancelled' }
  | { kind: 'payment'; to: 'paid' | 'failed' | 'partially_refunded' | 'refunded' };

export type OrderMailFacts = {
  number: string;
  name: string;
  grossCents: number;
  /** ISO weeks of the delivery estimate. */
  weeks: { from: string; to: string } | null;
  pickup: boolean;
  paidCents: number;
  refundedCents: number;
  link: string;
  /** What was ordered (the confirmation lists it). */
  items?: { name: string; quantity: number }[];
  /** Where it is delivered (the confirmation says so); none for a pickup. */
  deliveryAddress?: { street: string; city: string; postalCode: string; country: string } | null;
  /** The carrier and how to follow the parcel (the "shipped" mail of a delivery). */
  tracking?: { carrier: string; number: string | null; url: string | null } | null;
};

/** "Prevoznik: GLS", then the parcel's number and tracking link when the carrier gave them. */
function trackingLines(tracking: NonNullable<OrderMailFacts['tracking']>, locale: Locale): string[] {
  return [
    text(locale, 'orders.status.shipped.carrier', { carrier: tracking.carrier }),
    ...(tracking.number
      ? [text(locale, 'orders.status.shipped.trackingNumber', { trackingNumber: tracking.number })]
      : []),
    ...(tracking.url ? [text(locale, 'orders.status.shipped.trackingUrl', { trackingUrl: tracking.url })] : []),
  ];
}

// Country names as the web app writes them (apps/web/src/i18n/format.ts).
const numberLocale: Record<Locale, string> = { sl: 'sl-SI', en: 'en-US', es: 'es-ES' };
const formatEuros = (centsAmount: number, locale: Locale) => moneyText(locale, centsAmount);

/** Country names per language, made once (a DisplayNames costs more than the whole mail's text). */
const countryNames = new Map<Locale, Intl.DisplayNames>();

/** "Trubarjeva 1, 1000 Ljubljana, Slovenija": the country named in the reader's language. */
function addressText(a: NonNullable<OrderMailFacts['deliveryAddress']>, locale: Locale): string {
  let names = countryNames.get(locale);
  if (!names)
    countryNames.set(
      locale,
      (names = new Intl.DisplayNames([numberLocale[locale]], { type: 'region', fallback: 'code' })),
    );
  const country = names.of(a.country) ?? a.country;
  return `${a.street}, ${a.postalCode} ${a.city}, ${country}`;
}

/** "2026-W13" → "13. teden 2026" / "week 13 of 2026" / "semana 13 de 2026"; a range when the weeks differ. */
function weeksText(weeks: { from: string; to: string }, locale: Locale): string {
  const one = (w: string) => text(locale, 'orders.week', { week: String(Number(w.slice(6))), year: w.slice(0, 4) });
  if (weeks.from === weeks.to) return one(weeks.from);
  return text(locale, 'orders.weekRange', { from: one(weeks.from), to: one(weeks.to) });
}

/** When the order will be ready for pickup or delivered; empty without an estimate. */
function estimateLine(f: OrderMailFacts, locale: Locale): string {
  if (!f.weeks) return '';
  return text(locale, f.pickup ? 'orders.readyForPickupIn' : 'orders.deliveryIn', {
    weeks: weeksText(f.weeks, locale),
  });
}

/** A mail's own words: its subject and the lines after the greeting. */
type OrderWords = { subject: string; lines: string[] };

function submittedWords(f: OrderMailFacts, locale: Locale): OrderWords {
  const say = (key: TextKey, params?: TextParams) => text(locale, key, { number: f.number, ...params });
  const list = (f.items ?? []).map((i) => `${i.quantity} × ${i.name}`).join('\n');
  return {
    subject: say('orders.submitted.subject'),
    lines: [
      say('orders.submitted.thanks', { total: formatEuros(f.grossCents, locale) }),
      list ? say('orders.submitted.items', { items: list }) : '',
      f.deliveryAddress && !f.pickup
        ? say('orders.submitted.deliveryTo', { address: addressText(f.deliveryAddress, locale) })
        : '',
      estimateLine(f, locale),
      say('orders.submitted.nextSteps'),
    ].filter(Boolean),
  };
}

type PaymentChange = Extract<OrderMailEvent, { kind: 'payment' }>['to'];
type StatusChange = Extract<OrderMailEvent, { kind: 'status' }>['to'];

/** Each payment change's text and the money it names: what arrived, what was asked for, what went back in all. */
const paymentMails = {
  paid: { mail: 'paid', cents: 'paidCents' },
  failed: { mail: 'failed', cents: 'grossCents' },
  partially_refunded: { mail: 'refunded', cents: 'refundedCents' },
  refunded: { mail: 'refunded', cents: 'refundedCents' },
} as const satisfies Record<PaymentChange, { mail: string; cents: keyof OrderMailFacts }>;

function paymentWords(to: PaymentChange, f: OrderMailFacts, locale: Locale): OrderWords {
  const { mail, cents } = paymentMails[to];
  const params = { number: f.number, amount: formatEuros(f[cents], locale) };
  return {
    subject: text(locale, `orders.payment.${mail}.subject`, params),
    lines: [text(locale, `orders.payment.${mail}.body`, params)],
  };
}

function statusWords(to: StatusChange, f: OrderMailFacts, locale: Locale): OrderWords {
  const params = { number: f.number };
  const subject = text(locale, `orders.status.${to}.subject`, params);
  switch (to) {
    case 'confirmed':
    case 'in_production':
      return {
        subject,
        lines: [text(locale, `orders.status.${to}.body`, params), estimateLine(f, locale)].filter(Boolean),
      };
    case 'delivered':
      return { subject, lines: [text(locale, 'orders.status.delivered.body', params)] };
    case 'shipped':
      return {
        subject,
        lines: f.pickup
          ? [text(locale, 'orders.status.shipped.readyForPickup', params)]
          : [
              text(locale, 'orders.status.shipped.handedToCarrier', params),
              ...(f.tracking ? trackingLines(f.tracking, locale) : []),
            ],
      };
    case 'cancelled':
      return {
        subject,
        lines: [
          f.paidCents > 0
            ? text(locale, 'orders.status.cancelled.refundDue', { ...params, amount: formatEuros(f.paidCents, locale) })
            : text(locale, 'orders.status.cancelled.nothingToPay', params),
        ],
      };
  }
}

function orderWords(event: OrderMailEvent, f: OrderMailFacts, locale: Locale): OrderWords {
  switch (event.kind) {
    case 'submitted':
      return submittedWords(f, locale);
    case 'payment':
      return paymentWords(event.to, f, locale);
    case 'status':
      return statusWords(event.to, f, locale);
  }
}

export function orderMail(event: OrderMailEvent, facts: OrderMailFacts, locale: Locale): RenderedMail {
  const kind = event.kind === 'submitted' ? 'order_submitted' : `order_${event.kind}_${event.to}`;
  const { subject, lines } = orderWords(event, facts, locale);
  const copy: MailCopy = {
    subject,
    lines: [text(locale, 'mail.helloName', { name: facts.name }), ...lines],
    action: text(locale, 'mail.openOrder'),
  };
  return renderMail(kind, locale, copy, facts.link);
}
