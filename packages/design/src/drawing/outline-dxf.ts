// The design as an architect's CAD drawing (DXF, millimetres): its outlines in three views, laid
// out in first-angle projection as European drawings are — the front elevation, the plan below it
// (seen from above, the piece's front at the bottom), the side elevation (seen from the left) to
// its right — with dimension chains as the PDF's front view has them: the widths between the
// cubes' sides over the overall width, the heights beside the overall height, the depths in plan.
// Outlines are the cubes' outer boxes (each drawn once where cubes line up) and the doors' and
// drawer fronts' faces; layers split them so a CAD user can hide what they do not need. Dimensions
// are lines, ticks and text (no associative DIMENSION entities, which need per-reader blocks).
import { writeDxf, type DxfEntity, type DxfVersion } from '../cnc/dxf.ts';
import type { Box } from '../geometry/mm.ts';
import type { Lang } from '../i18n/lang.ts';
import { workshopTexts } from '../i18n/workshop.ts';
import type { DesignModel } from '../model.ts';

/** The drawing's layers: outlines per view, fronts (doors, drawer fronts), dimensions, titles. */
export const outlineLayers = {
  front: 'ELEVATION_FRONT',
  plan: 'PLAN',
  side: 'ELEVATION_SIDE',
  fronts: 'DOORS_AND_DRAWERS',
  dimensions: 'DIMENSIONS',
  titles: 'TITLES',
} as const;

type Rect = { x0: number; y0: number; x1: number; y1: number };

/** Planes along one axis that a cube starts or ends at, in order. */
function marks(boxes: readonly Box[], axis: 'x' | 'y' | 'z'): number[] {
  const size = { x: 'width', y: 'height', z: 'depth' } as const;
  const out = new Set<number>();
  for (const b of boxes) out.add(b[axis]).add(b[axis] + b[size[axis]]);
  return [...out].sort((a, b) => a - b);
}

const mm = (v: number) => String(Math.round(v));

/** The drawing as DXF text (mm, y up; R2000 unless asked for R12), titles in `lang`. */
export function outlineDxf(model: DesignModel, options: { lang?: Lang; version?: DxfVersion } = {}): string {
  return writeDxf(outlineEntities(model, options.lang ?? 'sl'), options.version ?? 'R2000');
}

/** The drawing's entities: outlines, dimension chains and titles (the workshop catalogue's words, `i18n/locales/workshop-<lang>.json`). */
export function outlineEntities(model: DesignModel, lang: Lang): DxfEntity[] {
  const titles = workshopTexts[lang].outline;
  const cubes = [...model.cells.values()].map((c) => c.box);
  const fronts = model
    .panels()
    .filter((p) => p.role === 'door' || p.role === 'drawerFront')
    .map((p) => p.box);
  const all = [...cubes, ...fronts];
  if (all.length === 0) return [];
  const lo = {
    x: Math.min(...all.map((b) => b.x)),
    y: Math.min(...all.map((b) => b.y)),
    z: Math.min(...all.map((b) => b.z)),
  };
  const hi = {
    x: Math.max(...all.map((b) => b.x + b.width)),
    y: Math.max(...all.map((b) => b.y + b.height)),
    z: Math.max(...all.map((b) => b.z + b.depth)),
  };
  const width = hi.x - lo.x,
    height = hi.y - lo.y,
    depth = hi.z - lo.z;
  /** Text height: legible at 1:20 on paper (2.5 mm) for a small piece, at most 60 mm for a wall. */
  const th = Math.round(Math.min(60, Math.max(25, Math.max(width, height) / 40)));
  const gap = 5 * th;

  const entities: DxfEntity[] = [];
  const seen = new Set<string>();
  const rect = (layer: string, r: Rect) => {
    const key = `${layer}|${r.x0}|${r.y0}|${r.x1}|${r.y1}`;
    if (seen.has(key) || r.x1 - r.x0 <= 0 || r.y1 - r.y0 <= 0) return;
    seen.add(key);
    entities.push({
      type: 'outline',
      layer,
      points: [
        [r.x0, r.y0],
        [r.x1, r.y0],
        [r.x1, r.y1],
        [r.x0, r.y1],
      ],
    });
  };
  const text = (x: number, y: number, value: string, size = th, rotation = 0) =>
    entities.push({
      type: 'text',
      layer: outlineLayers.dimensions,
      x,
      y,
      height: size,
      text: value,
      ...(rotation ? { rotation } : {}),
    });
  /** A horizontal chain at height `y` over the planes `at` (each gap's figure centred above it), extension lines down or up to `from`. */
  const chainX = (at: readonly number[], y: number, from: number) => {
    const d = outlineLayers.dimensions;
    const over = Math.sign(y - from) * th * 0.6;
    entities.push({ type: 'line', layer: d, x1: at[0]!, y1: y, x2: at[at.length - 1]!, y2: y });
    for (const x of at) {
      entities.push({ type: 'line', layer: d, x1: x, y1: from + Math.sign(y - from) * th * 0.4, x2: x, y2: y + over });
      entities.push({ type: 'line', layer: d, x1: x - th * 0.3, y1: y - th * 0.3, x2: x + th * 0.3, y2: y + th * 0.3 });
    }
    for (let i = 1; i < at.length; i++) {
      const figure = mm(at[i]! - at[i - 1]!);
      if (figure.length * th * 0.6 > at[i]! - at[i - 1]! - th * 0.4 && at.length > 2) continue;
      text((at[i]! + at[i - 1]!) / 2 - (figure.length * th * 0.6) / 2, y + th * 0.4, figure);
    }
  };
  /** A vertical chain at `x` over the planes `at`, figures turned to read from the right. */
  const chainY = (at: readonly number[], x: number, from: number) => {
    const d = outlineLayers.dimensions;
    const over = Math.sign(x - from) * th * 0.6;
    entities.push({ type: 'line', layer: d, x1: x, y1: at[0]!, x2: x, y2: at[at.length - 1]! });
    for (const y of at) {
      entities.push({ type: 'line', layer: d, x1: from + Math.sign(x - from) * th * 0.4, y1: y, x2: x + over, y2: y });
      entities.push({ type: 'line', layer: d, x1: x - th * 0.3, y1: y - th * 0.3, x2: x + th * 0.3, y2: y + th * 0.3 });
    }
    for (let i = 1; i < at.length; i++) {
      const figure = mm(at[i]! - at[i - 1]!);
      if (figure.length * th * 0.6 > at[i]! - at[i - 1]! - th * 0.4 && at.length > 2) continue;
      text(x - th * 0.4, (at[i]! + at[i - 1]!) / 2 - (figure.length * th * 0.6) / 2, figure, th, 90);
    }
  };
  const title = (x: number, y: number, value: string) =>
    entities.push({ type: 'text', layer: outlineLayers.titles, x, y, height: th * 1.2, text: value });

  // Front elevation: x right, y up, as the piece stands.
  for (const b of cubes) rect(outlineLayers.front, { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height });
  for (const b of fronts) rect(outlineLayers.fronts, { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height });
  const xs = marks(cubes, 'x'),
    ys = marks(cubes, 'y');
  if (xs.length > 2) chainX(xs, lo.y - 2 * th, lo.y);
  chainX([lo.x, hi.x], lo.y - (xs.length > 2 ? 4.5 : 2) * th, lo.y);
  if (ys.length > 2) chainY(ys, hi.x + 2 * th, hi.x);
  chainY([lo.y, hi.y], hi.x + (ys.length > 2 ? 4.5 : 2) * th, hi.x);
  title(lo.x, hi.y + th, titles.front);

  // Plan, below: seen from above, the back towards the front elevation, the front at the bottom.
  const planTop = lo.y - 6 * th - gap;
  const py = (z: number) => planTop - (z - lo.z);
  for (const b of cubes) rect(outlineLayers.plan, { x0: b.x, y0: py(b.z + b.depth), x1: b.x + b.width, y1: py(b.z) });
  for (const b of fronts)
    rect(outlineLayers.fronts, { x0: b.x, y0: py(b.z + b.depth), x1: b.x + b.width, y1: py(b.z) });
  const zs = marks(cubes, 'z');
  const planRight = hi.x + 2 * th;
  if (zs.length > 2) chainY(zs.map(py).reverse(), planRight, hi.x);
  chainY([py(hi.z), py(lo.z)], planRight + (zs.length > 2 ? 2.5 : 0) * th, hi.x);
  title(lo.x, planTop + th, titles.plan);

  // Side elevation, right of the front one: seen from the left, the back towards it, the front on the right.
  const sideLeft = hi.x + 8 * th + gap;
  const sx = (z: number) => sideLeft + (z - lo.z);
  for (const b of cubes) rect(outlineLayers.side, { x0: sx(b.z), y0: b.y, x1: sx(b.z + b.depth), y1: b.y + b.height });
  for (const b of fronts)
    rect(outlineLayers.fronts, { x0: sx(b.z), y0: b.y, x1: sx(b.z + b.depth), y1: b.y + b.height });
  chainX([sx(lo.z), sx(hi.z)], lo.y - 2 * th, lo.y);
  title(sideLeft, hi.y + th, titles.side);

  entities.push({
    type: 'text',
    layer: outlineLayers.titles,
    x: lo.x,
    y: planTop - depth - 4 * th,
    height: th,
    text: `${model.design().name} — ${titles.units}`,
  });
  return entities;
}
