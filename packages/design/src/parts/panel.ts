// A panel is one board the workshop cuts: where it stands in the furniture, what it is for, and
// which of its edges are banded. Panels are derived from the design, never drawn by hand.
import type { Axis, Box, Mm } from '../geometry/mm.ts';

/**
 * What a board does: `vertical` (side or partition between cubes), `horizontal` (bottom or top,
 * or the board between two stacked cubes), `back`, `shelf` (an extra board inside a cube) and
 * `door` (a sliding door leaf), `drawerFront` (a drawer's front) and `drawerBox` (a drawer box's
 * sides, front, back and bottom: parts/drawers.ts).
 */
export type PanelRole = 'vertical' | 'horizontal' | 'back' | 'shelf' | 'door' | 'drawerFront' | 'drawerBox';
export const panelRoles: readonly PanelRole[] = [
  'vertical',
  'horizontal',
  'back',
  'shelf',
  'door',
  'drawerFront',
  'drawerBox',
];

/** The direction an edge faces in the furniture. */
export type Facing = 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

export interface Panel {
  /** Stable id from the panel's geometry, e.g. "V|x400|0|400|0|400"; unique within a design. */
  id: string;
  role: PanelRole;
  material: string;
  colour: string;
  /** Where the board stands: its left-bottom-back corner and size along x, y, z (mm). */
  box: Box;
  /**
   * Finished size: what the board measures once its edges are banded (its box). `length` runs along
   * the grain: along y for verticals, backs and doors, along x for horizontals and shelves. `width`
   * is the other face dimension, `thickness` the board's.
   */
  length: Mm;
  width: Mm;
  thickness: Mm;
  /** Cut size: the finished size less the band's thickness on each banded edge (parts/sizes.ts). */
  cutLength: Mm;
  cutWidth: Mm;
  lengthAxis: Axis;
  widthAxis: Axis;
  /** The cube(s) this board belongs to: two for a board shared by neighbouring cubes. */
  cubes: readonly string[];
  /** The element that made it, for shelves, doors and drawers. */
  element?: string;
  /** Banded edges by the direction they face, each naming the edge band. */
  edgeBanding: Partial<Record<Facing, string>>;
}

/** Rank of roles in part numbers and lists. */
export const roleOrder: Record<PanelRole, number> = {
  vertical: 0,
  horizontal: 1,
  back: 2,
  shelf: 3,
  door: 4,
  drawerFront: 5,
  drawerBox: 6,
};
export const rolePrefix: Record<PanelRole, string> = {
  vertical: 'V',
  horizontal: 'H',
  back: 'B',
  shelf: 'S',
  door: 'D',
  drawerFront: 'F',
  drawerBox: 'K',
};
