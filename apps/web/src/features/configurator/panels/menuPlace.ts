// Where a cube's menu opens in the scene: beside the finger or pointer that opened it, never over it.
/** Where a cube's menu stands in the stage: its top-left corner, and a height cap when it must scroll. */
export interface MenuPlace {
  x: number;
  y: number;
  maxHeight?: number;
}

/**
 * Places a menu of about `size` (px) beside point `p` in a stage of `stage` size so that it never
 * covers `p` (a touch's compatibility click lands there): right of it, left of it, below or above
 * it; when neither below nor above holds the whole menu, in the taller of the two, capped to fit.
 */
export function menuPlace(
  p: { x: number; y: number },
  stage: { width: number; height: number },
  size = { width: 230, height: 290 },
): MenuPlace {
  const gap = 16,
    edge = 8;
  const { width: w, height: h } = size;
  const clampX = (x: number) => Math.min(Math.max(edge, x), Math.max(edge, stage.width - w - edge));
  const clampY = (y: number) => Math.min(Math.max(edge, y), Math.max(edge, stage.height - h - edge));
  // Beside the point the whole height of the stage is free; a stage lower than the menu caps it.
  const tall = stage.height - 2 * edge;
  const beside = (x: number): MenuPlace =>
    h <= tall ? { x, y: clampY(p.y - h / 3) } : { x, y: edge, maxHeight: Math.max(0, tall) };
  if (p.x + gap + w + edge <= stage.width) return beside(p.x + gap);
  if (p.x - gap - w - edge >= 0) return beside(p.x - gap - w);
  const x = clampX(p.x - w / 2);
  const below = stage.height - edge - (p.y + gap);
  const above = p.y - gap - edge;
  if (below >= h) return { x, y: p.y + gap };
  if (above >= h) return { x, y: p.y - gap - h };
  return below >= above
    ? { x, y: p.y + gap, maxHeight: Math.max(0, below) }
    : { x, y: edge, maxHeight: Math.max(0, above) };
}
