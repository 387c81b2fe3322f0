// DesignModel: a design resolved against a catalogue, holding its carcass, the boards and
// junctions each cube owns, and running totals. Built once, it answers panels, BOM, findings and
// price; `setCube` applies one change and re-derives only the cubes within two contacts of it
// (the boards a cube owns depend on its neighbours and theirs; see parts/carcass.ts), so
// re-pricing after a drag costs a neighbourhood, not the whole design.
import { indexCatalogue, materialOr, type CatalogueIndex } from './catalogue/lookup.ts';
import type { Catalogue } from './catalogue/schema.ts';
import { snapCube } from './catalogue/snap.ts';
import { appended } from './geometry/lists.ts';
import { boxesTouch, type Box } from './geometry/mm.ts';
import { Tally } from './bom/tally.ts';
import { Carcass } from './parts/carcass.ts';
import { toCell, type Cell } from './parts/cell.ts';
import { deriveBar, deriveDoor, deriveShelf, type BarPart, type Extras } from './parts/extras.ts';
import type { Junction } from './parts/junction.ts';
import type { Panel } from './parts/panel.ts';
import type { PartGrouper } from './bom/part-numbers.ts';
import { wallFixings, type Cluster, findClusters } from './rules/stability.ts';
import type { Design } from './schema/document.ts';
import type { Connector, Cube, Element } from './schema/elements.ts';

export class DesignModel {
  readonly index: CatalogueIndex;
  readonly carcass: Carcass;
  /** Totals of the carcass boards and junctions, kept up to date by `setCube`. */
  readonly carcassTally: Tally;
  private readonly elements = new Map<string, Element>();
  /**
   * Boards per cube, kept once asked for (the 3D view asks often). Building the model does not
   * make them: totals are added from board sizes (`Carcass.tally`), and a change takes a cube's
   * old contribution away by working it out again from the old state — keeping 6,600 boards alive
   * during the build doubled the garbage collector's work.
   */
  private readonly boards = new Map<string, Panel[]>();
  private derivedExtras: { extras: Extras; clusters: Cluster[]; tally: Tally } | undefined;
  private cellOrder: Cell[] | undefined;

  constructor(private readonly base: Design, readonly catalogue: Catalogue) {
    this.index = indexCatalogue(catalogue);
    const { settings } = base;
    const system = settings.connectorSystem ?? catalogue.defaults.connectorSystem;
    const spec = this.index.connectorSystems.get(system)!;
    const overrides = new Map<string, Connector[]>();
    for (const el of base.elements) {
      this.elements.set(el.id, el);
      if (el.kind === 'connector') {
        const key = `${el.at.x}|${el.at.y}`;
        overrides.set(key, [...(overrides.get(key) ?? []), el]);
      }
    }
    this.carcass = new Carcass({
      index: this.index,
      banding: settings.edgeBanding !== false,
      backMaterial: materialOr(this.index, undefined, catalogue.defaults.backMaterial),
      system,
      finish: settings.connectorFinish !== undefined && spec.finishes.includes(settings.connectorFinish) ? settings.connectorFinish : spec.finishes[0]!,
      overrides,
    });
    this.carcassTally = new Tally(this.index);
    for (const el of this.elements.values()) if (el.kind === 'cube') this.carcass.add(toCell(el, settings, this.index));
    for (const cell of this.carcass.cells.values()) cell.contacts = this.findContacts(cell);
    for (const cell of this.carcass.cells.values()) this.derive(cell);
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
   * every junction (they are rare); shelves, doors, bars and the rest are recounted on demand.
   */
  setElement(element: Element): void {
    if (element.kind === 'cube') return this.setCube(element);
    const existing = this.elements.get(element.id);
    if (existing?.kind === 'cube') this.replaceCell(element.id, undefined);
    this.elements.set(element.id, element);
    if (element.kind === 'connector' || existing?.kind === 'connector') this.rebuildJunctions();
    this.derivedExtras = undefined;
  }

  /** Removes an element; a removed cube's neighbourhood is derived again. */
  removeElement(id: string): void {
    const existing = this.elements.get(id);
    if (!existing) return;
    this.elements.delete(id);
    if (existing.kind === 'cube') this.replaceCell(id, undefined);
    if (existing.kind === 'connector') this.rebuildJunctions();
    this.derivedExtras = undefined;
  }

  /** Swaps one cell (or removes it) and re-derives the cells within two contacts of its old and new place. */
  private replaceCell(id: string, next: Cell | undefined): void {
    const previous = this.carcass.cells.get(id);
    const affected = new Set<string>([id]);
    const near = next ? this.touching(next.box, id) : new Set<string>();
    if (previous) for (const other of this.touching(previous.box, id)) near.add(other);
    for (const other of near) {
      affected.add(other);
      for (const second of this.touching(this.carcass.cells.get(other)!.box, id)) affected.add(second);
    }
    for (const other of affected) this.underive(other);
    if (previous) {
      this.carcass.remove(id);
      for (const other of previous.contacts) other.contacts = other.contacts.filter((x) => x !== previous);
    }
    if (next) {
      this.carcass.add(next);
      next.contacts = this.findContacts(next);
      for (const other of next.contacts) other.contacts = appended(other.contacts, next);
    }
    for (const other of affected) {
      const cell = this.carcass.cells.get(other);
      if (cell) this.derive(cell);
    }
    this.derivedExtras = undefined;
    this.cellOrder = undefined;
  }

  /** Connector overrides changed: file them again and recount every junction. */
  private rebuildJunctions(): void {
    // Take the old contributions away while the old overrides still apply.
    for (const cell of this.carcass.cells.values()) this.underive(cell.id);
    const overrides = this.carcass.options.overrides;
    overrides.clear();
    for (const el of this.elements.values()) {
      if (el.kind !== 'connector') continue;
      const key = `${el.at.x}|${el.at.y}`;
      overrides.set(key, [...(overrides.get(key) ?? []), el]);
    }
    for (const cell of this.carcass.cells.values()) this.derive(cell);
  }


  /** The design's settings (as `design().settings`, without copying the element list). */
  get settings(): Design['settings'] {
    return this.base.settings;
  }

  /** The design as it now stands (cubes snapped, changes applied). */
  design(): Design {
    return { ...this.base, elements: [...this.elements.values()] };
  }

  cells(): IterableIterator<Cell> {
    return this.carcass.cells.values();
  }

  elementList(): IterableIterator<Element> {
    return this.elements.values();
  }

  /**
   * Every board: carcass boards cube by cube (cubes in order of position, so the element order of
   * the document does not matter), then shelves, doors in document order of their elements.
   */
  panels(): Panel[] {
    const panels: Panel[] = [];
    for (const cell of this.sortedCells()) {
      let list = this.boards.get(cell.id);
      if (!list) this.boards.set(cell.id, (list = this.carcass.panels(cell)));
      for (const p of list) panels.push(p);
    }
    for (const p of this.extras().extras.panels) panels.push(p);
    return this.carcass.duplicateFaces > 0 ? dedupe(panels) : panels;
  }

  /**
   * Files every board's id with its part-number group, in the order of `panels()`: what the BOM
   * needs, without building the 6,600 boards of a 2,000-cube design (boards already built for the
   * 3D view are used as they are).
   */
  groupBoards(groups: PartGrouper<string>): void {
    if (this.carcass.duplicateFaces > 0) {
      // Overlapping cubes repeat boards; `panels()` knows which to drop.
      for (const p of this.panels()) {
        const list = groups.find(p.role, p.material, p.colour, p.edgeBanding, p.thickness, p.length, p.width);
        if (list) list.push(p.id);
        else groups.create(p, p.id);
      }
      return;
    }
    for (const cell of this.sortedCells()) {
      const built = this.boards.get(cell.id);
      if (!built) {
        this.carcass.groupBoards(cell, groups);
        continue;
      }
      for (const p of built) {
        const list = groups.find(p.role, p.material, p.colour, p.edgeBanding, p.thickness, p.length, p.width);
        if (list) list.push(p.id);
        else groups.create(p, p.id);
      }
    }
    for (const p of this.extras().extras.panels) {
      const list = groups.find(p.role, p.material, p.colour, p.edgeBanding, p.thickness, p.length, p.width);
      if (list) list.push(p.id);
      else groups.create(p, p.id);
    }
  }

  /** Cubes by position (then id): the order every list derived from them follows. */
  sortedCells(): Cell[] {
    this.cellOrder ??= [...this.carcass.cells.values()].sort(
      (a, b) => a.x0 - b.x0 || a.y0 - b.y0 || a.z0 - b.z0 || a.x1 - b.x1 || a.y1 - b.y1 || a.z1 - b.z1 || (a.id < b.id ? -1 : 1),
    );
    return this.cellOrder;
  }

  junctions(): Junction[] {
    const list: Junction[] = [];
    for (const cell of this.carcass.cells.values()) list.push(...this.carcass.junctions(cell));
    return list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  bars(): BarPart[] {
    return this.extras().extras.bars;
  }

  clusters(): Cluster[] {
    return this.extras().clusters;
  }

  contactsOf(id: string): readonly string[] {
    return this.carcass.cells.get(id)?.contacts.map((c) => c.id) ?? [];
  }

  /** The totals to price: carcass (incremental) and extras (recounted, they are few). */
  tallies(): Tally[] {
    return [this.carcassTally, this.extras().tally];
  }

  /** Shelves, doors, bars and wall fixings, derived again after any change. */
  extras(): { extras: Extras; clusters: Cluster[]; tally: Tally } {
    if (this.derivedExtras) return this.derivedExtras;
    const extras: Extras = { panels: [], bars: [], hardware: [], holes: 0 };
    for (const el of this.elements.values()) {
      if (el.kind === 'shelf') deriveShelf(el, this.carcass, this.base.settings, this.index, extras);
      else if (el.kind === 'slidingDoor') deriveDoor(el, this.carcass, this.index, extras);
      else if (el.kind === 'bar') deriveBar(el, this.carcass, this.index, extras);
    }
    const clusters = findClusters(this.carcass.cells.values());
    const fixings = wallFixings(clusters, this.catalogue);
    if (fixings > 0) {
      extras.hardware.push({ code: this.catalogue.wallFixing.hardware, kind: 'wallFixing', quantity: fixings });
      extras.holes += 2 * fixings;
    }
    const tally = new Tally(this.index);
    for (const panel of dedupe(extras.panels)) tally.panel(panel, 1);
    for (const item of extras.hardware) tally.item(item, 1);
    tally.addHoles(extras.holes, 1);
    this.derivedExtras = { extras, clusters, tally };
    return this.derivedExtras;
  }

  private derive(cell: Cell): void {
    this.carcass.tally(cell, this.carcassTally, 1);
    this.carcass.tallyJunctions(cell, this.carcassTally, 1);
  }

  private underive(id: string): void {
    // Called before the carcass changes, so this works out what the cube contributed until now.
    const cell = this.carcass.cells.get(id);
    if (!cell) return;
    this.carcass.tally(cell, this.carcassTally, -1);
    this.carcass.tallyJunctions(cell, this.carcassTally, -1);
    this.boards.delete(id);
  }

  /** Ids of cubes whose closed boxes meet this box (faces, edges or corners), but not `except`. */
  private touching(box: Box, except: string): Set<string> {
    const found = new Set<string>();
    for (const cell of this.carcass.space.near(box)) if (cell.id !== except && boxesTouch(cell.box, box)) found.add(cell.id);
    return found;
  }

  /** Cubes sharing face area with this one (the carcass finds them with the cells around it). */
  private findContacts(cell: Cell): Cell[] {
    return this.carcass.contactsOf(cell);
  }
}

/** Overlapping cubes can produce the same board twice; only the first is kept. */
function dedupe(panels: Panel[]): Panel[] {
  const seen = new Set<string>();
  let duplicates = false;
  for (const p of panels) {
    if (seen.has(p.id)) duplicates = true;
    seen.add(p.id);
  }
  if (!duplicates) return panels;
  seen.clear();
  return panels.filter((p) => !seen.has(p.id) && seen.add(p.id) !== undefined);
}
