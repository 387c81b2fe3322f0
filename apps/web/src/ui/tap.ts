// Seed §9: a touch that moves less than 20 px is a tap, not a scroll or a drag.
export const tapSlopPx = 20;

export interface Point {
  x: number;
  y: number;
}

export function isTap(start: Point, end: Point, slop: number = tapSlopPx): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < slop;
}
