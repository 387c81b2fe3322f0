// An independent check of a cutting plan, used by the property tests and usable as a guard before
// a plan goes to the workshop. It replays the cuts on the sheet: each cut must run right across
// the one piece it divides (a guillotine cut), and each part must end up as a piece of its own.
import type { CuttingPlan, NestingItem, SheetPlan } from './types.ts';

const EPS = 1e-6;

interface Piece {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function checkCuttingPlan(items: readonly NestingItem[], plan: CuttingPlan): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  const count = (id: string, copy: number): void => {
    const key = `${id}#${copy}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  };
  plan.sheets.forEach((sheet, s) => {
    problems.push(...checkSheet(items, plan, sheet).map((p) => `sheet ${s + 1}: ${p}`));
    for (const p of sheet.placements) count(p.itemId, p.copy);
  });
  for (const u of plan.unplaceable) count(u.itemId, u.copy);
  for (const item of items) {
    for (let copy = 0; copy < (item.copies ?? 1); copy++) {
      const n = seen.get(`${item.id}#${copy}`) ?? 0;
      if (n !== 1) problems.push(`${item.id} copy ${copy} appears ${n} times`);
      seen.delete(`${item.id}#${copy}`);
    }
  }
  for (const key of seen.keys()) problems.push(`${key} is not an ordered part`);
  return problems;
}

function checkSheet(items: readonly NestingItem[], plan: CuttingPlan, sheet: SheetPlan): string[] {
  const { kerf, trim, allowRotation } = plan.options;
  const problems: string[] = [];
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const p of sheet.placements) {
    const item = byId.get(p.itemId);
    const name = `${p.itemId}#${p.copy}`;
    if (!item) continue;
    const w = p.rotated ? item.height : item.width;
    const h = p.rotated ? item.width : item.height;
    if (Math.abs(p.width - w) > EPS || Math.abs(p.height - h) > EPS) problems.push(`${name} has the wrong size`);
    if (p.rotated && (!allowRotation || item.canRotate === false)) problems.push(`${name} is rotated but may not be`);
    if (
      p.x < trim - EPS ||
      p.y < trim - EPS ||
      p.x + p.width > sheet.width - trim + EPS ||
      p.y + p.height > sheet.height - trim + EPS
    ) {
      problems.push(`${name} lies in the trim or off the sheet`);
    }
  }
  const ps = sheet.placements;
  for (let a = 0; a < ps.length; a++) {
    for (let b = a + 1; b < ps.length; b++) {
      const p = ps[a]!;
      const q = ps[b]!;
      const apart =
        p.x + p.width + kerf <= q.x + EPS ||
        q.x + q.width + kerf <= p.x + EPS ||
        p.y + p.height + kerf <= q.y + EPS ||
        q.y + q.height + kerf <= p.y + EPS;
      if (!apart) problems.push(`${p.itemId}#${p.copy} and ${q.itemId}#${q.copy} overlap or are closer than the kerf`);
    }
  }
  problems.push(...replayCuts(sheet, kerf));
  return problems;
}

/** Replays the cuts; every part must come out as exactly one of the final pieces. */
function replayCuts(sheet: SheetPlan, kerf: number): string[] {
  let pieces: Piece[] = [{ x0: 0, y0: 0, x1: sheet.width, y1: sheet.height }];
  const problems: string[] = [];
  sheet.cuts.forEach((cut, k) => {
    const horizontal = cut.orientation === 'horizontal';
    const index = pieces.findIndex((p) => {
      const [from, to, lo, hi] = horizontal ? [p.x0, p.x1, p.y0, p.y1] : [p.y0, p.y1, p.x0, p.x1];
      return (
        Math.abs(from - cut.from) < EPS &&
        Math.abs(to - cut.to) < EPS &&
        cut.position < hi - EPS &&
        cut.position + kerf > lo + (kerf > 0 ? EPS : -EPS) &&
        cut.position > lo - kerf - EPS
      );
    });
    if (index < 0) {
      problems.push(`cut ${k + 1} (stage ${cut.stage}) does not run across a whole piece`);
      return;
    }
    const p = pieces[index]!;
    const split: Piece[] = horizontal
      ? [
          { ...p, y1: Math.min(cut.position, p.y1) },
          { ...p, y0: Math.max(cut.position + kerf, p.y0) },
        ]
      : [
          { ...p, x1: Math.min(cut.position, p.x1) },
          { ...p, x0: Math.max(cut.position + kerf, p.x0) },
        ];
    pieces = [
      ...pieces.slice(0, index),
      ...pieces.slice(index + 1),
      ...split.filter((q) => q.x1 - q.x0 > EPS && q.y1 - q.y0 > EPS),
    ];
  });
  for (const p of sheet.placements) {
    const own = pieces.some(
      (q) =>
        Math.abs(q.x0 - p.x) < EPS &&
        Math.abs(q.y0 - p.y) < EPS &&
        Math.abs(q.x1 - p.x - p.width) < EPS &&
        Math.abs(q.y1 - p.y - p.height) < EPS,
    );
    if (!own) problems.push(`${p.itemId}#${p.copy} is not cut free by the listed cuts`);
  }
  return problems;
}
