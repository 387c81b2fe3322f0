// Every PDF opens (pdftotext reads it) and its text holds the BOM's numbers, in the chosen
// language, Slovenian letters included.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBom } from '@kubik/design/bom/bom';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { designPdf } from './pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'kubik-pdf-'));
const example = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', name), 'utf8'));

function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function modelOf(json: unknown) {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

describe('design PDF', () => {
  it('holds the BOM, price, cutting plan and steps in Slovenian, with č š ž', async () => {
    const design = { ...example('wardrobe-sliding-doors.json'), name: 'Omara za čevlje in šale, žametna' };
    const model = modelOf(design);
    const pdf = await designPdf(model, { lang: 'sl' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Omara za čevlje in šale, žametna');
    expect(text).toContain('Kosovnica');
    expect(text).toContain('Načrt razreza');
    expect(text).toContain('Navodila za sestavo');
    expect(text).toContain('Korak 1');
    const bom = buildBom(model);
    for (const part of bom.parts) {
      expect(text).toContain(part.partNumber);
      expect(text).toContain(`${part.length} × ${part.width} × ${part.thickness}`);
    }
    for (const h of bom.hardware) expect(text).toContain(h.name.sl);
    expect(text).toContain('DDV 22 %');
  });

  it('speaks Spanish and English when asked (ñ, á)', async () => {
    const model = modelOf({ ...example('grid-2x2.json'), name: 'Librería pequeña' });
    const es = pdfText(await designPdf(model, { lang: 'es' }));
    expect(es).toContain('Librería pequeña');
    expect(es).toContain('Lista de materiales');
    expect(es).toContain('Instrucciones de montaje');
    expect(es).toContain('Paso 1');
    const en = pdfText(await designPdf(model, { lang: 'en' }));
    expect(en).toContain('Bill of materials');
    expect(en).toContain('Assembly instructions');
  });
});
