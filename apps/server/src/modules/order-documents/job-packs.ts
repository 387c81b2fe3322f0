// An order's job pack: the workshop ZIP (a folder per item with its panel DXFs, cut list and cutting
// plans; the order's cut list on top; every piece's label in labels/), made ONCE from the order's frozen items against the catalogue
// version the order was priced with, kept in order_job_packs and handed out byte for byte ever after.
// A catalogue published later, or a nesting search that would now find another plan, changes
// nothing in it.
//
// When: on the first download by staff (the admin's order page, or the cut list, which is read from
// the pack). Making it at payment would spend a second of CPU on orders that are cancelled before
// the workshop ever looks, and an order is already frozen at checkout, so the pack is the same
// whenever it is made.
// Race-safe: downloads of one order at once on this server share one making (an in-flight map);
// across servers the order id is the table's primary key and the insert keeps the first pack
// (ON CONFLICT DO NOTHING), so the second server hands out the pack the first kept.
// A design that no longer validates gets no pack: invalid_design (400), nothing kept.
import { createHash } from 'node:crypto';
import type { JobPackInfo } from '@kubik/contract/admin-workshop';
import { zipEntry } from '@kubik/documents/cnc-zip';
import { AppError } from '../../core/errors.ts';
import type { WorkerPools } from '../../workers/pool.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { JobPackRepository, JobPackRow } from './job-pack-repository.ts';
import { buffer, type OrderForDocuments, type OrderSource } from './service.ts';

export function createJobPackService(deps: {
  packs: JobPackRepository;
  orders: OrderSource;
  catalogue: Pick<CatalogueService, 'version'>;
  workers: Pick<WorkerPools, 'orderDocument'>;
  /** Where the labels' QR codes link to (PUBLIC_URL, or the request's host). */
  publicUrl: () => string;
}) {
  /** Packs being made on this server, by order id. */
  const making = new Map<string, Promise<JobPackRow>>();

  async function orderOf(orderId: string): Promise<OrderForDocuments> {
    const order = await deps.orders.find(orderId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  async function make(order: OrderForDocuments): Promise<JobPackRow> {
    const [items, catalogue] = await Promise.all([
      deps.orders.items(order.id),
      deps.catalogue.version(order.catalogueVersion),
    ]);
    const labels = { lang: order.locale, baseUrl: deps.publicUrl() };
    const bytes = await deps.workers.orderDocument({
      kind: 'order-zip',
      number: order.number,
      items,
      catalogue,
      labels,
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return deps.packs.keep({ orderId: order.id, bytes, sha256, catalogueVersion: order.catalogueVersion });
  }

  /** The order's kept pack, made now if it has none. */
  async function packOf(orderId: string): Promise<{ number: string; pack: JobPackRow }> {
    const order = await orderOf(orderId);
    const kept = await deps.packs.find(order.id);
    if (kept) return { number: order.number, pack: kept };
    let pending = making.get(order.id);
    if (!pending) {
      pending = make(order).finally(() => making.delete(order.id));
      making.set(order.id, pending);
    }
    return { number: order.number, pack: await pending };
  }

  return {
    /** Whether the order has a pack yet, and what it is (no bytes): the order page shows it. */
    async info(orderId: string): Promise<JobPackInfo> {
      const order = await orderOf(orderId);
      const kept = await deps.packs.info(order.id);
      if (!kept) return { made: false, making: making.has(order.id) };
      return {
        made: true,
        sha256: kept.sha256,
        size: kept.size,
        catalogueVersion: kept.catalogueVersion,
        createdAt: kept.createdAt.toISOString(),
      };
    },

    /** The pack's bytes as kept (made on the first call). */
    async zip(orderId: string): Promise<{ name: string; zip: Buffer; sha256: string }> {
      const { number, pack } = await packOf(orderId);
      return { name: number, zip: buffer(pack.bytes), sha256: pack.sha256 };
    },

    /** The order's cut list: the pack's own cut-list.csv. */
    async cutList(orderId: string): Promise<{ name: string; csv: Buffer }> {
      const { number, pack } = await packOf(orderId);
      const csv = zipEntry(pack.bytes, 'cut-list.csv');
      if (!csv) throw new Error(`the job pack of ${number} has no cut-list.csv`);
      return { name: number, csv: buffer(csv) };
    },
  };
}

export type JobPackService = ReturnType<typeof createJobPackService>;
