// A design priced by the server for the shop: the catalogue in force quotes it (findings, BOM,
// price); the shop takes one piece's goods as its unit net price (@kubik/shop order-lines) and a
// BOM summary for the cart and the shipping calculator.
import type { Quote } from '@kubik/design/quote';
import { bp, cents, type BasisPoints, type Cents } from '@kubik/shop/money';
import { holidaysAround, type IsoDate } from '@kubik/shop/calendar';
import type { CartBomJson } from './schema.ts';

export type PricedDesign = {
  /** False when the design is no design under this catalogue (nothing to price: the old price stays). */
  ok: boolean;
  orderable: boolean;
  unitNetCents: Cents;
  vatRateBp: BasisPoints;
  bom: CartBomJson;
  catalogueVersion: number;
  /** The BOM itself (parts, hardware, totals): what an order freezes. */
  parts: unknown;
};

const cubeCount = (design: unknown) => {
  const elements = (design as { elements?: unknown } | null)?.elements;
  return Array.isArray(elements) ? elements.filter((e) => (e as { kind?: unknown } | null)?.kind === 'cube').length : 0;
};

export function pricedDesign(design: unknown, quote: Quote): PricedDesign | null {
  if (!quote.ok) return null;
  const { totals } = quote.bom;
  return {
    ok: true,
    orderable: quote.orderable,
    unitNetCents: cents(quote.price.goodsCents),
    vatRateBp: bp(quote.price.vatRateBp),
    bom: {
      cubeCount: cubeCount(design),
      panelCount: totals.panelCount,
      hardwareCount: totals.hardwareCount,
      areaM2: totals.areaM2,
      weightKg: totals.weightKg,
      boardVolumeM3: totals.boardVolumeM3,
    },
    catalogueVersion: quote.catalogueVersion,
    parts: quote.bom,
  };
}

// Made once: building a formatter (its time zone's rules) costs more than a checkout's pricing.
const workshopDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Ljubljana',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The workshop's calendar date of an instant (delivery estimates count its working days). */
export function workshopDate(now: Date): IsoDate {
  return workshopDay.format(now);
}

let lastCalendar: { orderDate: IsoDate; holidays: ReadonlySet<IsoDate> } | undefined;

/** The day's calendar (the same for every checkout of the day: kept until the date changes). */
export function workshopCalendar(now: Date): { orderDate: IsoDate; holidays: ReadonlySet<IsoDate> } {
  const orderDate = workshopDate(now);
  if (lastCalendar?.orderDate !== orderDate) lastCalendar = { orderDate, holidays: holidaysAround(orderDate) };
  return lastCalendar;
}
