import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { maxSpanMm, sagLimitMm, sagMm } from './sag.ts';

const chipboard = defaultCatalogue.materials.find((m) => m.id === 'chipboard-18')!;
const plywood = defaultCatalogue.materials.find((m) => m.id === 'plywood-birch-18')!;

describe('shelf sag', () => {
  it('matches the beam formula worked by hand', () => {
    // 800 mm of 18 mm chipboard (E 2500), 100 kg/m²: q = 981e-6 N/mm²;
    // δ = 5 · 981e-6 · 800⁴ / (32 · 2500 · 18³) = 2.009e9 / 4.6656e8 ≈ 4.31 mm.
    expect(sagMm(800, chipboard, 100)).toBeCloseTo(4.306, 2);
    // Limit: 0.8 m × 1.67 mm/m = 1.336 mm.
    expect(sagLimitMm(800, defaultCatalogue)).toBeCloseTo(1.336, 3);
  });

  it('lets 18 mm chipboard span about half a metre and birch plywood about three quarters', () => {
    expect(maxSpanMm(chipboard, defaultCatalogue)).toBeGreaterThan(500);
    expect(maxSpanMm(chipboard, defaultCatalogue)).toBeLessThan(600);
    expect(maxSpanMm(plywood, defaultCatalogue)).toBeGreaterThan(700);
    expect(sagMm(maxSpanMm(plywood, defaultCatalogue), plywood, 100)).toBeLessThanOrEqual(
      sagLimitMm(maxSpanMm(plywood, defaultCatalogue), defaultCatalogue),
    );
  });
});
