// Every PDF opens (pdftotext reads it) and its text holds the BOM's numbers, in the chosen
// language, Slovenian letters included.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBom } from '@kubik/design/bom/bom';
import { cuttingPlans } from '@kubik/design/cnc/cutting-plan';
import { sawPlan } from '@kubik/design/cnc/saw-cuts';
import { pieceLabels, sheetSummary } from '@kubik/design/cnc/saw-labels';
import { priceModel } from '@kubik/design/quote';
import { designBreakdown } from '@kubik/shop/price';
import { defaultShippingTable } from '@kubik/shop/shipping';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { designPdf } from './pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'kubik-pdf-'));
const example = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', name), 'utf8'));

function pdfText(pdf: Buffer, pages?: { first: number; last: number }): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return execFileSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' });
}

/** Every word with its box (pdftotext -bbox): a word's box is 1.164 × its font size tall in DejaVu Sans. */
function words(pdf: Buffer): { text: string; page: number; x: number; y: number; height: number }[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const out: { text: string; page: number; x: number; y: number; height: number }[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (m) out.push({ text: m[4]!, page, x: Number(m[1]), y: Number(m[2]), height: Number(m[3]) - Number(m[2]) });
  }
  return out;
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

  it("draws each cutting-plan sheet on a landscape page of its own, with its labels and its totals in the reader's language", async () => {
    const model = modelOf(example('mixed-grid.json'));
    const plans = cuttingPlans(buildBom(model));
    for (const lang of ['sl', 'en', 'es'] as const) {
      const pdf = await designPdf(model, { lang });
      const all = words(pdf);
      for (const m of plans.materials) {
        for (const sheet of m.plan.sheets) {
          const summary = sheetSummary(sawPlan(sheet, m.plan.options), sheet, lang);
          // The page whose words start with this sheet's totals holds this sheet only.
          const pages = [...new Set(all.map((w) => w.page))].filter((page) =>
            all
              .filter((w) => w.page === page)
              .map((w) => w.text)
              .join(' ')
              .includes(summary.replace(/&/g, '&amp;')),
          );
          expect(pages).toHaveLength(1);
          const page = all.filter((w) => w.page === pages[0]);
          // Landscape A4: words reach past the portrait page's 595 pt width.
          expect(Math.max(...page.map((w) => w.x))).toBeGreaterThan(595);
          const text = page.map((w) => w.text).join(' ');
          for (const label of pieceLabels(sheet, m.items)) expect(text).toContain(label);
        }
      }
    }
  });

  it('tells the fitter to build a tall unit lying down and to tilt it up, with the tilt drawn (issue 21, D-D)', async () => {
    const model = modelOf(example('wardrobe-sliding-doors.json'));
    const en = pdfText(await designPdf(model, { lang: 'en' })).replace(/\s+/g, ' ');
    expect(en).toContain('Assemble lying down');
    expect(en).toContain('Tilt up');
    expect(en).toContain('2089 mm');
    // The drawing's labels (numbers only): the diagonal and the lying unit's size.
    expect(en).toContain('2000 × 600 mm');
    const es = pdfText(await designPdf(model, { lang: 'es' })).replace(/\s+/g, ' ');
    expect(es).toContain('Montaje tumbado');
    const sl = pdfText(await designPdf(model, { lang: 'sl' })).replace(/\s+/g, ' ');
    expect(sl).toContain('Sestavljanje leže');
  });

  it('prints no text under 7 pt, even for a tall tower and a mixed grid', async () => {
    for (const name of ['tower.json', 'mixed-grid.json']) {
      const all = words(await designPdf(modelOf(example(name)), { lang: 'en' }));
      expect(all.length).toBeGreaterThan(100);
      // 7 pt × 1.164 = 8.15 points of box height.
      expect(Math.min(...all.map((w) => w.height))).toBeGreaterThanOrEqual(8.1);
    }
  });

  it("names materials and colours in the reader's language, counts in its plurals, and aligns table headers", async () => {
    const model = modelOf(example('one-cube.json'));
    const es = pdfText(await designPdf(model, { lang: 'es' }));
    expect(es).toContain('Aglomerado melaminado, 18 mm');
    expect(es).toContain('Blanco');
    expect(es).not.toContain('chipboard-18');
    expect(es).toContain('1 tablero de 2800 × 2070 mm');
    const sl = pdfText(await designPdf(model, { lang: 'sl' }));
    // 4 boards, 40 holes, 1 sheet: plošče, lukenj, plošča.
    expect(sl).toContain('4 plošče');
    expect(sl).toContain('40 lukenj');
    expect(sl).toContain('1 plošča formata');
    expect(sl).toContain('Robni trak');
    expect(sl).toContain('Robovi: ■ z robnim trakom');
    const en = await designPdf(model, { lang: 'en' });
    expect(pdfText(en)).toContain('1 sheet of 2800 × 2070 mm');
    // The BOM table's header: every label on one line.
    const all = words(en);
    const part = all.find((w) => w.text === 'Part')!;
    for (const label of ['Material', 'Colour', 'Finished', 'Cut', 'Edges', 'Qty']) {
      expect(all.some((w) => w.text === label && w.page === part.page && Math.abs(w.y - part.y) < 0.5)).toBe(true);
    }
  });

  it('dimensions the front view with chains that add up: 400 400 under 800', async () => {
    const en = pdfText(await designPdf(modelOf(example('grid-2x2.json')), { lang: 'en' }));
    const front = en.slice(en.indexOf('Front view'), en.indexOf('Bill of materials'));
    expect(front.match(/\b400\b/g)?.length).toBe(4);
    expect(front.match(/\b800\b/g)?.length).toBe(2);
  });

  it("gives the customer a cover with the picture's price, the date and Kubik's contact, and leaves cut sizes and the cutting plan to the workshop", async () => {
    const model = modelOf({ ...example('grid-2x2.json'), name: 'Regal za dnevno sobo' });
    const terms = {
      vatRateBp: model.catalogue.vatRateBp,
      maxPartnerDiscountBp: model.catalogue.maxPartnerDiscountBp,
      partnerDiscountBp: 0,
      shippingTable: defaultShippingTable,
    };
    const { totals, deliveryFrom } = designBreakdown(priceModel(model).goodsCents, buildBom(model).totals, terms);
    const euros = (cents: number) =>
      new Intl.NumberFormat('sl-SI', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
    const date = new Date('2026-11-24T23:30:00Z'); // already the 25th in Ljubljana
    const contact = { web: 'https://kubik.example', designUrl: 'https://kubik.example/configurator/3f1c' };
    const customer = await designPdf(model, { lang: 'sl', variant: 'customer', date, contact });
    const cover = pdfText(customer, { first: 1, last: 1 });
    expect(cover).toContain('Regal za dnevno sobo');
    // The configurator's figure (@kubik/shop/price): the goods with VAT, and delivery from the cheapest zone.
    expect(cover).toContain(euros(totals.grossCents));
    expect(cover).toContain(`Z DDV 22 % (${euros(totals.vatCents)})`);
    expect(cover).toContain(`Dostava od ${euros(deliveryFrom!.grossCents)} ali brezplačen prevzem v delavnici`);
    expect(cover).toContain('Datum: 25. november 2026');
    expect(cover).toContain('https://kubik.example');
    expect(cover).toContain('https://kubik.example/configurator/3f1c');
    expect(cover).toContain('Pišite nam');
    const all = pdfText(customer);
    expect(all).toContain('Kosovnica');
    expect(all).toContain('Navodila za sestavo');
    expect(all).not.toContain('Načrt razreza');
    expect(all).not.toContain('izkoristek');
    expect(all).not.toContain('Razrez');
    expect(all).not.toContain('za delavnico');

    // The workshop's keeps all of it, says whose it is, and is dated too.
    const workshop = pdfText(await designPdf(model, { lang: 'en', variant: 'workshop', date }));
    expect(workshop).toContain('workshop copy · 25 November 2026');
    expect(workshop).toContain('Cutting plan');
    expect(workshop).toContain('Cut size');
    expect(workshop).toContain('Bill of materials');
  });

  it('writes the cover in Spanish formats (es-ES)', async () => {
    const model = modelOf(example('grid-2x2.json'));
    const cover = pdfText(
      await designPdf(model, {
        lang: 'es',
        variant: 'customer',
        date: new Date('2026-03-02T10:00:00Z'),
        contact: { web: 'https://kubik.example' },
      }),
      { first: 1, last: 1 },
    );
    expect(cover).toMatch(/\d+,\d\d €/);
    expect(cover).toContain('IVA incluido 21 %'.replace('21', String(priceModel(model).vatRateBp / 100)));
    expect(cover).toContain('Fecha: 2 de marzo de 2026');
    expect(cover).toContain('Medidas totales (An × Al × P): 800 × 800 × 400 mm');
  });

  it("gives the cover the configurator's overall size, the cubes' (sliding doors in front are not counted there)", async () => {
    const model = modelOf(example('wardrobe-sliding-doors.json'));
    const cover = pdfText(await designPdf(model, { lang: 'en', variant: 'customer' }), { first: 1, last: 1 });
    expect(cover).toContain('Overall size (W × H × D): 1,600 × 2,000 × 600 mm');
  });
});
