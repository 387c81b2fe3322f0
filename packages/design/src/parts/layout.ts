// How cubes group into carcasses: the boxes the workshop builds (see README.md, "Joinery").
//
// - A **line** is every cell with the same bottom, top, front, back, material and colour.
// - A **run** is a stretch of a line whose cells stand side by side, touching.
// - A run longer than the longest board the workshop cuts (`maxBoardLengthMm`) is split at cube
//   boundaries into as few **pieces** as will do, as even as the cube widths allow; otherwise the
//   run is one piece. A piece's horizontals run through it in one board.
// - A piece **stacks** on the piece below it when both span exactly the same width and depth, in
//   the same material and colour: they share the horizontal between them. A chain of stacked
//   pieces is one **carcass**. Everything else stands next to or on another carcass with its own
//   boards (a double board at the seam) and is screwed to it (parts/seams.ts).
//
// The layout is kept up to date cube by cube: a change re-reads the lines the cube leaves and
// joins, and regroups only the carcasses those lines' pieces belong to or stack onto.
import type { Material } from '../catalogue/schema.ts';
import type { Cell } from './cell.ts';

export interface Piece {
  /** Cells left to right. */
  cells: Cell[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
  /** Key of the line the piece is cut from. */
  line: string;
  /** Stacking keys: the piece's width, depth, material and colour with its bottom or its top. */
  bottomKey: string;
  topKey: string;
  carcass: Carcass | undefined;
}

export interface Carcass {
  /** The id of the first cell of its bottom piece: the same design always gives the same ids. */
  id: string;
  /** Bottom to top. */
  pieces: Piece[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
  material: Material;
  colour: string;
  /** Some cell has a back: every board of the carcass stops short of the back by its thickness. */
  backed: boolean;
}

export class CarcassLayout {
  /** The carcasses, by id. */
  readonly carcasses = new Map<string, Carcass>();
  private readonly lines = new Map<string, Cell[]>();
  private readonly piecesOfLine = new Map<string, Piece[]>();
  private readonly byBottom = new Map<string, Piece[]>();
  private readonly byTop = new Map<string, Piece[]>();
  private readonly pieceOfCell = new Map<string, Piece>();

  constructor(private readonly maxLength: number) {}

  pieceOf(cell: Cell): Piece | undefined {
    return this.pieceOfCell.get(cell.id);
  }

  carcassOf(cell: Cell): Carcass | undefined {
    return this.pieceOfCell.get(cell.id)?.carcass;
  }

  /**
   * Takes cells out and puts cells in (a changed cube is taken out as it was and put in as it is),
   * returning the carcasses that went away and those made in their place.
   */
  update(removed: readonly Cell[], added: readonly Cell[]): { gone: Carcass[]; made: Carcass[] } {
    const affected = new Set<string>();
    for (const cell of removed) affected.add(lineKey(cell));
    for (const cell of added) affected.add(lineKey(cell));
    const oldPieces = new Set<Piece>();
    for (const key of affected) for (const p of this.piecesOfLine.get(key) ?? []) oldPieces.add(p);
    for (const cell of removed) {
      const key = lineKey(cell);
      const line = this.lines.get(key);
      if (!line) continue;
      const at = line.indexOf(cell);
      if (at >= 0) line.splice(at, 1);
      if (line.length === 0) this.lines.delete(key);
    }
    // Many cells at once (a model being built) are sorted once per line; one goes to its place.
    const many = added.length > 8;
    for (const cell of added) {
      const key = lineKey(cell);
      const line = this.lines.get(key);
      if (!line) this.lines.set(key, [cell]);
      else if (many) line.push(cell);
      else line.splice(insertAt(line, cell), 0, cell);
    }
    if (many) for (const key of affected) this.lines.get(key)?.sort(byPlace);
    // Pieces cut again for the affected lines; a piece with the same cells as before is kept as
    // it was (and stays out of the change), so a change costs the runs it touches, not the line.
    const newPieces: Piece[] = [];
    const piecesByLine = new Map<string, Piece[]>();
    const kept = new Set<Piece>();
    for (const key of affected) {
      const before = new Map<string, Piece>();
      for (const p of this.piecesOfLine.get(key) ?? []) before.set(p.cells[0]!.id, p);
      const pieces = this.cut(key, this.lines.get(key) ?? []).map((p) => {
        const old = before.get(p.cells[0]!.id);
        if (old && sameCells(old.cells, p.cells)) {
          kept.add(old);
          return old;
        }
        newPieces.push(p);
        return p;
      });
      piecesByLine.set(key, pieces);
    }
    for (const p of kept) oldPieces.delete(p);
    // The carcasses that change: those of the pieces going away, and those new pieces stack onto.
    const gone = new Set<Carcass>();
    for (const p of oldPieces) if (p.carcass) gone.add(p.carcass);
    for (const p of newPieces) {
      for (const q of this.byTop.get(p.bottomKey) ?? []) if (!oldPieces.has(q) && q.carcass) gone.add(q.carcass);
      for (const q of this.byBottom.get(p.topKey) ?? []) if (!oldPieces.has(q) && q.carcass) gone.add(q.carcass);
    }
    for (const p of oldPieces) {
      unfile(this.byBottom, p.bottomKey, p);
      unfile(this.byTop, p.topKey, p);
      for (const cell of p.cells) if (this.pieceOfCell.get(cell.id) === p) this.pieceOfCell.delete(cell.id);
    }
    for (const [key, pieces] of piecesByLine) {
      if (pieces.length > 0) this.piecesOfLine.set(key, pieces);
      else this.piecesOfLine.delete(key);
    }
    for (const p of newPieces) {
      file(this.byBottom, p.bottomKey, p);
      file(this.byTop, p.topKey, p);
      for (const cell of p.cells) this.pieceOfCell.set(cell.id, p);
    }
    const candidates: Piece[] = [];
    for (const carcass of gone) {
      this.carcasses.delete(carcass.id);
      for (const p of carcass.pieces) if (!oldPieces.has(p)) candidates.push(p);
    }
    for (const p of newPieces) candidates.push(p);
    const made: Carcass[] = [];
    const seen = new Set<Piece>();
    for (const p of candidates) {
      if (seen.has(p)) continue;
      const carcass = this.chain(p);
      for (const q of carcass.pieces) {
        seen.add(q);
        q.carcass = carcass;
      }
      this.carcasses.set(carcass.id, carcass);
      made.push(carcass);
    }
    return { gone: [...gone], made };
  }

  /** The runs of a line cut into pieces no longer than the longest board. */
  private cut(key: string, line: readonly Cell[]): Piece[] {
    const pieces: Piece[] = [];
    let start = 0;
    for (let i = 1; i <= line.length; i++) {
      if (i < line.length && line[i]!.x0 === line[i - 1]!.x1) continue;
      for (const cells of split(line.slice(start, i), this.maxLength)) pieces.push(piece(key, cells));
      start = i;
    }
    return pieces;
  }

  /** The carcass a piece belongs to: the chain of pieces stacked on each other through it. */
  private chain(p: Piece): Carcass {
    let bottom = p;
    for (let below = this.below(bottom); below; below = this.below(bottom)) bottom = below;
    const pieces = [bottom];
    for (let above = this.above(bottom); above; above = this.above(above)) pieces.push(above);
    const top = pieces[pieces.length - 1]!;
    const first = bottom.cells[0]!;
    let backed = false;
    for (const q of pieces) for (const cell of q.cells) backed ||= cell.back;
    return {
      id: first.id,
      pieces,
      x0: bottom.x0,
      x1: bottom.x1,
      y0: bottom.y0,
      y1: top.y1,
      z0: bottom.z0,
      z1: bottom.z1,
      material: first.material,
      colour: first.colour,
      backed,
    };
  }

  /**
   * The piece a piece stacks on. Where overlapping cubes offer several, each takes the one with the
   * smallest first-cell id, and only a pair that choose each other stack: the same cubes always
   * give the same carcasses, whatever order they came in.
   */
  private below(p: Piece): Piece | undefined {
    const q = first(this.byTop.get(p.bottomKey));
    return q && first(this.byBottom.get(q.topKey)) === p ? q : undefined;
  }

  private above(p: Piece): Piece | undefined {
    const q = first(this.byBottom.get(p.topKey));
    return q && first(this.byTop.get(q.bottomKey)) === p ? q : undefined;
  }
}

function sameCells(a: readonly Cell[], b: readonly Cell[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function lineKey(cell: Cell): string {
  return (cell.line ??= `${cell.y0}|${cell.y1}|${cell.z0}|${cell.z1}|${cell.material.id}|${cell.colour}`);
}

function byPlace(a: Cell, b: Cell): number {
  return a.x0 - b.x0 || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function piece(line: string, cells: Cell[]): Piece {
  const a = cells[0]!,
    b = cells[cells.length - 1]!;
  const stack = `${a.x0}|${b.x1}|${a.z0}|${a.z1}|${a.material.id}|${a.colour}`;
  return {
    cells,
    x0: a.x0,
    x1: b.x1,
    y0: a.y0,
    y1: a.y1,
    z0: a.z0,
    z1: a.z1,
    line,
    bottomKey: `${stack}|${a.y0}`,
    topKey: `${stack}|${a.y1}`,
    carcass: undefined,
  };
}

/** Position of a cell in a line sorted by x0, then id. */
function insertAt(line: readonly Cell[], cell: Cell): number {
  let lo = 0,
    hi = line.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const m = line[mid]!;
    if (m.x0 < cell.x0 || (m.x0 === cell.x0 && m.id < cell.id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A run cut at cube boundaries into the fewest pieces no longer than `max`, each cut at the
 * boundary nearest to an even share that still leaves the rest room; a cube longer than `max`
 * on its own stays one piece (a rule reports it).
 */
export function split(run: readonly Cell[], max: number): Cell[][] {
  const x1 = run[run.length - 1]!.x1;
  const pieces: Cell[][] = [];
  let from = 0;
  while (from < run.length) {
    const start = run[from]!.x0;
    if (x1 - start <= max) {
      pieces.push(run.slice(from));
      break;
    }
    const count = Math.ceil((x1 - start) / max);
    const ideal = start + (x1 - start) / count;
    let best = -1;
    for (let i = from; i < run.length - 1; i++) {
      const cut = run[i]!.x1;
      if (cut - start > max) break;
      if (x1 - cut > (count - 1) * max) continue;
      if (best < 0 || Math.abs(cut - ideal) < Math.abs(run[best]!.x1 - ideal)) best = i;
    }
    if (best < 0) {
      // No cut leaves the rest room for as few pieces: the longest piece that fits (one cube at least).
      best = from;
      while (best + 1 < run.length - 1 && run[best + 1]!.x1 - start <= max) best++;
    }
    pieces.push(run.slice(from, best + 1));
    from = best + 1;
  }
  return pieces;
}

function first(pieces: readonly Piece[] | undefined): Piece | undefined {
  let best: Piece | undefined;
  if (pieces) for (const p of pieces) if (!best || p.cells[0]!.id < best.cells[0]!.id) best = p;
  return best;
}

function file(map: Map<string, Piece[]>, key: string, p: Piece): void {
  const list = map.get(key);
  if (list) list.push(p);
  else map.set(key, [p]);
}

function unfile(map: Map<string, Piece[]>, key: string, p: Piece): void {
  const list = map.get(key);
  if (!list) return;
  const at = list.indexOf(p);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) map.delete(key);
}
