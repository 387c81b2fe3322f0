// Drawers (issue 22) the workshop can build, or an error that says why not (parts/drawers.ts sizes
// them; a refused cube gets no drawer parts): the cube deep enough for the shortest runner behind
// the front, wide enough inside, tall enough for every front to be at least the catalogue's lowest;
// nothing in front of them (a sliding door) and nothing in their way inside (a shelf, a hanging
// rail, other drawers); and no steel corner's bracket where a runner goes (rules/README.md).
import { defaultDrilling } from '../cnc/drilling.ts';
import { finding, type Finding } from '../findings/finding.ts';
import type { DesignModel } from '../model.ts';
import { carcassJunctions } from '../parts/carcass.ts';
import { drawerConflicts, drawerLayout, RUNNER_HEIGHT_MM } from '../parts/drawers.ts';

export function drawerFindings(model: DesignModel): Finding[] {
  const findings: Finding[] = [];
  const conflicts = drawerConflicts(model.elementList());
  const { leg } = defaultDrilling.steelCorner;
  for (const el of model.elementList()) {
    if (el.kind !== 'drawers') continue;
    const conflict = conflicts.get(el.id);
    if (conflict) {
      findings.push(
        finding(conflict.conflict, 'error', [el.id, conflict.other, el.cube], { id: el.id, b: conflict.other }),
      );
      continue;
    }
    const cell = model.cells.get(el.cube);
    if (!cell) continue; // unknown_reference
    const layout = drawerLayout(el, cell, model.inner(cell), model.index);
    if (layout.problem) {
      const { code, ...params } = layout.problem;
      findings.push(finding(code, 'error', [el.id, cell.id], { id: el.id, count: el.count, ...params }));
      continue;
    }
    // A steel corner's bracket reaches `leg` up (or down) a side's inner face from the board it
    // joins: the runner screwed flat on that face must pass 3 mm clear of it.
    const parts = model.partsOf(cell);
    if (!parts) continue;
    const { x0, x1 } = layout.inner;
    const hit = carcassJunctions(parts, model.options).some((j) => {
      if (j.system !== 'steelCorner') return false;
      const onSide = j.side > 0 ? j.x < x0 && x0 - j.x <= 20 : j.x > x1 && j.x - x1 <= 20;
      if (!onSide) return false;
      const [b0, b1] = j.dir > 0 ? [j.y, j.y + leg] : [j.y - leg, j.y];
      return layout.drawers.some(
        (d) => d.runnerY - RUNNER_HEIGHT_MM / 2 < b1 + 3 && d.runnerY + RUNNER_HEIGHT_MM / 2 > b0 - 3,
      );
    });
    if (hit) findings.push(finding('drawers_hit_corner', 'error', [el.id, cell.id], { id: el.id, leg }));
  }
  return findings;
}
