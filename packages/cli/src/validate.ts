// `kubik validate <design.json> [--lang sl|en|es] [--format json]`: checks a design — its rules and,
// as `quote` does for an order, its drilling (rules/drilling.ts) — and lists its findings. Exit 0
// when nothing is an error (warnings are listed), 1 otherwise.
import { hasErrors, sortFindings } from '@kubik/design/findings/finding';
import { drillingFindings } from '@kubik/design/rules/drilling';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { langOf, readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik validate <design.json> [--lang sl|en|es] [--format text|json]\n';

export async function validateCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['lang', 'format']);
  if (typeof parsed === 'string' || parsed.positional.length !== 1)
    return fail(io, typeof parsed === 'string' ? parsed : undefined);
  const lang = langOf(parsed.options.get('lang'));
  const format = parsed.options.get('format') ?? 'text';
  if (lang.length > 2 || (format !== 'text' && format !== 'json'))
    return fail(io, lang.length > 2 ? lang : '--format must be text or json');
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  const findings = result.ok ? sortFindings([...result.findings, ...drillingFindings(result.model)]) : result.findings;
  const bad = !result.ok || hasErrors(findings);
  if (format === 'json') io.stdout(`${JSON.stringify({ valid: result.ok, orderable: !bad, findings }, null, 2)}\n`);
  else {
    writeFindings(findings, lang as 'en', io);
    if (!bad)
      io.stdout(`ok: ${result.ok ? result.design.elements.length : 0} elements, ${findings.length} finding(s)\n`);
  }
  return bad ? EXIT_INVALID : EXIT_OK;
}

function fail(io: Io, message?: string): number {
  if (message) io.stderr(`${message}\n`);
  io.stderr(usage);
  return EXIT_USAGE;
}
