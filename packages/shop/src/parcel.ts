// A consignment's weight and volume, and what delivering it costs by zone (shipping.ts has the
// zones' schema and the checkout's options). Free of zod, so the configurator prices delivery with
// it without loading the schemas:
//   chargeable g = max(actual g, round(board cm³ × packingFactor × volumetricKgPerM3 / 1000))
//   cents        = baseCents + round(chargeable g × perKgCents / 1000)      (money.ts's rounding)
import { cents, divideRounded, type Cents } from './money.ts';
import type { ShippingTable, ShippingZone } from './shipping.ts';

/** What one order item weighs and takes up: the BOM's totals (`bom.totals`) and the quantity. */
export interface ParcelItem {
  weightKg: number;
  boardVolumeM3: number;
  quantity: number;
}

/** The whole order as one consignment, in whole grams and cubic centimetres. */
export interface Parcel {
  actualGrams: number;
  boardVolumeCm3: number;
}

export function parcelOf(items: readonly ParcelItem[]): Parcel {
  let actualGrams = 0,
    boardVolumeCm3 = 0;
  for (const item of items) {
    if (!Number.isInteger(item.quantity) || item.quantity < 0) throw new RangeError(`not a quantity: ${item.quantity}`);
    actualGrams += Math.round(Math.max(0, item.weightKg) * 1000) * item.quantity;
    boardVolumeCm3 += Math.round(Math.max(0, item.boardVolumeM3) * 1e6) * item.quantity;
  }
  return { actualGrams, boardVolumeCm3 };
}

/** The weight the carrier charges for: the heavier of actual and volumetric weight, grams. */
export function chargeableGrams(zone: ShippingZone, parcel: Parcel): number {
  const volumetric = Math.round((parcel.boardVolumeCm3 * zone.packingFactor * zone.volumetricKgPerM3) / 1000);
  return Math.max(parcel.actualGrams, volumetric);
}

export function deliveryCents(zone: ShippingZone, parcel: Parcel): Cents {
  const grams = chargeableGrams(zone, parcel);
  if (grams === 0) return cents(0);
  return cents(zone.baseCents + divideRounded(grams * zone.perKgCents, 1000));
}

export function zoneOf(table: ShippingTable, country: string): ShippingZone | null {
  const code = country.trim().toUpperCase();
  return table.zones.find((z) => z.countries.includes(code)) ?? null;
}
