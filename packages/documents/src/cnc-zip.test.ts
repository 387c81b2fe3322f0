import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { cncZip } from './cnc-zip.ts';

describe('CNC ZIP', () => {
  it('holds the panel DXFs, the cut list, a DXF and SVG per sheet and the README', async () => {
    const v = validateDesign(
      {
        schemaVersion: 1,
        name: 'Polica',
        settings: {},
        elements: [
          { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
        ],
      },
      builtInCatalogue,
    );
    if (!v.ok) throw new Error('not a design');
    const files = unzipSync(await cncZip(v.model));
    const names = Object.keys(files).sort();
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'cut-list.csv', 'panels/V001.dxf', 'panels/H001.dxf']));
    expect(names.some((n) => /^cutting-plan\/.+_sheet-01\.dxf$/.test(n))).toBe(true);
    expect(names.some((n) => /^cutting-plan\/.+_sheet-01\.svg$/.test(n))).toBe(true);
    // A side: cut 364 × 399 (its front band deducted), finished 364 × 400.
    expect(strFromU8(files['cut-list.csv']!)).toContain(
      'V001,1,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,',
    );
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['optimiser/parts.ptx', 'optimiser/parts.csv']));
  });

  it('carries both label PDFs in the language asked for, a label per piece, and names them in README.txt', async () => {
    const v = validateDesign(
      {
        schemaVersion: 1,
        name: 'Polica',
        settings: {},
        elements: [
          { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
          { id: 'b', kind: 'cube', position: { x: 400, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
        ],
      },
      builtInCatalogue,
    );
    if (!v.ok) throw new Error('not a design');
    const files = unzipSync(await cncZip(v.model, {}, { lang: 'en', job: 'polica', baseUrl: 'https://kubik.test' }));
    const pieces = v.model.panels().length;
    const pages = (pdf: Uint8Array) =>
      (
        Buffer.from(pdf)
          .toString('latin1')
          .match(/\/Type \/Page\b/g) ?? []
      ).length;
    expect(pages(files['labels/labels-100x50.pdf']!)).toBe(pieces);
    expect(pages(files['labels/labels-a4.pdf']!)).toBe(Math.ceil(pieces / 24));
    expect(Buffer.from(files['labels/labels-a4.pdf']!).toString('latin1')).toContain('/Lang (en)');
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain('labels/labels-a4.pdf');
    expect(readme).toContain('labels/labels-100x50.pdf');
    // Without labels asked for, none, and the README does not name them.
    const plain = unzipSync(await cncZip(v.model));
    expect(Object.keys(plain).some((n) => n.startsWith('labels/'))).toBe(false);
    expect(strFromU8(plain['README.txt']!)).not.toContain('labels/');
  });
});
