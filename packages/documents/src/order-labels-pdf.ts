// An order's piece labels and pieces: every item's pieces (each part × the pieces ordered), ids
// naming the order number, the item, the part number and the piece index — unique across orders —
// and links to the admin's piece page; the labels as one PDF, and one piece as its page shows it
// (its label's data, its drawing with holes, the holes listed).
import type { CncPackage } from '@kubik/design/cnc/cnc-files';
import { pieceKey, pieceLabels } from '@kubik/design/cnc/labels';
import type { Lang } from '@kubik/design/i18n/lang';
import { labelsPdf, labelsPdfs, type LabelLayout, type LabelSet } from './labels-pdf.ts';
import { itemPackages, type ItemPackages, type OrderWorkshopItem } from './order-cnc.ts';
import { pieceView, type PieceView } from './piece-view.ts';

function orderSets(
  order: { number: string },
  items: readonly OrderWorkshopItem[],
  baseUrl: string,
  packages: ItemPackages = itemPackages(items),
): (LabelSet & { item: OrderWorkshopItem; pkg: CncPackage })[] {
  return items.map((item) => {
    const pkg = packages.get(item.seq)!;
    return {
      item,
      pkg,
      model: item.model,
      labels: pieceLabels(pkg.workshop, pkg.plans, {
        job: order.number,
        baseUrl,
        item: { seq: item.seq, name: item.name, quantity: item.quantity },
      }),
    };
  });
}

/** `packages`: the items' workshop files when the caller has made them already (the job pack). */
export async function orderLabelsPdf(
  order: { number: string },
  items: readonly OrderWorkshopItem[],
  options: { lang: Lang; layout: LabelLayout; baseUrl: string },
  packages?: ItemPackages,
): Promise<Buffer> {
  return labelsPdf(orderSets(order, items, options.baseUrl, packages), {
    lang: options.lang,
    layout: options.layout,
    title: order.number,
  });
}

/** Both layouts (the job pack's `labels/`), every piece's QR code made once for the two. */
export async function orderLabelsPdfs(
  order: { number: string },
  items: readonly OrderWorkshopItem[],
  options: { lang: Lang; baseUrl: string },
  packages?: ItemPackages,
): Promise<Partial<Record<LabelLayout, Buffer>>> {
  return labelsPdfs(orderSets(order, items, options.baseUrl, packages), { lang: options.lang, title: order.number });
}

/** One piece by its key within the order ("<item>-<part>-<index>"), or undefined. */
export function orderPiece(
  order: { number: string },
  items: readonly OrderWorkshopItem[],
  key: string,
  baseUrl: string,
): PieceView | undefined {
  const match = /^(\d+)-([A-Z]+\d+)-(\d+)$/.exec(key);
  if (!match) return undefined;
  const item = items.find((i) => i.seq === Number(match[1]));
  if (!item) return undefined;
  const [set] = orderSets(order, [item], baseUrl);
  const label = set!.labels.find((l) => pieceKey(l.partNumber, l.index, item.seq) === key);
  if (!label) return undefined;
  return pieceView(set!.pkg, item.model, label);
}
