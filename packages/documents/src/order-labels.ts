// The order documents' words (order confirmation, proforma invoice) in the three languages, and
// their formats: dates, money and countries as a reader in Slovenia, Ireland or Spain writes them.
import type { Lang } from '@kubik/design/i18n/lang';
import { moneyText } from '@kubik/shop/money-text';

export const orderLabels = {
  confirmation: { sl: 'Potrdilo naročila', en: 'Order confirmation', es: 'Confirmación del pedido' },
  proforma: { sl: 'Predračun', en: 'Proforma invoice', es: 'Factura proforma' },
  orderNumber: { sl: 'Številka naročila', en: 'Order number', es: 'Número de pedido' },
  orderDate: { sl: 'Datum naročila', en: 'Order date', es: 'Fecha del pedido' },
  issued: { sl: 'Datum izdaje', en: 'Issued on', es: 'Fecha de emisión' },
  seller: { sl: 'Prodajalec', en: 'Seller', es: 'Vendedor' },
  customer: { sl: 'Kupec', en: 'Customer', es: 'Cliente' },
  vatId: { sl: 'ID za DDV', en: 'VAT ID', es: 'NIF-IVA' },
  billing: { sl: 'Naslov za račun', en: 'Billing address', es: 'Dirección de facturación' },
  delivery: { sl: 'Dostava', en: 'Delivery', es: 'Entrega' },
  pickup: { sl: 'Prevzem v delavnici', en: 'Pickup at the workshop', es: 'Recogida en el taller' },
  deliveryTo: { sl: 'Dostava na naslov', en: 'Delivery to', es: 'Entrega en' },
  estimate: { sl: 'Predvidena dobava', en: 'Estimated delivery', es: 'Entrega prevista' },
  week: { sl: 'teden', en: 'week', es: 'semana' },
  item: { sl: 'Postavka', en: 'Item', es: 'Artículo' },
  quantity: { sl: 'Kol.', en: 'Qty', es: 'Cant.' },
  unitNet: { sl: 'Cena/kos', en: 'Unit price', es: 'Precio unit.' },
  net: { sl: 'Neto', en: 'Net', es: 'Neto' },
  vatRate: { sl: 'DDV %', en: 'VAT %', es: 'IVA %' },
  vat: { sl: 'DDV', en: 'VAT', es: 'IVA' },
  gross: { sl: 'Skupaj', en: 'Total', es: 'Total' },
  partnerDiscount: { sl: 'Partnerski popust', en: 'Partner discount', es: 'Descuento de socio' },
  shipping: { sl: 'Dostava', en: 'Shipping', es: 'Envío' },
  shippingPickup: { sl: 'Prevzem', en: 'Pickup', es: 'Recogida' },
  goods: { sl: 'Blago', en: 'Goods', es: 'Productos' },
  discount: { sl: 'Popust', en: 'Discount', es: 'Descuento' },
  totalNet: { sl: 'Skupaj brez DDV', en: 'Total excl. VAT', es: 'Total sin IVA' },
  totalGross: { sl: 'Za plačilo', en: 'Amount due', es: 'Importe a pagar' },
  payment: { sl: 'Plačilo', en: 'Payment', es: 'Pago' },
  card: { sl: 'Plačilna kartica', en: 'Card', es: 'Tarjeta' },
  bank_transfer: { sl: 'Bančno nakazilo', en: 'Bank transfer', es: 'Transferencia bancaria' },
  test: {
    sl: 'Testno plačilo (ni pravo plačilo)',
    en: 'Test payment (not a real payment)',
    es: 'Pago de prueba (no es un pago real)',
  },
  pending: { sl: 'čaka na plačilo', en: 'awaiting payment', es: 'pendiente de pago' },
  paid: { sl: 'plačano', en: 'paid', es: 'pagado' },
  failed: { sl: 'plačilo ni uspelo', en: 'payment failed', es: 'pago fallido' },
  partially_refunded: { sl: 'delno vrnjeno', en: 'partially refunded', es: 'reembolsado en parte' },
  refunded: { sl: 'vrnjeno', en: 'refunded', es: 'reembolsado' },
  transferDetails: { sl: 'Podatki za nakazilo', en: 'Bank transfer details', es: 'Datos para la transferencia' },
  beneficiary: { sl: 'Prejemnik', en: 'Beneficiary', es: 'Beneficiario' },
  iban: { sl: 'IBAN', en: 'IBAN', es: 'IBAN' },
  bic: { sl: 'BIC', en: 'BIC', es: 'BIC' },
  reference: { sl: 'Sklic', en: 'Payment reference', es: 'Referencia' },
  amount: { sl: 'Znesek', en: 'Amount', es: 'Importe' },
  dueBy: { sl: 'Rok plačila', en: 'Pay by', es: 'Pagar antes del' },
  proformaNote: {
    sl: 'Predračun ni račun. Izdelavo začnemo, ko prejmemo plačilo; pri nakazilu navedite sklic, da ga lahko povežemo z naročilom. Račun prejmete ob odpremi.',
    en: 'This proforma is not an invoice. We start making your order once the payment arrives; quote the reference with your transfer so we can match it to the order. The invoice comes with the shipment.',
    es: 'Esta factura proforma no es una factura. Empezamos a fabricar su pedido cuando recibamos el pago; indique la referencia en la transferencia para que podamos asociarla al pedido. La factura llega con el envío.',
  },
  confirmationNote: {
    sl: 'Hvala za naročilo. Pohištvo izdelamo po meri, zato ga lahko prekličete le, dokler je naročilo oddano (pred potrditvijo).',
    en: 'Thank you for your order. Your furniture is made to measure, so it can be cancelled only while the order is submitted (before we confirm it).',
    es: 'Gracias por su pedido. Sus muebles se fabrican a medida, por lo que solo puede cancelarlo mientras el pedido esté enviado (antes de que lo confirmemos).',
  },
  page: { sl: 'Stran', en: 'Page', es: 'Página' },
} satisfies Record<string, Record<Lang, string>>;

export type OrderLabel = keyof typeof orderLabels;

/** Formats as written in Slovenia, Ireland (English with European dates and euros) and Spain. */
const intl: Record<Lang, string> = { sl: 'sl-SI', en: 'en-IE', es: 'es-ES' };

// Intl's formatters are costly to make (a millisecond or so each) and cheap to use: one per language.
const cache = new Map<string, object>();
function formatter<T extends object>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f as T;
}

/** Money as the web app writes it (apps/web/src/i18n/format.ts): Spanish always grouped ("1.234,56 €"), Slovenian from five digits. */
export function formatMoney(cents: number, lang: Lang): string {
  return moneyText(lang, cents);
}

/** A calendar date "2026-03-24" (or an instant) as the reader writes it: "24. 3. 2026", "24/03/2026", "24/3/2026". */
/** The shop's time zone when none is given (as @kubik/contract's defaultShopTimeZone; the server passes SHOP_TIME_ZONE). */
export const defaultShopTimeZone = 'Europe/Ljubljana';

export function formatDate(value: string | Date, lang: Lang, timeZone = defaultShopTimeZone): string {
  // A calendar day is that day anywhere: written in UTC. An instant is the day it was in the shop's zone.
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const zone = day ? 'UTC' : timeZone;
  return formatter(
    `date:${lang}:${zone}`,
    () => new Intl.DateTimeFormat(intl[lang], { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: zone }),
  ).format(day ? new Date(`${value}T12:00:00Z`) : new Date(value));
}

/** A VAT rate in basis points as a percentage: 2200 → "22 %" (sl, es) or "22%" (en). */
export function formatRate(bp: number, lang: Lang): string {
  return formatter(
    `rate:${lang}`,
    () => new Intl.NumberFormat(intl[lang], { style: 'percent', maximumFractionDigits: 2 }),
  ).format(bp / 10_000);
}

export function countryName(code: string, lang: Lang): string {
  try {
    return formatter(`region:${lang}`, () => new Intl.DisplayNames([intl[lang]], { type: 'region' })).of(code) ?? code;
  } catch {
    return code;
  }
}
