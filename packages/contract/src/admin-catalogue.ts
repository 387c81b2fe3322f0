// The catalogue editor's API (issue 13 §5): admins edit the catalogue and publish it as a new version.
//   GET  /api/admin/catalogue           → adminCatalogue (the version in force, its data and shipping zones, the history)
//   POST /api/admin/catalogue/preview   {baseVersion, catalogue, shippingTable} → cataloguePreview (problems, or the open carts' totals now and with the draft)
//   POST /api/admin/catalogue/versions  {baseVersion, catalogue, shippingTable, note} → adminCatalogue (409 conflict when baseVersion is not in force)
// The catalogue itself is the design package's schema; it travels as a plain object and is checked on the server.
import { z } from 'zod';

/** The audit trail's record id for "the catalogue" (one record with many versions). */
export const catalogueAuditId = '00000000-0000-0000-0000-000000000000';

/** At most this many open carts (the most recently changed) are priced by a preview. */
export const previewCartLimit = 200;

export const catalogueVersionRow = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  /** Who published it (null: the seeded catalogue, or an account since erased). */
  createdBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type CatalogueVersionRow = z.infer<typeof catalogueVersionRow>;

export const adminCatalogue = z.object({
  version: z.number().int(),
  catalogue: z.looseObject({}),
  /** The shipping zones of the version in force (@kubik/shop's shipping table). */
  shippingTable: z.looseObject({}),
  /** Newest first. */
  versions: z.array(catalogueVersionRow),
});
export type AdminCatalogue = z.infer<typeof adminCatalogue>;

export const catalogueIssue = z.object({
  path: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type CatalogueIssueView = z.infer<typeof catalogueIssue>;

export const cataloguePreviewRequest = z.object({
  /** The version the draft was made from: a draft of an older version is refused (409 conflict). */
  baseVersion: z.number().int().min(1),
  catalogue: z.looseObject({}),
  shippingTable: z.looseObject({}),
});
export const publishCatalogueRequest = cataloguePreviewRequest.extend({
  note: z.string().trim().min(1).max(500),
});

export const tableChange = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  changed: z.array(z.object({ id: z.string(), fields: z.array(z.string()) })),
});
export const catalogueDiff = z.object({
  tables: z.record(z.string(), tableChange),
  settings: z.record(z.string(), z.array(z.string())),
});
export type CatalogueDiffView = z.infer<typeof catalogueDiff>;

export const cartImpact = z.object({
  cartId: z.string(),
  customer: z.object({ id: z.string(), email: z.string() }),
  itemCount: z.number().int(),
  updatedAt: z.string(),
  /** Gross (with VAT), with the catalogue in force. */
  nowCents: z.number().int(),
  /** Gross with the draft; null when an item of the cart is no design under the draft (it could not be priced). */
  draftCents: z.number().int().nullable(),
});
export type CartImpact = z.infer<typeof cartImpact>;

export const cataloguePreview = z.object({
  /** Problems of the draft (path + message key); when there are any, nothing else is computed. */
  issues: z.array(catalogueIssue),
  diff: catalogueDiff.nullable(),
  carts: z.array(cartImpact),
  summary: z.object({
    carts: z.number().int(),
    up: z.number().int(),
    down: z.number().int(),
    unchanged: z.number().int(),
    /** Carts an item of which the draft can no longer price. */
    unpriceable: z.number().int(),
    /** The smallest and largest change of a cart's gross, cents (0 when there are no carts). */
    minChangeCents: z.number().int(),
    maxChangeCents: z.number().int(),
    /** True when there were more open carts than previewCartLimit: only the most recent were priced. */
    truncated: z.boolean(),
  }),
});
export type CataloguePreview = z.infer<typeof cataloguePreview>;
