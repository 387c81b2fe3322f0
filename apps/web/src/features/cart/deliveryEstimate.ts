// The delivery estimate the price bar shows before anything is in the cart: the shop's shipping
// table (production working days plus the transit to Slovenia, the workshop's country) counted
// from today in the workshop's calendar — the same table and calendar the server prices the cart's
// shipping with. Checkout shows the estimate for the customer's own address.
import { addWorkingDays, estimateBetween, holidaysAround, type DeliveryEstimate } from '@kubik/shop/calendar';
import { defaultShippingTable } from '@kubik/shop/default-shipping';
import type { ShippingTable } from '@kubik/shop/shipping';

/** Today's date where the workshop is (Ljubljana), "2026-11-24". */
export function workshopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Ljubljana',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function homeDeliveryEstimate(
  now: Date,
  table: ShippingTable = defaultShippingTable,
  country = 'SI',
): DeliveryEstimate | null {
  const zone = table.zones.find((z) => z.countries.includes(country));
  if (!zone) return null;
  const today = workshopToday(now);
  const holidays = holidaysAround(today);
  const { productionDays } = table;
  return estimateBetween(
    addWorkingDays(today, productionDays.min + zone.transitDays.min, holidays),
    addWorkingDays(today, productionDays.max + zone.transitDays.max, holidays),
  );
}
