import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from './default.ts';
import { diffCatalogues, isEmptyDiff } from './diff.ts';
import { catalogueIssues } from './issues.ts';
import { parseCatalogue } from './schema.ts';

const copy = () => structuredClone(defaultCatalogue);

describe('catalogueIssues', () => {
  it('accepts the default catalogue', () => {
    const { issues, catalogue } = catalogueIssues(copy());
    expect(issues).toEqual([]);
    expect(catalogue).toEqual(defaultCatalogue);
  });

  it('names the field and the bound of a schema problem', () => {
    const c = copy();
    c.materials[1]!.priceCentsPerM2 = -5;
    c.colours[0]!.name.es = '';
    c.vatRateBp = 12_000;
    (c.machining as { perHoleCents: unknown }).perHoleCents = '5';
    const { issues, catalogue } = catalogueIssues(c);
    expect(catalogue).toBeNull();
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'materials.1.priceCentsPerM2', key: 'too_small', params: { minimum: 0 } },
        { path: 'colours.0.name.es', key: 'required' },
        { path: 'vatRateBp', key: 'too_big', params: { maximum: 10_000 } },
        { path: 'machining.perHoleCents', key: 'invalid_type' },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('finds references to a removed colour, edge banding and material, and duplicate ids', () => {
    const c = copy();
    // 'grey' is offered by chipboard-18 (materials.0, its second colour).
    c.colours = c.colours.filter((k) => k.id !== 'grey');
    c.edgeBandings = c.edgeBandings.filter((b) => b.id !== 'lacquered-edge');
    c.materials = c.materials.filter((m) => m.id !== 'hdf-3');
    c.hardware.push({ ...c.hardware[0]! });
    const { issues } = catalogueIssues(c);
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'materials.0.colours.1', key: 'unknown_colour', params: { id: 'grey' } },
        { path: 'materials.3.edgeBanding', key: 'unknown_edge_banding', params: { id: 'lacquered-edge' } },
        { path: 'defaults.backMaterial', key: 'unknown_material', params: { id: 'hdf-3' } },
        { path: `hardware.${c.hardware.length - 1}.id`, key: 'duplicate_id', params: { id: c.hardware[0]!.id } },
      ]),
    );
    // The design core's own check refuses the same catalogue.
    expect(parseCatalogue(c).ok).toBe(false);
  });
});

describe('diffCatalogues', () => {
  it('is empty for the same catalogue', () => {
    expect(isEmptyDiff(diffCatalogues(defaultCatalogue, copy()))).toBe(true);
  });

  it('lists ids added, removed and changed per table, and the settings changed', () => {
    const c = copy();
    c.materials[0]!.priceCentsPerM2 += 100;
    c.materials[0]!.name.en = 'Chipboard';
    c.colours.push({ id: 'mint', name: { sl: 'Metina', en: 'Mint', es: 'Menta' }, hex: '#98ff98', finish: 'matte' });
    c.edgeBandings = c.edgeBandings.filter((b) => b.id !== 'abs-oak-22x1');
    c.vatRateBp = 2000;
    c.machining.perHoleCents += 1;
    expect(diffCatalogues(defaultCatalogue, c)).toEqual({
      tables: {
        materials: { added: [], removed: [], changed: [{ id: 'chipboard-18', fields: ['name', 'priceCentsPerM2'] }] },
        colours: { added: ['mint'], removed: [], changed: [] },
        edgeBandings: { added: [], removed: ['abs-oak-22x1'], changed: [] },
      },
      settings: { vatRateBp: [], machining: ['perHoleCents'] },
    });
  });
});
