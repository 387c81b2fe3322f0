// The labels PDF read back as a workshop would: each page rendered at 300 dpi (poppler's pdftoppm)
// and every QR code decoded with zbar (zbarimg; `npm test` installs zbar-tools and poppler-utils).
// Every decoded text is the link of one piece, and every piece's link is decoded exactly once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cncPackage } from '@kubik/design/cnc/cnc-files';
import { pieceLabels } from '@kubik/design/cnc/labels';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { labelsPdf, type LabelLayout, type LabelSet } from './labels-pdf.ts';

const example = (name: string) => {
  const v = validateDesign(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', name), 'utf8')),
    builtInCatalogue,
  );
  if (!v.ok) throw new Error(name);
  return v.model;
};

/** Every QR code's text on every page, as zbar reads them from the PDF at 300 dpi. */
function decode(pdf: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-labels-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .map((f) => join(dir, f));
    // zbarimg exits 4 when a page has no code; every page here has some.
    const out = execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', ...pages], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An order of two items, the first ordered twice: links unique across items and copies. */
function orderSets(): LabelSet[] {
  return (['l-shape.json', 'grid-2x2.json'] as const).map((name, i) => {
    const model = example(name);
    const { workshop, plans } = cncPackage(model);
    return {
      model,
      labels: pieceLabels(workshop, plans, {
        job: 'K-2026-0007',
        baseUrl: 'https://kubik.test',
        item: { seq: i + 1, name, quantity: i === 0 ? 2 : 1 },
      }),
    };
  });
}

describe('labels PDF', () => {
  for (const layout of ['a4', 'roll'] as LabelLayout[]) {
    it(`${layout}: every QR code decodes to one piece's link, every piece once`, async () => {
      const sets = orderSets();
      const urls = sets.flatMap((s) => s.labels.map((l) => l.url));
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.length).toBe(2 * sets[0]!.model.panels().length + sets[1]!.model.panels().length);
      const pdf = await labelsPdf(sets, { lang: 'sl', layout, title: 'K-2026-0007' });
      const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      expect(pages).toBe(layout === 'a4' ? Math.ceil(urls.length / 24) : urls.length);
      expect(decode(pdf).sort()).toEqual([...urls].sort());
    }, 120_000);
  }
});
