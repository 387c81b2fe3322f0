// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimumDuration } from './useMinimumDuration.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMinimumDuration', () => {
  it('keeps a loading state on screen for at least 200 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('lets a long load end at once', () => {
    const { result, rerender } = renderHook(({ loading }) => useMinimumDuration(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});
