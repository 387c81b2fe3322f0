import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from './default.ts';
import { catalogueJsonSchema, parseCatalogue } from './schema.ts';
// The default catalogue as the server stored it before the colour table and version 2
// (main at 961f9f5): no colours, allowances, back fixing, joinery or screws for tracks and rails.
import storedV1 from './stored-v1.fixture.json' with { type: 'json' };

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
    const broken = {
      ...defaultCatalogue,
      materials: [{ ...defaultCatalogue.materials[0]!, edgeBanding: 'nope' }, ...defaultCatalogue.materials.slice(1)],
    };
    expect(parseCatalogue(broken).ok).toBe(false);
  });

  it('reads a catalogue stored before colours had a table with the built-in colours', () => {
    const { colours: _colours, ...stored } = JSON.parse(JSON.stringify(defaultCatalogue)) as Record<string, unknown>;
    const result = parseCatalogue(stored);
    expect(result.ok && result.catalogue.colours.find((c) => c.id === 'sage')).toEqual({
      id: 'sage',
      hex: '#9bab92',
      name: { sl: 'Žajbljeva', en: 'Sage', es: 'Salvia' },
      finish: 'matte',
    });
  });

  it('reads a catalogue stored in the first shape: version 2 blocks and their hardware are added, its own prices kept', () => {
    const result = parseCatalogue(structuredClone(storedV1));
    if (!result.ok) throw new Error(result.errors.join('; '));
    const c = result.catalogue;
    expect(c.version).toBe(1);
    expect(c.allowances).toEqual(defaultCatalogue.allowances);
    expect(c.backs).toEqual(defaultCatalogue.backs);
    expect(c.joinery).toEqual(defaultCatalogue.joinery);
    expect(c.doors).toMatchObject({
      leafOverlapMm: 30,
      screwHardware: 'screw-4x16',
      trackScrewSpacingMm: 300,
      runnerScrewsPerLeaf: 4,
    });
    expect(c.rails).toMatchObject({ dropBelowTopMm: 60, screwHardware: 'screw-4x16', screwsPerSupport: 2 });
    const ids = c.hardware.map((h) => h.id);
    expect(ids.filter((id) => id === 'screw-4x16')).toHaveLength(1);
    expect(ids).toEqual(expect.arrayContaining(['back-nail', 'cabinet-connector']));
    expect(c.materials.find((m) => m.id === 'chipboard-18')?.priceCentsPerM2).toBe(1400);
    // The stored number of holes per fitting set is no longer read: holes come from the drilling.
    expect(c.connectorSystems[0]).not.toHaveProperty('holesPerSet');
  });

  it('keeps what a stored catalogue already says, and refuses a version 2 block that names unknown hardware', () => {
    const own = {
      ...structuredClone(storedV1),
      joinery: { maxBoardLengthMm: 2400, carcassConnectorHardware: 'cam-bolt-7x34', carcassConnectorSpacingMm: 600 },
    };
    const result = parseCatalogue(own);
    expect(result.ok && result.catalogue.joinery).toEqual(own.joinery);
    expect(result.ok && result.catalogue.hardware.some((h) => h.id === 'cabinet-connector')).toBe(false);
    const broken = { ...defaultCatalogue, backs: { ...defaultCatalogue.backs, nailHardware: 'nope' } };
    expect(parseCatalogue(broken)).toEqual({ ok: false, errors: ['unknown hardware nope'] });
  });

  it('gives a catalogue stored before drawers (issue 22) the drawers block and its runners, screws and confirmats', () => {
    for (const stored of [
      structuredClone(storedV1) as Record<string, unknown>,
      (({ drawers: _d, ...rest }) => rest)(JSON.parse(JSON.stringify(defaultCatalogue)) as Record<string, unknown>),
    ]) {
      // The version 2 catalogue as stored before issue 22: no drawers block, no drawer hardware.
      if (Array.isArray(stored.hardware))
        stored.hardware = (stored.hardware as { id: string }[]).filter(
          (h) => !h.id.startsWith('drawer-runner-') && h.id !== 'confirmat-7x50' && h.id !== 'screw-4x30',
        );
      const result = parseCatalogue(stored);
      if (!result.ok) throw new Error(result.errors.join('; '));
      const c = result.catalogue;
      expect(c.drawers).toEqual(defaultCatalogue.drawers);
      expect(c.drawers.runners.map((r) => r.lengthMm)).toEqual([250, 300, 350, 400, 450, 500, 550]);
      const ids = c.hardware.map((h) => h.id);
      expect(ids).toEqual(
        expect.arrayContaining(['drawer-runner-250', 'drawer-runner-550', 'confirmat-7x50', 'screw-4x30']),
      );
      expect(ids.filter((id) => id === 'screw-4x16')).toHaveLength(1);
    }
  });

  it('gives colours stored before finishes (issue 22) the built-in finish of their id, others matte; keeps a stored one', () => {
    const stored = JSON.parse(JSON.stringify(defaultCatalogue)) as { colours: Record<string, unknown>[] };
    for (const c of stored.colours) delete c.finish;
    stored.colours.push({ id: 'mint', name: { sl: 'Metina', en: 'Mint', es: 'Menta' }, hex: '#98ff98' });
    stored.colours.find((c) => c.id === 'sage')!.finish = 'gloss';
    const result = parseCatalogue(stored);
    if (!result.ok) throw new Error(result.errors.join('; '));
    const finish = new Map(result.catalogue.colours.map((c) => [c.id, c.finish]));
    expect(finish.get('natural-oak')).toBe('woodgrain');
    expect(finish.get('white')).toBe('satin');
    expect(finish.get('anthracite')).toBe('matte');
    expect(finish.get('white-gloss')).toBe('gloss');
    expect(finish.get('chrome')).toBe('metallic');
    expect(finish.get('mint')).toBe('matte');
    expect(finish.get('sage')).toBe('gloss');
  });

  it('refuses a finish the 3D view cannot draw', () => {
    const broken = structuredClone(defaultCatalogue) as unknown as { colours: Record<string, unknown>[] };
    broken.colours[0]!.finish = 'mirror';
    expect(parseCatalogue(broken).ok).toBe(false);
  });

  it('keeps a stored drawers block, and refuses one whose runner names unknown hardware', () => {
    const own = { ...defaultCatalogue, drawers: { ...defaultCatalogue.drawers, frontGapMm: 2 } };
    expect(
      parseCatalogue(own).ok &&
        (parseCatalogue(own) as { catalogue: typeof defaultCatalogue }).catalogue.drawers.frontGapMm,
    ).toBe(2);
    const broken = {
      ...defaultCatalogue,
      drawers: { ...defaultCatalogue.drawers, runners: [{ lengthMm: 450, hardware: 'nope' }] },
    };
    expect(parseCatalogue(broken)).toEqual({ ok: false, errors: ['unknown hardware nope'] });
  });

  it('refuses a material, connector or bar in a colour the table does not have', () => {
    const withMaterial = {
      ...defaultCatalogue,
      materials: [
        { ...defaultCatalogue.materials[0]!, colours: ['white', 'plum'] },
        ...defaultCatalogue.materials.slice(1),
      ],
    };
    const withFinish = {
      ...defaultCatalogue,
      barProfiles: [
        { ...defaultCatalogue.barProfiles[0]!, finishes: ['gold'] },
        ...defaultCatalogue.barProfiles.slice(1),
      ],
    };
    expect(parseCatalogue(withMaterial)).toEqual({
      ok: false,
      errors: ['materials.chipboard-18.colours: unknown colour plum'],
    });
    expect(parseCatalogue(withFinish)).toEqual({
      ok: false,
      errors: ['barProfiles.round-25.finishes: unknown colour gold'],
    });
  });

  it('refuses a colour that is not #rrggbb, and one id twice', () => {
    const badHex = {
      ...defaultCatalogue,
      colours: [{ ...defaultCatalogue.colours[0]!, hex: 'white' }, ...defaultCatalogue.colours.slice(1)],
    };
    const twice = { ...defaultCatalogue, colours: [...defaultCatalogue.colours, defaultCatalogue.colours[0]!] };
    expect(parseCatalogue(badHex).ok).toBe(false);
    expect(parseCatalogue(twice)).toEqual({ ok: false, errors: ['colours: an id is used twice'] });
  });

  it('exports a JSON Schema', () => {
    expect(catalogueJsonSchema()).toMatchObject({ type: 'object' });
  });
});
