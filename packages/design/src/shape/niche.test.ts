import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { quote } from '../quote.ts';
import { fillNiche, nicheClearance, nicheRoom, proposalCubes } from './niche.ts';
import { holdingWidth } from './runs.ts';

const allowed = defaultCatalogue.allowedSizes;
const inForce = { version: 0, catalogue: defaultCatalogue };
const brief = (answer: ReturnType<typeof fillNiche>) =>
  answer.ok
    ? answer.proposals.map(
        ({ shape: s, size }) =>
          `${s.columns}×${s.columnWidth} by ${s.rows}×${s.rowHeight}, ${size.width}×${size.height}×${size.depth}`,
      )
    : answer;

describe('fillNiche, worked examples', () => {
  it('a 1220 × 2010 × 420 niche: 1200 × 2000 fits exactly; cubes of 400 × 400 first, then 400 × 500, then 300 × 400', () => {
    // Room: 1220 − 2 × 10 = 1200 wide, 2010 − 10 = 2000 high; depth 400 (500 is deeper than 420).
    expect(nicheRoom({ width: 1220, height: 2010, depth: 420 })).toEqual({ width: 1200, height: 2000, depth: 420 });
    expect(brief(fillNiche({ width: 1220, height: 2010, depth: 420 }, defaultCatalogue))).toEqual([
      '3×400 by 5×400, 1200×2000×400',
      // 400 × 500 and 300 × 400 are both 100 mm from 400 × 400: fewer cubes first (12 before 20).
      '3×400 by 4×500, 1200×2000×400',
      '4×300 by 5×400, 1200×2000×400',
    ]);
  });

  it('a 1000 × 900 × 350 niche: 980 × 890 of room; the best leave the least of the front uncovered', () => {
    // The most height under 890 is 800 (2 × 400, 4 × 200 or 1 × 800); the most width under 980 is
    // 3 × 300 = 900 (no allowed width makes 980 or 960; 2 × 400 and 4 × 200 make 800). So 900 × 800
    // leaves 980 × 890 − 900 × 800 = 152,200 mm², whatever the rows; then nearest 400 × 400:
    // 300 × 400 (100 off), 300 × 200 (300 off), 300 × 800 (500 off).
    const answer = fillNiche({ width: 1000, height: 900, depth: 350 }, defaultCatalogue);
    expect(brief(answer)).toEqual([
      '3×300 by 2×400, 900×800×300',
      '3×300 by 4×200, 900×800×300',
      '3×300 by 1×800, 900×800×300',
    ]);
    expect(answer.ok && answer.proposals[0]!.gapArea).toBe(980 * 890 - 900 * 800);
  });

  it('a niche smaller than the smallest cube (with its clearance) gets none, and says how large one must be', () => {
    const smallest = { width: 200 + 2 * nicheClearance.sideMm, height: 200 + nicheClearance.topMm, depth: 300 };
    expect(fillNiche({ width: 219, height: 2000, depth: 600 }, defaultCatalogue)).toEqual({
      ok: false,
      reason: 'tooSmall',
      smallest,
    });
    expect(fillNiche({ width: 2000, height: 209, depth: 600 }, defaultCatalogue)).toEqual({
      ok: false,
      reason: 'tooSmall',
      smallest,
    });
    expect(fillNiche({ width: 2000, height: 2000, depth: 299 }, defaultCatalogue)).toEqual({
      ok: false,
      reason: 'tooSmall',
      smallest,
    });
    expect(brief(fillNiche({ width: 220, height: 210, depth: 300 }, defaultCatalogue))).toEqual([
      '1×200 by 1×200, 200×200×300',
    ]);
  });

  it('every proposal of a wide niche is orderable: no column wider than a board holds between rows', () => {
    const answer = fillNiche({ width: 3020, height: 2410, depth: 600 }, defaultCatalogue);
    expect(answer.ok).toBe(true);
    for (const proposal of answer.ok ? answer.proposals : []) {
      const result = quote(
        { schemaVersion: 1, name: 'niche', settings: {}, elements: proposalCubes(proposal) },
        inForce,
      );
      expect(result.orderable, JSON.stringify(proposal.shape)).toBe(true);
    }
  });
});

describe('fillNiche, properties', () => {
  const niches = fc.record({
    width: fc.integer({ min: 0, max: 6000 }),
    height: fc.integer({ min: 0, max: 3000 }),
    depth: fc.integer({ min: 0, max: 900 }),
  });
  const holding = holdingWidth(defaultCatalogue);

  /** Brute force: the least uncovered front over every count of every allowed size that fits. */
  function bestGap(room: { width: number; height: number }): number | null {
    let best: number | null = null;
    for (const h of allowed.height) {
      for (let m = 1; m * h <= room.height && m <= 50; m++) {
        for (const w of allowed.width) {
          if (m > 1 && w > holding) continue;
          for (let n = 1; n * w <= room.width && n <= 50; n++) {
            const gap = room.width * room.height - n * w * m * h;
            if (best === null || gap < best) best = gap;
          }
        }
      }
    }
    return best;
  }

  it('every proposal fits the niche with its clearance; they are distinct, ordered by fit, and the first fits best', () => {
    fc.assert(
      fc.property(niches, (niche) => {
        const answer = fillNiche(niche, defaultCatalogue);
        const room = nicheRoom(niche);
        const best = allowed.depth.some((d) => d <= niche.depth) ? bestGap(room) : null;
        if (!answer.ok) {
          expect(best).toBeNull();
          return;
        }
        expect(answer.proposals.length).toBeGreaterThan(0);
        expect(answer.proposals.length).toBeLessThanOrEqual(3);
        for (const p of answer.proposals) {
          expect(p.size.width + 2 * nicheClearance.sideMm).toBeLessThanOrEqual(niche.width);
          expect(p.size.height + nicheClearance.topMm).toBeLessThanOrEqual(niche.height);
          expect(p.size.depth).toBeLessThanOrEqual(niche.depth);
          expect(allowed.width).toContain(p.shape.columnWidth);
          expect(allowed.height).toContain(p.shape.rowHeight);
          expect(allowed.depth).toContain(p.shape.depth);
        }
        const keys = answer.proposals.map((p) => JSON.stringify(p.shape));
        expect(new Set(keys).size).toBe(keys.length);
        for (let i = 1; i < answer.proposals.length; i++)
          expect(answer.proposals[i]!.gapArea).toBeGreaterThanOrEqual(answer.proposals[i - 1]!.gapArea);
        expect(answer.proposals[0]!.gapArea).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});
