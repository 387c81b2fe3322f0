// Partners (resellers, showrooms, carpenters), their users and their customers (issue 14).
// Admin calls:
//   GET  /api/admin/partners                 → partnerPage (q, page, perPage)
//   POST /api/admin/partners                 createPartnerRequest → partner (201)
//   GET  /api/admin/partners/{id}            → partnerDetail (users and assigned customers)
//   PATCH /api/admin/partners/{id}           updatePartnerRequest → partnerDetail
//   POST /api/admin/partners/{id}/users      invitePartnerUserRequest → partnerDetail (201; a set-password mail)
//   POST /api/admin/users/{id}/partner       assignPartnerRequest → customerAssignment
//   PUT  /api/admin/partners/{id}/users/{userId}  setPartnerAdminRequest → partnerDetail (mark or unmark a partner-admin)
//   GET  /api/admin/users/{id}/partner       → customerPartner (the partner a customer is assigned to, or null)
//   DELETE /api/admin/users/{id}/partner     → customerAssignment (partner null)
// A partner's own users (scope `partner`), each answer filtered to the customers assigned to their partner:
//   GET /api/partner/users · POST /api/partner/users (partner-admins: invitePartnerUserRequest, into their own partner)
//   GET /api/partner/customers · /customers/{id} · /customers/{id}/projects · /customers/{id}/projects/{projectId}
//   GET /api/partner/inquiries · /inquiries/{id} · /orders · /orders/{id} (partnerOrder: with the moves this partner may make)
//   GET /api/partner/orders?customerId=…     one customer's orders (404 for anyone not the partner's)
//   GET /api/partner/me                      → partnerSelf (the partner's name, discount, whether I am its admin)
//   POST /api/partner/orders/{id}/transitions orderTransitionRequest → partnerOrder (only moves the admin granted)
// The admin's order policy (which order moves partners may make; none by default):
//   GET /api/admin/order-policy · PUT /api/admin/order-policy orderPolicyRequest → orderPolicy
// Anything outside the partner's customers answers 404, exactly as a record that does not exist.
import { z } from 'zod';
import { email } from './auth.ts';
import { locales } from './locale.ts';
import { order, orderStatuses } from './orders.ts';
import { listQuery } from './projects.ts';

export const partnerFields = {
  name: z.string().trim().min(1).max(200),
  contactEmail: email,
  contactPhone: z.string().trim().max(40).nullable(),
  region: z.string().trim().max(120).nullable(),
  /** The discount of the partner's customers in basis points: 1000 = 10 %. */
  discountBp: z.number().int().min(0).max(10_000),
};

export const createPartnerRequest = z.object({
  ...partnerFields,
  contactPhone: partnerFields.contactPhone.default(null),
  region: partnerFields.region.default(null),
  discountBp: partnerFields.discountBp.default(0),
});
export type CreatePartnerRequest = z.infer<typeof createPartnerRequest>;
export const updatePartnerRequest = z
  .object(partnerFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'nothing to change' });
export type UpdatePartnerRequest = z.infer<typeof updatePartnerRequest>;

export const partner = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  region: z.string().nullable(),
  discountBp: z.number().int(),
  userCount: z.number().int(),
  customerCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Partner = z.infer<typeof partner>;

export const partnerQuery = z.object({
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  q: z.string().trim().max(200).optional(),
});
export type PartnerQuery = z.infer<typeof partnerQuery>;
export const partnerPage = z.object({
  items: z.array(partner),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type PartnerPage = z.infer<typeof partnerPage>;

export const partnerUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type PartnerUser = z.infer<typeof partnerUser>;
export const partnerCustomer = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  assignedAt: z.string(),
});
export type PartnerCustomer = z.infer<typeof partnerCustomer>;

export const partnerDetail = partner.extend({ users: z.array(partnerUser), customers: z.array(partnerCustomer) });
export type PartnerDetail = z.infer<typeof partnerDetail>;

export const invitePartnerUserRequest = z.object({
  email,
  name: z.string().trim().min(1).max(200),
  /** The language of the invitation mail and of the new account. */
  locale: z.enum(locales).default('sl'),
  /** A partner-admin (scope `partner-admin`) manages the partner's users. */
  isAdmin: z.boolean().default(false),
});
export type InvitePartnerUserRequest = z.infer<typeof invitePartnerUserRequest>;

/** Marks or unmarks a member as the partner's partner-admin (scope `partner-admin` and the membership's flag). */
export const setPartnerAdminRequest = z.object({ isAdmin: z.boolean() });
export type SetPartnerAdminRequest = z.infer<typeof setPartnerAdminRequest>;

export const assignPartnerRequest = z.object({ partnerId: z.string().uuid() });
export type AssignPartnerRequest = z.infer<typeof assignPartnerRequest>;
export const customerAssignment = z.object({ customerId: z.string(), partnerId: z.string().nullable() });
export type CustomerAssignment = z.infer<typeof customerAssignment>;
/** The admin's page of a user: the partner they are assigned to (null: none). */
export const customerPartner = z.object({ customerId: z.string(), partner: partner.nullable() });
export type CustomerPartner = z.infer<typeof customerPartner>;

/** A partner's view of one of its customers' projects: read-only. */
export const partnerProjectRow = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  thumbnail: z.string().nullable(),
  cubeCount: z.number().int(),
  updatedAt: z.string(),
});
export type PartnerProjectRow = z.infer<typeof partnerProjectRow>;
export const partnerProject = partnerProjectRow.extend({ design: z.json() });
export type PartnerProject = z.infer<typeof partnerProject>;

/** The partner a partner user works for, as their dashboard shows it. */
export const partnerSelf = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  region: z.string().nullable(),
  discountBp: z.number().int(),
  /** Whether the signed-in user is one of the partner's admins (manages its users). */
  isAdmin: z.boolean(),
});
export type PartnerSelf = z.infer<typeof partnerSelf>;

/** One move of the order process: from one state to another. */
export const orderMove = z.object({ from: z.enum(orderStatuses), to: z.enum(orderStatuses) });
export type OrderMoveView = z.infer<typeof orderMove>;
/** The admin's order policy: the moves partners may make on their customers' orders, and every move that may be granted. */
export const orderPolicy = z.object({ partnerMay: z.array(orderMove), grantable: z.array(orderMove) });
export type OrderPolicyView = z.infer<typeof orderPolicy>;
/** Only moves of the order process may be granted (400 validation_failed otherwise). */
export const orderPolicyRequest = z.object({ partnerMay: z.array(orderMove).max(50) });
export type OrderPolicyRequest = z.infer<typeof orderPolicyRequest>;

/** One of the partner's customers' orders as the customer sees it, with the states this partner may move it to now. */
export const partnerOrder = order.extend({ allowedTransitions: z.array(z.enum(orderStatuses)) });
export type PartnerOrder = z.infer<typeof partnerOrder>;
