// Autosave of a saved project, as a small state machine with no DOM and no React: the page tells
// it about edits (the store's revision), it saves a short pause after the last one, one save at a
// time (a manual "Save" queues behind an autosave, so an older answer never overwrites a newer
// design), and after a failure it retries with growing pauses. Nothing is dropped: the design stays
// in the editor, and every save sends the newest one.
//
//   saved ──edit──▶ pending ──pause──▶ saving ──ok──▶ saved (or pending, if edited meanwhile)
//                                        │
//                                        └─fail──▶ failed ──retry pause / flush──▶ saving
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutosaveOptions {
  /** Saves the design in hand (`manual`: the user pressed Save); resolves with the revision it saved. */
  save(manual: boolean): Promise<number>;
  /** The revision the server already has. */
  savedRevision: number;
  /** The pause after the last edit, ms. */
  delayMs?: number;
  /** Pauses before the 1st, 2nd, … retry after a failure, ms (the last one repeats). */
  retryMs?: readonly number[];
  timers?: Timers;
}

export const autosaveDelayMs = 2000;
export const autosaveRetryMs = [3000, 10_000, 30_000, 60_000] as const;

export class Autosave {
  private state: AutosaveStatus = 'saved';
  private saved: number;
  private latest: number;
  private failures = 0;
  private lastFailed = false;
  private busy = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: unknown;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private readonly timers: Timers;
  private readonly delayMs: number;
  private readonly retryMs: readonly number[];

  constructor(private readonly options: AutosaveOptions) {
    this.saved = this.latest = options.savedRevision;
    this.delayMs = options.delayMs ?? autosaveDelayMs;
    this.retryMs = options.retryMs ?? autosaveRetryMs;
    this.timers = options.timers ?? {
      setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
  }

  status = (): AutosaveStatus => this.state;

  /** True while the server lacks some edit (for the leave-page prompt). */
  unsaved(): boolean {
    return this.latest > this.saved || this.busy > 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The document reached `revision`: save after the pause (restarted by every edit). */
  edited(revision: number): void {
    if (this.disposed || revision <= this.latest) return;
    this.latest = revision;
    // After a failure the retry is already set; it sends the newest design.
    if (this.state === 'failed') return;
    if (this.busy === 0) this.set('pending');
    this.schedule(this.delayMs);
  }

  /** Saves now if anything is unsaved (leaving the page, hiding the tab, "retry"). */
  flush(): Promise<boolean> {
    this.cancelTimer();
    if (this.latest <= this.saved && this.busy === 0) return Promise.resolve(true);
    return this.enqueue(false);
  }

  /** The Save button: saves now even when nothing changed (it sends a fresh thumbnail). */
  saveNow(): Promise<boolean> {
    this.cancelTimer();
    return this.enqueue(true);
  }

  /** Stops the timers; a save under way still finishes. */
  dispose(): void {
    this.disposed = true;
    this.cancelTimer();
  }

  /** Starts again after `dispose` (React's strict mode mounts effects twice). */
  resume(): void {
    this.disposed = false;
    if (this.state === 'pending' || this.state === 'failed') this.schedule(this.delayMs);
  }

  private enqueue(manual: boolean): Promise<boolean> {
    this.busy++;
    this.set('saving');
    const run = this.queue.then(() => this.attempt(manual));
    this.queue = run;
    return run;
  }

  private async attempt(manual: boolean): Promise<boolean> {
    let ok = true;
    try {
      if (manual || this.latest > this.saved) {
        const revision = await this.options.save(manual);
        this.saved = Math.max(this.saved, revision);
        this.latest = Math.max(this.latest, revision);
        this.failures = 0;
      }
    } catch {
      ok = false;
      this.failures++;
    }
    this.busy--;
    this.lastFailed = !ok;
    this.settle();
    return ok;
  }

  private settle(): void {
    if (this.busy > 0) return;
    if (this.lastFailed) {
      this.set('failed');
      this.schedule(this.retryMs[Math.min(this.failures, this.retryMs.length) - 1] ?? this.delayMs);
    } else if (this.latest > this.saved) {
      // Edited during the save: its pause is already running, unless a flush cut it short.
      this.set('pending');
      if (this.timer === undefined) this.schedule(this.delayMs);
    } else this.set('saved');
  }

  private schedule(ms: number): void {
    if (this.disposed) return;
    this.cancelTimer();
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(state: AutosaveStatus): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}
