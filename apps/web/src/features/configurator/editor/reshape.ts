// "Shape the whole piece" in the editor: the design core's reflow (`@kubik/design/shape/reflow`) as
// a diff, and a drag of a size slider as one undo step. A session marks the history on its first
// step, rebuilds every step from the design as it was at that mark (so narrowing and widening again
// in one drag brings back the same cubes, shelves and doors), and commits once when the slider is
// released — as CubeDrag does for a cube.
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Element } from '@kubik/design/schema/elements';
import { gridOf, planShape, reflow, type Dropped, type GridShape, type ShapeTarget } from '@kubik/design/shape/reflow';
import { putElements, type DocumentReader } from './commands.ts';
import { sameValue, type Diff } from './diff.ts';
import type { EditorStore } from './store.ts';

/** The diff that turns the document's elements into `after` (changed, added and removed ones). */
export function diffTo(doc: DocumentReader, after: readonly Element[]): Diff {
  const changed = after.filter((el) => !sameValue(doc.get(el.id), el));
  const diff = putElements(doc, changed);
  const kept = new Set(after.map((el) => el.id));
  for (const el of doc.all()) if (!kept.has(el.id)) diff.elements.set(el.id, [el, undefined]);
  return diff;
}

/** The thickness of the design's boards, mm: shelves must fit between them. */
export function boardOf(doc: DocumentReader, catalogue: Catalogue): number {
  const id = doc.getSettings().material ?? catalogue.defaults.material;
  return catalogue.materials.find((m) => m.id === id)?.thicknessMm ?? 18;
}

export interface ShapeStep {
  shape: GridShape;
  dropped: Dropped[];
}

export class ShapeSession {
  private mark: string | null = null;
  private base: Element[] = [];
  private baseShape: GridShape | null = null;
  private layers = 1;

  constructor(
    private readonly store: EditorStore,
    private readonly catalogue: Catalogue,
  ) {}

  /** Shows the design at the buildable size nearest to `target` (the first call marks the history). */
  preview(target: ShapeTarget): ShapeStep | null {
    if (this.mark === null) {
      this.base = [...this.store.all()];
      const grid = gridOf(this.base);
      this.baseShape = grid?.shape ?? null;
      this.layers = grid?.layers ?? 1;
      if (!this.baseShape) return null;
      this.mark = this.store.mark();
    }
    const material = this.store.getSettings().material;
    const shape = planShape(this.baseShape!, target, this.catalogue, material, this.layers);
    const result = reflow(this.base, shape, { boardMm: boardOf(this.store, this.catalogue) });
    this.store.change(diffTo(this.store, result.elements));
    return { shape, dropped: result.dropped };
  }

  /** Ends the drag: everything since the first step is one undo step. */
  commit(): void {
    if (this.mark !== null) this.store.commit(this.mark);
    this.mark = null;
    this.base = [];
    this.baseShape = null;
  }

  get active(): boolean {
    return this.mark !== null;
  }
}
