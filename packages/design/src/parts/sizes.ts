// A board's sizes from where it stands: the finished size is its box, and the cut size is that less
// the edge band on each banded edge, so a banded board ends up exactly as big as drawn (a 1 mm band
// on the front of a 400 mm deep side: cut 399, finished 400). Bands are deducted in whole mm, the
// way a saw is set: a 0.4 mm band deducts nothing, a 2 mm band 2.
import type { Axis, Box } from '../geometry/mm.ts';
import { mm } from '../geometry/mm.ts';
import type { Facing, Panel } from './panel.ts';

export type PanelPlace = Omit<Panel, 'length' | 'width' | 'thickness' | 'cutLength' | 'cutWidth'>;

export function sizeAlong(box: Box, axis: Axis): number {
  return axis === 'x' ? box.width : axis === 'y' ? box.height : box.depth;
}

/** The axis an edge facing this way lies across (a front edge faces along z). */
export function facingAxis(facing: Facing): Axis {
  return facing === 'front' || facing === 'back' ? 'z' : facing === 'left' || facing === 'right' ? 'x' : 'y';
}

/** What the bands of a banding take off a board's length and width, by axes: worked out once per banding object. */
const deductions = new WeakMap<Panel['edgeBanding'], Map<string, [number, number]>>();

function deduction(
  edgeBanding: Panel['edgeBanding'],
  lengthAxis: Axis,
  widthAxis: Axis,
  bandThickness: (band: string) => number,
): [number, number] {
  let byAxes = deductions.get(edgeBanding);
  if (!byAxes) deductions.set(edgeBanding, (byAxes = new Map()));
  const key = lengthAxis + widthAxis;
  let d = byAxes.get(key);
  if (!d) {
    let l = 0,
      w = 0;
    for (const facing in edgeBanding) {
      const axis = facingAxis(facing as Facing);
      const t = Math.round(bandThickness(edgeBanding[facing as Facing]!));
      if (axis === lengthAxis) l += t;
      else if (axis === widthAxis) w += t;
    }
    byAxes.set(key, (d = [l, w]));
  }
  return d;
}

/** The board with its finished and cut sizes; `bandThickness` gives an edge band's thickness in mm. */
export function sized(place: PanelPlace, bandThickness: (band: string) => number): Panel {
  const { box, lengthAxis, widthAxis } = place;
  const thicknessAxis: Axis =
    lengthAxis !== 'x' && widthAxis !== 'x' ? 'x' : lengthAxis !== 'y' && widthAxis !== 'y' ? 'y' : 'z';
  const length = sizeAlong(box, lengthAxis),
    width = sizeAlong(box, widthAxis);
  const [dl, dw] = deduction(place.edgeBanding, lengthAxis, widthAxis, bandThickness);
  // One object shape for every board (the 3D view and the BOM handle thousands).
  const panel: Panel = {
    id: place.id,
    role: place.role,
    material: place.material,
    colour: place.colour,
    box,
    length: mm(length),
    width: mm(width),
    thickness: mm(sizeAlong(box, thicknessAxis)),
    cutLength: mm(length - dl),
    cutWidth: mm(width - dw),
    lengthAxis,
    widthAxis,
    cubes: place.cubes,
    edgeBanding: place.edgeBanding,
  };
  if (place.element !== undefined) panel.element = place.element;
  return panel;
}
