// The editor's document store: the design, the selection and a history of diffs with marks
// (after tldraw's HistoryManager). Every command marks its start, so undo goes back one mark; a
// drag marks once, changes many times and then either commits (one undo step, squashed) or bails
// (rolled back). No React here: the scene and the panels subscribe.
import type { Design } from '@kubik/design/schema/document';
import type { Element } from '@kubik/design/schema/elements';
import type { Settings } from '@kubik/design/schema/settings';
import { composeDiffs, emptyDiff, invertDiff, isEmptyDiff, type Diff } from './diff.ts';

type Entry = { kind: 'mark'; id: string } | { kind: 'diff'; diff: Diff };

export interface StoreEvent {
  /** What changed in the document; absent when only the selection changed. */
  diff?: Diff;
  /** The whole document was replaced (a load): derived state is rebuilt. */
  reset?: boolean;
  selection: boolean;
}

export type Listener = (event: StoreEvent) => void;

const historyLimit = 200;

export class EditorStore {
  private elements = new Map<string, Element>();
  private settings: Settings = {};
  private name = '';
  private schemaVersion: Design['schemaVersion'] = 1;
  private selected: readonly string[] = [];
  private undos: Entry[] = [];
  private redos: Diff[][] = [];
  private listeners = new Set<Listener>();
  private cached: Design | undefined;
  private markCount = 0;
  /** Increases with every change of the document: a cheap "has it changed" for savers. */
  revision = 0;

  constructor(design?: Design) {
    if (design) this.load(design);
  }

  /** Replaces the document and forgets history (opening a project, a share, an example). */
  load(design: Design): void {
    this.elements = new Map(design.elements.map((el) => [el.id, el]));
    this.settings = design.settings;
    this.name = design.name;
    this.schemaVersion = design.schemaVersion;
    this.selected = [];
    this.undos = [];
    this.redos = [];
    this.cached = undefined;
    this.revision++;
    this.emit({ reset: true, selection: true });
  }

  design(): Design {
    this.cached ??= {
      schemaVersion: this.schemaVersion,
      name: this.name,
      settings: this.settings,
      elements: [...this.elements.values()],
    };
    return this.cached;
  }

  get(id: string): Element | undefined {
    return this.elements.get(id);
  }

  has(id: string): boolean {
    return this.elements.has(id);
  }

  all(): IterableIterator<Element> {
    return this.elements.values();
  }

  getSettings(): Settings {
    return this.settings;
  }

  getName(): string {
    return this.name;
  }

  selection(): readonly string[] {
    return this.selected;
  }

  select(ids: readonly string[]): void {
    const next = [...new Set(ids)].filter((id) => this.elements.has(id));
    if (next.length === this.selected.length && next.every((id, i) => id === this.selected[i])) return;
    this.selected = next;
    this.emit({ selection: true });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts an undo step; returns its id for `commit` or `bail`. */
  mark(): string {
    const id = `m${++this.markCount}`;
    this.undos.push({ kind: 'mark', id });
    return id;
  }

  /** Applies a diff and records it in the current step. */
  change(diff: Diff): void {
    if (isEmptyDiff(diff)) return;
    this.apply(diff);
    this.undos.push({ kind: 'diff', diff });
    this.redos = [];
    this.trim();
    this.emit({ diff, selection: this.pruneSelection() });
  }

  /** One command: one undo step. */
  run(diff: Diff): void {
    if (isEmptyDiff(diff)) return;
    this.mark();
    this.change(diff);
  }

  /** Ends a step begun with `mark(id)`: its diffs become one; an empty step leaves no trace. */
  commit(markId: string): void {
    const at = this.findMark(markId);
    if (at < 0) return;
    let total = emptyDiff();
    for (const entry of this.undos.slice(at + 1)) if (entry.kind === 'diff') total = composeDiffs(total, entry.diff);
    this.undos.length = at;
    if (isEmptyDiff(total)) return;
    this.undos.push({ kind: 'mark', id: markId }, { kind: 'diff', diff: total });
  }

  /** Rolls back everything since `mark(id)` (a cancelled drag). */
  bail(markId: string): void {
    const at = this.findMark(markId);
    if (at < 0) return;
    const undone = this.undos.splice(at);
    let total = emptyDiff();
    for (const entry of undone) if (entry.kind === 'diff') total = composeDiffs(total, entry.diff);
    if (isEmptyDiff(total)) return;
    const inverse = invertDiff(total);
    this.apply(inverse);
    this.emit({ diff: inverse, selection: this.pruneSelection() });
  }

  canUndo(): boolean {
    return this.undos.some((e) => e.kind === 'diff');
  }

  canRedo(): boolean {
    return this.redos.length > 0;
  }

  undo(): void {
    const group: Diff[] = [];
    while (this.undos.length > 0) {
      const entry = this.undos.pop()!;
      if (entry.kind === 'mark') {
        if (group.length > 0) break;
        continue;
      }
      group.unshift(entry.diff);
    }
    if (group.length === 0) return;
    let total = emptyDiff();
    for (const diff of group) total = composeDiffs(total, diff);
    const inverse = invertDiff(total);
    this.apply(inverse);
    this.redos.push(group);
    this.selected = changedIds(inverse).filter((id) => this.elements.has(id));
    this.emit({ diff: inverse, selection: true });
  }

  redo(): void {
    const group = this.redos.pop();
    if (!group) return;
    this.mark();
    let total = emptyDiff();
    for (const diff of group) {
      this.apply(diff);
      this.undos.push({ kind: 'diff', diff });
      total = composeDiffs(total, diff);
    }
    this.selected = changedIds(total).filter((id) => this.elements.has(id));
    this.emit({ diff: total, selection: true });
  }

  private apply(diff: Diff): void {
    for (const [id, [, after]] of diff.elements) {
      if (after) this.elements.set(id, after);
      else this.elements.delete(id);
    }
    if (diff.settings) this.settings = diff.settings[1];
    if (diff.name) this.name = diff.name[1];
    this.cached = undefined;
    this.revision++;
  }

  private findMark(id: string): number {
    for (let i = this.undos.length - 1; i >= 0; i--) {
      const entry = this.undos[i]!;
      if (entry.kind === 'mark' && entry.id === id) return i;
    }
    return -1;
  }

  /** Keeps the newest steps only; the oldest marks go first. */
  private trim(): void {
    let marks = 0;
    for (const entry of this.undos) if (entry.kind === 'mark') marks++;
    while (marks > historyLimit) {
      this.undos.shift();
      while (this.undos.length > 0 && this.undos[0]!.kind !== 'mark') this.undos.shift();
      marks--;
    }
  }

  private pruneSelection(): boolean {
    const kept = this.selected.filter((id) => this.elements.has(id));
    if (kept.length === this.selected.length) return false;
    this.selected = kept;
    return true;
  }

  private emit(event: StoreEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function changedIds(diff: Diff): string[] {
  return [...diff.elements.keys()];
}
