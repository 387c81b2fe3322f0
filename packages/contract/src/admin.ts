// The admin area's API (issue 13): lists paged, sorted and filtered on the server, one user's file,
// blocking, scopes, refunds, notes and the audit trail.
//   GET  /api/admin/users       adminUserQuery → adminUserPage      (?format=csv: the filtered list as CSV)
//   GET  /api/admin/users/{id}  → adminUserDetail
//   POST /api/admin/users/{id}/block {reason} · /unblock · PUT /api/admin/users/{id}/scopes {scopes}
//   POST /api/admin/users/{id}/resend-confirmation → 202 (409 email_already_confirmed, 429 as the user's own resend)
//   GET  /api/admin/projects    adminProjectQuery → adminProjectPage (?format=csv)
//   GET  /api/admin/orders      adminOrderQuery → adminOrderPage     (?format=csv)
//   GET  /api/admin/orders/{id} → adminOrder (staff's view: internal notes too, and the states it may move to)
//   POST /api/admin/orders/{id}/transitions · /refunds · /notes
//   GET  /api/admin/audit?entity=order&id=… → auditPage
import { z } from 'zod';
import { scopes } from './auth.ts';
import { order, orderStatuses, paymentMethods, paymentStatuses } from './orders.ts';
import { listQuery } from './projects.ts';

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const common = {
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  /** Searched case-insensitively as a substring (on trigram indexes): users' e-mail, name and company;
   * orders' number and customer name, e-mail and company; projects' name and owner's name and e-mail. */
  q: z.string().trim().max(200).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** `csv`: the whole filtered list (every page) as a CSV file. */
  format: z.enum(['json', 'csv']).default('json'),
};

export const adminUserQuery = z.object({
  ...common,
  sort: z.enum(['createdAt', 'email', 'name']).default('createdAt'),
  scope: z.enum(scopes).optional(),
  blocked: boolParam.optional(),
});
export type AdminUserQuery = z.infer<typeof adminUserQuery>;

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  companyName: z.string().nullable(),
  emailConfirmed: z.boolean(),
  blockedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
export const adminUserPage = z.object({
  items: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPage>;

const addressView = z.object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.string() });
export const adminUserDetail = adminUserRow.extend({
  locale: z.string(),
  company: z.object({ companyName: z.string(), vatId: z.string(), address: addressView }).nullable(),
  billingAddress: addressView.nullable(),
  shippingAddress: addressView.nullable(),
  /** The reason given when the block in force was made (null when not blocked). */
  blockReason: z.string().nullable(),
  projectCount: z.number().int(),
  orderCount: z.number().int(),
  /** The latest sign-ins (sessions), newest first; a sign-in not ended lasts until expiresAt (its refresh token's end). */
  signIns: z.array(
    z.object({
      at: z.string(),
      userAgent: z.string().nullable(),
      expiresAt: z.string(),
      endedAt: z.string().nullable(),
      endedBecause: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const blockUserRequest = z.object({ reason: z.string().trim().min(1).max(500) });
export const setScopesRequest = z.object({ scopes: z.array(z.enum(scopes)).max(scopes.length) });

export const adminProjectQuery = z.object({
  ...common,
  sort: z.enum(['updatedAt', 'name', 'size']).default('updatedAt'),
  ownerId: z.string().uuid().optional(),
  shared: boolParam.optional(),
});
export type AdminProjectQuery = z.infer<typeof adminProjectQuery>;

export const adminProjectRow = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Cubes in the design. */
  size: z.number().int(),
  shared: z.boolean(),
  thumbnail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRow>;
export const adminProjectPage = z.object({
  items: z.array(adminProjectRow),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

export const adminOrderQuery = z.object({
  ...common,
  sort: z.enum(['createdAt', 'number', 'total']).default('createdAt'),
  status: z.enum(orderStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  /** Placed on or after this day (YYYY-MM-DD, UTC). */
  from: z.iso.date().optional(),
  /** Placed on or before this day (YYYY-MM-DD, UTC). */
  to: z.iso.date().optional(),
  /** One customer's orders (the admin's page of a user). */
  userId: z.string().uuid().optional(),
  /** The orders of the customers assigned to this partner now (issue 14). */
  partnerId: z.string().uuid().optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderRow = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), companyName: z.string().nullable() }),
  grossCents: z.number().int(),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderPage = z.object({
  items: z.array(adminOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});

/** One order as staff see it: the customer's account, and the states staff may move it to now (the order process's table, which the server enforces). */
export const adminOrder = order.extend({ customerId: z.string(), allowedTransitions: z.array(z.enum(orderStatuses)) });
export type AdminOrder = z.infer<typeof adminOrder>;

export const refundRequest = z.object({
  amountCents: z.number().int().min(1),
  reason: z.string().trim().min(1).max(500),
});
export const orderNoteRequest = z.object({
  note: z.string().trim().min(1).max(2000),
  visibleToCustomer: z.boolean().default(false),
});

export const auditEntities = [
  'user',
  'order',
  'configuration',
  'catalogue',
  'partner',
  'order_policy',
  'inquiry',
] as const;
/** The audit trail's record id for "the order policy" (one record, many versions). */
export const orderPolicyAuditId = '00000000-0000-0000-0000-000000000000';
export const auditQuery = z.object({
  entity: z.enum(auditEntities),
  id: z.string().uuid(),
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
});
export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  entity: z.enum(auditEntities),
  entityId: z.string(),
  action: z.string(),
  before: z.json().nullable(),
  after: z.json().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
