// Cutting runs: several orders put onto one set of sheets. The boards of every item of every order
// chosen are nested together (same material and colour share sheets), each order's frozen designs
// validated against the catalogue version it was priced with; the ZIP holds the plans (DXF and SVG
// per sheet), one cut list whose rows name their order, and a README.
// Runs are not stored: a run is the workshop's plan for one session at the saw, made again when the
// choice of orders changes; what is kept, and the same every time, is each order's job pack (its
// parts, drawings and cut list). The README and the cut list name every order in the run.
import { AppError } from '../../core/errors.ts';
import type { Clock } from '../../core/clock.ts';
import type { WorkerPools } from '../../workers/pool.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import { buffer, type OrderSource } from './service.ts';

export function createCuttingRunService(deps: {
  orders: OrderSource;
  catalogue: Pick<CatalogueService, 'version'>;
  workers: Pick<WorkerPools, 'cuttingRun'>;
  clock: Clock;
}) {
  return {
    /** The run's ZIP, orders in order number order; not_found when any id is not an order. */
    async zip(orderIds: readonly string[]): Promise<{ name: string; zip: Buffer }> {
      const found = await Promise.all([...new Set(orderIds)].map((id) => deps.orders.find(id)));
      const orders = found.filter((order) => order !== undefined);
      if (orders.length < found.length) throw new AppError('not_found');
      orders.sort((a, b) => (a.number < b.number ? -1 : 1));
      const versions = new Map<number, Awaited<ReturnType<CatalogueService['version']>>>();
      for (const order of orders)
        if (!versions.has(order.catalogueVersion))
          versions.set(order.catalogueVersion, await deps.catalogue.version(order.catalogueVersion));
      const runOrders = await Promise.all(
        orders.map(async (order) => ({
          number: order.number,
          items: await deps.orders.items(order.id),
          catalogue: versions.get(order.catalogueVersion)!,
        })),
      );
      const zip = await deps.workers.cuttingRun({ orders: runOrders });
      return { name: `cutting-run-${deps.clock().toISOString().slice(0, 10)}-${orders.length}`, zip: buffer(zip) };
    },
  };
}

export type CuttingRunService = ReturnType<typeof createCuttingRunService>;
