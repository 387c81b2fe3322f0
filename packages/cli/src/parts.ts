// `kubik parts <design.json> [--format json|text]`: the assembly as the workshop builds it, for anyone
// to check with their own tools: every board with its part number, its box in furniture space
// ({x0, y0, z0, x1, y1, z1}, mm; x right, y up, z toward the viewer) and its holes in furniture
// space (where each enters the board, the way the drill goes, diameter and depth). JSON by default;
// `text` prints one line per board. Exit 1 when the design is not a design or has errors (the
// boards are printed anyway), 2 usage.
import { holeInSpace, panelHoles } from '@kubik/design/cnc/holes';
import { hasErrors } from '@kubik/design/findings/finding';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, parseOptions, type Io } from './command.ts';
import { readDesign, writeFindings } from './design-file.ts';

const usage = 'usage: kubik parts <design.json> [--format json|text]\n';

export async function partsCommand(args: string[], io: Io): Promise<number> {
  const parsed = parseOptions(args, ['format']);
  const format = typeof parsed === 'string' ? 'json' : (parsed.options.get('format') ?? 'json');
  if (typeof parsed === 'string' || parsed.positional.length !== 1 || (format !== 'json' && format !== 'text')) {
    io.stderr(
      `${typeof parsed === 'string' ? `${parsed}\n` : format !== 'json' && format !== 'text' ? '--format must be json or text\n' : ''}${usage}`,
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
  const model = result.model;
  const holes = panelHoles(model);
  const boards = model.panels().map((p) => {
    const { x, y, z, width, height, depth } = p.box;
    return {
      partNumber: model.partNumberOf(p.id)!,
      id: p.id,
      role: p.role,
      material: p.material,
      colour: p.colour,
      box: { x0: x, y0: y, z0: z, x1: x + width, y1: y + height, z1: z + depth },
      finished: { length: p.length, width: p.width, thickness: p.thickness },
      cut: { length: p.cutLength, width: p.cutWidth },
      edgeBanding: p.edgeBanding,
      cubes: p.cubes,
      holes: (holes.get(p.id) ?? []).map((h) => holeInSpace(p, h)),
    };
  });
  if (format === 'json') io.stdout(`${JSON.stringify({ name: model.design().name, units: 'mm', boards }, null, 2)}\n`);
  else {
    for (const b of boards) {
      const { x0, y0, z0, x1, y1, z1 } = b.box;
      io.stdout(
        `${b.partNumber}\t${b.id}\t${b.role}\t${x0},${y0},${z0} – ${x1},${y1},${z1}\t${b.holes.length} holes\n`,
      );
    }
  }
  return hasErrors(result.findings) ? EXIT_INVALID : EXIT_OK;
}
