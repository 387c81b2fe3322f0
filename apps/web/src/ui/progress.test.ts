import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the progress bar state', () => {
  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const p = createProgress();
    p.start();
    vi.advanceTimersByTime(150);
    p.done();
    vi.advanceTimersByTime(1000);
    expect(p.getState().phase).toBe('idle');
  });

  it('shows after 200 ms and finishes when all work is done', () => {
    const p = createProgress();
    p.start();
    p.start();
    vi.advanceTimersByTime(200);
    expect(p.getState().phase).toBe('running');
    p.done();
    expect(p.getState().phase).toBe('running');
    p.done();
    expect(p.getState().phase).toBe('finishing');
    vi.advanceTimersByTime(400);
    expect(p.getState().phase).toBe('idle');
  });

  it('turns red when a request fails, even a quick one', () => {
    const p = createProgress();
    p.start();
    p.fail();
    expect(p.getState()).toEqual({ phase: 'finishing', failed: true });
    vi.advanceTimersByTime(1500);
    expect(p.getState()).toEqual({ phase: 'idle', failed: false });
  });
});
