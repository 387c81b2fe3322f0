// A drawing as plain shapes (polygons, lines, text) in its own units, y pointing down as on
// paper. Geometry is turned into a Drawing once; `toSvg` writes it for browsers and files, and
// the PDF package draws the same shapes with pdfkit, so there is no SVG parsing anywhere.

export type Shape =
  | {
      kind: 'polygon';
      points: readonly (readonly [number, number])[];
      fill: string;
      stroke: string;
      strokeWidth?: number;
    }
  | {
      kind: 'line';
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      stroke: string;
      strokeWidth?: number;
      dash?: number;
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      fill?: string;
      anchor?: 'start' | 'middle' | 'end';
    };

export interface Drawing {
  width: number;
  height: number;
  shapes: Shape[];
}

const r = (v: number) => Math.round(v * 10) / 10;

function escape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function toSvg(d: Drawing): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r(d.width)} ${r(d.height)}" width="${r(d.width)}" height="${r(d.height)}" font-family="DejaVu Sans, Arial, sans-serif">`,
  ];
  for (const s of d.shapes) {
    if (s.kind === 'polygon') {
      const pts = s.points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ');
      out.push(
        `<polygon points="${pts}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 1}" stroke-linejoin="round"/>`,
      );
    } else if (s.kind === 'line') {
      const dash = s.dash ? ` stroke-dasharray="${s.dash} ${s.dash}"` : '';
      out.push(
        `<line x1="${r(s.x1)}" y1="${r(s.y1)}" x2="${r(s.x2)}" y2="${r(s.y2)}" stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 1}"${dash}/>`,
      );
    } else {
      out.push(
        `<text x="${r(s.x)}" y="${r(s.y)}" font-size="${r(s.size)}" fill="${s.fill ?? '#000'}" text-anchor="${s.anchor ?? 'start'}">${escape(s.text)}</text>`,
      );
    }
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** Moves and scales shapes so their bounds fit `width` wide with a margin; keeps proportions (stroke widths and text sizes are in final units). */
export function fitDrawing(shapes: Shape[], width: number, margin: number): Drawing {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const see = (x: number, y: number) => {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  };
  for (const s of shapes) {
    if (s.kind === 'polygon') for (const [x, y] of s.points) see(x, y);
    else if (s.kind === 'line') {
      see(s.x1, s.y1);
      see(s.x2, s.y2);
    } else see(s.x, s.y);
  }
  if (!Number.isFinite(x0)) return { width, height: width / 2, shapes: [] };
  const k = (width - 2 * margin) / Math.max(1, x1 - x0);
  const tx = (x: number) => margin + (x - x0) * k;
  const ty = (y: number) => margin + (y - y0) * k;
  const moved = shapes.map((s): Shape => {
    if (s.kind === 'polygon') return { ...s, points: s.points.map(([x, y]) => [tx(x), ty(y)] as const) };
    if (s.kind === 'line') return { ...s, x1: tx(s.x1), y1: ty(s.y1), x2: tx(s.x2), y2: ty(s.y2) };
    return { ...s, x: tx(s.x), y: ty(s.y) };
  });
  return { width, height: 2 * margin + (y1 - y0) * k, shapes: moved };
}
