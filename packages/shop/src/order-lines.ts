// An order freezes its prices as lines (issue 12 §3): one line per item, the partner's discount as
// a line of its own, and shipping. Each line stores its net, VAT rate, VAT and gross; VAT is
// rounded per line (money.ts) and every total is the sum of the lines, so what the order shows,
// what the PaymentIntent charges and what the confirmation PDF prints agree to the cent.
//
// An item's unit price is the design's goods (`quote.price.goodsCents`: boards, banding, hardware,
// machining). The design quote's own discount and per-design shipping are not used: the discount
// is taken once on the order's goods, and shipping is priced for the whole consignment by zone
// (shipping.ts). So an order's total may differ by a cent or so from the sum of its designs'
// configurator quotes; the order's lines are the ones that count.
import type { Quote } from '@kubik/design/quote';
import {
  bp,
  cents,
  negate,
  percentOf,
  sum,
  times,
  withVat,
  type BasisPoints,
  type Cents,
  type VatSplit,
} from './money.ts';
import type { ParcelItem } from './shipping.ts';

/** One item to be priced: a cart item, an inquiry item at its offered price, … */
export interface ItemInput {
  /** The cart item, inquiry item or project it comes from. */
  ref: string;
  name: string;
  quantity: number;
  unitNetCents: Cents;
  vatRateBp: BasisPoints;
}

/** installation, custom: an offer's own lines (offer.ts `offerLines`; an offer's delivery is a shipping line). */
export type OrderLineKind = 'item' | 'partner_discount' | 'shipping' | 'installation' | 'custom';

export interface OrderLine extends VatSplit {
  kind: OrderLineKind;
  /** item: its `ref`; shipping: the zone id, or "pickup"; discount: null. */
  ref: string | null;
  /** The item's name; null for discount and shipping lines, which the UI names in the reader's language. */
  name: string | null;
  quantity: number;
  unitNetCents: Cents;
  /** The discount line's rate. */
  discountBp: BasisPoints | null;
}

export interface OrderTotals {
  /** Σ item lines' net. */
  goodsCents: Cents;
  /** The partner discount, as a positive amount (its lines are negative). */
  discountCents: Cents;
  shippingCents: Cents;
  netCents: Cents;
  vatCents: Cents;
  grossCents: Cents;
}

export interface ShippingLineInput {
  ref: string;
  cents: Cents;
  vatRateBp: BasisPoints;
}

export interface OrderLinesInput {
  items: readonly ItemInput[];
  /** The partner's discount (0 for customers without a partner), capped at `maxPartnerDiscountBp`. */
  partnerDiscountBp?: number;
  /** The catalogue's `maxPartnerDiscountBp`. */
  maxPartnerDiscountBp: number;
  shipping?: ShippingLineInput | null;
}

export const MAX_QUANTITY = 99;

export function isQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/** The discount rate that applies: the partner's, at most the catalogue's maximum, never negative. */
export function effectiveDiscountBp(partnerDiscountBp: number | undefined, maxPartnerDiscountBp: number): BasisPoints {
  return bp(Math.max(0, Math.min(Math.round(partnerDiscountBp ?? 0), maxPartnerDiscountBp)));
}

export function buildOrderLines(input: OrderLinesInput): { lines: OrderLine[]; totals: OrderTotals } {
  const lines: OrderLine[] = [];
  for (const item of input.items) {
    if (!isQuantity(item.quantity)) throw new RangeError(`not a quantity: ${item.quantity}`);
    const split = withVat(times(item.unitNetCents, item.quantity), item.vatRateBp);
    lines.push({
      kind: 'item',
      ref: item.ref,
      name: item.name,
      quantity: item.quantity,
      unitNetCents: item.unitNetCents,
      discountBp: null,
      ...split,
    });
  }
  const rate = effectiveDiscountBp(input.partnerDiscountBp, input.maxPartnerDiscountBp);
  if (rate > 0) {
    // One discount line per VAT rate, so each carries the VAT it takes off (one line with one rate
    // today). It is the sum of each item's own discount, and the VAT it takes off is the sum of what
    // each item's VAT drops by once discounted: so every item adds its discounted gross, never less
    // than nothing, and adding an item never lowers the total (one discount on the sum would round
    // differently from the items' VAT and could).
    const byRate = new Map<BasisPoints, { net: Cents[]; vat: Cents[] }>();
    for (const l of lines) {
      const off = percentOf(l.netCents, rate);
      const discounted = withVat(cents(l.netCents - off), l.vatRateBp);
      const entry = byRate.get(l.vatRateBp) ?? { net: [], vat: [] };
      entry.net.push(negate(off));
      entry.vat.push(cents(discounted.vatCents - l.vatCents));
      byRate.set(l.vatRateBp, entry);
    }
    for (const [vatRate, parts] of [...byRate].sort((a, b) => a[0] - b[0])) {
      const net = sum(parts.net);
      if (net === 0) continue;
      const vat = sum(parts.vat);
      lines.push({
        kind: 'partner_discount',
        ref: null,
        name: null,
        quantity: 1,
        unitNetCents: net,
        discountBp: rate,
        netCents: net,
        vatRateBp: vatRate,
        vatCents: vat,
        grossCents: cents(net + vat),
      });
    }
  }
  if (input.shipping) {
    const { ref, cents: amount, vatRateBp } = input.shipping;
    lines.push({
      kind: 'shipping',
      ref,
      name: null,
      quantity: 1,
      unitNetCents: amount,
      discountBp: null,
      ...withVat(amount, vatRateBp),
    });
  }
  return { lines, totals: totalsOf(lines) };
}

/** The totals of frozen lines: every figure a sum over lines. */
export function totalsOf(lines: readonly OrderLine[]): OrderTotals {
  const net = (kind: OrderLineKind) => sum(lines.filter((l) => l.kind === kind).map((l) => l.netCents));
  return {
    goodsCents: net('item'),
    discountCents: negate(net('partner_discount')),
    shippingCents: net('shipping'),
    netCents: sum(lines.map((l) => l.netCents)),
    vatCents: sum(lines.map((l) => l.vatCents)),
    grossCents: sum(lines.map((l) => l.grossCents)),
  };
}

export type PricedQuote = Extract<Quote, { ok: true }>;

/**
 * A design's quote (from `@kubik/design/quote`) as an item to order, with what the shipping
 * calculator needs. A design with error findings cannot be ordered.
 */
export function itemFromQuote(
  ref: string,
  name: string,
  quantity: number,
  quote: PricedQuote,
): { ok: true; item: ItemInput & ParcelItem } | { ok: false; code: 'not_orderable' } {
  if (!quote.orderable) return { ok: false, code: 'not_orderable' };
  const { price, bom } = quote;
  return {
    ok: true,
    item: {
      ref,
      name,
      quantity,
      unitNetCents: cents(price.goodsCents),
      vatRateBp: bp(price.vatRateBp),
      weightKg: bom.totals.weightKg,
      boardVolumeM3: bom.totals.boardVolumeM3,
    },
  };
}
