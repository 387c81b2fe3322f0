// Inquiries (issue 14): a signed-in customer with a confirmed e-mail sends projects with a message
// and gets a number (2026-0042); staff and the customer's partner answer in a message thread.
//   POST /api/inquiries                 createInquiryRequest → inquiry (201; 403 email_not_confirmed)
//   GET  /api/inquiries                 inquiryListQuery → inquiryPage (own)
//   GET  /api/inquiries/{id}            → inquiry (its customer, staff, or the customer's partner's users)
//   GET  /api/inquiries/{id|2026-0042}/items/{seq} → inquiryItemDesign (one frozen item's design, read-only; the same readers)
//   POST /api/inquiries/{id}/messages   inquiryMessageRequest → inquiry (201)
//   POST /api/inquiries/{id}/withdraw   → inquiry (the customer or staff, while no offer is accepted)
//   POST /api/inquiries/{id}/offers     offerDraftRequest → inquiry (201; staff or the customer's partner: a draft)
//   PATCH /api/inquiries/{id}/offers/{offerId}   offerDraftRequest (partial) → inquiry (drafts only: 409 offer_not_editable)
//   POST /api/inquiries/{id}/offers/{offerId}/send · /withdraw (staff or partner) · /decline {reason} (the customer)
//   GET  /api/partner/inquiries         inquiryListQuery → inquiryPage (the partner's customers')
//   GET  /api/admin/inquiries           adminInquiryListQuery → inquiryPage (every inquiry, or one customer's; admins; ?status, ?q)
import { z } from 'zod';
import { listQuery } from './projects.ts';

import { inquiryStatuses, maxInquiryMessage, maxInquiryProjects } from './inquiry-limits.ts';
import { offerStatuses } from './inquiry-states.ts';

export { inquiryStatuses, maxInquiryMessage, maxInquiryProjects, type InquiryStatus } from './inquiry-limits.ts';

export const createInquiryRequest = z.object({
  projectIds: z
    .array(z.string().uuid())
    .min(1)
    .max(maxInquiryProjects)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a project is listed twice' }),
  message: z.string().trim().max(maxInquiryMessage).default(''),
});
export type CreateInquiryRequest = z.infer<typeof createInquiryRequest>;

export const inquiryMessageRequest = z.object({ body: z.string().trim().min(1).max(maxInquiryMessage) });
export type InquiryMessageRequest = z.infer<typeof inquiryMessageRequest>;

export const inquiryItem = z.object({
  id: z.string(),
  seq: z.number().int(),
  projectId: z.string().nullable(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  quantity: z.number().int(),
  /** The catalogue's net price of one piece when the inquiry was sent; null when it could not be priced. */
  computedUnitNetCents: z.number().int().nullable(),
  /**
   * What the customer pays for one piece of it in their cart: the computed price less the partner
   * discount that applies to them now (the cart's own order lines); null when it could not be priced.
   */
  customerUnitNetCents: z.number().int().nullable(),
  vatRateBp: z.number().int(),
  currency: z.string(),
});
export type InquiryItem = z.infer<typeof inquiryItem>;

export const inquiryMessage = z.object({
  id: z.string(),
  authorRole: z.enum(['customer', 'partner', 'staff']),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryMessage = z.infer<typeof inquiryMessage>;

export const inquiryHistoryEntry = z.object({
  at: z.string(),
  from: z.enum(inquiryStatuses).nullable(),
  to: z.enum(inquiryStatuses),
  actorRole: z.string(),
  note: z.string().nullable(),
});

export { offerStatuses, type OfferStatus } from './inquiry-states.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An offer's own lines besides the items (@kubik/shop offer.ts). */
export const offerExtraKinds = ['delivery', 'installation', 'custom'] as const;
export type OfferExtraKind = (typeof offerExtraKinds)[number];
export const maxOfferExtras = 10;
/**
 * A delivery, installation or free line: a description, a quantity, a net unit price (not negative:
 * a lower price goes on the item lines) and its VAT rate — the catalogue's or 0 (400 otherwise).
 */
export const offerExtraRequest = z.object({
  kind: z.enum(offerExtraKinds),
  description: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(99),
  unitNetCents: z.number().int().min(0).max(100_000_000),
  vatRateBp: z.number().int().min(0).max(10_000),
});
export type OfferExtraRequest = z.infer<typeof offerExtraRequest>;

export const offerDraftRequest = z.object({
  /** One line per inquiry item, each priced (net, one piece). */
  lines: z
    .array(
      z.object({
        itemId: z.string().uuid(),
        quantity: z.number().int().min(1).max(99),
        unitNetCents: z.number().int().min(0).max(100_000_000),
      }),
    )
    .min(1)
    .max(20)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, {
      message: 'an item is priced twice',
    }),
  /** Delivery, installation and free lines, in the order shown. */
  extras: z.array(offerExtraRequest).max(maxOfferExtras).default([]),
  /** The last instant the offer can be accepted. */
  validUntil: z.string().datetime({ offset: true }),
  delivery: z
    .object({ earliest: isoDate, latest: isoDate })
    .refine((d) => d.earliest <= d.latest, { message: 'earliest after latest' })
    .nullable()
    .default(null),
  note: z.string().trim().max(maxInquiryMessage).default(''),
});
export type OfferDraftRequest = z.infer<typeof offerDraftRequest>;
export const offerRevision = z.object({
  lines: offerDraftRequest.shape.lines.optional(),
  extras: z.array(offerExtraRequest).max(maxOfferExtras).optional(),
  validUntil: offerDraftRequest.shape.validUntil.optional(),
  delivery: z.object({ earliest: isoDate, latest: isoDate }).nullable().optional(),
  note: z.string().trim().max(maxInquiryMessage).optional(),
});
export type OfferRevision = z.infer<typeof offerRevision>;
export const declineOfferRequest = z.object({ reason: z.string().trim().min(1).max(2000) });

export const offer = z.object({
  id: z.string(),
  /** 1, 2, … within the inquiry. */
  number: z.number().int(),
  status: z.enum(offerStatuses),
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitNetCents: z.number().int(),
      computedUnitNetCents: z.number().int().nullable(),
    }),
  ),
  /** Delivery, installation and free lines, each with its VAT (rounded per line) and gross. */
  extras: z.array(
    offerExtraRequest.extend({ netCents: z.number().int(), vatCents: z.number().int(), grossCents: z.number().int() }),
  ),
  /** The items' VAT rate (the catalogue's when the offer was made). */
  vatRateBp: z.number().int(),
  currency: z.string(),
  /** Totals of the whole offer (items and its own lines, VAT per line): exactly what its order costs. */
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  validUntil: z.string(),
  delivery: z
    .object({ earliest: z.string(), latest: z.string(), weeks: z.object({ from: z.string(), to: z.string() }) })
    .nullable(),
  note: z.string(),
  declineReason: z.string().nullable(),
  authorRole: z.enum(['partner', 'staff']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offer>;

export const inquiry = z.object({
  id: z.string(),
  /** 2026-0042 */
  seqId: z.string(),
  status: z.enum(inquiryStatuses),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  message: z.string(),
  items: z.array(inquiryItem),
  messages: z.array(inquiryMessage),
  history: z.array(inquiryHistoryEntry),
  /** Newest first. The customer sees sent offers only, never a draft. */
  offers: z.array(offer),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;

/** The newest offer of an inquiry in a list (the customer's list leaves drafts out); null when there is none. */
export const latestOffer = z.object({
  number: z.number().int(),
  status: z.enum(offerStatuses),
  grossCents: z.number().int(),
  currency: z.string(),
  validUntil: z.string(),
});
export type LatestOffer = z.infer<typeof latestOffer>;
export const inquirySummary = z.object({
  id: z.string(),
  seqId: z.string(),
  status: z.enum(inquiryStatuses),
  customer: inquiry.shape.customer,
  itemCount: z.number().int(),
  latestOffer: latestOffer.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;

export const inquiryListQuery = z.object({
  page: listQuery.shape.page,
  perPage: listQuery.shape.perPage,
  status: z.enum(inquiryStatuses).optional(),
  /** Text: the number, the message, or the customer's name or e-mail. */
  q: z.string().trim().max(200).optional(),
});
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;
export const inquiryPage = z.object({
  items: z.array(inquirySummary),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type InquiryPage = z.infer<typeof inquiryPage>;

/** One frozen item with its design, for /configurator/inquiry/{inquiryId}/{seq} (read-only, "copy to my projects"). */
export const inquiryItemDesign = z.object({
  inquiryId: z.string(),
  inquirySeqId: z.string(),
  seq: z.number().int().min(1),
  name: z.string(),
  thumbnail: z.string().nullable(),
  projectId: z.string().nullable(),
  design: z.json(),
});
export type InquiryItemDesign = z.infer<typeof inquiryItemDesign>;

/** The admin's list: every inquiry, or one customer's (the admin's page of a user). */
export const adminInquiryListQuery = inquiryListQuery.extend({ customerId: z.string().uuid().optional() });
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuery>;
