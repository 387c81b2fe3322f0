// `kubik labels <design.json> --out <labels.pdf> [--layout a4|roll] [--locale sl|en|es] [--base-url URL]
// [--project ID] [--sheet WxH] [--kerf N] [--trim N]`: a label per physical piece with its QR code:
// the piece's id (`<design>/<part>-<index>`: a design file has no page to open), or with `--project`
// the link to the saved project's piece page — the base URL (`--base-url`, else PUBLIC_URL, else
// http://localhost:3000) and `/dashboard/projects/<id>/pieces/<part>-<index>` (label-job.ts).
// A design with errors gets no labels: exit 1, nothing written. 2 usage.
import { writeFile } from 'node:fs/promises';
import { workshopJob } from '@kubik/design/cnc/cnc-files';
import { pieceLabels } from '@kubik/design/cnc/labels';
import { hasErrors } from '@kubik/design/findings/finding';
import { langs, type Lang } from '@kubik/design/i18n/lang';
import { labelLayouts, labelsPdf, type LabelLayout } from '@kubik/documents/labels-pdf';
import { workshopOptions } from './cnc.ts';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { readDesign, writeFindings } from './design-file.ts';
import { labelJob } from './label-job.ts';

const usage =
  'usage: kubik labels <design.json> --out <labels.pdf> [--layout a4|roll] [--locale sl|en|es] [--base-url URL] [--project ID] [--sheet 2800x2070] [--kerf 4] [--trim 10]\n';

export async function labelsCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['out', 'layout', 'locale', 'base-url', 'project', 'sheet', 'kerf', 'trim']);
  const options = typeof parsed === 'string' ? parsed : workshopOptions(parsed.options);
  const lang = typeof parsed === 'string' ? undefined : (parsed.options.get('locale') ?? 'sl');
  const layout = typeof parsed === 'string' ? undefined : (parsed.options.get('layout') ?? 'a4');
  const job = typeof parsed === 'string' ? undefined : labelJob(parsed.options);
  if (
    typeof parsed === 'string' ||
    typeof options === 'string' ||
    typeof job !== 'function' ||
    parsed.positional.length !== 1 ||
    !parsed.options.get('out') ||
    !(langs as readonly string[]).includes(lang!) ||
    !(labelLayouts as readonly string[]).includes(layout!)
  ) {
    const why = [parsed, options, job].find((x): x is string => typeof x === 'string');
    io.stderr(`${why ? `${why}\n` : ''}${usage}`);
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  writeFindings(
    result.findings.filter((f) => f.severity === 'error'),
    lang as Lang,
    io,
  );
  if (!result.ok || hasErrors(result.findings)) return EXIT_INVALID;
  const { workshop, plans } = workshopJob(result.model, options);
  const name = result.model.design().name;
  const labels = pieceLabels(workshop, plans, job(name));
  const pdf = await labelsPdf([{ labels, model: result.model }], {
    lang: lang as Lang,
    layout: layout as LabelLayout,
    title: name,
  });
  const out = parsed.options.get('out')!;
  await writeFile(out, pdf);
  io.stdout(`${out}: ${labels.length} labels, ${pdf.length} bytes\n`);
  return EXIT_OK;
}
