// One price (issues 20 and 22): the "from" price a ready-made design shows at /configuration is the
// price the configurator's price bar shows when that design is opened as shipped — for the seeded
// designs and for generated ones, for private customers, companies (net first) and partners'
// customers. Both sides open the stored JSON the same way (`openDesign`); the configurator's side
// is the editor itself (`Editor` → its snapshot → the price bar's `designPriceOf`).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Configuration, ConfigurationRoom } from '@kubik/contract/projects';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { design as designOf, grid } from '@kubik/design/testing/build';
import { defaultShippingTable } from '@kubik/shop/shipping';
import type { ShopView } from '../../../ui/shopTerms.ts';
import { Editor } from '../editor/editor.ts';
import { openDesign } from '../editor/openDesign.ts';
import { designPriceOf, overallSize } from '../panels/Summary.tsx';
import {
  filtersFromParams,
  filtersToParams,
  fromPrice,
  galleryItem,
  matches,
  noFilters,
  outerSize,
  shownCents,
  sizeText,
  type GalleryFilters,
} from './gallery.ts';

const example = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../../../examples/${file}.json`, import.meta.url), 'utf8'));
// The designs a fresh install publishes (apps/server/src/modules/projects/configurations.ts).
const seeded = ['bookshelf-5-wide', 'grid-2x2', 'wardrobe-sliding-doors', 'tall-unit-wall-fixing'];

const configurationOf = (design: unknown, room: ConfigurationRoom = 'living'): Configuration => ({
  id: 'c1',
  slug: 'c1',
  name: { sl: 'Načrt', en: 'Design', es: 'Diseño' },
  description: { sl: '', en: '', es: '' },
  design: design as Configuration['design'],
  thumbnail: null,
  position: 10,
  room,
});

const shopView = (partnerDiscountBp: number, netFirst: boolean): ShopView => ({
  terms: {
    vatRateBp: defaultCatalogue.vatRateBp,
    maxPartnerDiscountBp: defaultCatalogue.maxPartnerDiscountBp,
    partnerDiscountBp,
    shippingTable: defaultShippingTable,
  },
  netFirst,
});

/** What the gallery card says and what the opened configurator's price bar says, for one stored design. */
async function bothSides(json: unknown, shop: ShopView) {
  const gallerySide = await openDesign(json, defaultCatalogue);
  const configuratorSide = await openDesign(json, defaultCatalogue);
  if (!gallerySide || !configuratorSide) throw new Error('the design does not open');
  const item = galleryItem(configurationOf(json), gallerySide, defaultCatalogue);
  if (!item) throw new Error('no cubes');
  const editor = new Editor(configuratorSide, defaultCatalogue);
  try {
    const snapshot = editor.snapshot();
    const bar = designPriceOf(snapshot, shop);
    return {
      card: fromPrice(item, shop.terms),
      cardCents: shownCents(fromPrice(item, shop.terms), shop.netFirst),
      bar,
      barCents: shop.netFirst ? bar.totals.netCents : bar.totals.grossCents,
      item,
      barSize: { en: overallSize(snapshot, 'en'), sl: overallSize(snapshot, 'sl') },
    };
  } finally {
    editor.dispose();
  }
}

describe('the gallery\'s "from" price is the configurator\'s price as shipped', () => {
  it.each(seeded)('%s', async (file) => {
    for (const shop of [shopView(0, false), shopView(0, true), shopView(1000, false)]) {
      const { card, cardCents, bar, barCents, item, barSize } = await bothSides(example(file), shop);
      expect(cardCents).toBe(barCents);
      expect(card.totals).toEqual(bar.totals);
      expect(card.deliveryFrom).toEqual(bar.deliveryFrom);
      expect(cardCents).toBeGreaterThan(0);
      // The card's size is the price bar's size.
      expect(sizeText(item.size, 'en')).toBe(barSize.en);
      expect(sizeText(item.size, 'sl')).toBe(barSize.sl);
    }
  });

  it('holds for generated designs, materials and customers', async () => {
    const boards = defaultCatalogue.materials.filter((m) => m.thicknessMm === 18).map((m) => m.id);
    const { width, depth } = defaultCatalogue.allowedSizes;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          columns: fc.integer({ min: 1, max: 6 }),
          rows: fc.integer({ min: 1, max: 4 }),
          size: fc.constantFrom(...width.filter((w) => (depth as readonly number[]).includes(w))),
          backs: fc.boolean(),
          material: fc.option(fc.constantFrom(...boards), { nil: undefined }),
          partnerDiscountBp: fc.constantFrom(0, 500, 1000, 2500),
          netFirst: fc.boolean(),
        }),
        async ({ columns, rows, size, backs, material, partnerDiscountBp, netFirst }) => {
          const json = designOf(grid(columns, rows, size), { backs, ...(material ? { material } : {}) });
          const { card, cardCents, bar, barCents, item } = await bothSides(json, shopView(partnerDiscountBp, netFirst));
          expect(cardCents).toBe(barCents);
          expect(card.totals).toEqual(bar.totals);
          expect(item.size).toEqual({ width: columns * size, height: rows * size, depth: size });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the gallery filters', () => {
  const item = { configuration: configurationOf(null, 'bedroom'), size: { width: 1600, height: 2000, depth: 600 } };

  it('filter by room, width band (wider than its start, at most its end) and budget (the shown price, in euros)', () => {
    const f = (filters: Partial<GalleryFilters>) =>
      matches(item, 49_999, { room: null, width: null, budget: null, ...filters });
    expect(f({})).toBe(true);
    expect(f({ room: 'bedroom' })).toBe(true);
    expect(f({ room: 'office' })).toBe(false);
    expect(f({ width: '800-1600' })).toBe(true);
    expect(f({ width: '1600-2400' })).toBe(false);
    expect(matches({ ...item, size: { ...item.size, width: 1601 } }, 0, { ...noFilters, width: '1600-2400' })).toBe(
      true,
    );
    expect(f({ budget: 500 })).toBe(true);
    expect(f({ budget: 300 })).toBe(false);
    expect(matches(item, 50_001, { room: null, width: null, budget: 500 })).toBe(false);
  });

  it('round-trip through the address, and ignore what an address names wrongly', () => {
    const filters: GalleryFilters = { room: 'children', width: '2400-', budget: 1200 };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(filters).toString()).toBe('room=children&width=2400-&budget=1200');
    expect(filtersFromParams(new URLSearchParams('room=kitchen&width=1-2&budget=7'))).toEqual({
      room: null,
      width: null,
      budget: null,
    });
  });

  it('measure the outer size of every cube, wherever it stands', () => {
    const json = designOf([
      ...grid(2, 1, 400),
      { id: 'top', kind: 'cube', position: { x: 400, y: 400, z: 0 }, size: { width: 800, height: 300, depth: 500 } },
    ]);
    expect(outerSize(json as never)).toEqual({ width: 1200, height: 700, depth: 500 });
    expect(outerSize(designOf([]) as never)).toBeNull();
  });
});
