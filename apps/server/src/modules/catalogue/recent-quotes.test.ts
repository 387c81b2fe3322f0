// The catalogue service keeps the last quotes of small designs per catalogue object: the same design
// with the catalogue in force is quoted once, a draft or a newly published version is never given
// a quote made with another catalogue.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { CatalogueRepository } from './repository.ts';
import { createCatalogueService } from './service.ts';

const design = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../examples/grid-2x2.json'), 'utf8'));
const dearer = (catalogue: Catalogue): Catalogue => ({
  ...catalogue,
  materials: catalogue.materials.map((m) => ({ ...m, priceCentsPerM2: m.priceCentsPerM2 * 2 })),
});

function serviceWith(versions: { version: number; data: Catalogue }[]) {
  const newest = () => versions.at(-1)!;
  const repository = {
    currentVersion: async () => newest().version,
    current: async () => ({ ...newest(), createdAt: new Date(0), shippingTable: null }),
  } as unknown as CatalogueRepository;
  const workers = {} as Parameters<typeof createCatalogueService>[0]['workers'];
  return createCatalogueService({ repository, workers, log: () => {} });
}

describe('recent quotes', () => {
  it('quote a design once per catalogue in force, and afresh for a draft or a new version', async () => {
    const versions = [{ version: 1, data: defaultCatalogue }];
    const catalogue = serviceWith(versions);
    const first = await catalogue.quote(design, { guest: false });
    expect(first.ok).toBe(true);
    // The same design read back (another object, the same JSON): the quote kept.
    expect(await catalogue.quote(structuredClone(design), { guest: false })).toBe(first);

    // A draft with the in-force version's number but other prices is quoted with its own.
    const draft = await catalogue.quoteWith(design, { version: 1, catalogue: dearer(defaultCatalogue) });
    expect(draft).not.toBe(first);
    expect(draft.ok && first.ok && draft.price.goodsCents).toBeGreaterThan(first.ok ? first.price.goodsCents : 0);

    // A new version in force: quoted again, with its prices.
    versions.push({ version: 2, data: dearer(defaultCatalogue) });
    const later = await catalogue.quote(design, { guest: false });
    expect(later).not.toBe(first);
    expect(later).toMatchObject({ catalogueVersion: 2, price: { goodsCents: draft.ok ? draft.price.goodsCents : -1 } });
  });
});
