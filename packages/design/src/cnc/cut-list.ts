// The cut list as CSV: one row per drawing (part number and its drilling variant), what the saw and
// the edge bander need. RFC 4180 quoting, comma separated, header in English (CAM imports map
// columns by name); lengths in mm. `length` runs along the grain.
import type { Banding } from '../bom/part-numbers.ts';
import type { CutPart } from './cut-parts.ts';

export const cutListColumns = [
  'part', 'variant', 'material', 'colour', 'length', 'width', 'thickness', 'grain',
  'edge_length_1', 'edge_length_2', 'edge_width_1', 'edge_width_2', 'holes', 'quantity', 'file',
] as const;

function cell(value: string | number): string {
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The band on each of the two length edges and the two width edges ('' when not banded). */
export function edgeColumns(b: Banding): [string, string, string, string] {
  const band = b.band ?? '';
  return [b.length >= 1 ? band : '', b.length >= 2 ? band : '', b.width >= 1 ? band : '', b.width >= 2 ? band : ''];
}

export function cutListCsv(parts: readonly CutPart[]): string {
  const rows: string[] = [cutListColumns.join(',')];
  for (const p of parts) {
    const b = p.bom;
    rows.push([
      p.partNumber, p.variant,
      b.material, b.colour, b.length, b.width, b.thickness, b.grain ? 'yes' : 'no',
      ...edgeColumns(b.edgeBanding), p.holes.length, p.panels.length, p.file,
    ].map(cell).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
