// The saw diagrams of the CNC files agree with the saw plan they are drawn from: for every sheet
// of the examples, the sheet DXF and SVG show the same numbered cuts, piece labels and totals
// (`sawPlan`, `saw-labels`), and every physical piece appears once, numbered 1/q … q/q, q being
// the BOM's quantity of its part.
import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import bookshelf from '../../../../examples/bookshelf-5-wide.json' with { type: 'json' };
import lShape from '../../../../examples/l-shape.json' with { type: 'json' };
import mixed from '../../../../examples/mixed-grid.json' with { type: 'json' };
import wardrobe from '../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import type { Lang } from '../i18n/lang.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cncPackage, sheetFileName } from './cnc-files.ts';
import { pieceLabel, sawPlan } from './saw-cuts.ts';
import { pieceLabels, sheetSummary } from './saw-labels.ts';

type Entity = { type: string; layer: string; text?: string };

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

describe('saw diagrams in the CNC files', () => {
  for (const [name, json, lang] of [
    ['bookshelf', bookshelf, 'sl'],
    ['l-shape', lShape, 'en'],
    ['mixed-grid', mixed, 'es'],
    ['wardrobe', wardrobe, 'sl'],
  ] as const) {
    it(`${name}: the DXF and SVG of each sheet show the saw plan's numbered cuts, labels and totals; each piece once`, () => {
      const pkg = cncPackage(modelOf(json), { lang: lang as Lang });
      const seen = new Map<string, number>();
      for (const m of pkg.plans.materials) {
        m.plan.sheets.forEach((sheet, i) => {
          const base = sheetFileName(m.material, m.colour, i);
          const saw = sawPlan(sheet, m.plan.options);
          const labels = pieceLabels(sheet, m.items);
          const summary = sheetSummary(saw, sheet, lang as Lang);
          const dxf = (
            new DxfParser().parseSync(pkg.files.find((f) => f.name === `${base}.dxf`)!.content) as unknown as {
              entities: Entity[];
            }
          ).entities;
          const texts = (layer: string) =>
            dxf
              .filter((e) => e.layer === layer && e.type === 'TEXT')
              .map((e) =>
                e.text!.replace(/\\U\+([0-9A-F]{4})/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
              );
          expect(texts('CUT_NUMBERS')).toEqual(saw.cuts.map((c) => String(c.number)));
          expect(dxf.filter((e) => e.layer.startsWith('CUT_STAGE'))).toHaveLength(saw.cuts.length);
          expect(texts('INFO')).toEqual([summary]);
          expect(
            texts('LABELS')
              .filter((t) => labels.includes(t))
              .sort(),
          ).toEqual([...labels].sort());
          expect(dxf.filter((e) => e.layer === 'OFFCUTS' && e.type === 'LWPOLYLINE')).toHaveLength(
            saw.offcuts.filter((o) => o.kind === 'offcut').length,
          );
          const svg = pkg.files.find((f) => f.name === `${base}.svg`)!.content;
          expect(svg).toContain(`>${summary.replace(/&/g, '&amp;')}<`);
          for (const label of labels) expect(svg).toContain(`>${label}<`);
          for (const c of saw.cuts) expect(svg).toContain(`>${c.number}<`);
          for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
        });
      }
      const expected = pkg.workshop.bom.parts.flatMap((p) =>
        Array.from({ length: p.quantity }, (_, k) => pieceLabel(p.partNumber, k + 1, p.quantity)),
      );
      expect([...seen.keys()].sort()).toEqual(expected.sort());
      expect([...seen.values()].every((n) => n === 1)).toBe(true);
    });
  }
});
