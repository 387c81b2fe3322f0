import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunkReload.ts';
import { MemoryStorage } from '../test/fakes.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the chunk reload guard', () => {
  it('recognises failed chunk loads of the old and the current bundlers', () => {
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, reload, Date.now())).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(reloadOnce(storage, reload, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadOnce(storage, reload, Date.now())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
