// All furniture rules of DESIGN §3 over a built model, in a stable order.
import type { DesignModel } from '../model.ts';
import { drawerFindings } from './drawers.ts';
import { elementFindings } from './elements.ts';
import { sortFindings, type Finding } from '../findings/finding.ts';
import { placementFindings } from './placement.ts';
import { roomFindings } from './room.ts';
import { tiltFindings } from './tilt.ts';
import { wallFixingFindings } from './stability.ts';
import { supportFindings } from './support.ts';

export function checkRules(model: DesignModel): Finding[] {
  return sortFindings([
    ...placementFindings(model.cells.values(), model.space),
    ...wallFixingFindings(model.clusters(), model.catalogue),
    ...supportFindings(model),
    ...elementFindings(model),
    ...drawerFindings(model),
    ...roomFindings(model),
    ...tiltFindings(model),
  ]);
}
