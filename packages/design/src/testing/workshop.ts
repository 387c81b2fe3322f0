// What every design's workshop output must hold, for the tests: every drilling rule kept
// (cnc/drill-check.ts), the BOM's hole count the DXFs', every screw, pin and connecting screw the
// DXFs drill in the BOM, and one part numbering across the BOM, the placed panels, the cut list, the
// DXF file names and the assembly instructions.
import { expect } from 'vitest';
import { assemblySteps } from '../assembly/steps.ts';
import { cncPackage } from '../cnc/cnc-files.ts';
import { cutListColumns } from '../cnc/cut-list.ts';
import { checkDrilling } from '../cnc/drill-check.ts';
import type { DesignModel } from '../model.ts';
import { boxesOverlap } from '../geometry/mm.ts';
import { bottomNails } from '../parts/drawers.ts';
import { placedPanels } from '../parts/placed.ts';
import { WorkshopRefused, workshopErrors } from '../workshop-guard.ts';
import { checkDoors } from './doors.ts';
import { checkJobFiles } from './job-files.ts';

/** Everything the workshop gets for a model agrees with itself and keeps the drilling rules. */
export function checkWorkshop(model: DesignModel): void {
  // A design with errors (a shelf or bottom that sags, a door too narrow…) gets no workshop files
  // (issue 21, D-B); its drilling must still keep every rule, so a drilling fault is never hidden
  // behind the refusal.
  if (workshopErrors(model).length > 0) {
    expect(checkDrilling(model)).toEqual([]);
    expect(() => cncPackage(model)).toThrow(WorkshopRefused);
    return;
  }
  const pkg = cncPackage(model);
  const { files, workshop } = pkg;
  checkJobFiles(pkg);
  const { bom, parts } = workshop;
  expect(checkDrilling(model, undefined, workshop.holes)).toEqual([]);
  checkDoors(model);
  // No two boards share volume: doors stand in their openings, shelves behind them. (Two shelves a
  // customer put at one height are the customer's to move; generated designs have them.)
  const panels = model.panels();
  for (let i = 0; i < panels.length; i++) {
    for (let j = i + 1; j < panels.length; j++) {
      const [p, q] = [panels[i]!, panels[j]!];
      if (p.role === 'shelf' && q.role === 'shelf') continue;
      expect(boxesOverlap(p.box, q.box), `${p.id} / ${q.id}`).toBe(false);
    }
  }

  // Holes: the BOM (and so the machining charge) counts what the DXFs drill.
  const drilled = parts.reduce((n, p) => n + p.holes.length * p.panels.length, 0);
  expect(bom.totals.holes).toBe(drilled);
  // Every fixing the DXFs drill for is in the BOM: 4 × 16 screws for steel corners, tracks,
  // runners and rail supports, shelf pins, connecting screws (a hole in each of two boards).
  const uses = new Map<string, number>();
  for (const p of parts) for (const h of p.holes) uses.set(h.use, (uses.get(h.use) ?? 0) + p.panels.length);
  const inBom = (code: string) => bom.hardware.filter((h) => h.code === code).reduce((n, h) => n + h.quantity, 0);
  const { catalogue } = model;
  expect(inBom('screw-4x16')).toBe(
    (uses.get('screw') ?? 0) + (uses.get('track') ?? 0) + (uses.get('runner') ?? 0) + (uses.get('rail') ?? 0),
  );
  expect(inBom(catalogue.shelves.pinHardware)).toBe(uses.get('shelfPin') ?? 0);
  expect(2 * inBom(catalogue.joinery.carcassConnectorHardware)).toBe(uses.get('connector') ?? 0);
  expect(inBom('cam-lock-15')).toBe(uses.get('cam') ?? 0);
  const backs = bom.parts.filter((p) => p.role === 'back').reduce((n, p) => n + p.quantity, 0);
  // Every nail placed (and checked by checkDrilling) is in the BOM, and the drawer bottoms' nails.
  const bottoms = model.panels().filter((p) => p.role === 'drawerBox' && p.widthAxis === 'z');
  expect(inBom(catalogue.backs.nailHardware) > 0).toBe(backs > 0 || bottoms.length > 0);
  const bottomNailCount = bottoms.reduce(
    (n, p) => n + bottomNails(p.box.width, p.box.depth, catalogue.backs.nailSpacingMm),
    0,
  );
  expect(inBom(catalogue.backs.nailHardware)).toBe(
    model.carcasses().reduce((n, c) => n + c.backNails.reduce((m, b) => m + b.at.length, 0), 0) + bottomNailCount,
  );
  // Drawers: two holes per confirmat (through the side, into the end) and per front screw, a runner pair per drawer.
  expect(2 * inBom(catalogue.drawers.boxScrewHardware)).toBe(uses.get('confirmat') ?? 0);
  expect(2 * inBom(catalogue.drawers.frontScrewHardware)).toBe(uses.get('frontScrew') ?? 0);
  const runnerPairs = bom.hardware
    .filter((h) => catalogue.drawers.runners.some((r) => r.hardware === h.code))
    .reduce((n, h) => n + h.quantity, 0);
  expect(runnerPairs).toBe(bottoms.length);

  // One numbering: BOM lines = placed panels by part number = cut-list rows (variants added up)
  // = DXF files, and the instructions use every board once under the same numbers.
  const bomCounts = Object.fromEntries(bom.parts.map((p) => [p.partNumber, p.quantity]));
  const placed: Record<string, number> = {};
  for (const p of placedPanels(model)) placed[p.partNumber] = (placed[p.partNumber] ?? 0) + 1;
  expect(placed).toEqual(bomCounts);
  const csv = files
    .find((f) => f.name === 'cut-list.csv')!
    .content.trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','));
  const listed: Record<string, number> = {};
  const column = (name: (typeof cutListColumns)[number]) => cutListColumns.indexOf(name);
  for (const row of csv) listed[row[0]!] = (listed[row[0]!] ?? 0) + Number(row[column('quantity')]);
  expect(listed).toEqual(bomCounts);
  const programs = files.filter((f) => f.name.startsWith('panels/')).map((f) => f.name);
  const dxfs = programs.filter((name) => !name.endsWith('_B.dxf')).sort();
  expect(dxfs).toEqual(csv.map((row) => row[column('file')]!).sort());
  // A face-B program for exactly the drawings with face-B holes.
  expect(programs.filter((name) => name.endsWith('_B.dxf')).sort()).toEqual(
    parts
      .filter((p) => p.holes.some((h) => h.face === 'B'))
      .map((p) => p.file.replace(/\.dxf$/, '_B.dxf'))
      .sort(),
  );
  expect(new Set(dxfs.map((name) => /^panels\/([A-Z]\d{3})(-\d+)?\.dxf$/.exec(name)?.[1]))).toEqual(
    new Set(Object.keys(bomCounts)),
  );
  const stepped: Record<string, number> = {};
  for (const step of assemblySteps(model).steps)
    for (const p of step.parts) stepped[p.partNumber] = (stepped[p.partNumber] ?? 0) + p.quantity;
  expect(stepped).toEqual(bomCounts);
}
