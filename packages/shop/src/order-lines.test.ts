import { quote } from '@kubik/design/quote';
import { builtInCatalogue } from '@kubik/design/validate';
import { cube, design } from '@kubik/design/testing/build';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bp, cents } from './money.ts';
import {
  buildOrderLines,
  effectiveDiscountBp,
  itemFromQuote,
  totalsOf,
  type ItemInput,
  type PricedQuote,
} from './order-lines.ts';

const vat = bp(2200);
const items: ItemInput[] = [
  { ref: 'cart-a', name: 'Regal', quantity: 2, unitNetCents: cents(18_490), vatRateBp: vat },
  { ref: 'cart-b', name: 'Omarica', quantity: 1, unitNetCents: cents(5000), vatRateBp: vat },
];

describe('order lines', () => {
  it('freezes items, the partner discount and shipping as lines (worked by hand)', () => {
    const { lines, totals } = buildOrderLines({
      items,
      partnerDiscountBp: 1000,
      maxPartnerDiscountBp: 3000,
      shipping: { ref: 'si', cents: cents(6120), vatRateBp: vat },
    });
    expect(lines).toEqual([
      // 2 × 184.90 = 369.80 €; VAT 22 % = 81.356 → 81.36; gross 451.16
      {
        kind: 'item',
        ref: 'cart-a',
        name: 'Regal',
        quantity: 2,
        unitNetCents: 18_490,
        discountBp: null,
        netCents: 36_980,
        vatRateBp: 2200,
        vatCents: 8136,
        grossCents: 45_116,
      },
      // 50.00 €; VAT 11.00; gross 61.00
      {
        kind: 'item',
        ref: 'cart-b',
        name: 'Omarica',
        quantity: 1,
        unitNetCents: 5000,
        discountBp: null,
        netCents: 5000,
        vatRateBp: 2200,
        vatCents: 1100,
        grossCents: 6100,
      },
      // 10 % of the goods 419.80 € = −41.98; its VAT −9.2356 → −9.24; gross −51.22
      {
        kind: 'partner_discount',
        ref: null,
        name: null,
        quantity: 1,
        unitNetCents: -4198,
        discountBp: 1000,
        netCents: -4198,
        vatRateBp: 2200,
        vatCents: -924,
        grossCents: -5122,
      },
      // shipping 61.20; VAT 13.464 → 13.46; gross 74.66
      {
        kind: 'shipping',
        ref: 'si',
        name: null,
        quantity: 1,
        unitNetCents: 6120,
        discountBp: null,
        netCents: 6120,
        vatRateBp: 2200,
        vatCents: 1346,
        grossCents: 7466,
      },
    ]);
    // net 419.80 − 41.98 + 61.20 = 439.02; VAT 81.36 + 11.00 − 9.24 + 13.46 = 96.58; gross 535.60
    expect(totals).toEqual({
      goodsCents: 41_980,
      discountCents: 4198,
      shippingCents: 6120,
      netCents: 43_902,
      vatCents: 9658,
      grossCents: 53_560,
    });
  });

  it("caps the partner discount at the catalogue's maximum, and leaves it out when there is none", () => {
    expect(effectiveDiscountBp(4000, 3000)).toBe(3000);
    expect(effectiveDiscountBp(-50, 3000)).toBe(0);
    expect(effectiveDiscountBp(undefined, 3000)).toBe(0);
    const capped = buildOrderLines({ items, partnerDiscountBp: 4000, maxPartnerDiscountBp: 3000 });
    // 30 % of 419.80 € = 125.94 €
    expect(capped.lines.find((l) => l.kind === 'partner_discount')).toMatchObject({
      discountBp: 3000,
      netCents: -12_594,
    });
    const none = buildOrderLines({ items, maxPartnerDiscountBp: 3000 });
    expect(none.lines.map((l) => l.kind)).toEqual(['item', 'item']);
    expect(none.totals).toMatchObject({ discountCents: 0, shippingCents: 0, netCents: 41_980 });
  });

  it('takes one discount line per VAT rate', () => {
    const mixed = [
      ...items,
      { ref: 'book', name: 'Navodila', quantity: 1, unitNetCents: cents(2000), vatRateBp: bp(950) },
    ];
    const { lines } = buildOrderLines({ items: mixed, partnerDiscountBp: 1000, maxPartnerDiscountBp: 3000 });
    // 9.5 %: −2.00 € with VAT −0.19; 22 %: −41.98 € with VAT −9.24
    expect(
      lines.filter((l) => l.kind === 'partner_discount').map((l) => [l.vatRateBp, l.netCents, l.vatCents]),
    ).toEqual([
      [950, -200, -19],
      [2200, -4198, -924],
    ]);
  });

  it('refuses quantities outside 1–99', () => {
    for (const quantity of [0, -1, 1.5, 100]) {
      expect(() => buildOrderLines({ items: [{ ...items[0]!, quantity }], maxPartnerDiscountBp: 0 })).toThrow(
        RangeError,
      );
    }
  });

  it("freezes a design's quote: its goods as the unit price, its BOM for shipping", () => {
    const q = quote(design([cube('a', 0, 0, 0), cube('b', 400, 0, 0)]), builtInCatalogue);
    if (!q.ok) throw new Error('not a design');
    const r = itemFromQuote('cart-1', 'Two cubes', 3, q);
    expect(r).toEqual({
      ok: true,
      item: {
        ref: 'cart-1',
        name: 'Two cubes',
        quantity: 3,
        unitNetCents: q.price.goodsCents,
        vatRateBp: q.price.vatRateBp,
        weightKg: q.bom.totals.weightKg,
        boardVolumeM3: q.bom.totals.boardVolumeM3,
      },
    });
    expect(q.price.goodsCents).toBeGreaterThan(0);
    const unorderable: PricedQuote = { ...q, orderable: false };
    expect(itemFromQuote('cart-1', 'Two cubes', 1, unorderable)).toEqual({ ok: false, code: 'not_orderable' });
  });

  const item: fc.Arbitrary<ItemInput> = fc.record({
    ref: fc.string({ maxLength: 4 }),
    name: fc.constant('x'),
    quantity: fc.integer({ min: 1, max: 99 }),
    unitNetCents: fc.integer({ min: 0, max: 5_000_000 }).map(cents),
    vatRateBp: fc.constantFrom(0, 950, 2200).map(bp),
  });
  const input = fc.record({
    items: fc.array(item, { maxLength: 8 }),
    partnerDiscountBp: fc.integer({ min: 0, max: 10_000 }),
    maxPartnerDiscountBp: fc.integer({ min: 0, max: 10_000 }),
    shipping: fc.option(
      fc.record({
        ref: fc.constant('si'),
        cents: fc.integer({ min: 0, max: 100_000 }).map(cents),
        vatRateBp: fc.constant(vat),
      }),
      { nil: null },
    ),
  });

  it('totals are the sums of the lines; net + VAT = gross on every line and in total', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { lines, totals } = buildOrderLines(i);
        for (const l of lines) expect(l.netCents + l.vatCents).toBe(l.grossCents);
        expect(totals.netCents + totals.vatCents).toBe(totals.grossCents);
        expect(totals.grossCents).toBe(lines.reduce((s, l) => s + l.grossCents, 0));
        expect(totals.vatCents).toBe(lines.reduce((s, l) => s + l.vatCents, 0));
        expect(totals.netCents).toBe(totals.goodsCents - totals.discountCents + totals.shippingCents);
        expect(totalsOf(lines)).toEqual(totals);
        // The discount never exceeds the cap, nor the goods.
        expect(totals.discountCents).toBeLessThanOrEqual(totals.goodsCents);
        expect(totals.discountCents * 10_000).toBeLessThanOrEqual(
          totals.goodsCents * Math.min(i.partnerDiscountBp, i.maxPartnerDiscountBp) + 5000 * lines.length,
        );
      }),
    );
  });

  it('adding an item never lowers the total', () => {
    fc.assert(
      fc.property(input, item, (i, extra) => {
        const before = buildOrderLines(i).totals.grossCents;
        const after = buildOrderLines({ ...i, items: [...i.items, extra] }).totals.grossCents;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('a cheap item under a deep discount still adds to the total (the case fast-check found)', () => {
    // 4,042.74 € at 99.26 % off: discount 4,012.82 € (401,282.37 → 401,282), VAT 22 % of the
    // discounted 29.92 € = 6.58 € (658.24 → 658): gross 36.50 €.
    // Adding 31 × 0.03 € = 0.93 €: its discount is 0.92 € (92.3 → 92), so it adds 0.01 € net and
    // 0.00 € VAT (0.22 → 0). One discount on the goods' sum (401,374.68 → 401,375) would have
    // taken 0.93 € and, with the VAT rounded on the sum (88,302.5 → 88,303), lowered the total to 36.49 €.
    const base = {
      items: [{ ref: 'a', name: 'a', quantity: 1, unitNetCents: cents(404_274), vatRateBp: bp(2200) }],
      partnerDiscountBp: 9926,
      maxPartnerDiscountBp: 9926,
      shipping: null,
    };
    expect(buildOrderLines(base).totals).toMatchObject({ discountCents: 401_282, vatCents: 658, grossCents: 3650 });
    const more = buildOrderLines({
      ...base,
      items: [...base.items, { ref: 'b', name: 'b', quantity: 31, unitNetCents: cents(3), vatRateBp: bp(2200) }],
    });
    expect(more.totals).toMatchObject({ discountCents: 401_374, vatCents: 658, grossCents: 3651 });
  });
});
