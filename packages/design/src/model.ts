// DesignModel: a design resolved against a catalogue, holding its cells, the carcasses they make
// (parts/layout.ts), each carcass's boards and joints (parts/carcass.ts), the seams between
// carcasses (parts/seams.ts) and running totals. Built once, it answers panels, part numbers, BOM,
// findings and price; `setCube` applies one change and re-derives only the carcasses it touches,
// so re-pricing after a drag costs a neighbourhood, not the whole design.
import { indexCatalogue, materialOr, type CatalogueIndex } from './catalogue/lookup.ts';
import type { Catalogue } from './catalogue/schema.ts';
import { snapCube } from './catalogue/snap.ts';
import { appended } from './geometry/lists.ts';
import { faceContact } from './geometry/contact.ts';
import { boxesTouch, type Box } from './geometry/mm.ts';
import { SpatialHash } from './geometry/spatial-hash.ts';
import { Tally } from './bom/tally.ts';
import { deriveDrawers, drawerConflicts } from './parts/drawers.ts';
import {
  carcassJunctions,
  carcassParts,
  innerOf,
  type CarcassOptions,
  type CarcassParts,
  type Inner,
} from './parts/carcass.ts';
import { toCell, type Cell } from './parts/cell.ts';
import { findClusters, wallFixings, type Cluster } from './parts/clusters.ts';
import {
  deriveBar,
  deriveDoor,
  deriveShelf,
  doorDepths,
  doorFronts,
  type BarPart,
  type Extras,
  type Frame,
} from './parts/extras.ts';
import { setsPerJoint, type Junction } from './parts/junction.ts';
import { CarcassLayout, type Carcass } from './parts/layout.ts';
import { numberParts, type NumberedPart } from './parts/numbering.ts';
import type { Panel } from './parts/panel.ts';
import { seamBetween, seamKey, type Seam } from './parts/seams.ts';
import type { Design } from './schema/document.ts';
import type { Connector, Cube, Element } from './schema/elements.ts';

interface Derived {
  parts: CarcassParts;
  tally: Tally;
  seams: Set<string>;
}

export class DesignModel implements Frame {
  readonly index: CatalogueIndex;
  readonly cells = new Map<string, Cell>();
  readonly space = new SpatialHash<Cell>();
  readonly layout: CarcassLayout;
  /** Totals of the carcasses and seams, kept up to date by `setCube`. */
  readonly carcassTally: Tally;
  readonly options: CarcassOptions;
  private readonly elements = new Map<string, Element>();
  private readonly derived = new Map<string, Derived>();
  private readonly seamList = new Map<string, { seam: Seam; tally: Tally }>();
  private derivedExtras: { extras: Extras; clusters: Cluster[]; tally: Tally } | undefined;
  private panelList: Panel[] | undefined;
  private numbered: NumberedPart[] | undefined;
  private numberOf: Map<string, string> | undefined;

  constructor(
    private readonly base: Design,
    readonly catalogue: Catalogue,
  ) {
    this.index = indexCatalogue(catalogue);
    const { settings } = base;
    const system = settings.connectorSystem ?? catalogue.defaults.connectorSystem;
    const spec = this.index.connectorSystems.get(system)!;
    const overrides: Connector[] = [];
    for (const el of base.elements) {
      this.elements.set(el.id, el);
      if (el.kind === 'connector') overrides.push(el);
    }
    this.options = {
      index: this.index,
      banding: settings.edgeBanding !== false,
      backMaterial: materialOr(this.index, undefined, catalogue.defaults.backMaterial),
      system,
      finish:
        settings.connectorFinish !== undefined && spec.finishes.includes(settings.connectorFinish)
          ? settings.connectorFinish
          : spec.finishes[0]!,
      overrides: overrides.sort(byId),
      doorFronts: doorFronts(this.elements.values(), this.index),
    };
    this.layout = new CarcassLayout(catalogue.joinery.maxBoardLengthMm);
    this.carcassTally = new Tally(this.index);
    const cells: Cell[] = [];
    for (const el of this.elements.values()) {
      if (el.kind !== 'cube') continue;
      const cell = toCell(el, settings, this.index);
      this.cells.set(cell.id, cell);
      this.space.add(cell);
      cells.push(cell);
    }
    for (const cell of cells) cell.contacts = this.contactsOf(cell);
    this.apply(this.layout.update([], cells));
  }

  /** Adds a cube or replaces the one with its id (snapped to allowed sizes first), updating totals locally. */
  setCube(cube: Cube): void {
    const existing = this.elements.get(cube.id);
    if (existing && existing.kind !== 'cube') throw new Error(`${cube.id} is a ${existing.kind}, not a cube`);
    const snapped = snapCube(cube, this.catalogue);
    this.replaceCell(cube.id, toCell(snapped, this.base.settings, this.index));
    this.elements.set(cube.id, snapped);
  }

  /**
   * Adds or replaces any element. Cubes go through `setCube`; a connector override re-derives
   * every carcass (they are rare); shelves, doors, bars and the rest are recounted on demand.
   */
  setElement(element: Element): void {
    if (element.kind === 'cube') return this.setCube(element);
    const existing = this.elements.get(element.id);
    if (existing?.kind === 'cube') this.replaceCell(element.id, undefined);
    this.elements.set(element.id, element);
    if (element.kind === 'connector' || existing?.kind === 'connector') this.rebuildJunctions();
    else if (element.kind === 'slidingDoor' || existing?.kind === 'slidingDoor') this.rebuildDoorFronts();
    this.changed();
  }

  /** Removes an element; a removed cube's carcasses are derived again. */
  removeElement(id: string): void {
    const existing = this.elements.get(id);
    if (!existing) return;
    this.elements.delete(id);
    if (existing.kind === 'cube') this.replaceCell(id, undefined);
    if (existing.kind === 'connector') this.rebuildJunctions();
    if (existing.kind === 'slidingDoor') this.rebuildDoorFronts();
    this.changed();
  }

  /** Swaps one cell (or removes it), keeping contacts and the carcasses up to date. */
  private replaceCell(id: string, next: Cell | undefined): void {
    const previous = this.cells.get(id);
    if (previous) {
      this.cells.delete(id);
      this.space.remove(previous);
      for (const other of previous.contacts) other.contacts = other.contacts.filter((x) => x !== previous);
    }
    if (next) {
      this.cells.set(id, next);
      this.space.add(next);
      next.contacts = this.contactsOf(next);
      for (const other of next.contacts) other.contacts = appended(other.contacts, next);
    }
    this.apply(this.layout.update(previous ? [previous] : [], next ? [next] : []));
    this.changed();
  }

  /** Takes away what the carcasses that went contributed and adds what the new ones do, seams included. */
  private apply({ gone, made }: { gone: Carcass[]; made: Carcass[] }): void {
    for (const carcass of gone) {
      const d = this.derived.get(carcass.id);
      if (!d || d.parts.carcass !== carcass) continue;
      this.derived.delete(carcass.id);
      this.count(d.tally, -1);
      for (const key of d.seams) this.dropSeam(key);
    }
    for (const carcass of made) {
      const parts = carcassParts(carcass, this.options);
      const tally = new Tally(this.index);
      for (const p of parts.panels) tally.panel(p, 1);
      if (parts.nails > 0)
        tally.item({ code: this.catalogue.backs.nailHardware, kind: 'nail', quantity: parts.nails }, 1);
      this.fittings(parts, tally);
      const d: Derived = { parts, tally, seams: new Set() };
      this.derived.set(carcass.id, d);
      this.count(tally, 1);
    }
    for (const carcass of made) this.seamsOf(carcass);
  }

  /** The fittings of a carcass's joints: sets × holes per set, by system (overrides make junctions). */
  private fittings(parts: CarcassParts, tally: Tally): void {
    if (this.options.overrides.length > 0) {
      for (const j of carcassJunctions(parts, this.options)) tally.fittingSets(j.system, j.finish, j.setsPerJoint, 1);
      return;
    }
    const { system, finish } = this.options;
    const spec = this.index.connectorSystems.get(system)!;
    const { carcass } = parts;
    const depth = parts.verticals[0]?.panel.box.depth ?? carcass.z1 - carcass.z0;
    tally.fittingSets(
      system,
      finish,
      2 * parts.verticals.length * setsPerJoint(depth, spec.minSetsPerJoint, spec.spacingMm),
      1,
    );
  }

  /** Whether two carcasses are screwed together (a seam of at least 100 × 100 mm, parts/seams.ts). */
  joined(a: Carcass, b: Carcass): boolean {
    return this.seamList.has(seamKey(a.id, b.id));
  }

  /** The seams of a carcass with the carcasses its cubes touch (each seam is kept once). */
  private seamsOf(carcass: Carcass): void {
    const d = this.derived.get(carcass.id)!;
    for (const piece of carcass.pieces) {
      for (const cell of piece.cells) {
        for (const other of cell.contacts) {
          const k = this.layout.carcassOf(other);
          if (!k || k === carcass) continue;
          const key = seamKey(carcass.id, k.id);
          if (this.seamList.has(key) || d.seams.has(key)) continue;
          const e = this.derived.get(k.id);
          if (!e) continue;
          const seam = seamBetween(d.parts, e.parts, this.catalogue);
          d.seams.add(key);
          e.seams.add(key);
          if (!seam) continue;
          const tally = new Tally(this.index);
          tally.item(
            { code: this.catalogue.joinery.carcassConnectorHardware, kind: 'carcassConnector', quantity: seam.screws },
            1,
          );
          tally.addHoles(2 * seam.screws, 1);
          this.seamList.set(key, { seam, tally });
          this.count(tally, 1);
        }
      }
    }
  }

  private dropSeam(key: string): void {
    const kept = this.seamList.get(key);
    if (kept) {
      this.count(kept.tally, -1);
      this.seamList.delete(key);
    }
    const [a, b] = key.split('+') as [string, string];
    this.derived.get(a)?.seams.delete(key);
    this.derived.get(b)?.seams.delete(key);
  }

  private count(from: Tally, sign: 1 | -1): void {
    this.carcassTally.add(from, sign);
  }

  /** Connector overrides changed: every carcass's joints are worked out again. */
  private rebuildJunctions(): void {
    const overrides: Connector[] = [];
    for (const el of this.elements.values()) if (el.kind === 'connector') overrides.push(el);
    (this.options as { overrides: readonly Connector[] }).overrides = overrides.sort(byId);
    const all = [...this.layout.carcasses.values()];
    this.apply({ gone: all, made: all });
  }

  /** A door came, went or changed: the partitions behind doors stand back (parts/carcass.ts); doors are few. */
  private rebuildDoorFronts(): void {
    (this.options as { doorFronts: CarcassOptions['doorFronts'] }).doorFronts = doorFronts(
      this.elements.values(),
      this.index,
    );
    const all = [...this.layout.carcasses.values()];
    this.apply({ gone: all, made: all });
  }

  private changed(): void {
    this.derivedExtras = undefined;
    this.panelList = undefined;
    this.numbered = undefined;
    this.numberOf = undefined;
  }

  /** The design's settings (as `design().settings`, without copying the element list). */
  get settings(): Design['settings'] {
    return this.base.settings;
  }

  /** The design as it now stands (cubes snapped, changes applied). */
  design(): Design {
    return { ...this.base, elements: [...this.elements.values()] };
  }

  elementList(): IterableIterator<Element> {
    return this.elements.values();
  }

  /** Carcasses by position (then id): the order every list derived from them follows. */
  carcasses(): CarcassParts[] {
    return [...this.derived.values()]
      .map((d) => d.parts)
      .sort((a, b) => {
        const p = a.carcass,
          q = b.carcass;
        return p.x0 - q.x0 || p.y0 - q.y0 || p.z0 - q.z0 || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0);
      });
  }

  /** The carcass parts a cell belongs to. */
  partsOf(cell: Cell): CarcassParts | undefined {
    const carcass = this.layout.carcassOf(cell);
    return carcass ? this.derived.get(carcass.id)?.parts : undefined;
  }

  /** The inside of a cell: its box less the boards around it and its carcass's back. */
  inner(cell: Cell): Inner {
    const piece = this.layout.pieceOf(cell)!;
    return innerOf(cell, piece, piece.carcass!, this.options.backMaterial.thicknessMm);
  }

  /** Every board: carcass by carcass (in position order), then shelves and doors in document order. */
  panels(): Panel[] {
    if (this.panelList) return this.panelList;
    const panels: Panel[] = [];
    for (const parts of this.carcasses()) for (const p of parts.panels) panels.push(p);
    for (const p of this.extras().extras.panels) panels.push(p);
    return (this.panelList = panels);
  }

  /** The one part numbering: groups of identical boards with their numbers (parts/numbering.ts). */
  parts(): NumberedPart[] {
    return (this.numbered ??= numberParts(this.panels()));
  }

  partNumberOf(panelId: string): string | undefined {
    if (!this.numberOf) {
      this.numberOf = new Map();
      for (const part of this.parts()) for (const p of part.panels) this.numberOf.set(p.id, part.partNumber);
    }
    return this.numberOf.get(panelId);
  }

  /** Every joint of every carcass, carcass by carcass. */
  junctions(): Junction[] {
    const list: Junction[] = [];
    for (const parts of this.carcasses()) for (const j of carcassJunctions(parts, this.options)) list.push(j);
    return list;
  }

  /** The seams between carcasses, in key order. */
  seams(): Seam[] {
    return [...this.seamList.values()].map((s) => s.seam).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  bars(): BarPart[] {
    return this.extras().extras.bars;
  }

  clusters(): Cluster[] {
    return this.extras().clusters;
  }

  /**
   * Cells sharing face area with this one, gathered from the spatial hash into a reused scratch
   * list: the front view widened by 1 mm each way holds those beside, above and below it, the 1 mm
   * slabs behind and in front of it the rest (a 400 mm cube on the grid: 11 buckets, not 27).
   */
  contactsOf(cell: Cell): Cell[] {
    const { x0, x1, y0, y1, z0, z1 } = cell;
    let n = this.space.gather(x0 - 1, x1 + 1, y0 - 1, y1 + 1, z0, z1, scratch, 0);
    n = this.space.gather(x0, x1, y0, y1, z0 - 1, z0, scratch, n);
    n = this.space.gather(x0, x1, y0, y1, z1, z1 + 1, scratch, n);
    let found: Cell[] | undefined;
    for (let k = 0; k < n; k++) {
      const other = scratch[k]!;
      if (other === cell || !faceContact(cell.box, other.box) || found?.includes(other)) continue;
      (found ??= []).push(other);
    }
    scratch.fill(undefined, 0, n);
    return found ? found.slice() : noCells;
  }

  /** The totals to price: carcasses and seams (incremental) and extras (recounted, they are few). */
  tallies(): Tally[] {
    return [this.carcassTally, this.extras().tally];
  }

  /** Shelves, doors, drawers, bars and wall fixings, derived again after any change. */
  extras(): { extras: Extras; clusters: Cluster[]; tally: Tally } {
    if (this.derivedExtras) return this.derivedExtras;
    const extras: Extras = { panels: [], bars: [], hardware: [], holes: 0 };
    const doors = doorDepths(this.elements.values(), this, this.index);
    const refused = drawerConflicts(this.elements.values());
    for (const el of this.elements.values()) {
      if (el.kind === 'drawers' && !refused.has(el.id)) deriveDrawers(el, this, this.index, extras);
      if (el.kind === 'shelf') deriveShelf(el, this, this.base.settings, this.index, extras, doors);
      else if (el.kind === 'slidingDoor') deriveDoor(el, this, this.index, extras);
      else if (el.kind === 'bar') deriveBar(el, this, this.index, extras);
    }
    const clusters = findClusters(this.cells.values());
    const fixings = wallFixings(clusters, this.catalogue);
    if (fixings > 0)
      extras.hardware.push({
        code: this.catalogue.wallFixing.hardware,
        kind: 'wallFixing',
        quantity: fixings,
        purpose: 'wallFixing',
      });
    const tally = new Tally(this.index);
    for (const panel of extras.panels) tally.panel(panel, 1);
    for (const item of extras.hardware) tally.item(item, 1);
    tally.addHoles(extras.holes, 1);
    this.derivedExtras = { extras, clusters, tally };
    return this.derivedExtras;
  }

  /** Ids of cubes whose closed boxes meet this box (faces, edges or corners), but not `except`. */
  touching(box: Box, except: string): Set<string> {
    const found = new Set<string>();
    for (const cell of this.space.near(box)) if (cell.id !== except && boxesTouch(cell.box, box)) found.add(cell.id);
    return found;
  }
}

/** Scratch list of `contactsOf` (emptied after use, so it keeps no cell alive). */
const scratch: (Cell | undefined)[] = [];
const noCells: Cell[] = [];

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
