// Fast lookups into a catalogue by id, built once per catalogue object and cached.
import type { BarProfile, Catalogue, Colour, ConnectorSystem, EdgeBanding, Hardware, Material } from './schema.ts';

export interface CatalogueIndex {
  catalogue: Catalogue;
  colours: Map<string, Colour>;
  materials: Map<string, Material>;
  edgeBandings: Map<string, EdgeBanding>;
  hardware: Map<string, Hardware>;
  connectorSystems: Map<string, ConnectorSystem>;
  barProfiles: Map<string, BarProfile>;
}

const cache = new WeakMap<Catalogue, CatalogueIndex>();

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  let index = cache.get(catalogue);
  if (!index) {
    index = {
      catalogue,
      colours: new Map(catalogue.colours.map((c) => [c.id, c])),
      materials: new Map(catalogue.materials.map((m) => [m.id, m])),
      edgeBandings: new Map(catalogue.edgeBandings.map((b) => [b.id, b])),
      hardware: new Map(catalogue.hardware.map((h) => [h.id, h])),
      connectorSystems: new Map(catalogue.connectorSystems.map((s) => [s.id, s])),
      barProfiles: new Map(catalogue.barProfiles.map((p) => [p.id, p])),
    };
    cache.set(catalogue, index);
  }
  return index;
}

/** The material with this id, or the catalogue's default board when the id is unknown. */
export function materialOr(index: CatalogueIndex, id: string | undefined, fallback: string): Material {
  return index.materials.get(id ?? fallback) ?? index.materials.get(fallback) ?? index.catalogue.materials[0]!;
}
