import { describe, expect, it } from 'vitest';
import { isTap } from './tap.ts';

describe('isTap', () => {
  it('counts moves under 20 px as taps', () => {
    expect(isTap({ x: 0, y: 0 }, { x: 12, y: 15 })).toBe(true);
    expect(isTap({ x: 0, y: 0 }, { x: 12, y: 16 })).toBe(false);
    expect(isTap({ x: 5, y: 5 }, { x: 5, y: 25 })).toBe(false);
  });
});
