import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bp, cents, sum, withVat } from './money.ts';
import { parcelOf } from './parcel.ts';
import {
  deliveryFrom,
  designBreakdown,
  designGross,
  priceBreakdown,
  type PricedItem,
  type ShopTerms,
} from './price.ts';
import { defaultShippingTable, quoteShipping } from './shipping.ts';

const terms = (partnerDiscountBp = 0): ShopTerms => ({
  vatRateBp: 2200,
  maxPartnerDiscountBp: 1500,
  partnerDiscountBp,
  shippingTable: defaultShippingTable,
});
const context = { orderDate: '2026-11-27' };

describe('the one price', () => {
  it('prices a design as worked by hand: goods, VAT per line, delivery from the cheapest zone', () => {
    // 2,201 net (one-cube.json); VAT 22 % = 484.22 → 484; 2,685.
    // Delivery: 7.24 kg, volumetric 0.0109 m³ × 1.4 × 200 = 3,052 g < 7,240 g; Slovenia 1,500 +
    // round(7,240 × 60 / 1,000 = 434.4) = 1,934 net; VAT 425.48 → 425; 2,359. Pickup is offered too.
    const b = designBreakdown(2201, { weightKg: 7.24, boardVolumeM3: 0.0109 }, terms());
    expect(b.totals).toEqual({
      goodsCents: 2201,
      discountCents: 0,
      shippingCents: 0,
      netCents: 2201,
      vatCents: 484,
      grossCents: 2685,
    });
    expect(b.deliveryFrom).toEqual({ netCents: 1934, vatRateBp: 2200, vatCents: 425, grossCents: 2359, pickup: true });
    expect(b.lines.map((l) => l.kind)).toEqual(['item']);
  });

  it("takes the partner's rate off as its own line, capped by the catalogue", () => {
    // 10 %: 220.1 → 220 off; VAT of 1,981 = 435.82 → 436, so the line takes 48 VAT off: 2,417.
    const ten = designBreakdown(2201, { weightKg: 7.24, boardVolumeM3: 0.0109 }, terms(1000));
    expect(ten.discountBp).toBe(1000);
    expect(ten.lines.find((l) => l.kind === 'partner_discount')).toMatchObject({
      netCents: -220,
      vatCents: -48,
      grossCents: -268,
    });
    expect(ten.totals).toMatchObject({ discountCents: 220, netCents: 1981, vatCents: 436, grossCents: 2417 });
    // 90 % asked, the catalogue allows 15 %: 330.15 → 330 off.
    expect(designBreakdown(2201, { weightKg: 1, boardVolumeM3: 0 }, terms(9000))).toMatchObject({
      discountBp: 1500,
      totals: { discountCents: 330 },
    });
  });

  it('shows no delivery for an empty design, and no "from" once delivery is a line', () => {
    expect(designBreakdown(0, { weightKg: 0, boardVolumeM3: 0 }, terms())).toMatchObject({
      lines: [],
      deliveryFrom: null,
      totals: { grossCents: 0 },
    });
    const item: PricedItem = {
      ref: 'a',
      name: 'A',
      quantity: 1,
      unitNetCents: cents(1000),
      vatRateBp: bp(2200),
      weightKg: 3,
      boardVolumeM3: 0.01,
    };
    expect(
      priceBreakdown([item], terms(), { ref: 'si', cents: cents(1680), vatRateBp: bp(2200) }).deliveryFrom,
    ).toBeNull();
    const noPickup = { ...terms(), shippingTable: { ...defaultShippingTable, pickup: { enabled: false } } };
    expect(priceBreakdown([item], noPickup).deliveryFrom?.pickup).toBe(false);
  });

  const item: fc.Arbitrary<PricedItem> = fc.record({
    ref: fc.uuid(),
    name: fc.constant('x'),
    quantity: fc.integer({ min: 1, max: 99 }),
    unitNetCents: fc.integer({ min: 1, max: 3_000_000 }).map(cents),
    vatRateBp: fc.constant(bp(2200)),
    weightKg: fc.integer({ min: 1, max: 400_000 }).map((g) => g / 100),
    boardVolumeM3: fc.integer({ min: 0, max: 20_000 }).map((v) => v / 10_000),
  });
  const rate = fc.integer({ min: 0, max: 3000 });
  const countries = ['SI', 'AT', 'IT', 'DE', 'ES', 'FR'];

  it('the configurator equals the cart of that one design, and checkout adds exactly the chosen delivery', () => {
    fc.assert(
      fc.property(item, rate, fc.constantFrom(...countries), (it, discount, country) => {
        const one = { ...it, quantity: 1 };
        const configurator = designBreakdown(one.unitNetCents, one, terms(discount));
        const cart = priceBreakdown([one], terms(discount));
        expect(configurator.totals).toEqual(cart.totals);
        expect(configurator.deliveryFrom).toEqual(cart.deliveryFrom);
        // The "+" preview's figure is the same total.
        expect(designGross(one.unitNetCents, terms(discount))).toBe(configurator.totals.grossCents);

        const shipped = quoteShipping(defaultShippingTable, { method: 'delivery', country }, parcelOf([one]), context);
        if (!shipped.ok) throw new Error(country);
        const checkout = priceBreakdown([one], terms(discount), {
          ref: shipped.quote.zoneId!,
          cents: shipped.quote.cents,
          vatRateBp: bp(2200),
        });
        expect(checkout.totals.grossCents).toBe(
          cart.totals.grossCents + withVat(shipped.quote.cents, bp(2200)).grossCents,
        );
        // "From" is the cheapest: never more than any zone's delivery, and Slovenia's is it.
        expect(configurator.deliveryFrom!.netCents).toBeLessThanOrEqual(shipped.quote.cents);
        if (country === 'SI') expect(configurator.deliveryFrom!.netCents).toBe(shipped.quote.cents);
      }),
      { numRuns: 300 },
    );
  });

  it('every total is the sum of its lines, and a cart never costs less than its parts less the discount', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), rate, (items, discount) => {
        const b = priceBreakdown(items, terms(discount));
        expect(b.totals.grossCents).toBe(sum(b.lines.map((l) => l.grossCents)));
        expect(b.totals.netCents).toBe(sum(b.lines.map((l) => l.netCents)));
        expect(b.totals.vatCents).toBe(b.totals.grossCents - b.totals.netCents);
        expect(b.deliveryFrom).toEqual(deliveryFrom(defaultShippingTable, parcelOf(items), 2200));
      }),
      { numRuns: 200 },
    );
  });
});
