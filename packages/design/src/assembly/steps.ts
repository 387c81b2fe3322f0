// Assembly instructions: numbered steps in build order — the base first, then row by row bottom
// up (each row's horizontals, the sides standing on them, then its backs from behind), the tops,
// shelves, bars, wall fixing, and sliding doors last. Every board is used in exactly one step, named by the
// same part numbers as the BOM and the cut list; each joint's fittings are counted in the step
// that closes it (when the later of its two boards goes in). Pure: the configurator can call it.
import type { HardwareKind } from '../catalogue/schema.ts';
import type { Localized } from '../i18n/lang.ts';
import type { DesignModel } from '../model.ts';
import type { BarPart } from '../parts/extras.ts';
import { placedPanels, type PlacedPanel } from '../parts/placed.ts';
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
}

export interface Instructions {
  steps: AssemblyStep[];
  panels: PlacedPanel[];
  bars: BarPart[];
}

const extraStep: Partial<Record<HardwareKind | 'bar', StepKind>> = {
  shelfPin: 'shelves', bar: 'bars', railSupport: 'bars', barEnd: 'bars', track: 'doors', runner: 'doors', doorStop: 'doors', wallFixing: 'wallFixing',
};

interface Draft {
  kind: StepKind;
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

  // Rows are the heights at which horizontal boards lie, bottom up.
  const levels = [...new Set(panels.filter((p) => p.role === 'horizontal').map((p) => p.box.y))].sort((a, b) => a - b);
  const levelOf = (y: number) => {
    let i = 0;
    while (i + 1 < levels.length && levels[i + 1]! <= y) i++;
    return i;
  };
  const rowDrafts: Draft[] = [];
  const backDrafts: (Draft | undefined)[] = [];
  const byLevel = levels.map(() => ({ boards: [] as PlacedPanel[], backs: [] as PlacedPanel[] }));
  const extras: Record<'shelves' | 'bars' | 'doors', PlacedPanel[]> = { shelves: [], bars: [], doors: [] };
  for (const p of panels) {
    if (p.role === 'shelf') extras.shelves.push(p);
    else if (p.role === 'door') extras.doors.push(p);
    else if (levels.length === 0) byLevel.push({ boards: [p], backs: [] });
    else (p.role === 'back' ? byLevel[levelOf(p.box.y)]!.backs : byLevel[levelOf(p.box.y)]!.boards).push(p);
  }
  byLevel.forEach((level, i) => {
    const hasSides = level.boards.some((p) => p.role !== 'horizontal');
    const kind: StepKind = i === 0 ? 'base' : hasSides ? 'level' : 'tops';
    const d = draft(kind, { n: i + 1, h: levels[i] ?? 0 });
    d.panels.push(...level.boards);
    rowDrafts.push(d);
    if (level.backs.length > 0) {
      const b = draft('backs', { n: i + 1 });
      b.panels.push(...level.backs);
      backDrafts.push(b);
    } else backDrafts.push(undefined);
  });
  const shelves = extras.shelves.length > 0 ? draft('shelves') : undefined;
  shelves?.panels.push(...extras.shelves);
  const barDraft = bars.length > 0 ? draft('bars') : undefined;
  barDraft?.bars.push(...bars);
  const extraHardware = model.extras().extras.hardware;
  const wall = extraHardware.some((item) => item.kind === 'wallFixing') ? draft('wallFixing') : undefined;
  const doors = extras.doors.length > 0 ? draft('doors') : undefined;
  doors?.panels.push(...extras.doors);

  // Fittings: each joint in the step of its later board.
  const stepOf = new Map<string, number>();
  drafts.forEach((d, i) => {
    for (const p of d.panels) stepOf.set(p.id, i);
  });
  const spec = new Map(model.catalogue.connectorSystems.map((s) => [s.id, s]));
  for (const junction of model.junctions()) {
    const system = spec.get(junction.system);
    if (!system) continue;
    for (const [v, h] of junction.joints) {
      const i = Math.max(stepOf.get(v) ?? 0, stepOf.get(h) ?? 0);
      for (const item of system.set) addHardware(model, drafts[i]!, item.hardware, undefined, item.quantity * junction.setsPerJoint);
    }
  }
  for (const item of extraHardware) {
    const kind = extraStep[item.kind];
    const target = kind === 'shelves' ? shelves : kind === 'bars' ? barDraft : kind === 'doors' ? doors : kind === 'wallFixing' ? wall : undefined;
    if (target) addHardware(model, target, item.code, item.kind === 'bar' ? 'bar' : undefined, item.quantity, item.length);
  }

  const steps = drafts
    .filter((d) => d.panels.length > 0 || d.bars.length > 0 || d.hardware.size > 0)
    .map((d, i): AssemblyStep => ({
      number: i + 1,
      kind: d.kind,
      text: stepText(d.kind, d.params),
      parts: countParts(d.panels),
      hardware: [...d.hardware.values()],
      panelIds: d.panels.map((p) => p.id),
      barIds: d.bars.map((b) => b.id),
    }));
  return { steps, panels, bars };
}

function addHardware(model: DesignModel, d: Draft, code: string, bar: 'bar' | undefined, quantity: number, length?: number): void {
  const key = `${code}|${length ?? ''}`;
  const existing = d.hardware.get(key);
  if (existing) {
    existing.quantity += quantity;
    return;
  }
  const hw = bar ? undefined : model.index.hardware.get(code);
  const name = hw?.name ?? model.index.barProfiles.get(code)?.name ?? { sl: code, en: code, es: code };
  const row: StepHardware = { code, kind: hw?.kind ?? 'bar', name, quantity };
  if (length !== undefined) row.length = length;
  d.hardware.set(key, row);
}

function countParts(panels: readonly PlacedPanel[]): StepPart[] {
  const counts = new Map<string, number>();
  for (const p of panels) counts.set(p.partNumber, (counts.get(p.partNumber) ?? 0) + 1);
  return [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([partNumber, quantity]) => ({ partNumber, quantity }));
}
