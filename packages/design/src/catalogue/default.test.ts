import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from './default.ts';
import { catalogueJsonSchema, parseCatalogue } from './schema.ts';

describe('defaultCatalogue', () => {
  it('passes its own schema and every reference resolves', () => {
    const result = parseCatalogue(defaultCatalogue);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('round-trips through JSON (the server stores it in the database)', () => {
    const result = parseCatalogue(JSON.parse(JSON.stringify(defaultCatalogue)));
    expect(result.ok && result.catalogue).toEqual(defaultCatalogue);
  });

  it('refuses a catalogue whose material names an unknown edge band', () => {
    const broken = { ...defaultCatalogue, materials: [{ ...defaultCatalogue.materials[0]!, edgeBanding: 'nope' }, ...defaultCatalogue.materials.slice(1)] };
    expect(parseCatalogue(broken).ok).toBe(false);
  });

  it('reads a catalogue stored before colours had a table with the built-in colours', () => {
    const { colours: _colours, ...stored } = JSON.parse(JSON.stringify(defaultCatalogue)) as Record<string, unknown>;
    const result = parseCatalogue(stored);
    expect(result.ok && result.catalogue.colours.find((c) => c.id === 'sage')).toEqual({ id: 'sage', hex: '#9bab92', name: { sl: 'Žajbljeva', en: 'Sage', es: 'Salvia' } });
  });

  it('refuses a material, connector or bar in a colour the table does not have', () => {
    const withMaterial = { ...defaultCatalogue, materials: [{ ...defaultCatalogue.materials[0]!, colours: ['white', 'plum'] }, ...defaultCatalogue.materials.slice(1)] };
    const withFinish = { ...defaultCatalogue, barProfiles: [{ ...defaultCatalogue.barProfiles[0]!, finishes: ['gold'] }, ...defaultCatalogue.barProfiles.slice(1)] };
    expect(parseCatalogue(withMaterial)).toEqual({ ok: false, errors: ['materials.chipboard-18.colours: unknown colour plum'] });
    expect(parseCatalogue(withFinish)).toEqual({ ok: false, errors: ['barProfiles.round-25.finishes: unknown colour gold'] });
  });

  it('refuses a colour that is not #rrggbb, and one id twice', () => {
    const badHex = { ...defaultCatalogue, colours: [{ ...defaultCatalogue.colours[0]!, hex: 'white' }, ...defaultCatalogue.colours.slice(1)] };
    const twice = { ...defaultCatalogue, colours: [...defaultCatalogue.colours, defaultCatalogue.colours[0]!] };
    expect(parseCatalogue(badHex).ok).toBe(false);
    expect(parseCatalogue(twice)).toEqual({ ok: false, errors: ['colours: an id is used twice'] });
  });

  it('exports a JSON Schema', () => {
    expect(catalogueJsonSchema()).toMatchObject({ type: 'object' });
  });
});
