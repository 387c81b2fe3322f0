// The layer-name preset a workshop output uses: one of the catalogue's (`cnc.layerPresets`,
// catalogue/layer-presets.ts), the catalogue's `cnc.layerPreset` unless another is named
// (`kubik cnc --layers <name>`). Sources of the built-in ones: README.md, "Layer presets".
import type { Catalogue } from '../catalogue/schema.ts';
import type { LayerTemplates } from './panel-dxf.ts';

/** The catalogue's preset names, its default first. */
export function layerPresetNames(catalogue: Pick<Catalogue, 'cnc'>): string[] {
  const { layerPreset, layerPresets } = catalogue.cnc;
  return [layerPreset, ...Object.keys(layerPresets).filter((name) => name !== layerPreset)];
}

/** The templates of the named preset (the catalogue's default when no name is given), or why there are none. */
export function layerPreset(
  catalogue: Pick<Catalogue, 'cnc'>,
  name: string = catalogue.cnc.layerPreset,
): { ok: true; name: string; layers: LayerTemplates } | { ok: false; error: string } {
  const { layerPresets } = catalogue.cnc;
  if (Object.hasOwn(layerPresets, name)) return { ok: true, name, layers: layerPresets[name]! };
  return {
    ok: false,
    error: `unknown layer preset "${name}"; the catalogue has ${layerPresetNames(catalogue).join(', ')}`,
  };
}
