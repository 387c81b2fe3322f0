// The workshop catalogue (locales/workshop-<lang>.json): complete in every language, and the words
// on a saw diagram and on the architect's drawing, checked by hand.
import { describe, expect, it } from 'vitest';
import grid2x2 from '../../../../examples/grid-2x2.json' with { type: 'json' };
import { cncPackage } from '../cnc/cnc-files.ts';
import { sawPlan } from '../cnc/saw-cuts.ts';
import { namedOffcuts, pieceSizeText, sheetSummary } from '../cnc/saw-labels.ts';
import { outlineEntities } from '../drawing/outline-dxf.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { catalogueProblems } from './catalogue-check.ts';
import { langs, type Lang } from './lang.ts';
import { workshopTexts } from './workshop.ts';

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

describe('the workshop catalogue', () => {
  it('has every key in sl, en and es with the same placeholders', () => {
    expect(catalogueProblems(workshopTexts)).toEqual([]);
  });

  it('words a sheet’s totals and a turned piece in each language', () => {
    // The numbers are the nesting's (not under test here); the words around them are the catalogue's.
    const { plans } = cncPackage(modelOf(grid2x2));
    const { plan } = plans.materials.find((m) => m.plan.sheets.some((s) => s.placements.some((p) => p.rotated)))!;
    const sheet = plan.sheets.find((s) => s.placements.some((p) => p.rotated))!;
    const saw = sawPlan(sheet, plan.options);
    const [cuts, length, offcuts] = [saw.cuts.length, Math.round(saw.cutLength * 10) / 10, namedOffcuts(saw).length];
    expect(sheetSummary(saw, sheet, 'sl')).toBe(
      `Rezi: ${cuts} · dolžina rezov ${length} mm · ostanki: ${offcuts} · Z = zasukano`,
    );
    expect(sheetSummary(saw, sheet, 'en')).toBe(
      `Cuts: ${cuts} · cut length ${length} mm · offcuts: ${offcuts} · R = turned`,
    );
    expect(sheetSummary(saw, sheet, 'es')).toBe(
      `Cortes: ${cuts} · longitud de corte ${length} mm · sobrantes: ${offcuts} · G = girado`,
    );
    const turned = sheet.placements.findIndex((p) => p.rotated);
    expect(langs.map((lang) => pieceSizeText(sheet, turned, lang).slice(-2))).toEqual([' Z', ' R', ' G']);
  });

  it('titles the three views of the architect’s drawing', () => {
    const model = modelOf(grid2x2);
    const titles = (lang: Lang) =>
      outlineEntities(model, lang).flatMap((e) => (e.type === 'text' && e.layer === 'TITLES' ? [e.text] : []));
    expect(titles('es')).toEqual([
      'Alzado frontal',
      'Planta',
      'Alzado lateral (desde la izquierda)',
      `${model.design().name} — Medidas en mm`,
    ]);
    expect(titles('sl')).toContain('Pogled z leve');
    expect(titles('en')).toContain('Side elevation (from the left)');
  });
});
