// THE price (issue 20): the one computation that turns priced goods into the lines and totals a
// customer, a company, a partner and an admin see — the configurator's price bar and its "+"
// previews, the design PDF and the command line, the cart, each checkout step, the order (which
// freezes these lines), its mails, the order PDF, the proforma and the admin's order page.
//
//   goods        Σ item lines (one piece's goods from the design core × quantity), VAT per line
//   discount     the partner's rate, capped by the catalogue: one line per VAT rate (order-lines.ts)
//   delivery     a line once it is chosen (checkout: by the delivery address's zone, or pickup);
//                until then no line, and every place prints "plus delivery from X" with
//                X = the cheapest zone's price for this consignment (`deliveryFrom`)
//   totals       sums of the lines' rounded amounts (money.ts: one rounding rule)
//
// So a design's total in the configurator equals its cart total for one piece, and checkout's
// total is that plus the chosen delivery's gross, to the cent. The browser runs this same code for
// the live figure; the server's numbers are the ones that count.
import { cents, withVat, bp, type BasisPoints, type Cents, type VatSplit } from './money.ts';
import {
  buildOrderLines,
  effectiveDiscountBp,
  type ItemInput,
  type OrderLine,
  type OrderTotals,
  type ShippingLineInput,
} from './order-lines.ts';
import { deliveryCents, parcelOf, type Parcel, type ParcelItem } from './parcel.ts';
import type { ShippingTable } from './shipping.ts';

/** What prices goods for one customer: the catalogue's VAT and discount cap, the shipping table, their partner's rate. */
export interface ShopTerms {
  /** The catalogue's VAT rate (delivery's, and a design's goods). */
  vatRateBp: number;
  /** The catalogue's cap on a partner discount. */
  maxPartnerDiscountBp: number;
  /** The customer's partner's rate, before the cap; 0 without a partner. */
  partnerDiscountBp: number;
  /** The zones "plus delivery from" is priced with; null where delivery is always a line (checkout, orders). */
  shippingTable: ShippingTable | null;
}

/** The cheapest delivery of a consignment, before an address is known; `pickup`: free pickup is offered too. */
export interface DeliveryFrom extends VatSplit {
  pickup: boolean;
}

export interface PriceBreakdown {
  lines: OrderLine[];
  totals: OrderTotals;
  /** The partner discount rate that applied (0 without one). */
  discountBp: BasisPoints;
  /** Set while delivery is not chosen (no delivery line): "plus delivery from X". Null with a delivery line, or nothing to ship. */
  deliveryFrom: DeliveryFrom | null;
}

export type PricedItem = ItemInput & ParcelItem;

/** The cheapest delivery for a consignment over the table's zones (net, with its VAT); null when nothing is to be shipped. */
export function deliveryFrom(table: ShippingTable, parcel: Parcel, vatRateBp: number): DeliveryFrom | null {
  if (parcel.actualGrams === 0 && parcel.boardVolumeCm3 === 0) return null;
  const cheapest = Math.min(...table.zones.map((zone) => deliveryCents(zone, parcel)));
  return { ...withVat(cents(cheapest), bp(vatRateBp)), pickup: table.pickup.enabled };
}

/**
 * Items (with what they weigh, for delivery) priced for a customer. `shipping`: the chosen delivery
 * or pickup (checkout, order); without it the breakdown says what delivery costs at least.
 */
export function priceBreakdown(
  items: readonly PricedItem[],
  terms: ShopTerms,
  shipping: ShippingLineInput | null = null,
): PriceBreakdown {
  const discountBp = effectiveDiscountBp(terms.partnerDiscountBp, terms.maxPartnerDiscountBp);
  const { lines, totals } = buildOrderLines({
    items,
    partnerDiscountBp: discountBp,
    maxPartnerDiscountBp: terms.maxPartnerDiscountBp,
    shipping,
  });
  const from =
    shipping || items.length === 0 || !terms.shippingTable
      ? null
      : deliveryFrom(terms.shippingTable, parcelOf(items), terms.vatRateBp);
  return { lines, totals, discountBp, deliveryFrom: from };
}

/** What one design weighs for delivery: its BOM's totals. */
export interface DesignWeight {
  weightKg: number;
  boardVolumeM3: number;
}

/**
 * One piece of a design (the design core's `price.goodsCents` and BOM totals): the configurator's
 * price bar, its "+" previews, the design PDF and `kubik price`. The same as the cart's total for
 * that design alone.
 */
export function designBreakdown(goodsCents: number, weight: DesignWeight, terms: ShopTerms): PriceBreakdown {
  if (goodsCents === 0) return priceBreakdown([], terms);
  const item: PricedItem = {
    ref: 'design',
    name: '',
    quantity: 1,
    unitNetCents: cents(goodsCents),
    vatRateBp: bp(terms.vatRateBp),
    ...weight,
  };
  return priceBreakdown([item], terms);
}

/** The gross a customer pays for the goods: what the price bar's "+" preview compares. */
export function designGross(goodsCents: number, terms: ShopTerms): Cents {
  return designBreakdown(goodsCents, { weightKg: 0, boardVolumeM3: 0 }, terms).totals.grossCents;
}
