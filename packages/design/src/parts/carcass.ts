// The carcass: every cube cell with its boards and junctions, kept in indexes so that a change to
// one cube only touches its neighbourhood.
//
// The derivation, in one place (DESIGN §3 "one documented function"):
// - Every cell has four carcass faces — left, right (vertical boards) and bottom, top (horizontal
//   boards) — and a back board when `back` is on. The front is open.
// - A face is shared when a neighbouring cell has exactly the same face rectangle (same plane,
//   same extents). A shared face is ONE board, centred on the plane between the two cells, owned
//   by the cell to its left or below (it takes that cell's material). Faces that only partly meet
//   (cubes of different sizes or offsets) each keep their own board inside their own cell.
// - A board that is not shared lies inside its cell, flush with the cell's outer face, so a lone
//   400 mm cube measures exactly 400 mm outside.
// - Horizontal boards run through: full width and depth of their face. Vertical boards fit
//   between the horizontals above and below them (of both cells, for a shared one). A back fits
//   inside all four, flush with the back plane.
// - Only the front edges of carcass boards are banded (the others are hidden or against a wall).
//
// Speed: a 2,000-cube design is built in a few milliseconds, so the hot paths (filing a cell,
// finding its neighbours, its totals) allocate next to nothing: one look into the spatial hash
// finds the cells around a cell (its face neighbours and the cells at its junctions among them),
// a side is worked out from the neighbour cells rather than kept as an object, and totals are
// added from board sizes without building boards (see `tally`, `tallyJunctions`).
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import type { Material } from '../catalogue/schema.ts';
import { faceContact } from '../geometry/contact.ts';
import { boxFromCorners, mm } from '../geometry/mm.ts';
import { SpatialHash } from '../geometry/spatial-hash.ts';
import type { Connector, ConnectorType } from '../schema/elements.ts';
import { sameFace, type Cell } from './cell.ts';
import { setPositions, type Junction, type JunctionCount } from './junction.ts';
import type { Panel } from './panel.ts';
import type { Tally } from '../bom/tally.ts';
import type { PartGrouper } from '../bom/part-numbers.ts';

export type Side = 'left' | 'right' | 'bottom' | 'top';

export interface CarcassOptions {
  index: CatalogueIndex;
  banding: boolean;
  backMaterial: Material;
  system: ConnectorType;
  finish: string;
  /** Connector elements by "x|y" of the point they name. */
  overrides: Map<string, Connector[]>;
}

export interface SideInfo {
  /** The cell whose board serves this side. */
  owner: Cell;
  neighbour: Cell | undefined;
  thickness: number;
  /** How far the board reaches into this cell, mm. */
  intrusion: number;
  /** The owner's side the board is on (0 left, 1 right, 2 bottom, 3 top): with `owner`, the board's identity. */
  ownerSide: number;
}

export class Carcass {
  readonly cells = new Map<string, Cell>();
  readonly space = new SpatialHash<Cell>();
  private readonly bandings = new Map<string, Panel['edgeBanding']>();

  constructor(readonly options: CarcassOptions) {}

  /** Some cell has worked out the cells around it (see `invalidate`). */
  private aroundKnown = false;

  /** Pairs of cells with the same face on the same side: only overlapping cubes have any, and then boards repeat. */
  duplicateFaces = 0;

  add(cell: Cell): void {
    this.cells.set(cell.id, cell);
    this.duplicateFaces += this.sameSideFaces(cell);
    this.space.add(cell);
    this.invalidate(cell);
  }

  remove(id: string): Cell | undefined {
    const cell = this.cells.get(id);
    if (!cell) return undefined;
    this.invalidate(cell);
    this.cells.delete(id);
    this.space.remove(cell);
    this.duplicateFaces -= this.sameSideFaces(cell);
    return cell;
  }

  /** Faces of this cell that other filed cells have on the same side: only cubes sharing volume have any. */
  private sameSideFaces(cell: Cell): number {
    const n = this.space.gather(cell.x0, cell.x1, cell.y0, cell.y1, cell.z0, cell.z1, nearby, 0);
    let count = 0;
    for (let k = 0; k < n; k++) {
      const other = nearby[k]!;
      let first = other !== cell;
      for (let m = 0; m < k && first; m++) first = nearby[m] !== other;
      if (first) for (let i = 0; i < 4; i++) if (sameFace(cell, i, other, i)) count++;
    }
    nearby.fill(undefined, 0, n);
    return count;
  }

  /** The board serving one side of a cell, described (for rules and tests; the hot paths use the numbers below). */
  side(cell: Cell, side: Side): SideInfo {
    const i = sideIndex[side];
    const neighbour = this.neighboursOf(cell)[i] ?? undefined;
    const owner = neighbour && (i & 1) === 0 ? neighbour : cell;
    return { owner, neighbour, thickness: owner.material.thicknessMm, intrusion: this.intrusion(cell, i), ownerSide: owner === cell ? i : i ^ 1 };
  }

  /**
   * How far the board on side i (0 left, 1 right, 2 bottom, 3 top) reaches into the cell, mm: its
   * thickness, or for a board shared with a neighbour the half on this cell's side of the plane.
   */
  intrusion(cell: Cell, i: number): number {
    const neighbour = this.neighboursOf(cell)[i];
    const lowerSide = (i & 1) === 1; // right or top: the neighbour is to the right or above
    const thickness = (neighbour && !lowerSide ? neighbour : cell).material.thicknessMm;
    if (!neighbour) return thickness;
    const half = Math.floor(thickness / 2);
    return lowerSide ? half : thickness - half;
  }

  /** The cell whose board serves side i of this cell: the neighbour to its left or below when the face is shared, else itself. */
  ownerOf(cell: Cell, i: number): Cell {
    const neighbour = this.neighboursOf(cell)[i];
    return neighbour && (i & 1) === 0 ? neighbour : cell;
  }

  /** The inside of a cell: its outer box less the boards around it (the back included). */
  inner(cell: Cell): { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number } {
    return {
      x0: cell.x0 + this.intrusion(cell, 0),
      x1: cell.x1 - this.intrusion(cell, 1),
      y0: cell.y0 + this.intrusion(cell, 2),
      y1: cell.y1 - this.intrusion(cell, 3),
      z0: cell.z0 + (cell.back ? this.options.backMaterial.thicknessMm : 0),
      z1: cell.z1,
    };
  }

  /** The boards this cell owns: its unshared faces, the shared faces to its right and above, its back. */
  panels(cell: Cell): Panel[] {
    const panels: Panel[] = [];
    for (let i = 0; i < 4; i++) {
      const info = this.side(cell, sides[i]!);
      if (info.owner !== cell) continue;
      panels.push(i < 2 ? this.vertical(cell, sides[i]!, info) : this.horizontal(cell, sides[i]!, info));
    }
    if (cell.back) panels.push(this.back(cell));
    return panels.slice(); // exact size: the model keeps these for every cube
  }

  /**
   * Files the boards this cell owns with their part-number groups, by id, in the order of
   * `panels(cell)`: what the BOM needs of them, without building the boards (a group's first board
   * is built, as its sample).
   */
  groupBoards(cell: Cell, groups: PartGrouper<string>): void {
    const neighbours = this.neighboursOf(cell);
    const material = cell.material;
    const depth = cell.z1 - cell.z0;
    const banding = this.banding(material.edgeBanding);
    for (let i = 0; i < 4; i++) {
      const neighbour = neighbours[i] ?? null;
      if (neighbour && (i & 1) === 0) continue; // the neighbour's board
      const vertical = i < 2;
      const length = vertical ? this.verticalLength(cell, neighbour) : cell.x1 - cell.x0;
      const id = boardIdOf(cell, i, neighbour !== null);
      const list = groups.find(vertical ? 'vertical' : 'horizontal', material.id, cell.colour, banding, material.thicknessMm, length, depth);
      if (list) list.push(id);
      else {
        const side = sides[i]!, info = this.side(cell, side);
        groups.create(vertical ? this.vertical(cell, side, info) : this.horizontal(cell, side, info), id);
      }
    }
    if (cell.back) {
      const back = this.options.backMaterial;
      const x0 = cell.x0 + this.intrusion(cell, 0), x1 = cell.x1 - this.intrusion(cell, 1);
      const y0 = cell.y0 + this.intrusion(cell, 2), y1 = cell.y1 - this.intrusion(cell, 3);
      const colour = back.colours.includes(cell.colour) ? cell.colour : back.colours[0]!;
      const list = groups.find('back', back.id, colour, noBanding, back.thicknessMm, y1 - y0, x1 - x0);
      const id = `B|${cell.id}`;
      if (list) list.push(id);
      else groups.create(this.back(cell), id);
    }
  }

  /** The junctions this cell owns (of the cells meeting at a junction, the one with the smallest id). */
  junctions(cell: Cell): Junction[] {
    const result: Junction[] = [];
    for (let i = 0; i < 4; i++) if (this.ownsCorner(cell, i)) result.push(this.junction(this.cornerOf(cell, i)));
    return result;
  }

  /** One frozen banding object per band, shared by every carcass board (thousands of them). */
  private banding(band: string): Panel['edgeBanding'] {
    if (!this.options.banding) return noBanding;
    let shared = this.bandings.get(band);
    if (!shared) this.bandings.set(band, (shared = Object.freeze({ front: band })));
    return shared;
  }

  /** A cell comes or goes: the cells around it work out their neighbours and junctions again. */
  private invalidate(cell: Cell): void {
    cell.neighbours = undefined;
    cell.around = undefined;
    // While a model is first built, no cell has looked around yet: nothing to drop.
    if (!this.aroundKnown) return;
    for (const other of this.space.near(cell.box)) {
      other.neighbours = undefined;
      other.around = undefined;
    }
  }

  /**
   * The cells whose faces are exactly this cell's left, right, bottom and top (null: none): of the
   * other cells with that face rectangle on any of their sides, the one with the smallest id.
   */
  private neighboursOf(cell: Cell): (Cell | null)[] {
    if (cell.neighbours) return cell.neighbours;
    let left: Cell | null = null, right: Cell | null = null, bottom: Cell | null = null, top: Cell | null = null;
    const { x0, x1, y0, y1 } = cell;
    // A cell with the same face touches this one and spans the same depth: it is around it. Its
    // face on either of its sides of that direction may be the one (`sameFace`).
    for (const other of this.aroundOf(cell)) {
      if (other.y0 === y0 && other.y1 === y1) {
        if ((other.x1 === x0 || other.x0 === x0) && (!left || other.id < left.id)) left = other;
        if ((other.x0 === x1 || other.x1 === x1) && (!right || other.id < right.id)) right = other;
      }
      if (other.x0 === x0 && other.x1 === x1) {
        if ((other.y1 === y0 || other.y0 === y0) && (!bottom || other.id < bottom.id)) bottom = other;
        if ((other.y0 === y1 || other.y1 === y1) && (!top || other.id < top.id)) top = other;
      }
    }
    return (cell.neighbours = [left, right, bottom, top]);
  }

  /** The other cells whose closed boxes meet this one's in the front view, over exactly its depth. */
  private aroundOf(cell: Cell): Cell[] {
    if (cell.around) return cell.around;
    const n = this.space.gather(cell.x0 - 1, cell.x1 + 1, cell.y0 - 1, cell.y1 + 1, cell.z0, cell.z1, nearby, 0);
    this.keepAround(cell, n);
    nearby.fill(undefined, 0, n);
    return cell.around!;
  }

  /**
   * The cells sharing some face area with this one (who holds whom, for the model's clusters),
   * found in the same look into the spatial hash as the cells around it, which the cell keeps.
   */
  contactsOf(cell: Cell): Cell[] {
    const { x0, x1, y0, y1, z0, z1 } = cell;
    // The front view widened by 1 mm each way (a 400 mm cube on the grid: 9 buckets) holds the
    // cells around it and its contacts to the sides, above and below; the 1 mm slabs behind and
    // in front of it hold the rest.
    const aroundCount = this.space.gather(x0 - 1, x1 + 1, y0 - 1, y1 + 1, z0, z1, nearby, 0);
    let n = this.space.gather(x0, x1, y0, y1, z0 - 1, z0, nearby, aroundCount);
    n = this.space.gather(x0, x1, y0, y1, z1, z1 + 1, nearby, n);
    if (!cell.around) this.keepAround(cell, aroundCount);
    let count = 0;
    for (let k = 0; k < n; k++) {
      const other = nearby[k]!;
      if (other === cell || !faceContact(cell.box, other.box)) continue;
      let seen = false;
      for (let m = 0; m < count && !seen; m++) seen = found[m] === other;
      if (!seen) found[count++] = other;
    }
    nearby.fill(undefined, 0, n);
    const contacts = found.slice(0, count) as Cell[];
    found.fill(undefined, 0, count);
    return contacts;
  }

  /** Keeps, as the cells around this one, those of the first n gathered in `nearby` that are. */
  private keepAround(cell: Cell, n: number): void {
    this.aroundKnown = true;
    const { x0, x1, y0, y1, z0, z1 } = cell;
    let count = 0;
    for (let k = 0; k < n; k++) {
      const other = nearby[k]!;
      if (other === cell || other.z0 !== z0 || other.z1 !== z1 || other.x0 > x1 || other.x1 < x0 || other.y0 > y1 || other.y1 < y0) continue;
      let seen = false;
      for (let m = 0; m < count && !seen; m++) seen = found[m] === other;
      if (!seen) found[count++] = other;
    }
    cell.around = found.slice(0, count) as Cell[];
    found.fill(undefined, 0, count);
  }

  /** The fittings of the junctions this cell owns, without building the junctions. */
  junctionCounts(cell: Cell): JunctionCount[] {
    const result: JunctionCount[] = [];
    for (let i = 0; i < 4; i++) {
      if (!this.ownsCorner(cell, i)) continue;
      const x = cornerX(cell, i), y = cornerY(cell, i);
      const { system, finish, setsPerJoint } = this.fitting(x, y, cell.z0, cell.z1);
      result.push({ system, finish, setsPerJoint, jointCount: this.jointCount(cell, x, y) });
    }
    return result;
  }

  /** Adds (or takes away) the fittings of the junctions this cell owns to totals: `junctionCounts`, without the objects. */
  tallyJunctions(cell: Cell, tally: Tally, sign: 1 | -1): void {
    const { overrides, system, finish } = this.options;
    for (let i = 0; i < 4; i++) {
      if (!this.ownsCorner(cell, i)) continue;
      const x = cornerX(cell, i), y = cornerY(cell, i);
      const joints = this.jointCount(cell, x, y);
      if (overrides.size === 0) {
        const spec = this.options.index.connectorSystems.get(system)!;
        tally.fittingSets(system, finish, Math.max(spec.minSetsPerJoint, Math.ceil((cell.z1 - cell.z0) / spec.spacingMm)) * joints, sign);
      } else {
        const fitting = this.fitting(x, y, cell.z0, cell.z1);
        tally.fittingSets(fitting.system, fitting.finish, fitting.setsPerJoint * joints, sign);
      }
    }
  }

  /**
   * A junction is owned by the cell with the smallest id of those meeting at it: the cells with a
   * corner on its line, all of them around each other.
   */
  private ownsCorner(cell: Cell, i: number): boolean {
    const x = cornerX(cell, i), y = cornerY(cell, i);
    for (const other of this.aroundOf(cell)) if (atCorner(other, x, y) && other.id < cell.id) return false;
    return true;
  }

  /** The junction line at corner i of a cell, with every cell meeting there. */
  private cornerOf(cell: Cell, i: number): Corner {
    const x = cornerX(cell, i), y = cornerY(cell, i);
    const cells = [cell];
    for (const other of this.aroundOf(cell)) if (atCorner(other, x, y)) cells.push(other);
    return { x, y, z0: cell.z0, z1: cell.z1, cells };
  }

  /**
   * Distinct (vertical, horizontal) board pairs at the corner (x, y) of a cell, over this cell and
   * the cells around it with a corner there; a board is known by its owner and side.
   */
  private jointCount(cell: Cell, x: number, y: number): number {
    // Boards seen so far, four numbers per joint kept in reused scratch lists: no allocation.
    const owners = jointOwners, ownerSides = jointSides;
    const around = this.aroundOf(cell);
    let count = 0;
    for (let c = -1; c < around.length; c++) {
      const at = c < 0 ? cell : around[c]!;
      if (c >= 0 && !atCorner(at, x, y)) continue;
      const i = x === at.x0 ? 0 : 1, k = y === at.y0 ? 2 : 3;
      const v = this.ownerOf(at, i), h = this.ownerOf(at, k);
      const vSide = v === at ? i : i ^ 1, hSide = h === at ? k : k ^ 1;
      let known = false;
      for (let n = 0; n < 2 * count; n += 2) {
        if (owners[n] === v && ownerSides[n] === vSide && owners[n + 1] === h && ownerSides[n + 1] === hSide) known = true;
      }
      if (!known) {
        owners[2 * count] = v;
        ownerSides[2 * count] = vSide;
        owners[2 * count + 1] = h;
        ownerSides[2 * count + 1] = hSide;
        count++;
      }
    }
    owners.fill(undefined, 0, 2 * count);
    return count;
  }

  /** The connector system at a corner: the design's, or a connector element's override. */
  private fitting(x: number, y: number, z0: number, z1: number): { system: ConnectorType; finish: string; setsPerJoint: number; override?: string } {
    const override = this.options.overrides.size > 0 ? this.options.overrides.get(`${x}|${y}`)?.find((c) => c.at.z >= z0 && c.at.z <= z1) : undefined;
    const system = override?.type ?? this.options.system;
    const spec = this.options.index.connectorSystems.get(system)!;
    const finish = override?.finish ?? (system === this.options.system ? this.options.finish : spec.finishes[0]!);
    const setsPerJoint = Math.max(spec.minSetsPerJoint, Math.ceil((z1 - z0) / spec.spacingMm));
    return override ? { system, finish, setsPerJoint, override: override.id } : { system, finish, setsPerJoint };
  }

  private junction(corner: Corner): Junction {
    const { x, y, z0, z1 } = corner;
    const joints: [string, string][] = [];
    for (const cell of corner.cells) {
      const v = boardId(this.side(cell, x === cell.x0 ? 'left' : 'right'));
      const h = boardId(this.side(cell, y === cell.y0 ? 'bottom' : 'top'));
      let known = false;
      for (const [a, b] of joints) if (a === v && b === h) known = true;
      if (!known) joints.push([v, h]);
    }
    if (joints.length > 1) joints.sort(byJoint);
    const { override, ...fitting } = this.fitting(x, y, z0, z1);
    const junction: Junction = { id: `${x}|${y}|${z0}|${z1}`, x, y, z0, z1, ...fitting, joints, setPositions: setPositions(z0, z1, fitting.setsPerJoint) };
    if (override !== undefined) junction.override = override;
    return junction;
  }

  private horizontal(cell: Cell, s: Side, info: SideInfo): Panel {
    const t = info.thickness;
    const plane = s === 'bottom' ? cell.y0 : cell.y1;
    const [y0, y1] = info.neighbour
      ? [plane - Math.floor(t / 2), plane - Math.floor(t / 2) + t]
      : s === 'bottom' ? [plane, plane + t] : [plane - t, plane];
    const cubes = pair(cell, info.neighbour);
    return this.board(boardId(info), 'horizontal', cell, boxFromCorners(cell.x0, y0, cell.z0, cell.x1, y1, cell.z1), cubes);
  }

  private vertical(cell: Cell, s: Side, info: SideInfo): Panel {
    const t = info.thickness;
    const plane = s === 'left' ? cell.x0 : cell.x1;
    const [x0, x1] = info.neighbour
      ? [plane - Math.floor(t / 2), plane - Math.floor(t / 2) + t]
      : s === 'left' ? [plane, plane + t] : [plane - t, plane];
    const neighbour = info.neighbour ?? null;
    const bottom = this.verticalEnd(cell, neighbour, 2), top = this.verticalEnd(cell, neighbour, 3);
    const cubes = pair(cell, info.neighbour);
    return this.board(boardId(info), 'vertical', cell, boxFromCorners(x0, cell.y0 + bottom, cell.z0, x1, cell.y1 - top, cell.z1), cubes);
  }

  /** How far a vertical board stops short of its cell's bottom (2) or top (3): the horizontals of both its cells. */
  private verticalEnd(cell: Cell, neighbour: Cell | null, k: number): number {
    const own = this.intrusion(cell, k);
    return neighbour ? Math.max(own, this.intrusion(neighbour, k)) : own;
  }

  /** The cut length of a vertical board of this cell (shared with `neighbour`, if any). */
  private verticalLength(cell: Cell, neighbour: Cell | null): number {
    return cell.y1 - this.verticalEnd(cell, neighbour, 3) - (cell.y0 + this.verticalEnd(cell, neighbour, 2));
  }

  /**
   * Adds (or takes away) the boards this cell owns to totals without building them: the same
   * sizes as `panels(cell)`, by the same rules, for building and updating a model's totals.
   * (A test holds the two to the same totals.)
   */
  tally(cell: Cell, tally: Tally, sign: 1 | -1): void {
    const neighbours = this.neighboursOf(cell);
    const material = cell.material;
    const depth = cell.z1 - cell.z0;
    const band = this.options.banding ? material.edgeBanding : undefined;
    for (let i = 0; i < 4; i++) {
      const neighbour = neighbours[i] ?? null;
      if (neighbour && (i & 1) === 0) continue; // the neighbour's board
      const length = i < 2 ? this.verticalLength(cell, neighbour) : cell.x1 - cell.x0;
      // The banded front edge of a carcass board runs along its length.
      tally.board(material, length, depth, material.thicknessMm, band, length, sign);
    }
    if (cell.back) {
      const back = this.options.backMaterial;
      const width = cell.x1 - this.intrusion(cell, 1) - (cell.x0 + this.intrusion(cell, 0));
      const height = cell.y1 - this.intrusion(cell, 3) - (cell.y0 + this.intrusion(cell, 2));
      tally.board(back, height, width, back.thicknessMm, undefined, 0, sign);
    }
  }

  private back(cell: Cell): Panel {
    const inner = this.inner(cell);
    const material = this.options.backMaterial;
    const box = boxFromCorners(inner.x0, inner.y0, cell.z0, inner.x1, inner.y1, cell.z0 + material.thicknessMm);
    const colour = material.colours.includes(cell.colour) ? cell.colour : material.colours[0]!;
    return {
      id: `B|${cell.id}`, role: 'back', material: material.id, colour, box,
      length: box.height, width: box.width, thickness: mm(material.thicknessMm), lengthAxis: 'y', widthAxis: 'x',
      cubes: alone(cell), edgeBanding: noBanding,
    };
  }

  private board(id: string, role: 'vertical' | 'horizontal', owner: Cell, box: Panel['box'], cubes: readonly string[]): Panel {
    const vertical = role === 'vertical';
    return {
      id, role, material: owner.material.id, colour: owner.colour, box,
      length: vertical ? box.height : box.width,
      width: box.depth,
      thickness: vertical ? box.width : box.height,
      lengthAxis: vertical ? 'y' : 'x',
      widthAxis: 'z',
      cubes,
      edgeBanding: this.banding(owner.material.edgeBanding),
    };
  }
}

const sides: readonly Side[] = ['left', 'right', 'bottom', 'top'];
const sideIndex: Record<Side, number> = { left: 0, right: 1, bottom: 2, top: 3 };
const noBanding: Panel['edgeBanding'] = Object.freeze({});
/** Scratch lists of `aroundOf` and `sameSideFaces` (emptied after use, so they keep no cell alive). */
const nearby: (Cell | undefined)[] = [];
const found: (Cell | undefined)[] = [];
/** Scratch lists of `jointCount` (a junction has at most a few joints; they grow if ever needed). */
const jointOwners: (Cell | undefined)[] = [];
const jointSides: number[] = [];

/**
 * A carcass board's id, from its face: "V|x400|0|400|0|400" for a board shared by two cubes,
 * with "|cube id" added for one that is not (then only that cube's face is there).
 */
function boardId(info: SideInfo): string {
  return boardIdOf(info.owner, info.ownerSide, info.neighbour !== undefined);
}

function boardIdOf(c: Cell, i: number, shared: boolean): string {
  // `join` builds one flat string (a template would leave a chain of string pieces per id, three
  // times the memory for the 6,600 ids a BOM keeps); the pieces go into a reused list.
  const parts = shared ? idParts : ownIdParts;
  parts[0] = i < 2 ? 'V|x' : 'H|y';
  parts[1] = i === 0 ? c.x0 : i === 1 ? c.x1 : i === 2 ? c.y0 : c.y1;
  parts[3] = i < 2 ? c.y0 : c.x0;
  parts[5] = i < 2 ? c.y1 : c.x1;
  parts[7] = c.z0;
  parts[9] = c.z1;
  if (!shared) parts[11] = c.id;
  return parts.join('');
}

const idParts: (string | number)[] = ['', 0, '|', 0, '|', 0, '|', 0, '|', 0];
const ownIdParts: (string | number)[] = [...idParts, '|', ''];

function cornerX(cell: Cell, i: number): number {
  return i % 2 === 0 ? cell.x0 : cell.x1;
}

function cornerY(cell: Cell, i: number): number {
  return i < 2 ? cell.y0 : cell.y1;
}

/** The cell has a front-view corner at (x, y) (its depth is the junction's when it is around the junction's cell). */
function atCorner(cell: Cell, x: number, y: number): boolean {
  return (cell.x0 === x || cell.x1 === x) && (cell.y0 === y || cell.y1 === y);
}

function alone(cell: Cell): readonly string[] {
  return (cell.alone ??= Object.freeze([cell.id]));
}

function pair(cell: Cell, neighbour: Cell | undefined): readonly string[] {
  if (!neighbour) return alone(cell);
  return cell.id < neighbour.id ? [cell.id, neighbour.id] : [neighbour.id, cell.id];
}

function byJoint(a: [string, string], b: [string, string]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/** A junction line, front to back, where cells meet at a front-view corner, with those cells. */
interface Corner {
  x: number;
  y: number;
  z0: number;
  z1: number;
  cells: Cell[];
}
