// The configurator's editor: the document store, the live design model, the tool and drawer the
// user has chosen, and the clipboard. Two kinds of listener: the scene hears every change at once
// (it only marks itself dirty and asks for a frame), React panels hear a throttled "slow tick"
// so a drag never re-renders React on each pointer move.
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import type { Element, ElementKind } from '@kubik/design/schema/elements';
import type { Finding } from '@kubik/design/rules/finding';
import type { Lang } from '@kubik/design/i18n/lang';
import { ElementNames, findingWords } from '@kubik/design/i18n/positions';
import { findingText, type DesignTexts } from '@kubik/design/i18n/texts';
import { pasteElements, removeElements, renameElement } from './commands.ts';
import { LiveModel, type LiveQuote } from './live.ts';
import { EditorStore, type StoreEvent } from './store.ts';

export type Tool = 'select' | 'add';
export type DrawerKind = ElementKind | 'design';

export interface Snapshot {
  design: Design;
  selection: readonly string[];
  quote: LiveQuote;
  /** Findings by the element they concern. */
  findingsByElement: ReadonlyMap<string, Finding[]>;
  tool: Tool;
  drawer: DrawerKind;
  canUndo: boolean;
  canRedo: boolean;
  revision: number;
  /** Elements named by where they are ("bottom row, second from the left"). */
  names: ElementNames;
  /**
   * A finding's message in one language (its texts: useFindingMessage), with elements named by
   * their place and materials by their names.
   */
  message(finding: Finding, lang: Lang, texts: DesignTexts): string;
}

/** The slow tick: at most this often during a drag, ms. */
const slowTickMs = 150;

export class Editor {
  readonly store: EditorStore;
  readonly live: LiveModel;
  readonly readOnly: boolean;
  private tool: Tool = 'select';
  private drawer: DrawerKind = 'cube';
  private clipboard: Element[] = [];
  private fastListeners = new Set<(event: StoreEvent) => void>();
  private slowListeners = new Set<() => void>();
  private snap: Snapshot | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastTick = 0;
  /** A change of the document waits for the slow tick (the quote and findings follow it). */
  private changed = false;

  constructor(design: Design, catalogue: Catalogue, options: { readOnly?: boolean } = {}) {
    this.readOnly = options.readOnly ?? false;
    this.store = new EditorStore(design);
    this.live = new LiveModel(design, catalogue);
    this.store.subscribe((event) => {
      if (event.reset) this.live.reset(this.store.design());
      else if (event.diff) this.live.apply(event.diff, this.store.design());
      for (const listener of this.fastListeners) listener(event);
      // A selection alone (a click on a list row or a cube) is cheap to show: the panel follows it
      // at once, so the user's next click lands on what they see (no late re-render under it).
      // (With a change of the document pending, its tick — after the scene's frame — carries both.)
      if (!event.diff && !event.reset && !this.changed) this.showNow();
      else {
        if (event.diff || event.reset) this.changed = true;
        this.scheduleSlow();
      }
    });
  }

  get catalogue(): Catalogue {
    return this.live.catalogue;
  }

  /** Every change, synchronously: for the scene, which only marks itself dirty. */
  onChange(listener: (event: StoreEvent) => void): () => void {
    this.fastListeners.add(listener);
    return () => this.fastListeners.delete(listener);
  }

  /** Throttled: for React (useSyncExternalStore with `snapshot`). */
  subscribe = (listener: () => void): (() => void) => {
    this.slowListeners.add(listener);
    return () => this.slowListeners.delete(listener);
  };

  snapshot = (): Snapshot => {
    if (!this.snap) {
      const quote = this.live.quote();
      const findingsByElement = new Map<string, Finding[]>();
      for (const f of quote.findings)
        for (const id of f.elementIds) findingsByElement.set(id, [...(findingsByElement.get(id) ?? []), f]);
      const design = this.store.design();
      const names = new ElementNames(design.elements);
      const words = findingWords(names, this.catalogue);
      const messages = new Map<Finding, Partial<Record<Lang, string>>>();
      this.snap = {
        design,
        selection: this.store.selection(),
        quote,
        findingsByElement,
        tool: this.tool,
        drawer: this.drawer,
        canUndo: this.store.canUndo(),
        canRedo: this.store.canRedo(),
        revision: this.store.revision,
        names,
        message: (f, lang, texts) => {
          let worded = messages.get(f);
          if (!worded) messages.set(f, (worded = {}));
          return (worded[lang] ??= findingText(texts, lang, f.code, f.params ?? {}, f.params ? words : undefined));
        },
      };
    }
    return this.snap;
  };

  /** Recomputes the snapshot now (tests and the price panel's first paint). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.tick();
  }

  getTool(): Tool {
    return this.tool;
  }

  setTool(tool: Tool): void {
    this.tool = tool;
    this.showNow();
  }

  /** Opens a tab of the side panel: shown at once, in the same event as the click that asked for it. */
  setDrawer(drawer: DrawerKind): void {
    this.drawer = drawer;
    this.showNow();
  }

  copy(): number {
    this.clipboard = this.store
      .selection()
      .map((id) => this.store.get(id))
      .filter((el): el is Element => el !== undefined);
    return this.clipboard.length;
  }

  paste(): void {
    if (this.readOnly || this.clipboard.length === 0) return;
    const { diff, ids } = pasteElements(this.store, this.clipboard);
    this.store.run(diff);
    this.store.select(ids);
    // The next paste goes beside this one.
    this.clipboard = ids.map((id) => this.store.get(id)!).filter(Boolean);
  }

  /** Gives an element a new id (shelves, doors and rails follow a cube's); the selection follows too. */
  renameElement(from: string, to: string): void {
    const before = this.store.selection();
    this.store.run(renameElement(this.store, from, to));
    this.store.select(before.map((id) => (id === from ? to : id)));
  }

  deleteSelection(): void {
    if (this.readOnly) return;
    this.store.run(removeElements(this.store, this.store.selection()));
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.fastListeners.clear();
    this.slowListeners.clear();
  }

  /**
   * The panels follow a choice of the user's (a tab, a tool, a selection) in the same event: a
   * throttled tick showed the new tab 150 ms and a frame later (seconds on a busy phone), so a
   * click aimed at it landed on the old content, or on content re-mounted under the pointer.
   * Any change still pending is shown with it.
   */
  showNow(): void {
    this.flush();
  }

  private scheduleSlow(): void {
    this.snap = undefined;
    if (this.timer) return;
    const wait = Math.max(0, this.lastTick + slowTickMs - performance.now());
    this.timer = setTimeout(() => {
      // The scene draws the change first (its frame is already asked for): React's panels, the
      // price and the findings follow just after that frame, never in front of it.
      if (typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() => {
          this.timer = setTimeout(() => {
            this.timer = undefined;
            this.tick();
          }, 0);
        });
      } else {
        this.timer = undefined;
        this.tick();
      }
    }, wait);
  }

  private tick(): void {
    this.lastTick = performance.now();
    this.changed = false;
    this.snap = undefined;
    for (const listener of [...this.slowListeners]) listener();
  }
}
