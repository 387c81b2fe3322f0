// `kubik instructions <design.json> [--format json|svg-dir] [--out <dir>]`: the assembly steps.
// json (default) prints {steps} to stdout, texts in sl, en and es; svg-dir writes
// step-01.svg … (the drawing of each step) and steps.json into --out. Exit 1 invalid design, 2 usage.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stepDrawing } from '@kubik/design/assembly/step-drawing';
import { assemblySteps } from '@kubik/design/assembly/steps';
import { toSvg } from '@kubik/design/drawing/drawing';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik instructions <design.json> [--format json|svg-dir] [--out <dir>]\n';

export async function instructionsCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['format', 'out']);
  const format = typeof parsed === 'string' ? undefined : (parsed.options.get('format') ?? 'json');
  if (
    typeof parsed === 'string' ||
    parsed.positional.length !== 1 ||
    (format !== 'json' && format !== 'svg-dir') ||
    (format === 'svg-dir' && !parsed.options.get('out'))
  ) {
    io.stderr(
      `${typeof parsed === 'string' ? `${parsed}\n` : format === 'svg-dir' ? '--format svg-dir needs --out <dir>\n' : ''}${usage}`,
    );
    return EXIT_USAGE;
  }
  const result = await readDesign(parsed.positional[0]!, io);
  if (!result) return EXIT_INVALID;
  writeFindings(
    result.findings.filter((f) => f.severity === 'error'),
    'en',
    io,
  );
  if (!result.ok) return EXIT_INVALID;
  const instructions = assemblySteps(result.model);
  const json = `${JSON.stringify({ steps: instructions.steps }, null, 2)}\n`;
  if (format === 'json') {
    io.stdout(json);
    return EXIT_OK;
  }
  const out = parsed.options.get('out')!;
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'steps.json'), json);
  for (const step of instructions.steps) {
    await writeFile(
      join(out, `step-${String(step.number).padStart(2, '0')}.svg`),
      toSvg(stepDrawing(instructions, step.number)),
    );
  }
  io.stdout(`${instructions.steps.length} steps in ${out}\n`);
  return EXIT_OK;
}
