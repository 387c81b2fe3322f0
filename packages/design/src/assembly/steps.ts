// Assembly instructions: numbered steps in build order, bottom up. Each level is the horizontal
// boards lying at one height with the sides standing on them: the base first, then row by row
// (`Row n` counts only levels that carry sides, so rows are numbered 1, 2, 3 … whatever boards lie
// between them), and levels that only close the cubes below. The backs of the cubes a level closes
// are nailed on right after it, then come shelves, bars, wall fixing, and sliding doors last. A unit
// taller than 1,500 mm (rules/tilt.ts) is built lying down: a first step says so, and a step after
// the carcass and its backs tilts it up, with the clear height √(H² + D²) the tilt needs.
// Every board is used in exactly one step, named by the same part numbers as the BOM and the cut
// list; each joint's fittings (and each connecting screw between carcasses) are counted in the step
// that closes it, when the later of its two boards goes in; the backs' nails with the backs.
// Pure: the configurator can call it.
import type { HardwareKind } from '../catalogue/schema.ts';
import type { Localized } from '../i18n/lang.ts';
import type { DesignModel } from '../model.ts';
import type { BarPart } from '../parts/extras.ts';
import { placedPanels, type PlacedPanel } from '../parts/placed.ts';
import { ceilingOf, LIE_DOWN_ABOVE_MM, tallUnits, type TallUnit } from '../rules/tilt.ts';
import { stepText, type StepKind } from './texts.ts';

export interface StepPart {
  partNumber: string;
  quantity: number;
}

export interface StepHardware {
  code: string;
  kind: HardwareKind | 'bar';
  name: Localized;
  quantity: number;
  length?: number;
  finish?: string;
}

export interface AssemblyStep {
  /** 1, 2, … in build order. */
  number: number;
  kind: StepKind;
  text: Localized;
  parts: StepPart[];
  hardware: StepHardware[];
  /** Ids of the boards added in this step (for drawings and the configurator's highlight). */
  panelIds: string[];
  /** Ids of the bars added in this step. */
  barIds: string[];
  /** Lying down and tilting up (rules/tilt.ts): the tallest such unit and the ceiling, for the drawing. */
  tilt?: StepTilt;
}

export interface StepTilt {
  height: number;
  depth: number;
  diagonal: number;
  ceiling: number;
}

export interface Instructions {
  steps: AssemblyStep[];
  panels: PlacedPanel[];
  bars: BarPart[];
}

interface Draft {
  kind: StepKind;
  tilt?: StepTilt;
  params: Record<string, number>;
  panels: PlacedPanel[];
  bars: BarPart[];
  hardware: Map<string, StepHardware>;
}

export function assemblySteps(model: DesignModel): Instructions {
  const panels = placedPanels(model);
  const bars = model.bars();
  const drafts: Draft[] = [];
  const draft = (kind: StepKind, params: Record<string, number> = {}): Draft => {
    const d: Draft = { kind, params, panels: [], bars: [], hardware: new Map() };
    drafts.push(d);
    return d;
  };

  // Units over LIE_DOWN_ABOVE_MM are built lying down and tilted up once backed (issue 21, D-D).
  const tilt = tiltOf(model);
  if (tilt) draft('lieDown', { h: tilt.height, l: LIE_DOWN_ABOVE_MM }).tilt = tilt;
  // Levels are the heights at which horizontal boards lie, bottom up; a side stands on the level
  // just below its bottom, a back waits for the level that covers its top edge.
  const horizontals = panels.filter((p) => p.role === 'horizontal');
  const levels = [...new Set(horizontals.map((p) => p.box.y))].sort((a, b) => a - b);
  const levelBelow = (y: number) => {
    let i = 0;
    while (i + 1 < levels.length && levels[i + 1]! <= y) i++;
    return i;
  };
  const thickness = new Map<number, number>();
  for (const h of horizontals) thickness.set(h.box.y, Math.max(thickness.get(h.box.y) ?? 0, h.box.height));
  const levelCovering = (y: number) => {
    const i = levels.findIndex((l) => l + (thickness.get(l) ?? 0) >= y);
    return i < 0 ? levels.length - 1 : i;
  };
  const byLevel = levels.map(() => ({ boards: [] as PlacedPanel[], backs: [] as PlacedPanel[] }));
  const extras: Record<'shelves' | 'drawers' | 'doors', PlacedPanel[]> = { shelves: [], drawers: [], doors: [] };
  for (const p of panels) {
    if (p.role === 'shelf') extras.shelves.push(p);
    else if (p.role === 'drawerFront' || p.role === 'drawerBox') extras.drawers.push(p);
    else if (p.role === 'door') extras.doors.push(p);
    else if (levels.length === 0) byLevel.push({ boards: [p], backs: [] });
    else if (p.role === 'back') byLevel[levelCovering(p.box.y + p.box.height)]!.backs.push(p);
    else byLevel[p.role === 'horizontal' ? levels.indexOf(p.box.y) : levelBelow(p.box.y)]!.boards.push(p);
  }
  let row = 0;
  const rowOfLevel: number[] = [];
  byLevel.forEach((level, i) => {
    const hasSides = level.boards.some((p) => p.role !== 'horizontal');
    if (hasSides) row++;
    rowOfLevel.push(row);
    const kind: StepKind = i === 0 ? 'base' : hasSides ? 'level' : 'tops';
    draft(kind, { n: row, h: levels[i] ?? 0 }).panels.push(...level.boards);
    if (level.backs.length > 0)
      draft('backs', { n: Math.max(1, rowOfLevel[i]! - (hasSides ? 1 : 0)) }).panels.push(...level.backs);
  });
  if (tilt) draft('tiltUp', { h: tilt.height, d: tilt.depth, t: tilt.diagonal, c: tilt.ceiling }).tilt = tilt;
  const shelves = extras.shelves.length > 0 ? draft('shelves') : undefined;
  shelves?.panels.push(...extras.shelves);
  const drawerDraft = extras.drawers.length > 0 ? draft('drawers') : undefined;
  drawerDraft?.panels.push(...extras.drawers);
  const barDraft = bars.length > 0 ? draft('bars') : undefined;
  barDraft?.bars.push(...bars);
  const extraHardware = model.extras().extras.hardware;
  const wall = extraHardware.some((item) => item.purpose === 'wallFixing') ? draft('wallFixing') : undefined;
  const doors = extras.doors.length > 0 ? draft('doors') : undefined;
  doors?.panels.push(...extras.doors);

  // Fittings: each joint (and each connecting screw) in the step of its later board; nails with the backs.
  const stepOf = new Map<string, number>();
  drafts.forEach((d, i) => {
    for (const p of d.panels) stepOf.set(p.id, i);
  });
  const later = (a: string, b: string) => drafts[Math.max(stepOf.get(a) ?? 0, stepOf.get(b) ?? 0)]!;
  const spec = new Map(model.catalogue.connectorSystems.map((s) => [s.id, s]));
  for (const junction of model.junctions()) {
    const system = spec.get(junction.system);
    if (!system) continue;
    const [v, h] = junction.joints[0]!;
    for (const item of system.set) {
      const finish =
        model.index.hardware.get(item.hardware)?.kind === 'connector' && junction.system === 'steelCorner'
          ? junction.finish
          : undefined;
      addHardware(
        model,
        later(v, h),
        item.hardware,
        undefined,
        item.quantity * junction.setsPerJoint,
        undefined,
        finish,
      );
    }
  }
  const { joinery, backs } = model.catalogue;
  for (const seam of model.seams()) {
    for (const pair of seam.pairs)
      addHardware(
        model,
        later(pair.a.id, pair.b.id),
        joinery.carcassConnectorHardware,
        undefined,
        pair.rows * pair.columns,
      );
  }
  const nailsOf = new Map<string, number>();
  for (const parts of model.carcasses()) for (const b of parts.backNails) nailsOf.set(b.back.id, b.at.length);
  for (const d of drafts) {
    for (const p of d.panels)
      if (p.role === 'back') addHardware(model, d, backs.nailHardware, undefined, nailsOf.get(p.id) ?? 0);
  }
  for (const item of extraHardware) {
    const target =
      item.purpose === 'shelves'
        ? shelves
        : item.purpose === 'bars'
          ? barDraft
          : item.purpose === 'drawers'
            ? drawerDraft
            : item.purpose === 'doors'
              ? doors
              : item.purpose === 'wallFixing'
                ? wall
                : undefined;
    if (target)
      addHardware(
        model,
        target,
        item.code,
        item.kind === 'bar' ? 'bar' : undefined,
        item.quantity,
        item.length,
        item.finish,
      );
  }

  const steps = drafts
    .filter((d) => d.panels.length > 0 || d.bars.length > 0 || d.hardware.size > 0 || d.tilt !== undefined)
    .map((d, i): AssemblyStep => ({
      number: i + 1,
      kind: d.kind,
      text: stepText(d.kind, d.params),
      parts: countParts(d.panels),
      hardware: [...d.hardware.values()],
      panelIds: d.panels.map((p) => p.id),
      barIds: d.bars.map((b) => b.id),
      ...(d.tilt ? { tilt: d.tilt } : {}),
    }));
  return { steps, panels, bars };
}

/** The tallest unit built lying down (the one whose tilt needs the most height), or none. */
function tiltOf(model: DesignModel): StepTilt | undefined {
  let tallest: TallUnit | undefined;
  for (const unit of tallUnits(model)) if (!tallest || unit.diagonal > tallest.diagonal) tallest = unit;
  return (
    tallest && { height: tallest.height, depth: tallest.depth, diagonal: tallest.diagonal, ceiling: ceilingOf(model) }
  );
}

function addHardware(
  model: DesignModel,
  d: Draft,
  code: string,
  bar: 'bar' | undefined,
  quantity: number,
  length?: number,
  finish?: string,
): void {
  if (quantity <= 0) return;
  const key = `${code}|${length ?? ''}|${finish ?? ''}`;
  const existing = d.hardware.get(key);
  if (existing) {
    existing.quantity += quantity;
    return;
  }
  const hw = bar ? undefined : model.index.hardware.get(code);
  const name = hw?.name ?? model.index.barProfiles.get(code)?.name ?? { sl: code, en: code, es: code };
  const row: StepHardware = { code, kind: hw?.kind ?? 'bar', name, quantity };
  if (length !== undefined) row.length = length;
  if (finish !== undefined) row.finish = finish;
  d.hardware.set(key, row);
}

function countParts(panels: readonly PlacedPanel[]): StepPart[] {
  const counts = new Map<string, number>();
  for (const p of panels) counts.set(p.partNumber, (counts.get(p.partNumber) ?? 0) + 1);
  return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([partNumber, quantity]) => ({ partNumber, quantity }));
}
