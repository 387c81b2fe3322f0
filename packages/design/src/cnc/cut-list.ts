// The cut list as CSV: one row per drawing (part number and its drilling variant), what the saw and
// the edge bander need. RFC 4180 quoting, comma separated, header in English (CAM imports map
// columns by name); lengths in mm, `length` along the grain. The cut size is what the saw cuts; the
// finished size is the board once banded (cut + the band's thickness on each banded edge). The
// band columns name the band on each of the two edges along the length and the two across it.
import type { Banding } from '../bom/bom.ts';
import type { CutPart } from './cut-parts.ts';

export const cutListColumns = [
  'part', 'variant', 'material', 'colour', 'cut_length', 'cut_width', 'thickness', 'finished_length', 'finished_width', 'grain',
  'band_length_edge_1', 'band_length_edge_2', 'band_width_edge_1', 'band_width_edge_2', 'holes', 'quantity', 'file', 'role',
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
      b.material, b.colour, b.cutLength, b.cutWidth, b.thickness, b.length, b.width, b.grain ? 'yes' : 'no',
      ...edgeColumns(b.edgeBanding), p.holes.length, p.panels.length, p.file, b.role,
    ].map(cell).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
