// The arithmetic of the dashboard's charts, apart from drawing so it can be checked by hand: round
// ("nice") axis ticks that cover the data, and a linear map from values to pixels.

/** Steps an axis may take, per power of ten: 1, 2, 2.5, 5 (then 10 of the next power). */
const niceSteps = [1, 2, 2.5, 5, 10];

/**
 * Ticks from 0 to at least `max` in at most `maxTicks` equal steps (plus the 0), each step a nice
 * number (1, 2, 2.5 or 5 × a power of ten). `integer`: counts, so the step is at least 1 and never
 * 2.5. An empty or all-zero series still gets an axis: 0 and 1.
 */
export function niceTicks(max: number, maxTicks = 4, integer = false): number[] {
  if (!Number.isFinite(max) || max < 0) throw new RangeError(`niceTicks: max must be a finite number ≥ 0, not ${max}`);
  if (maxTicks < 1) throw new RangeError('niceTicks: at least one step');
  if (max === 0) return [0, 1];
  const rough = max / maxTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = power * 10;
  for (const factor of niceSteps) {
    const candidate = power * factor;
    if (integer && (candidate < 1 || !Number.isInteger(candidate))) continue;
    if (candidate >= rough) {
      step = candidate;
      break;
    }
  }
  if (integer) step = Math.max(1, step);
  const count = Math.ceil(max / step - 1e-9);
  // Multiplying (not adding) keeps floating error from piling up: 0.1 × 3, not 0.1 + 0.1 + 0.1.
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Maps 0…domainMax onto 0…rangeMax pixels; values outside are clamped (a bar never leaves its chart). */
export function linearScale(domainMax: number, rangeMax: number): (value: number) => number {
  if (domainMax <= 0) return () => 0;
  return (value) => (Math.min(Math.max(value, 0), domainMax) / domainMax) * rangeMax;
}

/** Splits `width` into `count` equal bands with `gap` (a fraction of a band) between them: each band's start and width. */
export function bands(
  count: number,
  width: number,
  gap = 0.25,
): { start: (index: number) => number; band: number; bar: number } {
  const band = count > 0 ? width / count : width;
  const bar = band * (1 - gap);
  return { start: (index) => index * band + (band - bar) / 2, band, bar };
}

/** Every how many labels to show so that labels of `labelWidth` px fit in bands of `band` px. */
export function labelEvery(band: number, labelWidth: number): number {
  if (band <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / band));
}
