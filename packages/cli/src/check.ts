// `kubik check <design.json> [--lang sl|en|es] [--format text|json]`: the design's findings and the
// drilling checker's (cnc/drill-check.ts: every hole inside its board and 3 mm from its edges, 3 mm
// between holes, faces A and B never meeting, no blind hole through, every joint's holes lined up,
// every board end joined). Exit 0 when nothing fails, 1 when the design has errors or a drilling
// rule fails (or it is not a design), 2 usage.
import { checkDrilling, type DrillFinding } from '@kubik/design/cnc/drill-check';
import { panelHoles } from '@kubik/design/cnc/holes';
import { hasErrors } from '@kubik/design/findings/finding';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { langOf, readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik check <design.json> [--lang sl|en|es] [--format text|json]\n';

export async function checkCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['lang', 'format']);
  const lang = typeof parsed === 'string' ? 'en' : langOf(parsed.options.get('lang'));
  const format = typeof parsed === 'string' ? 'text' : (parsed.options.get('format') ?? 'text');
  if (
    typeof parsed === 'string' ||
    parsed.positional.length !== 1 ||
    lang.length > 2 ||
    (format !== 'text' && format !== 'json')
  ) {
    io.stderr(
      `${typeof parsed === 'string' ? `${parsed}\n` : lang.length > 2 ? `${lang}\n` : format !== 'text' && format !== 'json' ? '--format must be text or json\n' : ''}${usage}`,
    );
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  if (!result.ok) {
    writeFindings(result.findings, lang as 'en', io);
    return EXIT_INVALID;
  }
  const holes = panelHoles(result.model);
  const drilling = checkDrilling(result.model, undefined, holes);
  const boards = result.model.panels().length;
  let count = 0;
  for (const list of holes.values()) count += list.length;
  const failed = hasErrors(result.findings) || drilling.length > 0;
  if (format === 'json') {
    io.stdout(
      `${JSON.stringify({ ok: !failed, boards, holes: count, findings: result.findings, drilling }, null, 2)}\n`,
    );
  } else {
    writeFindings(
      result.findings.filter((f) => f.severity !== 'info'),
      lang as 'en',
      io,
    );
    for (const f of drilling) io.stderr(`${describe(f)}\n`);
    io.stdout(
      `${failed ? 'failed' : 'ok'}: ${boards} boards, ${count} holes; ${drilling.length} drilling finding(s), ${result.findings.filter((f) => f.severity === 'error').length} design error(s)\n`,
    );
  }
  return failed ? EXIT_INVALID : EXIT_OK;
}

function describe(f: DrillFinding): string {
  const holes = f.holes.map((h) => `${h.face} ${h.use} Ø${h.diameter}×${h.depth} at ${h.x},${h.y}`).join('; ');
  const at = f.at ? ` (nail at x ${f.at.x}, y ${f.at.y})` : '';
  return `error ${f.code} [${f.partNumber} ${f.panel}]: ${f.message}${holes ? ` (${holes})` : ''}${at}`;
}
