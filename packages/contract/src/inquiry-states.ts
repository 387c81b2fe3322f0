// The states of an inquiry and of an offer, named once (without zod): the contract's schemas and
// statistics, the shop's transition tables (@kubik/shop/inquiry-process, offer) and the inquiries'
// and offers' tables (apps/server/src/modules/inquiries/schema.ts: checks and typed columns) take these.
export const inquiryStatuses = ['submitted', 'offered', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const offerStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];
