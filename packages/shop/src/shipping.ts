// Shipping (issue 12 §3): pickup at the workshop, or delivery priced by zone from the order's
// weight and volume (the BOM's totals), with an estimated delivery week.
//
// A zone extends the catalogue's single `shipping` block (base + €/kg × max(actual kg, volumetric
// kg), volumetric kg = board m³ × packing factor × kg per m³) with the countries it serves and its
// transit time. The price is computed in whole grams:
//   chargeable g = max(actual g, round(board cm³ × packingFactor × volumetricKgPerM3 / 1000))
//   cents        = baseCents + round(chargeable g × perKgCents / 1000)      (money.ts's rounding)
// It is net; VAT is added on its order line like on any other. An empty parcel ships for nothing.
// Estimate: the order date + production working days (+ the zone's transit working days), as
// dates and ISO weeks; pickup is ready when production ends.
import { z } from 'zod';
import { addWorkingDays, estimateBetween, type DeliveryEstimate, type IsoDate } from './calendar.ts';
import { cents, type Cents } from './money.ts';
import { chargeableGrams, deliveryCents, zoneOf, type Parcel } from './parcel.ts';

const localized = z.object({
  sl: z.string().min(1).max(100),
  en: z.string().min(1).max(100),
  es: z.string().min(1).max(100),
});
const money = z.number().int().min(0).max(100_000_000);
const workingDays = z
  .object({ min: z.number().int().min(0).max(250), max: z.number().int().min(0).max(250) })
  .refine((d) => d.min <= d.max, { message: 'min_above_max' });

export const shippingZoneSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: localized,
  /** ISO 3166-1 alpha-2 codes of the countries delivered to at this zone's price. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
  baseCents: money,
  perKgCents: money,
  /** Volumetric weight of the flat-packed parcel, kg per m³ (the carriers' "dimensional weight"). */
  volumetricKgPerM3: z.number().min(0).max(1_000),
  /** Packed volume = board volume × packingFactor. */
  packingFactor: z.number().min(1).max(10),
  /** Working days from the workshop's door to the customer's. */
  transitDays: workingDays,
});

export const shippingTableSchema = z
  .object({
    /** Working days the workshop needs to make an order (made to measure). */
    productionDays: workingDays,
    pickup: z.object({ enabled: z.boolean() }),
    zones: z.array(shippingZoneSchema).min(1),
  })
  .superRefine((table, ctx) => {
    const ids = new Set<string>();
    const countries = new Map<string, string>();
    table.zones.forEach((zone, i) => {
      if (ids.has(zone.id)) ctx.addIssue({ code: 'custom', path: ['zones', i, 'id'], message: 'duplicate_zone' });
      ids.add(zone.id);
      for (const c of zone.countries) {
        const other = countries.get(c);
        if (other !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['zones', i, 'countries'],
            message: `country_in_two_zones:${c}:${other}`,
          });
        countries.set(c, zone.id);
      }
    });
  });

export type ShippingZone = z.output<typeof shippingZoneSchema>;
export type ShippingTable = z.output<typeof shippingTableSchema>;

export { chargeableGrams, deliveryCents, parcelOf, zoneOf, type Parcel, type ParcelItem } from './parcel.ts';

export type ShippingChoice = { method: 'pickup' } | { method: 'delivery'; country: string };

export interface ShippingQuote {
  method: 'pickup' | 'delivery';
  zoneId: string | null;
  cents: Cents;
  /** 0 for pickup. */
  chargeableGrams: number;
  estimate: DeliveryEstimate;
}

export type ShippingResult =
  { ok: true; quote: ShippingQuote } | { ok: false; code: 'no_shipping_zone' | 'pickup_unavailable' };

export interface ShippingContext {
  /** The order's calendar date in the workshop's time zone. */
  orderDate: IsoDate;
  /** Days the workshop does not work besides weekends (see calendar.ts `holidaysAround`). */
  holidays?: ReadonlySet<IsoDate>;
}

export function quoteShipping(
  table: ShippingTable,
  choice: ShippingChoice,
  parcel: Parcel,
  context: ShippingContext,
): ShippingResult {
  const holidays = context.holidays ?? new Set<IsoDate>();
  const { productionDays } = table;
  if (choice.method === 'pickup') {
    if (!table.pickup.enabled) return { ok: false, code: 'pickup_unavailable' };
    const estimate = estimateBetween(
      addWorkingDays(context.orderDate, productionDays.min, holidays),
      addWorkingDays(context.orderDate, productionDays.max, holidays),
    );
    return { ok: true, quote: { method: 'pickup', zoneId: null, cents: cents(0), chargeableGrams: 0, estimate } };
  }
  const zone = zoneOf(table, choice.country);
  if (!zone) return { ok: false, code: 'no_shipping_zone' };
  const estimate = estimateBetween(
    addWorkingDays(context.orderDate, productionDays.min + zone.transitDays.min, holidays),
    addWorkingDays(context.orderDate, productionDays.max + zone.transitDays.max, holidays),
  );
  return {
    ok: true,
    quote: {
      method: 'delivery',
      zoneId: zone.id,
      cents: deliveryCents(zone, parcel),
      chargeableGrams: chargeableGrams(zone, parcel),
      estimate,
    },
  };
}

/** What the checkout's shipping step offers for a country: pickup (when enabled) and delivery (when a zone serves it). */
export function shippingOptions(
  table: ShippingTable,
  country: string,
  parcel: Parcel,
  context: ShippingContext,
): ShippingQuote[] {
  const choices: ShippingChoice[] = [{ method: 'pickup' }, { method: 'delivery', country }];
  return choices.flatMap((choice) => {
    const r = quoteShipping(table, choice, parcel, context);
    return r.ok ? [r.quote] : [];
  });
}

export { defaultShippingTable } from './default-shipping.ts';
