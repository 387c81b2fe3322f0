// Staff's workshop calls on orders (issue 21, "orders carry their job"):
//   GET  /api/admin/orders/{id}/job-pack       → jobPackInfo (made or not yet; its SHA-256, size, catalogue version, when)
//   GET  /api/admin/orders/{id}/job-pack.zip   → the ZIP, made once on the first download and the same bytes ever after
//   POST /api/admin/cutting-runs {orderIds}    → a ZIP: the orders' boards nested together, one cut list naming each piece's order
import { z } from 'zod';

/** At most this many orders in one cutting run. */
export const cuttingRunMaxOrders = 50;

export const jobPackInfo = z.discriminatedUnion('made', [
  /** `making`: this server is making it right now (a download is waiting for it). */
  z.object({ made: z.literal(false), making: z.boolean() }),
  z.object({
    made: z.literal(true),
    sha256: z.string(),
    size: z.number().int(),
    catalogueVersion: z.number().int(),
    createdAt: z.string(),
  }),
]);
export type JobPackInfo = z.infer<typeof jobPackInfo>;

export const cuttingRunRequest = z.object({ orderIds: z.array(z.string().uuid()).min(1).max(cuttingRunMaxOrders) });
export type CuttingRunRequest = z.infer<typeof cuttingRunRequest>;
