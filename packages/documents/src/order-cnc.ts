// The workshop files of a whole order: each item's CNC files (panel DXFs, its cut list, cutting
// plans, README) in a folder of its own, and one cut list for the order on top, with every row's
// quantity multiplied by how many of that item were ordered. Made from the order's frozen designs.
import type { DesignModel } from '@kubik/design/model';
import { cncPackage, type CncPackage } from '@kubik/design/cnc/cnc-files';
import { cutListColumns, cutListCsv } from '@kubik/design/cnc/cut-list';
import { zipFiles } from './cnc-zip.ts';

export interface OrderWorkshopItem {
  /** The item's position in the order, 1-based. */
  seq: number;
  name: string;
  quantity: number;
  model: DesignModel;
}

/** "01-bookshelf-cszz": the item's folder, by position, with an ASCII form of its name. */
export function itemFolder(item: Pick<OrderWorkshopItem, 'seq' | 'name'>): string {
  const slug = item.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${String(item.seq).padStart(2, '0')}${slug ? `-${slug}` : ''}`;
}

/**
 * A CSV cell. Text that starts like a spreadsheet formula (= + - @, tab, CR) gets an apostrophe
 * first: the item's name is the customer's, and the workshop opens this file in a spreadsheet
 * (OWASP "CSV injection"). Numbers stay as they are.
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^[-+]?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const quantityColumn = cutListColumns.indexOf('quantity');
const fileColumn = cutListColumns.indexOf('file');

/** The order's cut list: `item` and `item_name` first, then the design's columns; quantities are per order, files under the item's folder. */
export function orderCutListCsv(
  items: readonly OrderWorkshopItem[],
  csvOf: (item: OrderWorkshopItem) => string = (item) => cutListCsv(cncPackage(item.model).workshop.parts),
): string {
  const rows = [['item', 'item_name', ...cutListColumns].join(',')];
  for (const item of items) {
    const [, ...body] = csvOf(item).trimEnd().split('\r\n');
    for (const line of body) {
      const cells = parseCsvLine(line);
      cells[quantityColumn] = String(Number(cells[quantityColumn]) * item.quantity);
      cells[fileColumn] = `${itemFolder(item)}/${cells[fileColumn]}`;
      rows.push([String(item.seq), item.name, ...cells].map(csvCell).join(','));
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

/** Each item's workshop files by its position: made once, shared by the order's ZIP and its labels. */
export type ItemPackages = ReadonlyMap<number, CncPackage>;

export function itemPackages(items: readonly OrderWorkshopItem[]): ItemPackages {
  return new Map(items.map((item) => [item.seq, cncPackage(item.model)]));
}

/**
 * The ZIP: `<item folder>/…` per item, `cut-list.csv` and `README.txt` for the order. `extra`: files
 * made elsewhere that go into the pack too (the order's labels, `labels/…pdf`); `packages`: the
 * items' files when the caller has made them already.
 */
export function orderCncZip(
  order: { number: string },
  items: readonly OrderWorkshopItem[],
  extra: readonly { name: string; content: Uint8Array }[] = [],
  packages: ItemPackages = itemPackages(items),
): Uint8Array {
  const files: { name: string; content: string | Uint8Array }[] = [];
  const cutLists = new Map<number, string>();
  for (const item of items) {
    const pkg = packages.get(item.seq)!;
    for (const f of pkg.files) {
      files.push({ name: `${itemFolder(item)}/${f.name}`, content: f.content });
      if (f.name === 'cut-list.csv') cutLists.set(item.seq, f.content);
    }
  }
  files.push({ name: 'cut-list.csv', content: orderCutListCsv(items, (item) => cutLists.get(item.seq) ?? '') });
  files.push(...extra);
  files.push({
    name: 'README.txt',
    content: readme(
      order,
      items,
      extra.map((f) => f.name),
    ),
  });
  return zipFiles(files);
}

function readme(order: { number: string }, items: readonly OrderWorkshopItem[], extra: readonly string[]): string {
  return [
    `Kubik order ${order.number}: workshop files`,
    '',
    "cut-list.csv           every item's cut list in one, with the item it belongs to; quantities are for the whole order",
    "                       (a part's count in one piece × the pieces ordered).",
    '<nn>-<name>/           one folder per order item, as for a single design (see its README.txt): panel DXFs, its',
    '                       cut list and cutting plans for ONE piece. Make each item as many times as ordered.',
    ...(extra.some((name) => name.startsWith('labels/'))
      ? [
          'labels/                a label with a QR code for every physical piece of the order (all items × the pieces ordered):',
          '                       labels-a4.pdf on A4 sheets of 3 × 8 labels of 70 × 37 mm, labels-100x50.pdf one a page.',
        ]
      : []),
    '',
    'Items:',
    ...items.map((item) => `  ${itemFolder(item)}/  ${item.name} × ${item.quantity}`),
    '',
  ].join('\r\n');
}

/** One RFC 4180 line (no line breaks inside cells: the cut list has none). */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      cells.push(value);
      i++; // the comma
    } else {
      const end = line.indexOf(',', i);
      const stop = end === -1 ? line.length : end;
      cells.push(line.slice(i, stop));
      i = stop + 1;
    }
  }
  return cells;
}
