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

  it('exports a JSON Schema', () => {
    expect(catalogueJsonSchema()).toMatchObject({ type: 'object' });
  });
});
