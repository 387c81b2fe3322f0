// `kubik bom <design.json> [--format json|csv] [--lang sl|en|es]`: the bill of materials.
// JSON: {parts, hardware, totals}. CSV: one row per part number (finished size, then cut size), a
// blank line, then the hardware. Findings go to stderr; exit 1 when the design has errors (the BOM of a
// design that is still a design is printed anyway), 0 otherwise.
import type { Bom } from '@kubik/design/bom/bom';
import { buildBom } from '@kubik/design/bom/bom';
import { hasErrors } from '@kubik/design/findings/finding';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { langOf, readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik bom <design.json> [--format json|csv] [--lang sl|en|es]\n';

export async function bomCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['format', 'lang']);
  if (typeof parsed === 'string' || parsed.positional.length !== 1) {
    io.stderr(`${typeof parsed === 'string' ? `${parsed}\n` : ''}${usage}`);
    return EXIT_USAGE;
  }
  const format = parsed.options.get('format') ?? 'json';
  const lang = langOf(parsed.options.get('lang'));
  if ((format !== 'json' && format !== 'csv') || lang.length > 2) {
    io.stderr(`${lang.length > 2 ? lang : '--format must be json or csv'}\n${usage}`);
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  writeFindings(
    result.findings.filter((f) => f.severity !== 'info'),
    lang as 'en',
    io,
  );
  if (!result.ok) return EXIT_INVALID;
  const bom = buildBom(result.model);
  io.stdout(format === 'json' ? `${JSON.stringify(bom, null, 2)}\n` : bomCsv(bom, lang as 'en'));
  return hasErrors(result.findings) ? EXIT_INVALID : EXIT_OK;
}

export function bomCsv(bom: Bom, lang: 'sl' | 'en' | 'es' = 'en'): string {
  const rows: (string | number)[][] = [
    [
      'partNumber',
      'role',
      'material',
      'colour',
      'length',
      'width',
      'thickness',
      'cutLength',
      'cutWidth',
      'quantity',
      'grain',
      'edgeBand',
      'bandedLengthEdges',
      'bandedWidthEdges',
    ],
    ...bom.parts.map((p) => [
      p.partNumber,
      p.role,
      p.material,
      p.colour,
      p.length,
      p.width,
      p.thickness,
      p.cutLength,
      p.cutWidth,
      p.quantity,
      p.grain ? 'yes' : 'no',
      p.edgeBanding.band ?? '',
      p.edgeBanding.length,
      p.edgeBanding.width,
    ]),
    [],
    ['code', 'kind', 'name', 'length', 'finish', 'quantity'],
    ...bom.hardware.map((h) => [h.code, h.kind, h.name[lang], h.length ?? '', h.finish ?? '', h.quantity]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
