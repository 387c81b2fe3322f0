// A picture of a design without 3D: the design core's isometric drawing of its boards (and bars)
// in their colours, as an SVG data URL. Ready-made designs and drafts show it as their thumbnail,
// in the user's browser, so nothing is an empty box even where no screenshot was ever taken.
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { toSvg } from '@kubik/design/drawing/drawing';
import { isometricDrawing, type BoxStyle, type StyledBox } from '@kubik/design/drawing/isometric';
import { barBox } from '@kubik/design/assembly/step-drawing';
import { DesignModel } from '@kubik/design/model';
import type { Design } from '@kubik/design/schema/document';
import { catalogueHex } from '../scene/colours.ts';

/** A colour made lighter (k > 0) or darker (k < 0), as #rrggbb. */
export function shade(hex: string, k: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.round(k >= 0 ? v + (255 - v) * k : v * (1 + k));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

function styleOf(hex: string): BoxStyle {
  return { top: shade(hex, 0.18), front: hex, right: shade(hex, -0.16), edge: shade(hex, -0.5) };
}

/** Looks like a design: an object with a list of elements (a stored draft or a ready-made design). */
function looksLikeDesign(value: unknown): value is Design {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { elements?: unknown }).elements) &&
    typeof (value as { settings?: unknown }).settings === 'object'
  );
}

/** The design's isometric picture as an SVG data URL, `width` units wide; null when it cannot be drawn. */
export function designPicture(design: unknown, catalogue: Catalogue, width = 320): string | null {
  if (!looksLikeDesign(design)) return null;
  try {
    const model = new DesignModel(design, catalogue);
    const hex = catalogueHex(catalogue);
    const styles = new Map<string, BoxStyle>();
    const style = (colour: string) => {
      let s = styles.get(colour);
      if (!s) styles.set(colour, (s = styleOf(hex(colour))));
      return s;
    };
    const boxes: StyledBox[] = [
      ...model.panels().map((p) => ({ box: p.box, style: style(p.colour) })),
      ...model.bars().map((b) => ({ box: barBox(b), style: style(b.finish) })),
    ];
    if (boxes.length === 0) return null;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toSvg(isometricDrawing(boxes, width)))}`;
  } catch {
    return null;
  }
}
