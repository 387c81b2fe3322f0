import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosave, type AutosaveStatus } from './autosave.ts';

/** A save the test answers by hand: `calls` lists each call's revision and manual flag. */
function harness(savedRevision = 1) {
  let revision = savedRevision;
  const calls: { revision: number; manual: boolean; resolve: () => void; reject: () => void }[] = [];
  const autosave = new Autosave({
    savedRevision,
    delayMs: 2000,
    retryMs: [3000, 10_000],
    save: (manual) =>
      new Promise<number>((resolve, reject) => {
        const at = revision;
        calls.push({ revision: at, manual, resolve: () => resolve(at), reject: () => reject(new Error('offline')) });
      }),
  });
  const seen: AutosaveStatus[] = [];
  autosave.subscribe(() => seen.push(autosave.status()));
  const edit = () => autosave.edited(++revision);
  return { autosave, calls, seen, edit };
}

describe('Autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 2 s after the last edit, not before, once for a burst of edits', async () => {
    const { autosave, calls, edit } = harness();
    edit();
    expect(autosave.status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1500);
    edit();
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.revision)).toEqual([3]);
    expect(autosave.status()).toBe('saving');
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('saved');
    expect(autosave.unsaved()).toBe(false);
  });

  it('an edit during a save is saved after it, one save at a time', async () => {
    const { autosave, calls, edit, seen } = harness();
    edit();
    await vi.advanceTimersByTimeAsync(2000);
    edit();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((c) => c.revision)).toEqual([2, 3]);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('saved');
    expect(seen).toEqual(['pending', 'saving', 'pending', 'saving', 'saved']);
  });

  it('a save that takes long: the next edit waits its turn, then goes', async () => {
    const { autosave, calls, edit } = harness();
    edit();
    await vi.advanceTimersByTimeAsync(2000);
    edit();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.revision)).toEqual([2, 3]);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('saved');
  });

  it('a failed save keeps the edit, says so, and retries with growing pauses', async () => {
    const { autosave, calls, edit } = harness();
    edit();
    await vi.advanceTimersByTimeAsync(2000);
    calls[0]!.reject();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('failed');
    expect(autosave.unsaved()).toBe(true);
    // Edits while failed do not reset the retry; the retry sends the newest design.
    edit();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.revision)).toEqual([2, 3]);
    calls[1]!.reject();
    await vi.advanceTimersByTimeAsync(9999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe('saved');
    expect(autosave.unsaved()).toBe(false);
  });

  it('"retry" and leaving the page save at once; with nothing unsaved they do nothing', async () => {
    const { autosave, calls, edit } = harness();
    expect(await autosave.flush()).toBe(true);
    expect(calls).toHaveLength(0);
    edit();
    const done = autosave.flush();
    expect(calls).toHaveLength(0); // queued behind nothing: starts on the next microtask
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    expect(await done).toBe(true);
    // The pause's timer was cancelled by the flush: no second save.
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });

  it('the Save button queues behind an autosave under way', async () => {
    const { autosave, calls, edit } = harness();
    edit();
    await vi.advanceTimersByTimeAsync(2000);
    const manual = autosave.saveNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.manual)).toEqual([false, true]);
    calls[1]!.resolve();
    expect(await manual).toBe(true);
    expect(autosave.status()).toBe('saved');
  });

  it('after dispose, edits are not saved', async () => {
    const { autosave, calls, edit } = harness();
    autosave.dispose();
    edit();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });
});
