import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holidaysAround } from './calendar.ts';
import {
  chargeableGrams,
  defaultShippingTable,
  deliveryCents,
  parcelOf,
  quoteShipping,
  shippingOptions,
  shippingTableSchema,
  zoneOf,
  type Parcel,
  type ShippingZone,
} from './shipping.ts';

const si = defaultShippingTable.zones[0]!;
const neighbours = defaultShippingTable.zones[1]!;

describe('shipping', () => {
  it('has a valid default table in which every country has one zone', () => {
    expect(shippingTableSchema.safeParse(defaultShippingTable).success).toBe(true);
    expect(zoneOf(defaultShippingTable, 'si')?.id).toBe('si');
    expect(zoneOf(defaultShippingTable, 'HR')?.id).toBe('neighbours');
    expect(zoneOf(defaultShippingTable, 'DE')?.id).toBe('eu');
    expect(zoneOf(defaultShippingTable, 'US')).toBeNull();
  });

  it('refuses a table with a country in two zones, or a duplicate zone', () => {
    const twice = { ...defaultShippingTable, zones: [...defaultShippingTable.zones, { ...si, id: 'si-2' }] };
    const r = shippingTableSchema.safeParse(twice);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('country_in_two_zones:SI:si');
    const dup = { ...defaultShippingTable, zones: [...defaultShippingTable.zones, { ...si, countries: ['CH'] }] };
    expect(shippingTableSchema.safeParse(dup).error?.issues[0]?.message).toBe('duplicate_zone');
    const slow = { ...defaultShippingTable, productionDays: { min: 5, max: 4 } };
    expect(shippingTableSchema.safeParse(slow).success).toBe(false);
  });

  it('prices the heavier of actual and volumetric weight (worked by hand)', () => {
    // Two units of 38.5 kg with 0.062 m³ of board: 77,000 g actual;
    // volumetric 124,000 cm³ × 1.4 × 200 kg/m³ / 1000 = 34,720 g → 77,000 g count.
    const heavy = parcelOf([{ weightKg: 38.5, boardVolumeM3: 0.062, quantity: 2 }]);
    expect(heavy).toEqual({ actualGrams: 77_000, boardVolumeCm3: 124_000 });
    expect(chargeableGrams(si, heavy)).toBe(77_000);
    // Slovenia: 15.00 € + 77 kg × 0.60 € = 15.00 + 46.20 = 61.20 €
    expect(deliveryCents(si, heavy)).toBe(6120);
    // A light, bulky one: 5 kg, 0.1 m³ → volumetric 100,000 × 1.4 × 200 / 1000 = 28,000 g.
    const bulky = parcelOf([{ weightKg: 5, boardVolumeM3: 0.1, quantity: 1 }]);
    expect(chargeableGrams(si, bulky)).toBe(28_000);
    // Slovenia: 15.00 + 28 × 0.60 = 31.80 €; neighbours: 39.00 + 28 × 0.90 = 64.20 €
    expect(deliveryCents(si, bulky)).toBe(3180);
    expect(deliveryCents(neighbours, bulky)).toBe(6420);
    // 1,234 g × 0.60 €/kg = 74.04 cents → 74
    expect(deliveryCents(si, { actualGrams: 1234, boardVolumeCm3: 0 })).toBe(1574);
    // Nothing to ship, nothing to pay.
    expect(deliveryCents(si, parcelOf([]))).toBe(0);
  });

  it('estimates delivery in working days and ISO weeks (worked on a 2026 calendar)', () => {
    const parcel = parcelOf([{ weightKg: 20, boardVolumeM3: 0.05, quantity: 1 }]);
    // Ordered Monday 9 March 2026; Slovenia: production 10–15 + transit 1–2 working days.
    // +11 → Tuesday 24 March (W13); +17 → Wednesday 1 April (W14).
    const delivery = quoteShipping(defaultShippingTable, { method: 'delivery', country: 'SI' }, parcel, {
      orderDate: '2026-03-09',
    });
    expect(delivery).toEqual({
      ok: true,
      quote: {
        method: 'delivery',
        zoneId: 'si',
        cents: 1500 + 1200,
        chargeableGrams: 20_000,
        estimate: { earliest: '2026-03-24', latest: '2026-04-01', weeks: { from: '2026-W13', to: '2026-W14' } },
      },
    });
    // Pickup: ready after production, +10 → Monday 23 March; +15 → Monday 30 March. Free.
    const pickup = quoteShipping(defaultShippingTable, { method: 'pickup' }, parcel, { orderDate: '2026-03-09' });
    expect(pickup).toMatchObject({
      ok: true,
      quote: { method: 'pickup', zoneId: null, cents: 0, estimate: { earliest: '2026-03-23', latest: '2026-03-30' } },
    });
    // Ordered Monday 30 March to Croatia: +12 working days skips Easter Monday (6 April) → 16 April.
    const croatia = quoteShipping(defaultShippingTable, { method: 'delivery', country: 'HR' }, parcel, {
      orderDate: '2026-03-30',
      holidays: holidaysAround('2026-03-30'),
    });
    expect(croatia.ok && croatia.quote.estimate.earliest).toBe('2026-04-16');
  });

  it('says when it cannot deliver or hand over', () => {
    const parcel = parcelOf([{ weightKg: 1, boardVolumeM3: 0.001, quantity: 1 }]);
    expect(
      quoteShipping(defaultShippingTable, { method: 'delivery', country: 'US' }, parcel, { orderDate: '2026-03-09' }),
    ).toEqual({ ok: false, code: 'no_shipping_zone' });
    const noPickup = { ...defaultShippingTable, pickup: { enabled: false } };
    expect(quoteShipping(noPickup, { method: 'pickup' }, parcel, { orderDate: '2026-03-09' })).toEqual({
      ok: false,
      code: 'pickup_unavailable',
    });
    expect(
      shippingOptions(defaultShippingTable, 'US', parcel, { orderDate: '2026-03-09' }).map((o) => o.method),
    ).toEqual(['pickup']);
    expect(shippingOptions(noPickup, 'AT', parcel, { orderDate: '2026-03-09' }).map((o) => o.zoneId)).toEqual([
      'neighbours',
    ]);
  });

  const zone: fc.Arbitrary<ShippingZone> = fc.record({
    id: fc.constant('z'),
    name: fc.constant({ sl: 'z', en: 'z', es: 'z' }),
    countries: fc.constant(['SI']),
    baseCents: fc.integer({ min: 0, max: 100_000 }),
    perKgCents: fc.integer({ min: 0, max: 10_000 }),
    volumetricKgPerM3: fc.integer({ min: 0, max: 1000 }),
    packingFactor: fc.double({ min: 1, max: 10, noNaN: true }),
    transitDays: fc.constant({ min: 1, max: 2 }),
  });
  const parcel: fc.Arbitrary<Parcel> = fc.record({
    actualGrams: fc.integer({ min: 0, max: 5_000_000 }),
    boardVolumeCm3: fc.integer({ min: 0, max: 50_000_000 }),
  });

  it('never gets cheaper as the parcel gets heavier or bigger', () => {
    fc.assert(
      fc.property(zone, parcel, fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (z, p, g, v) => {
        const bigger = { actualGrams: p.actualGrams + g, boardVolumeCm3: p.boardVolumeCm3 + v };
        expect(deliveryCents(z, bigger)).toBeGreaterThanOrEqual(deliveryCents(z, p));
        expect(Number.isInteger(deliveryCents(z, p))).toBe(true);
      }),
    );
  });

  it('adding an item to the order never lowers the shipping', () => {
    const item = fc.record({
      weightKg: fc.double({ min: 0, max: 500, noNaN: true }),
      boardVolumeM3: fc.double({ min: 0, max: 5, noNaN: true }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 6 }), item, (items, extra) => {
        for (const z of defaultShippingTable.zones) {
          expect(deliveryCents(z, parcelOf([...items, extra]))).toBeGreaterThanOrEqual(
            deliveryCents(z, parcelOf(items)),
          );
        }
      }),
    );
  });

  it('estimates never end before they start, and delivery never beats pickup', () => {
    const day = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom('SI', 'AT', 'FR'), (orderDate, country) => {
        const ctx = { orderDate, holidays: holidaysAround(orderDate) };
        const p = parcelOf([{ weightKg: 10, boardVolumeM3: 0.02, quantity: 1 }]);
        const d = quoteShipping(defaultShippingTable, { method: 'delivery', country }, p, ctx);
        const pick = quoteShipping(defaultShippingTable, { method: 'pickup' }, p, ctx);
        if (!d.ok || !pick.ok) throw new Error('no quote');
        expect(d.quote.estimate.earliest <= d.quote.estimate.latest).toBe(true);
        expect(d.quote.estimate.weeks.from <= d.quote.estimate.weeks.to).toBe(true);
        expect(d.quote.estimate.earliest > pick.quote.estimate.earliest).toBe(true);
        expect(orderDate < pick.quote.estimate.earliest).toBe(true);
      }),
    );
  });
});
