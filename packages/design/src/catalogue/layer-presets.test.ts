// The catalogue's CNC layer presets: the built-in ones, a shop's own, and the presets the
// catalogue's check refuses (unknown placeholders, missing operations, a default that is not there).
import { describe, expect, it } from 'vitest';
import { layerPreset, layerPresetNames } from '../cnc/layer-presets.ts';
import { defaultCatalogue } from './default.ts';
import { catalogueIssues } from './issues.ts';
import { builtInLayerPresets, templatePlaceholders } from './layer-presets.ts';
import { parseCatalogue } from './schema.ts';
import stored from './stored-v1.fixture.json' with { type: 'json' };

const copy = () => structuredClone(defaultCatalogue);
const shopPreset = {
  outline: 'PANEL_{thickness}',
  drill: 'BORE_{diameter}X{depth}',
  edgeDrill: 'HBORE_{diameter}X{depth}_H{zstart}',
  label: 'NAME',
  front: 'FRONT',
  band: 'EDGE_{facing}',
};

function errorsOf(input: unknown): string[] {
  const parsed = parseCatalogue(input);
  return parsed.ok ? [] : parsed.errors;
}

describe('catalogue layer presets', () => {
  it("carries Kubik's names as the default, and eCabinet, Magi-Cut and woodWOP presets", () => {
    const parsed = parseCatalogue(copy());
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.catalogue.cnc.layerPreset).toBe('kubik');
    expect(layerPresetNames(parsed.catalogue)).toEqual(['kubik', 'ecabinet', 'magicut', 'woodwop']);
    expect(parsed.catalogue.cnc.layerPresets.kubik!.drill).toBe('DRILL_D{diameter}_Z{depth}_{face}');
  });

  it('gives a catalogue stored before presets the built-in ones', () => {
    const parsed = parseCatalogue(stored);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.catalogue.cnc).toEqual({ layerPreset: 'kubik', layerPresets: builtInLayerPresets });
  });

  it("takes a shop's own preset and makes it the default", () => {
    const c = copy();
    c.cnc = { layerPreset: 'shop', layerPresets: { ...c.cnc.layerPresets, shop: shopPreset } };
    const parsed = parseCatalogue(c);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const chosen = layerPreset(parsed.catalogue);
    expect(chosen.ok && chosen.layers).toEqual(shopPreset);
    expect(catalogueIssues(c).issues).toEqual([]);
  });

  it('refuses a placeholder an operation does not fill, naming the ones it takes', () => {
    const c = copy();
    c.cnc.layerPresets = {
      ...c.cnc.layerPresets,
      shop: { ...shopPreset, drill: 'BORE_{diameter}_{zstart}', label: 'NAME_{partNumber}' },
    };
    expect(errorsOf(c)).toEqual([
      'cnc.layerPresets.shop.drill: unknown placeholder {zstart}; drill takes {diameter}, {depth}, {face}, {use}',
      'cnc.layerPresets.shop.label: unknown placeholder {partNumber}; label takes none',
    ]);
    expect(catalogueIssues(c).issues).toEqual([
      { path: 'cnc.layerPresets.shop.drill', key: 'unknown_placeholder', params: { id: '{zstart}' } },
      { path: 'cnc.layerPresets.shop.label', key: 'unknown_placeholder', params: { id: '{partNumber}' } },
    ]);
  });

  it('refuses a preset that leaves out an operation, or names one there is not', () => {
    const c = copy();
    const { edgeDrill: _edge, ...withoutEdge } = shopPreset;
    c.cnc.layerPresets = { ...c.cnc.layerPresets, shop: withoutEdge as typeof shopPreset };
    expect(errorsOf(c)).toEqual([
      'cnc.layerPresets.shop.edgeDrill: missing: a preset names the layers of outline, drill, edgeDrill, label, front and band',
    ]);
    expect(catalogueIssues(c).issues).toEqual([{ path: 'cnc.layerPresets.shop.edgeDrill', key: 'required' }]);
    c.cnc.layerPresets = { ...c.cnc.layerPresets, shop: { ...shopPreset, pocket: 'POCKET' } as typeof shopPreset };
    expect(errorsOf(c)).toHaveLength(1);
    expect(errorsOf(c)[0]).toMatch(/^cnc\.layerPresets\.shop: .*pocket/);
  });

  it('refuses a default preset the catalogue does not have, and a name --layers could not take', () => {
    const c = copy();
    c.cnc.layerPreset = 'homag';
    expect(errorsOf(c)).toEqual([
      'cnc.layerPreset: unknown preset homag; the catalogue has kubik, ecabinet, magicut, woodwop',
    ]);
    expect(catalogueIssues(c).issues).toEqual([
      {
        path: 'cnc.layerPreset',
        key: 'unknown_layer_preset',
        params: { id: 'homag', known: 'kubik, ecabinet, magicut, woodwop' },
      },
    ]);
    const named = copy();
    named.cnc.layerPresets = { ...named.cnc.layerPresets, 'My Shop': shopPreset };
    expect(errorsOf(named)).toHaveLength(1);
    expect(errorsOf(named)[0]).toMatch(/^cnc\.layerPresets\.My Shop: /);
  });

  it('answers an unknown preset with the ones there are', () => {
    expect(layerPreset(defaultCatalogue, 'bpp9')).toEqual({
      ok: false,
      error: 'unknown layer preset "bpp9"; the catalogue has kubik, ecabinet, magicut, woodwop',
    });
    expect(templatePlaceholders('V_DrillSF_{depth}_{face}')).toEqual(['depth', 'face']);
  });
});
