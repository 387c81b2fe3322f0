// A cell is a cube resolved against the settings and the catalogue: its corners in mm, its board,
// colour and whether it has a back. Everything the panel derivation needs, nothing it must look up.
import type { Box } from '../geometry/mm.ts';
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { Material } from '../catalogue/schema.ts';
import type { Cube } from '../schema/elements.ts';
import type { Settings } from '../schema/settings.ts';

export interface Cell {
  id: string;
  box: Box;
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
  material: Material;
  colour: string;
  back: boolean;
  /** Cells sharing some face area with this one (who holds whom), kept by the model. */
  contacts: Cell[];
  /** `[id]`, shared by every board that belongs to this cube alone; made with its first boards. */
  alone: readonly string[] | undefined;
  /** The line it stands in (parts/layout.ts), worked out once. */
  line: string | undefined;
}

export function toCell(cube: Cube, settings: Settings, index: CatalogueIndex): Cell {
  const { catalogue } = index;
  const material =
    index.materials.get(cube.material ?? settings.material ?? catalogue.defaults.material) ??
    index.materials.get(catalogue.defaults.material)!;
  const wanted = cube.colour ?? settings.colour;
  const colour = wanted !== undefined && material.colours.includes(wanted) ? wanted : material.colours[0]!;
  const { x, y, z } = cube.position;
  const { width, height, depth } = cube.size;
  return {
    id: cube.id,
    box: { x, y, z, width, height, depth },
    x0: x,
    y0: y,
    z0: z,
    x1: x + width,
    y1: y + height,
    z1: z + depth,
    material,
    colour,
    back: cube.back ?? settings.backs ?? catalogue.defaults.backs,
    contacts: noContacts,
    alone: undefined,
    line: undefined,
  };
}

/** Shared by cells not yet given their contacts (never written to: contact lists are replaced). */
const noContacts: Cell[] = [];
