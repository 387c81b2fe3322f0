// The top loading bar's state (seed §4, §9): work starts, the bar appears only if the work lasts
// longer than the 200 ms throttle, creeps toward the end over 5000 ms, then finishes — in red
// when any request of the batch failed.
export const progressThrottleMs = 200;
export const progressDurationMs = 5000;

export type ProgressPhase = 'idle' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  failed: boolean;
}

interface Timers {
  set: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
}

// Wrapped, not passed bare: browsers refuse setTimeout called as a method of another object.
const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (timer) => clearTimeout(timer),
};

export function createProgress(timers: Timers = browserTimers) {
  let pending = 0;
  let failed = false;
  let state: ProgressState = { phase: 'idle', failed: false };
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  function set(next: ProgressState): void {
    if (next.phase === state.phase && next.failed === state.failed) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function start(): void {
    pending += 1;
    if (pending > 1) return;
    if (hideTimer !== undefined) timers.clear(hideTimer);
    hideTimer = undefined;
    if (state.phase === 'finishing') {
      set({ phase: 'running', failed });
      return;
    }
    failed = false;
    showTimer = timers.set(() => {
      showTimer = undefined;
      set({ phase: 'running', failed });
    }, progressThrottleMs);
  }

  function settle(didFail: boolean): void {
    if (pending === 0) return;
    pending -= 1;
    failed ||= didFail;
    if (pending > 0) {
      if (failed && state.phase === 'running') set({ phase: 'running', failed });
      return;
    }
    if (showTimer !== undefined) {
      // Over before the throttle: the bar never shows, unless it failed — a failure is always shown.
      timers.clear(showTimer);
      showTimer = undefined;
      if (!failed) return;
    }
    set({ phase: 'finishing', failed });
    hideTimer = timers.set(
      () => {
        hideTimer = undefined;
        failed = false;
        set({ phase: 'idle', failed: false });
      },
      failed ? 1500 : 400,
    );
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    done: () => settle(false),
    fail: () => settle(true),
  };
}

export type Progress = ReturnType<typeof createProgress>;

export const progress = createProgress();
