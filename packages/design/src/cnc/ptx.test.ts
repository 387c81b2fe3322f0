// The PTX parts file and the optimiser CSV of one 400 mm cube, worked by hand: two sides cut
// 364 × 399 (400 deep less the 1 mm front band; 364 high between the horizontals), banded on L2,
// their front; two horizontals cut 398 × 399 (400 less a 1 mm band at each end), banded L2, W1, W2.
import { describe, expect, it } from 'vitest';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { cutParts } from './cut-parts.ts';
import { optimiserCsv } from './optimiser-csv.ts';
import { ptxFile, ptxText } from './ptx.ts';

const v = validateDesign(
  {
    schemaVersion: 1,
    name: 'Nočna, "omarica"',
    settings: {},
    elements: [
      { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
    ],
  },
  builtInCatalogue,
);
if (!v.ok) throw new Error('not a design');
const parts = cutParts(v.model).parts;

describe('PTX parts file', () => {
  it('writes the header, job, a part per drawing at the cut size, its finished size and bands per edge, the material and the board', () => {
    expect(
      ptxFile(
        parts,
        { name: 'K-2026-00042', description: 'Nočna, "omarica"', date: '20261128' },
        { sheetWidth: 2800, sheetHeight: 2070, kerf: 4, trim: 10 },
      ).split('\r\n'),
    ).toEqual([
      'HEADER,1.07,K-2026-00042,0,0,0',
      'JOBS,1,K-2026-00042,Nocna omarica,20261128,,,0',
      'PARTS_REQ,1,1,V001,1,364,399,1,0,0,0,0',
      'PARTS_REQ,1,2,V001-2,1,364,399,1,0,0,0,0',
      'PARTS_REQ,1,3,H001,1,398,399,1,0,0,0,0',
      'PARTS_REQ,1,4,H001-2,1,398,399,1,0,0,0,0',
      'PARTS_INF,1,1,V001 vertical front L2,1,364,400,1,,abs-22x1,,',
      'PARTS_INF,1,2,V001-2 vertical front L2,1,364,400,2,,abs-22x1,,',
      'PARTS_INF,1,3,H001 horizontal front L2,1,400,400,3,,abs-22x1,abs-22x1,abs-22x1',
      'PARTS_INF,1,4,H001-2 horizontal front L2,1,400,400,4,,abs-22x1,abs-22x1,abs-22x1',
      'MATERIALS,1,1,chipboard-18-white,chipboard-18 white 18 mm,18,1,4,4,10,10,10,10,0,0,0,,,,,,0',
      'BOARDS,1,1,chipboard-18-white-2800x2070,1,2800,2070,999,0,0,0,,,0,0',
      '',
    ]);
  });

  it('keeps text fields free of commas, quotes and line breaks, in ASCII', () => {
    expect(ptxText('Regal "Ana", 2×2\r\nčšž')).toBe('Regal Ana 22 csz');
  });
});

describe('optimiser CSV', () => {
  it('lists each drawing with its material, cut size, count, grain and the band on each edge', () => {
    expect(optimiserCsv(parts).split('\r\n')).toEqual([
      'name,material,thickness,length,width,quantity,grain,band_L1,band_L2,band_W1,band_W2,front_edge',
      'V001,chipboard-18 white,18,364,399,1,none,,abs-22x1 1mm,,,L2',
      'V001-2,chipboard-18 white,18,364,399,1,none,,abs-22x1 1mm,,,L2',
      'H001,chipboard-18 white,18,398,399,1,none,,abs-22x1 1mm,abs-22x1 1mm,abs-22x1 1mm,L2',
      'H001-2,chipboard-18 white,18,398,399,1,none,,abs-22x1 1mm,abs-22x1 1mm,abs-22x1 1mm,L2',
      '',
    ]);
  });
});
