import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { cncZip } from './cnc-zip.ts';

describe('CNC ZIP', () => {
  it('holds the panel DXFs, the cut list, a DXF and SVG per sheet and the README', () => {
    const v = validateDesign({ schemaVersion: 1, name: 'Polica', settings: {}, elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }] }, builtInCatalogue);
    if (!v.ok) throw new Error('not a design');
    const files = unzipSync(cncZip(v.model));
    const names = Object.keys(files).sort();
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'cut-list.csv', 'panels/V001.dxf', 'panels/H001.dxf']));
    expect(names.some((n) => /^cutting-plan\/.+_sheet-01\.dxf$/.test(n))).toBe(true);
    expect(names.some((n) => /^cutting-plan\/.+_sheet-01\.svg$/.test(n))).toBe(true);
    // A side: cut 364 × 399 (its front band deducted), finished 364 × 400.
    expect(strFromU8(files['cut-list.csv']!)).toContain('V001,1,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,');
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['optimiser/parts.ptx', 'optimiser/parts.csv']));
  });
});
