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
  x0: number; y0: number; z0: number;
  x1: number; y1: number; z1: number;
  material: Material;
  colour: string;
  back: boolean;
  /** `[id]`, shared by every board that belongs to this cube alone; made with its first boards. */
  alone: readonly string[] | undefined;
  /**
   * The cells whose left, right, bottom and top faces are exactly this cell's (null: none), worked
   * out by the carcass when first asked and dropped when a neighbour changes.
   */
  neighbours: (Cell | null)[] | undefined;
  /**
   * The cells touching this one in the front view (at a face or an edge) over the same depth, z0
   * to z1: where its face neighbours and the other cells at its junctions are. Worked out by the
   * carcass when first asked, dropped when a cell nearby changes.
   */
  around: Cell[] | undefined;
  /** Cells sharing some face area with this one (who holds whom), kept by the model. */
  contacts: Cell[];
  /** Scratch mark for walks over the contact graph (see rules/stability.ts). */
  mark: number;
}

export function toCell(cube: Cube, settings: Settings, index: CatalogueIndex): Cell {
  const { catalogue } = index;
  const material = index.materials.get(cube.material ?? settings.material ?? catalogue.defaults.material)
    ?? index.materials.get(catalogue.defaults.material)!;
  const wanted = cube.colour ?? settings.colour;
  const colour = wanted !== undefined && material.colours.includes(wanted) ? wanted : material.colours[0]!;
  const { x, y, z } = cube.position;
  const { width, height, depth } = cube.size;
  return {
    id: cube.id,
    box: { x, y, z, width, height, depth },
    x0: x, y0: y, z0: z,
    x1: x + width, y1: y + height, z1: z + depth,
    material,
    colour,
    back: cube.back ?? settings.backs ?? catalogue.defaults.backs,
    alone: undefined,
    neighbours: undefined,
    around: undefined,
    contacts: noContacts,
    mark: 0,
  };
}

/** Shared by cells not yet given their contacts (never written to: contact lists are replaced). */
const noContacts: Cell[] = [];

/** Side i of `a` (0 left, 1 right, 2 bottom, 3 top) is the same rectangle as side j of `b`. */
export function sameFace(a: Cell, i: number, b: Cell, j: number): boolean {
  if (i < 2 !== j < 2) return false;
  if (i < 2) return (i === 0 ? a.x0 : a.x1) === (j === 0 ? b.x0 : b.x1) && a.y0 === b.y0 && a.y1 === b.y1 && a.z0 === b.z0 && a.z1 === b.z1;
  return (i === 2 ? a.y0 : a.y1) === (j === 2 ? b.y0 : b.y1) && a.x0 === b.x0 && a.x1 === b.x1 && a.z0 === b.z0 && a.z1 === b.z1;
}
