// `kubik pdf <design.json> --out <file.pdf> [--locale sl|en|es] [--sheet WxH] [--kerf N] [--trim N]`:
// the project PDF (drawings, BOM, price, cutting plan, assembly steps). The PDF itself is made by
// @kubik/documents (pdfkit); this command only reads and writes files. Exit 1 invalid design or one
// with errors (nothing written: the workshop's copy is refused, workshop-guard.ts), 2 usage.
import { writeFile } from 'node:fs/promises';
import { designPdf } from '@kubik/documents/pdf';
import { langs, type Lang } from '@kubik/design/i18n/lang';
import { workshopOptions } from './cnc.ts';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { readDesign, workshopOutput, writeFindings } from './design-file.ts';

const usage =
  'usage: kubik pdf <design.json> --out <file.pdf> [--locale sl|en|es] [--sheet 2800x2070] [--kerf 4] [--trim 10]\n';

export async function pdfCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['out', 'locale', 'sheet', 'kerf', 'trim']);
  const locale = typeof parsed === 'string' ? undefined : (parsed.options.get('locale') ?? 'sl');
  const options = typeof parsed === 'string' ? parsed : workshopOptions(parsed.options);
  if (
    typeof parsed === 'string' ||
    typeof options === 'string' ||
    parsed.positional.length !== 1 ||
    !parsed.options.get('out') ||
    !(langs as readonly string[]).includes(locale!)
  ) {
    io.stderr(`${typeof options === 'string' ? `${options}\n` : ''}${usage}`);
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  if (!result.ok) {
    writeFindings(
      result.findings.filter((f) => f.severity === 'error'),
      locale as Lang,
      io,
    );
    return EXIT_INVALID;
  }
  const { model } = result;
  const out = parsed.options.get('out')!;
  // The workshop's copy: none for a design with errors (exit 1, no file), only its findings.
  return workshopOutput(
    async () => {
      const pdf = await designPdf(model, { lang: locale as Lang, stock: options.stock ?? {} });
      await writeFile(out, pdf);
      io.stdout(`${out}: ${pdf.length} bytes\n`);
      return EXIT_OK;
    },
    locale as Lang,
    io,
  );
}
