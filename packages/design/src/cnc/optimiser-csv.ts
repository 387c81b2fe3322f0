// The cut list as a generic optimiser imports it: one row per drawing with the columns such tools
// ask for (name, material, length, width, quantity, grain, band per edge; README.md "Optimiser
// CSV" has the sources). Comma separated, RFC 4180 quoting, header row, lengths in mm at the cut
// size, `length` along the grain. The band columns are the edges L1, L2, W1, W2 as edges.ts names
// them (band and thickness), `front_edge` which of them faces the front.
import type { CutPart } from './cut-parts.ts';
import { edgeBandText, frontEdge } from './edges.ts';
import { partCode } from './ptx.ts';

export const optimiserColumns = [
  'name',
  'material',
  'thickness',
  'length',
  'width',
  'quantity',
  'grain',
  'band_L1',
  'band_L2',
  'band_W1',
  'band_W2',
  'front_edge',
] as const;

function cell(value: string | number): string {
  const s = String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function optimiserCsv(parts: readonly CutPart[]): string {
  const rows: string[] = [optimiserColumns.join(',')];
  for (const p of parts) {
    const b = p.bom;
    rows.push(
      [
        partCode(p),
        `${b.material} ${b.colour}`,
        b.thickness,
        b.cutLength,
        b.cutWidth,
        p.panels.length,
        // "length": the grain runs along the length, so the part may not be turned; "none": it may.
        b.grain ? 'length' : 'none',
        ...p.edges.map(edgeBandText),
        frontEdge(p.edges),
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}
