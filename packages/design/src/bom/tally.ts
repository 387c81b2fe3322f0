// Running totals of everything a price depends on: board area per material, edge banding per
// band, panels and holes for machining, hardware counts, weight and volume. Contributions are
// added and taken away again, so one changed cube updates the totals without a full recount.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { Material } from '../catalogue/schema.ts';
import type { JunctionCount } from '../parts/junction.ts';
import { hardwareKey, type HardwareItem } from '../parts/hardware.ts';
import type { Facing, Panel } from '../parts/panel.ts';

interface Fittings {
  holesPerSet: number;
  items: { key: string; item: HardwareItem; grams: number }[];
}

export class Tally {
  /** Board face area per material, mm². */
  readonly areaMm2 = new Map<string, number>();
  /** Banded edge length per edge band, mm. */
  readonly bandMm = new Map<string, number>();
  readonly hardware = new Map<string, HardwareItem>();
  panels = 0;
  holes = 0;
  boardVolumeMm3 = 0;
  weightGrams = 0;
  private readonly fittings = new Map<string, Map<string, Fittings>>();

  constructor(private readonly index: CatalogueIndex) {}

  panel(panel: Panel, sign: 1 | -1): void {
    const area = panel.length * panel.width;
    bump(this.areaMm2, panel.material, sign * area);
    for (const facing in panel.edgeBanding) {
      bump(this.bandMm, panel.edgeBanding[facing as Facing]!, sign * edgeLength(panel, facing as Facing));
    }
    const volume = area * panel.thickness;
    this.boardVolumeMm3 += sign * volume;
    const density = this.index.materials.get(panel.material)?.densityKgPerM3 ?? 0;
    this.weightGrams += sign * Math.round((volume * density) / 1e6);
    this.panels += sign;
  }

  /** One board given by its sizes rather than as a Panel: what `panel` adds, without the object. */
  board(material: Material, length: number, width: number, thickness: number, band: string | undefined, bandMm: number, sign: 1 | -1): void {
    const area = length * width;
    bump(this.areaMm2, material.id, sign * area);
    if (band !== undefined) bump(this.bandMm, band, sign * bandMm);
    const volume = area * thickness;
    this.boardVolumeMm3 += sign * volume;
    this.weightGrams += sign * Math.round((volume * material.densityKgPerM3) / 1e6);
    this.panels += sign;
  }

  item(item: HardwareItem, sign: 1 | -1, key = hardwareKey(item)): void {
    this.count(key, item, sign * item.quantity);
    this.weightGrams += sign * Math.round(item.quantity * this.itemWeight(item));
  }

  junction(junction: JunctionCount, sign: 1 | -1): void {
    this.fittingSets(junction.system, junction.finish, junction.setsPerJoint * junction.jointCount, sign);
  }

  /** `sets` fitting sets of a connector system in a finish (a junction's joints × sets per joint). */
  fittingSets(system: string, finish: string, sets: number, sign: 1 | -1): void {
    const fittings = this.fittingsOf(system, finish);
    if (!fittings) return;
    for (const f of fittings.items) {
      this.count(f.key, f.item, sign * f.item.quantity * sets);
      this.weightGrams += sign * Math.round(f.item.quantity * sets * f.grams);
    }
    this.holes += sign * sets * fittings.holesPerSet;
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
  private fittingsOf(systemId: string, finish: string): Fittings | undefined {
    let byFinish = this.fittings.get(systemId);
    let fittings = byFinish?.get(finish);
    if (fittings) return fittings;
    const system = this.index.connectorSystems.get(systemId);
    if (!system) return undefined;
    fittings = {
      holesPerSet: system.holesPerSet,
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

  addHoles(count: number, sign: 1 | -1): void {
    this.holes += sign * count;
  }

  /** Weight of one piece, grams (whole grams are kept, so totals add and subtract exactly): per piece, or per metre of its cut length. */
  itemWeight(item: HardwareItem): number {
    if (item.kind === 'bar') return ((this.index.barProfiles.get(item.code)?.weightGramsPerM ?? 0) * (item.length ?? 0)) / 1000;
    const hw = this.index.hardware.get(item.code);
    if (!hw) return 0;
    return hw.unit === 'metre' ? (hw.weightGrams * (item.length ?? 0)) / 1000 : hw.weightGrams;
  }
}

/** Length of the edge of a panel that faces a direction, mm. */
export function edgeLength(panel: Panel, facing: Facing): number {
  const facingAxis = facing === 'front' || facing === 'back' ? 'z' : facing === 'left' || facing === 'right' ? 'x' : 'y';
  const along = panel.lengthAxis === facingAxis ? panel.widthAxis : panel.lengthAxis;
  return along === 'x' ? panel.box.width : along === 'y' ? panel.box.height : panel.box.depth;
}

function bump(map: Map<string, number>, key: string, delta: number): void {
  const value = (map.get(key) ?? 0) + delta;
  if (value === 0) map.delete(key);
  else map.set(key, value);
}
