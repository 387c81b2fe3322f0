// Running totals of everything a price depends on: board area per material (cut size: what the
// saw uses), edge banding per band (each banded edge plus the trim allowance), panels and holes
// for machining, hardware counts, weight and volume. Contributions are added and taken away again,
// so one changed cube updates the totals without a full recount.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import { hardwareKey, type HardwareItem } from '../parts/hardware.ts';
import { holesPerSet } from '../parts/junction.ts';
import type { Facing, Panel } from '../parts/panel.ts';
import { facingAxis, sizeAlong } from '../parts/sizes.ts';
import type { ConnectorType } from '../schema/elements.ts';

interface Fittings {
  holesPerSet: number;
  items: { key: string; item: HardwareItem; grams: number }[];
}

export class Tally {
  /** Board face area per material, mm² (cut size). */
  readonly areaMm2 = new Map<string, number>();
  /** Edge band per band, mm: banded edges and the trim allowance of each. */
  readonly bandMm = new Map<string, number>();
  readonly hardware = new Map<string, HardwareItem>();
  panels = 0;
  holes = 0;
  boardVolumeMm3 = 0;
  weightGrams = 0;
  private readonly fittings = new Map<string, Map<string, Fittings>>();
  private readonly trim: number;

  constructor(private readonly index: CatalogueIndex) {
    this.trim = index.catalogue.allowances.edgeBandTrimMm;
  }

  panel(panel: Panel, sign: 1 | -1): void {
    const area = panel.cutLength * panel.cutWidth;
    bump(this.areaMm2, panel.material, sign * area);
    for (const facing in panel.edgeBanding) {
      bump(this.bandMm, panel.edgeBanding[facing as Facing]!, sign * (edgeLength(panel, facing as Facing) + this.trim));
    }
    const volume = area * panel.thickness;
    this.boardVolumeMm3 += sign * volume;
    const density = this.index.materials.get(panel.material)?.densityKgPerM3 ?? 0;
    this.weightGrams += sign * Math.round((volume * density) / 1e6);
    this.panels += sign;
  }

  item(item: HardwareItem, sign: 1 | -1, key = hardwareKey(item)): void {
    this.count(key, item, sign * item.quantity);
    this.weightGrams += sign * Math.round(item.quantity * this.itemWeight(item));
  }

  /** `sets` fitting sets of a connector system in a finish, and the holes they drill. */
  fittingSets(system: ConnectorType, finish: string, sets: number, sign: 1 | -1): void {
    const fittings = this.fittingsOf(system, finish);
    if (!fittings) return;
    for (const f of fittings.items) {
      this.count(f.key, f.item, sign * f.item.quantity * sets);
      this.weightGrams += sign * Math.round(f.item.quantity * sets * f.grams);
    }
    this.holes += sign * sets * fittings.holesPerSet;
  }

  addHoles(count: number, sign: 1 | -1): void {
    this.holes += sign * count;
  }

  /** Adds (or takes away) everything another tally holds: one carcass's contribution to the running totals. */
  add(other: Tally, sign: 1 | -1): void {
    for (const [k, v] of other.areaMm2) bump(this.areaMm2, k, sign * v);
    for (const [k, v] of other.bandMm) bump(this.bandMm, k, sign * v);
    for (const [key, item] of other.hardware) this.count(key, item, sign * item.quantity);
    this.panels += sign * other.panels;
    this.holes += sign * other.holes;
    this.boardVolumeMm3 += sign * other.boardVolumeMm3;
    this.weightGrams += sign * other.weightGrams;
  }

  private count(key: string, item: HardwareItem, delta: number): void {
    const existing = this.hardware.get(key);
    if (!existing) {
      if (delta !== 0) this.hardware.set(key, { ...item, quantity: delta });
      return;
    }
    existing.quantity += delta;
    if (existing.quantity === 0) this.hardware.delete(key);
  }

  /** One fitting set of a connector system in a finish, worked out once per tally (kept by system, then finish: no key strings). */
  private fittingsOf(systemId: ConnectorType, finish: string): Fittings | undefined {
    let byFinish = this.fittings.get(systemId);
    let fittings = byFinish?.get(finish);
    if (fittings) return fittings;
    const system = this.index.connectorSystems.get(systemId);
    if (!system) return undefined;
    fittings = {
      holesPerSet: holesPerSet[systemId],
      items: system.set.map((part) => {
        const kind = this.index.hardware.get(part.hardware)?.kind ?? 'connector';
        const item: HardwareItem = { code: part.hardware, kind, quantity: part.quantity };
        if (kind === 'connector' && systemId === 'steelCorner') item.finish = finish;
        return { key: hardwareKey(item), item, grams: this.itemWeight(item) };
      }),
    };
    if (!byFinish) this.fittings.set(systemId, (byFinish = new Map()));
    byFinish.set(finish, fittings);
    return fittings;
  }

  /** Weight of one piece, grams: per piece, or per metre of its cut length. */
  itemWeight(item: HardwareItem): number {
    if (item.kind === 'bar')
      return ((this.index.barProfiles.get(item.code)?.weightGramsPerM ?? 0) * (item.length ?? 0)) / 1000;
    const hw = this.index.hardware.get(item.code);
    if (!hw) return 0;
    return hw.unit === 'metre' ? (hw.weightGrams * (item.length ?? 0)) / 1000 : hw.weightGrams;
  }
}

/** Length of the edge of a panel that faces a direction (finished size), mm. */
export function edgeLength(panel: Panel, facing: Facing): number {
  const across = facingAxis(facing);
  return sizeAlong(panel.box, panel.lengthAxis === across ? panel.widthAxis : panel.lengthAxis);
}

function bump(map: Map<string, number>, key: string, delta: number): void {
  const value = (map.get(key) ?? 0) + delta;
  if (value === 0) map.delete(key);
  else map.set(key, value);
}
