// Readers for the benchmark CSV format (PackingSolver's): items `ID,WIDTH,HEIGHT[,COPIES]`,
// bins `ID,WIDTH,HEIGHT`, each with a header line. Pure functions on strings; errors come back as
// values with the line number so the CLI can say what is wrong.
import type { NestingItem } from './types.ts';

export type CsvResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface StockSheet {
  id: string;
  width: number;
  height: number;
}

export function parseItemsCsv(text: string): CsvResult<NestingItem[]> {
  const rows = readRows(text, ['ID', 'WIDTH', 'HEIGHT'], ['COPIES']);
  if (!rows.ok) return rows;
  const items: NestingItem[] = [];
  for (const row of rows.value) {
    const width = positive(row, 'WIDTH');
    const height = positive(row, 'HEIGHT');
    const copies = row.fields.COPIES === undefined || row.fields.COPIES === '' ? 1 : Number(row.fields.COPIES);
    if (typeof width === 'string') return { ok: false, error: width };
    if (typeof height === 'string') return { ok: false, error: height };
    if (!Number.isInteger(copies) || copies < 0)
      return { ok: false, error: `line ${row.line}: COPIES must be a whole number ≥ 0` };
    items.push({ id: row.fields.ID ?? '', width, height, copies });
  }
  return { ok: true, value: items };
}

export function parseBinsCsv(text: string): CsvResult<StockSheet[]> {
  const rows = readRows(text, ['ID', 'WIDTH', 'HEIGHT'], []);
  if (!rows.ok) return rows;
  const bins: StockSheet[] = [];
  for (const row of rows.value) {
    const width = positive(row, 'WIDTH');
    const height = positive(row, 'HEIGHT');
    if (typeof width === 'string') return { ok: false, error: width };
    if (typeof height === 'string') return { ok: false, error: height };
    bins.push({ id: row.fields.ID ?? '', width, height });
  }
  if (bins.length === 0) return { ok: false, error: 'no stock sheet given' };
  return { ok: true, value: bins };
}

interface Row {
  line: number;
  fields: Record<string, string | undefined>;
}

function readRows(text: string, required: string[], optional: string[]): CsvResult<Row[]> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toUpperCase());
  for (const name of required) {
    if (!header.includes(name))
      return { ok: false, error: `line 1: header must name ${required.join(',')} (missing ${name})` };
  }
  const known = new Set([...required, ...optional]);
  const rows: Row[] = [];
  for (let k = 1; k < lines.length; k++) {
    const line = lines[k]!.trim();
    if (line === '') continue;
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length > header.length) return { ok: false, error: `line ${k + 1}: more fields than the header` };
    const fields: Record<string, string | undefined> = {};
    header.forEach((name, i) => {
      if (known.has(name)) fields[name] = cells[i];
    });
    rows.push({ line: k + 1, fields });
  }
  return { ok: true, value: rows };
}

function positive(row: Row, name: string): number | string {
  const raw = row.fields[name];
  const value = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(value) || value <= 0) {
    return `line ${row.line}: ${name} must be a positive number (got ${JSON.stringify(raw ?? '')})`;
  }
  return value;
}
