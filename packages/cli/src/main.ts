// `npm run kubik -- <command> …`: a table of commands, each in its own file under cli/. To add a
// command, write `(args, io) => Promise<exit code>` in a file here and add one line below.
import { pathToFileURL } from 'node:url';
import { bomCommand } from './bom.ts';
import { checkCommand } from './check.ts';
import { cncCommand } from './cnc.ts';
import { EXIT_USAGE, type Command, type Io } from './command.ts';
import { instructionsCommand } from './instructions.ts';
import { labelsCommand } from './labels.ts';
import { nestCommand } from './nest.ts';
import { partsCommand } from './parts.ts';
import { pdfCommand } from './pdf.ts';
import { priceCommand } from './price.ts';
import { validateCommand } from './validate.ts';

export const commands: Record<string, { run: Command; summary: string }> = {
  validate: { run: validateCommand, summary: 'validate <design.json>          check a design, list its findings' },
  bom: { run: bomCommand, summary: 'bom <design.json> [--format json|csv]   bill of materials' },
  price: { run: priceCommand, summary: 'price <design.json>             price in EUR cents (net, VAT, gross)' },
  check: {
    run: checkCommand,
    summary: 'check <design.json> [--format text|json]   findings and the drilling rules (exit 1 when one fails)',
  },
  parts: {
    run: partsCommand,
    summary: 'parts <design.json> [--format json|text]   every board and hole in furniture space',
  },
  cnc: {
    run: cncCommand,
    summary: 'cnc <design.json> --out <dir> [--dxf r2000|r12] [--sheet WxH] [--kerf N] [--trim N]   CNC files',
  },
  instructions: {
    run: instructionsCommand,
    summary: 'instructions <design.json> [--format json|svg-dir] [--out <dir>]   assembly steps',
  },
  pdf: { run: pdfCommand, summary: 'pdf <design.json> --out <file.pdf> [--locale sl|en|es]   the project PDF' },
  labels: {
    run: labelsCommand,
    summary:
      'labels <design.json> --out <labels.pdf> [--layout a4|roll] [--locale sl|en|es] [--base-url URL] [--project ID]   a label per piece',
  },
  nest: { run: nestCommand, summary: 'nest <items.csv> <bins.csv>     cutting plan onto stock sheets' },
};

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    if (name !== undefined && name !== 'help' && name !== '--help') io.stderr(`unknown command: ${name}\n`);
    io.stderr(
      `usage: npm run kubik -- <command> …\n${Object.values(commands)
        .map((c) => `  ${c.summary}`)
        .join('\n')}\n`,
    );
    return name === 'help' || name === '--help' ? 0 : EXIT_USAGE;
  }
  return command.run(args, io);
}

const isEntry = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) {
  const io: Io = { stdout: (s) => process.stdout.write(s), stderr: (s) => process.stderr.write(s) };
  process.exitCode = await main(process.argv.slice(2), io);
}
