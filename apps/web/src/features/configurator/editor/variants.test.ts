import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import type { Design } from '@kubik/design/schema/document';
import { defaultShippingTable } from '@kubik/shop/default-shipping';
import type { ShopView } from '../../../ui/shopTerms.ts';
import { designPriceOf } from '../panels/Summary.tsx';
import { addCube } from './commands.ts';
import { Editor } from './editor.ts';
import { EditorStore } from './store.ts';
import {
  keepVariant,
  maxVariants,
  readVariants,
  removeVariant,
  replaceDesign,
  swapVariant,
  variantsKey,
  variantView,
} from './variants.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const cube = (id: string, x: number, width = 400, colour?: string) => ({
  id,
  kind: 'cube' as const,
  position: { x, y: 0, z: 0 },
  size: { width, height: 400, depth: 400 },
  ...(colour ? { colour } : {}),
});
const designOf = (name: string, cubes: ReturnType<typeof cube>[], settings: Design['settings'] = {}): Design =>
  ({ schemaVersion: 1, name, settings, elements: cubes }) as Design;

const one = designOf('Ena', [cube('cube-1', 0)]);
const two = designOf('Dve', [cube('cube-1', 0), cube('cube-2', 400)]);

describe('keeping variants', () => {
  it('keeps designs under A, B, … and reads them back', () => {
    const storage = memoryStorage();
    const a = keepVariant(storage, 'draft', one, 'data:image/png;base64,AA==', 1);
    const b = keepVariant(storage, 'draft', two, null, 2);
    expect(a.ok && a.variant.letter).toBe('A');
    expect(b.ok && b.variant.letter).toBe('B');
    expect(readVariants(storage, 'draft')).toEqual([
      { letter: 'A', savedAt: 1, design: one, thumbnail: 'data:image/png;base64,AA==' },
      { letter: 'B', savedAt: 2, design: two, thumbnail: null },
    ]);
    // Another design's variants are its own.
    expect(readVariants(storage, 'project-1')).toEqual([]);
  });

  it('refuses a copy of a kept variant and a seventh one; a removed letter is free again', () => {
    const storage = memoryStorage();
    expect(keepVariant(storage, 'p', one, null)).toMatchObject({ ok: true });
    expect(keepVariant(storage, 'p', JSON.parse(JSON.stringify(one)) as Design, null)).toEqual({
      ok: false,
      reason: 'same',
    });
    for (let i = 1; i < maxVariants; i++)
      expect(
        keepVariant(storage, 'p', designOf(`V${i}`, [cube('cube-1', 0, 400 + 200 * (i % 2))]), null),
      ).toMatchObject({ ok: true });
    expect(keepVariant(storage, 'p', two, null)).toEqual({ ok: false, reason: 'full' });
    expect(removeVariant(storage, 'p', 'C').map((v) => v.letter)).toEqual(['A', 'B', 'D', 'E', 'F']);
    const again = keepVariant(storage, 'p', two, null);
    expect(again.ok && again.variant.letter).toBe('C');
  });

  it('says so when the browser refuses to store, and reads damaged storage as no variants', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(keepVariant(full, 'p', one, null)).toEqual({ ok: false, reason: 'storage' });
    const storage = memoryStorage();
    storage.map.set(variantsKey('p'), '{not json');
    expect(readVariants(storage, 'p')).toEqual([]);
    storage.map.set(
      variantsKey('p'),
      JSON.stringify([
        { letter: 'Z', design: one },
        { letter: 'A' },
        null,
        { letter: 'B', design: two, savedAt: 'x' },
        { letter: 'B', design: one },
      ]),
    );
    expect(readVariants(storage, 'p')).toEqual([{ letter: 'B', savedAt: 0, design: two, thumbnail: null }]);
  });

  it('opening a variant swaps it with the design in hand: two flips bring everything back', () => {
    const storage = memoryStorage();
    keepVariant(storage, 'p', one, 'pic-one', 1);
    const opened = swapVariant(storage, 'p', 'A', two, 'pic-two', 5);
    expect(opened).toEqual({ letter: 'A', savedAt: 1, design: one, thumbnail: 'pic-one' });
    expect(readVariants(storage, 'p')).toEqual([{ letter: 'A', savedAt: 5, design: two, thumbnail: 'pic-two' }]);
    const back = swapVariant(storage, 'p', 'A', one, 'pic-one', 6);
    expect(back?.design).toEqual(two);
    expect(readVariants(storage, 'p')[0]!.design).toEqual(one);
    expect(swapVariant(storage, 'p', 'B', two, null)).toBeNull();
  });
});

/** Small designs: a row of cubes of catalogue sizes, some coloured, with ids that overlap between two draws. */
const designs = fc
  .record({
    widths: fc.array(fc.constantFrom(...defaultCatalogue.allowedSizes.width), { minLength: 1, maxLength: 5 }),
    colour: fc.option(fc.constantFrom(...defaultCatalogue.colours.map((c) => c.id)), { nil: undefined }),
    backs: fc.boolean(),
    name: fc.string({ maxLength: 20 }),
  })
  .map(({ widths, colour, backs, name }) => {
    let x = 0;
    const cubes = widths.map((width, i) => {
      const c = cube(`cube-${i + 1}`, x, width, i % 2 === 0 ? colour : undefined);
      x += width;
      return c;
    });
    return designOf(name, cubes, { backs });
  });

const shop: ShopView = {
  terms: {
    vatRateBp: defaultCatalogue.vatRateBp,
    maxPartnerDiscountBp: defaultCatalogue.maxPartnerDiscountBp,
    partnerDiscountBp: 0,
    shippingTable: defaultShippingTable,
  },
  netFirst: false,
};

describe('flipping to a variant', () => {
  it('turns the design into the variant in one undo step, and undo brings the design back', () => {
    fc.assert(
      fc.property(designs, designs, (from, to) => {
        const store = new EditorStore(from);
        const before = store.design();
        store.run(replaceDesign(store, to));
        expect(store.design().name).toBe(to.name);
        expect(store.design().settings).toEqual(to.settings);
        expect([...store.design().elements].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...to.elements].sort((a, b) => a.id.localeCompare(b.id)),
        );
        store.undo();
        expect(store.design()).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  it("the price a variant shows is the price bar's once it is opened", () => {
    fc.assert(
      fc.property(designs, designs, (from, to) => {
        const editor = new Editor(from, defaultCatalogue);
        try {
          editor.store.run(replaceDesign(editor.store, to));
          const bar = designPriceOf(editor.snapshot(), shop);
          expect(designPriceOf(variantView(to, defaultCatalogue), shop)).toEqual(bar);
        } finally {
          editor.dispose();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a design edited after being kept differs from its variant (worked example: one cube added, 2 → 3 cubes)', () => {
    const store = new EditorStore(two);
    const storage = memoryStorage();
    keepVariant(storage, 'draft', store.design(), null);
    store.run(addCube(store, { position: { x: 800, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }).diff);
    expect(keepVariant(storage, 'draft', store.design(), null)).toMatchObject({ ok: true, variant: { letter: 'B' } });
    const a = swapVariant(storage, 'draft', 'A', store.design(), null)!;
    store.run(replaceDesign(store, a.design as Design));
    expect(store.design().elements.filter((el) => el.kind === 'cube')).toHaveLength(2);
    // Unchanged elements are not in the step: only the added cube goes.
    expect(replaceDesign(store, store.design()).elements.size).toBe(0);
  });
});
