import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { defaultShippingTable } from '@kubik/shop/shipping';
import { centsOf, draftIssues, eurosOf, freeId, issuesByPath, setIn } from './draft.ts';
import { boundText } from './fields.tsx';

describe('the catalogue draft', () => {
  it('changes one field by path and leaves the rest (and the original) alone', () => {
    const next = setIn(defaultCatalogue, ['materials', 1, 'priceCentsPerM2'], 2000);
    expect(next.materials[1]!.priceCentsPerM2).toBe(2000);
    expect(defaultCatalogue.materials[1]!.priceCentsPerM2).toBe(1750);
    expect(next.materials[0]).toBe(defaultCatalogue.materials[0]);
    expect(next.colours).toBe(defaultCatalogue.colours);
  });

  it('reads euros as typed into cents', () => {
    expect(centsOf('14')).toBe(1400);
    expect(centsOf('12,5')).toBe(1250);
    expect(centsOf(' 0.455 ')).toBe(46);
    expect(centsOf('')).toBeNaN();
    expect(centsOf('12 €')).toBeNaN();
    expect(eurosOf(1750)).toBe('17.50');
    expect(eurosOf(Number.NaN)).toBe('');
  });

  it('finds the problems of the catalogue and of the shipping zones by path', () => {
    const draft = {
      catalogue: setIn(defaultCatalogue, ['materials', 0, 'priceCentsPerM2'], Number.NaN),
      shippingTable: setIn(defaultShippingTable, ['zones', 1, 'countries'], ['SI']),
    };
    const byPath = issuesByPath(draftIssues(draft));
    expect(byPath.get('materials.0.priceCentsPerM2')).toEqual({ path: 'materials.0.priceCentsPerM2', key: 'required' });
    expect(byPath.get('shippingTable.zones.1.countries')).toEqual({
      path: 'shippingTable.zones.1.countries',
      key: 'country_in_two_zones',
      params: { p0: 'SI', p1: 'si' },
    });
    expect(draftIssues({ catalogue: defaultCatalogue, shippingTable: defaultShippingTable })).toEqual([]);
  });

  it('names a new row with a free id', () => {
    expect(freeId([{ id: 'a' }], 'new')).toBe('new');
    expect(freeId([{ id: 'new' }, { id: 'new-2' }], 'new')).toBe('new-3');
  });
});

describe('bounds in the problems', () => {
  it('say money in euros, rates in percent and other numbers as numbers, as the fields show them', () => {
    expect(boundText('en', 'priceCentsPerM2', 1)).toBe('€0.01');
    expect(boundText('sl', 'vatRateBp', 2200)).toBe('22\u00a0%');
    expect(boundText('en', 'maxPartnerDiscountBp', 10_000)).toBe('100%');
    expect(boundText('en', 'thicknessMm', 1200)).toBe('1,200');
    expect(boundText('en', undefined, 3)).toBe(3);
    expect(boundText('en', 'name', 'x')).toBe('x');
  });
});
