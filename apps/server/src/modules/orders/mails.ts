// The mails an order sends its customer, in the language they ordered in: the order received, and
// every later change of its state or its payment. Amounts and dates in the reader's formats.
import type { Locale } from '@kubik/contract/locale';
import { moneyText } from '@kubik/shop/money-text';
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

/** "Prevoznik: GLS, številka pošiljke: 123, sledenje: https://…" in the reader's language. */
function trackingLines(tracking: NonNullable<OrderMailFacts['tracking']>, locale: Locale): string[] {
  const words = {
    sl: { carrier: 'Prevoznik', number: 'Številka pošiljke', url: 'Sledenje pošiljki' },
    en: { carrier: 'Carrier', number: 'Tracking number', url: 'Track the parcel' },
    es: { carrier: 'Transportista', number: 'Número de seguimiento', url: 'Seguimiento del envío' },
  }[locale];
  return [
    `${words.carrier}: ${tracking.carrier}`,
    ...(tracking.number ? [`${words.number}: ${tracking.number}`] : []),
    ...(tracking.url ? [`${words.url}: ${tracking.url}`] : []),
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
  const one = (w: string) => {
    const [year, week] = [w.slice(0, 4), String(Number(w.slice(6)))];
    return { sl: `${week}. teden ${year}`, en: `week ${week} of ${year}`, es: `semana ${week} de ${year}` }[locale];
  };
  if (weeks.from === weeks.to) return one(weeks.from);
  return {
    sl: `med ${one(weeks.from)} in ${one(weeks.to)}`,
    en: `between ${one(weeks.from)} and ${one(weeks.to)}`,
    es: `entre la ${one(weeks.from)} y la ${one(weeks.to)}`,
  }[locale];
}

type Copies = Record<Locale, MailCopy>;

function copies(event: OrderMailEvent, f: OrderMailFacts, locale: Locale): Copies {
  const total = formatEuros(f.grossCents, locale);
  const hello = { sl: `Pozdravljeni, ${f.name}!`, en: `Hello ${f.name},`, es: `Hola, ${f.name}:` };
  const estimate = f.weeks
    ? {
        sl: f.pickup
          ? `Naročilo bo pripravljeno za prevzem ${weeksText(f.weeks, 'sl')}.`
          : `Predviden čas dostave: ${weeksText(f.weeks, 'sl')}.`,
        en: f.pickup
          ? `Your order will be ready for pickup ${weeksText(f.weeks, 'en')}.`
          : `Estimated delivery: ${weeksText(f.weeks, 'en')}.`,
        es: f.pickup
          ? `Su pedido estará listo para recoger ${weeksText(f.weeks, 'es')}.`
          : `Entrega estimada: ${weeksText(f.weeks, 'es')}.`,
      }
    : { sl: '', en: '', es: '' };
  const action = { sl: 'Odpri naročilo', en: 'Open the order', es: 'Abrir el pedido' };
  const make = (subject: Record<Locale, string>, lines: Record<Locale, string[]>): Copies => ({
    sl: { subject: subject.sl, lines: [hello.sl, ...lines.sl], action: action.sl },
    en: { subject: subject.en, lines: [hello.en, ...lines.en], action: action.en },
    es: { subject: subject.es, lines: [hello.es, ...lines.es], action: action.es },
  });
  const n = f.number;
  switch (event.kind) {
    case 'submitted': {
      const list = (f.items ?? []).map((i) => `${i.quantity} × ${i.name}`).join('\n');
      const what = list
        ? { sl: [`Naročili ste:\n${list}`], en: [`You ordered:\n${list}`], es: [`Ha pedido:\n${list}`] }
        : { sl: [], en: [], es: [] };
      const to =
        f.deliveryAddress && !f.pickup
          ? {
              sl: `Dostava na naslov: ${addressText(f.deliveryAddress, 'sl')}`,
              en: `Delivery to: ${addressText(f.deliveryAddress, 'en')}`,
              es: `Entrega en: ${addressText(f.deliveryAddress, 'es')}`,
            }
          : { sl: '', en: '', es: '' };
      return make(
        {
          sl: `Prejeli smo vaše naročilo ${n}`,
          en: `We have received your order ${n}`,
          es: `Hemos recibido su pedido ${n}`,
        },
        {
          sl: [
            `Hvala za naročilo ${n} v znesku ${total}.`,
            ...what.sl,
            to.sl,
            estimate.sl,
            'Vaše pohištvo izdelamo po meri, ko prejmemo plačilo. O vsaki spremembi vas obvestimo po e-pošti.',
          ].filter(Boolean),
          en: [
            `Thank you for your order ${n} of ${total}.`,
            ...what.en,
            to.en,
            estimate.en,
            'We make your furniture to measure once the payment has arrived. We will e-mail you at every step.',
          ].filter(Boolean),
          es: [
            `Gracias por su pedido ${n} por ${total}.`,
            ...what.es,
            to.es,
            estimate.es,
            'Fabricamos sus muebles a medida en cuanto recibimos el pago. Le avisaremos por correo en cada paso.',
          ].filter(Boolean),
        },
      );
    }
    case 'payment':
      switch (event.to) {
        case 'paid':
          return make(
            {
              sl: `Plačilo za naročilo ${n} je prejeto`,
              en: `Payment received for order ${n}`,
              es: `Pago recibido del pedido ${n}`,
            },
            {
              sl: [
                `Prejeli smo plačilo ${formatEuros(f.paidCents, 'sl')} za naročilo ${n}. Naročilo bomo zdaj potrdili in začeli z izdelavo.`,
              ],
              en: [
                `We have received ${formatEuros(f.paidCents, 'en')} for order ${n}. We will now confirm the order and start making it.`,
              ],
              es: [
                `Hemos recibido ${formatEuros(f.paidCents, 'es')} por el pedido ${n}. Ahora confirmaremos el pedido y empezaremos a fabricarlo.`,
              ],
            },
          );
        case 'failed':
          return make(
            {
              sl: `Plačilo za naročilo ${n} ni uspelo`,
              en: `Payment for order ${n} did not go through`,
              es: `El pago del pedido ${n} no se ha completado`,
            },
            {
              sl: [
                `Plačilo ${total} za naročilo ${n} ni uspelo. Naročilo ostaja shranjeno: plačate ga lahko znova prek spodnje povezave.`,
              ],
              en: [
                `The payment of ${total} for order ${n} did not go through. The order is kept: you can pay it again through the link below.`,
              ],
              es: [
                `El pago de ${total} del pedido ${n} no se ha completado. El pedido se conserva: puede volver a pagarlo con el enlace de abajo.`,
              ],
            },
          );
        case 'partially_refunded':
        case 'refunded':
          return make(
            { sl: `Vračilo za naročilo ${n}`, en: `Refund for order ${n}`, es: `Reembolso del pedido ${n}` },
            {
              sl: [
                `Za naročilo ${n} smo vam vrnili skupaj ${formatEuros(f.refundedCents, 'sl')}. Denar bo na vašem računu v nekaj delovnih dneh.`,
              ],
              en: [
                `We have refunded ${formatEuros(f.refundedCents, 'en')} in total for order ${n}. The money reaches your account within a few working days.`,
              ],
              es: [
                `Le hemos reembolsado ${formatEuros(f.refundedCents, 'es')} en total por el pedido ${n}. El dinero llegará a su cuenta en unos días laborables.`,
              ],
            },
          );
      }
      break;
    case 'status':
      switch (event.to) {
        case 'confirmed':
          return make(
            { sl: `Naročilo ${n} je potrjeno`, en: `Order ${n} is confirmed`, es: `Pedido ${n} confirmado` },
            {
              sl: [`Potrdili smo vaše naročilo ${n}.`, estimate.sl].filter(Boolean),
              en: [`We have confirmed your order ${n}.`, estimate.en].filter(Boolean),
              es: [`Hemos confirmado su pedido ${n}.`, estimate.es].filter(Boolean),
            },
          );
        case 'in_production':
          return make(
            {
              sl: `Naročilo ${n} je v izdelavi`,
              en: `Order ${n} is being made`,
              es: `El pedido ${n} está en fabricación`,
            },
            {
              sl: [`V delavnici smo začeli izdelovati vaše naročilo ${n}.`, estimate.sl].filter(Boolean),
              en: [`The workshop has started making your order ${n}.`, estimate.en].filter(Boolean),
              es: [`El taller ha empezado a fabricar su pedido ${n}.`, estimate.es].filter(Boolean),
            },
          );
        case 'shipped':
          return make(
            { sl: `Naročilo ${n} je na poti`, en: `Order ${n} is on its way`, es: `El pedido ${n} está en camino` },
            f.pickup
              ? {
                  sl: [`Vaše naročilo ${n} je pripravljeno za prevzem v delavnici.`],
                  en: [`Your order ${n} is ready for pickup at the workshop.`],
                  es: [`Su pedido ${n} está listo para recoger en el taller.`],
                }
              : {
                  sl: [
                    `Vaše naročilo ${n} smo predali dostavni službi.`,
                    ...(f.tracking ? trackingLines(f.tracking, 'sl') : []),
                  ],
                  en: [
                    `We have handed your order ${n} to the carrier.`,
                    ...(f.tracking ? trackingLines(f.tracking, 'en') : []),
                  ],
                  es: [
                    `Hemos entregado su pedido ${n} al transportista.`,
                    ...(f.tracking ? trackingLines(f.tracking, 'es') : []),
                  ],
                },
          );
        case 'delivered':
          return make(
            {
              sl: `Naročilo ${n} je dostavljeno`,
              en: `Order ${n} has been delivered`,
              es: `El pedido ${n} ha sido entregado`,
            },
            {
              sl: [`Vaše naročilo ${n} je prevzeto. Hvala, da ste izbrali Kubik!`],
              en: [`Your order ${n} has been delivered. Thank you for choosing Kubik!`],
              es: [`Su pedido ${n} ha sido entregado. ¡Gracias por elegir Kubik!`],
            },
          );
        case 'cancelled':
          return make(
            { sl: `Naročilo ${n} je preklicano`, en: `Order ${n} is cancelled`, es: `El pedido ${n} está cancelado` },
            f.paidCents > 0
              ? {
                  sl: [
                    `Naročilo ${n} je preklicano. Plačani znesek ${formatEuros(f.paidCents, 'sl')} vam bomo vrnili; o vračilu vas obvestimo posebej.`,
                  ],
                  en: [
                    `Order ${n} is cancelled. We will refund the ${formatEuros(f.paidCents, 'en')} you paid and let you know when we do.`,
                  ],
                  es: [
                    `El pedido ${n} está cancelado. Le reembolsaremos los ${formatEuros(f.paidCents, 'es')} pagados y le avisaremos cuando lo hagamos.`,
                  ],
                }
              : {
                  sl: [`Naročilo ${n} je preklicano. Nič vam ni treba plačati.`],
                  en: [`Order ${n} is cancelled. You have nothing to pay.`],
                  es: [`El pedido ${n} está cancelado. No tiene nada que pagar.`],
                },
          );
      }
  }
  throw new Error('unreachable');
}

export function orderMail(event: OrderMailEvent, facts: OrderMailFacts, locale: Locale): RenderedMail {
  const kind = event.kind === 'submitted' ? 'order_submitted' : `order_${event.kind}_${event.to}`;
  return renderMail(kind, locale, copies(event, facts, locale)[locale], facts.link);
}
