// The cut list as CSV: one row per drawing (part number and its drilling variant), what the saw and
// the edge bander need. RFC 4180 quoting, comma separated, header in English (CAM imports map
// columns by name); lengths in mm, `length` along the grain. The cut size is what the saw cuts; the
// finished size is the board once banded (cut + the band's thickness on each banded edge). The
// edge columns name each edge's band and thickness per side, L1, L2 (along the length), W1, W2
// (across it), as edges.ts names them for the PTX and the labels too; `front_edge` says which is
// the front.
import type { Banding } from '../bom/bom.ts';
import type { CutPart } from './cut-parts.ts';
import { edgeBandText, frontEdge } from './edges.ts';

export const cutListColumns = [
  'part',
  'variant',
  'material',
  'colour',
  'cut_length',
  'cut_width',
  'thickness',
  'finished_length',
  'finished_width',
  'grain',
  'edge_L1',
  'edge_L2',
  'edge_W1',
  'edge_W2',
  'front_edge',
  'holes',
  'quantity',
  'file',
  'role',
] as const;

function cell(value: string | number): string {
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The band on each of the two length edges and the two width edges ('' when not banded), by count: the BOM's summary. */
export function edgeColumns(b: Banding): [string, string, string, string] {
  const band = b.band ?? '';
  return [b.length >= 1 ? band : '', b.length >= 2 ? band : '', b.width >= 1 ? band : '', b.width >= 2 ? band : ''];
}

export function cutListCsv(parts: readonly CutPart[]): string {
  const rows: string[] = [cutListColumns.join(',')];
  for (const p of parts) {
    const b = p.bom;
    rows.push(
      [
        p.partNumber,
        p.variant,
        b.material,
        b.colour,
        b.cutLength,
        b.cutWidth,
        b.thickness,
        b.length,
        b.width,
        b.grain ? 'yes' : 'no',
        ...p.edges.map(edgeBandText),
        frontEdge(p.edges),
        p.holes.length,
        p.panels.length,
        p.file,
        b.role,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
