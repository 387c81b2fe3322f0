// The drilling checker: every board's holes against the drilling rules (drill-rules.ts), every
// joint's holes lined up across its two boards, every board end joined, and every back's nail in a
// board with room for it. `kubik check` prints what it finds, `validate` makes it an error finding
// (rules/drilling.ts); the tests run it over every example and over generated designs.
import type { DesignModel } from '../model.ts';
import { nailHolds } from '../parts/backs.ts';
import { carcassJunctions } from '../parts/carcass.ts';
import type { Panel } from '../parts/panel.ts';
import { defaultDrilling, type Drilling } from './drilling.ts';
import { holeFault, pairFault, type RuleCode } from './drill-rules.ts';
import {
  boardSize,
  boxSideAgainst,
  holeInSpace,
  panelHoles,
  runnerZone,
  shelfAgainst,
  shelfZone,
  type Hole,
} from './holes.ts';

export type DrillCode =
  | RuleCode
  | 'joint_misaligned'
  | 'board_end_unjoined'
  | 'back_nail_loose'
  | 'connector_at_shelf'
  | 'connector_at_runner';

export interface DrillFinding {
  code: DrillCode;
  /** The board (panel id) and its part number. */
  panel: string;
  partNumber: string;
  /** The holes concerned, in the board's drawing coordinates. */
  holes: Hole[];
  /** For a back's nail: where it goes in, in furniture space. */
  at?: { x: number; y: number };
  message: string;
}

const messages: Record<DrillCode, string> = {
  hole_outside: 'a hole lies outside its board',
  hole_near_edge: "a hole's rim is closer than 3 mm to an edge of its board",
  edge_bore_wall: 'an edge bore leaves less than 3 mm of wall to a face',
  hole_through: 'a blind hole leaves less than 3 mm under its bottom (or a through hole does not go through)',
  holes_too_close: 'two holes leave less than 3 mm of material between them',
  holes_meet: 'holes from the two faces (or a face and an edge) meet inside the board',
  joint_misaligned: "a joint's holes in its two boards do not line up",
  board_end_unjoined: 'a board end is not joined to another board',
  connector_at_shelf: "a carcass connecting screw's head is where a shelf or its pins rest",
  connector_at_runner: "a carcass connecting screw's head is where a drawer runner is screwed on",
  back_nail_loose: "a back's nail lands where no board has 4 mm of room for it (or within 4 mm of the back's edge)",
};

export const drillCodes = Object.keys(messages) as DrillCode[];

/** Every broken drilling rule of the model's boards; empty when the workshop can drill and build it. */
export function checkDrilling(
  model: DesignModel,
  drilling: Drilling = defaultDrilling,
  holes: Map<string, Hole[]> = panelHoles(model, drilling),
): DrillFinding[] {
  const findings: DrillFinding[] = [];
  const byId = new Map<string, Panel>();
  for (const p of model.panels()) byId.set(p.id, p);
  const report = (code: DrillCode, panel: Panel, list: Hole[]) =>
    findings.push({
      code,
      panel: panel.id,
      partNumber: model.partNumberOf(panel.id) ?? '',
      holes: list,
      message: messages[code],
    });

  for (const panel of model.panels()) {
    const list = holes.get(panel.id) ?? [];
    const size = boardSize(panel);
    for (let i = 0; i < list.length; i++) {
      const fault = holeFault(list[i]!, size);
      if (fault) report(fault, panel, [list[i]!]);
      for (let k = i + 1; k < list.length; k++) {
        const pair = pairFault(list[i]!, list[k]!, size);
        if (pair) report(pair, panel, [list[i]!, list[k]!]);
      }
    }
  }

  // A connecting screw's heads keep clear of the shelves resting against its boards and their pins.
  const shelves = model.panels().filter((p) => p.role === 'shelf');
  for (const panel of model.panels()) {
    if (panel.role !== 'vertical') continue;
    const against = shelves.filter((s) => shelfAgainst(s, panel));
    if (against.length === 0) continue;
    for (const hole of holes.get(panel.id) ?? []) {
      if (hole.use !== 'connector') continue;
      const { y, z } = holeInSpace(panel, hole).at;
      const half = drilling.carcassConnector.head / 2;
      const hit = against.find((s) => {
        const [lo, hi] = shelfZone(s, drilling);
        return y > lo && y < hi && z > s.box.z - half && z < s.box.z + s.box.depth + half;
      });
      if (hit) report('connector_at_shelf', panel, [hole]);
    }
  }

  // … and of the drawer runners on those faces (issue 22).
  const gap = model.catalogue.drawers.runnerSideClearanceMm;
  const boxSides = model.panels().filter((p) => p.role === 'drawerBox' && p.lengthAxis === 'z');
  for (const panel of model.panels()) {
    if (panel.role !== 'vertical' || boxSides.length === 0) continue;
    const against = boxSides.filter((s) => boxSideAgainst(s, panel, gap));
    for (const hole of against.length === 0 ? [] : (holes.get(panel.id) ?? [])) {
      if (hole.use !== 'connector') continue;
      const { y, z } = holeInSpace(panel, hole).at;
      const half = drilling.carcassConnector.head / 2;
      if (
        against.some((s) => {
          const [lo, hi] = runnerZone(s, drilling);
          return y > lo && y < hi && z > s.box.z - half && z < s.box.z + s.box.depth + half;
        })
      )
        report('connector_at_runner', panel, [hole]);
    }
  }

  // A joint's bolt and dowel: the bore in the vertical's end and the hole in the horizontal's face
  // are at one place in the furniture.
  const joined = new Map<string, number>();
  for (const parts of model.carcasses()) {
    for (const j of carcassJunctions(parts, model.options)) {
      const [vId, hId] = j.joints[0]!;
      joined.set(vId, (joined.get(vId) ?? 0) + 1);
      joined.set(hId, (joined.get(hId) ?? 0) + 1);
      if (j.system !== 'camLock') continue;
      const v = byId.get(vId)!,
        h = byId.get(hId)!;
      for (let k = 0; k < j.setPositions.length; k++) {
        const set = `${j.id}#${k}`;
        for (const use of ['bolt', 'dowel'] as const) {
          const bore = (holes.get(vId) ?? []).find(
            (x) => x.set === set && x.use === use && x.face !== 'A' && x.face !== 'B',
          );
          const face = (holes.get(hId) ?? []).find((x) => x.set === set && x.use === use);
          const p = bore && holeInSpace(v, bore).at,
            q = face && holeInSpace(h, face).at;
          if (!p || !q || Math.abs(p.x - q.x) > 0.01 || Math.abs(p.z - q.z) > 0.01 || Math.abs(p.y - q.y) > 0.01) {
            report(
              'joint_misaligned',
              v,
              [bore, face].filter((x): x is Hole => x !== undefined),
            );
          }
        }
      }
    }
    // Every nail of every back lands in a board with room for it (parts/backs.ts).
    const verticals = parts.verticals.map((v) => v.panel);
    for (const { back, at } of parts.backNails) {
      for (const p of at)
        if (!nailHolds(p, back, parts.horizontals, verticals))
          findings.push({
            code: 'back_nail_loose',
            panel: back.id,
            partNumber: model.partNumberOf(back.id) ?? '',
            holes: [],
            at: p,
            message: messages.back_nail_loose,
          });
    }
    // Every vertical is joined at both ends, every horizontal at both of its ends (to the outer sides).
    for (const v of parts.verticals) if ((joined.get(v.panel.id) ?? 0) !== 2) report('board_end_unjoined', v.panel, []);
    for (const h of parts.horizontals) {
      const ends = [h.box.x, h.box.x + h.box.width];
      const joints = carcassJunctions(parts, model.options).filter((j) => j.joints[0]![1] === h.id);
      for (const end of ends) {
        if (!joints.some((j) => Math.abs(j.x - end) <= h.box.height)) report('board_end_unjoined', h, []);
      }
    }
  }
  return findings;
}
