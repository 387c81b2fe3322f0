// An inquiry's states and limits, without zod: the "Ask for an offer" dialog in the configurator
// loads these, not the contract's schemas (inquiries.ts holds the schemas and re-exports these).
export { inquiryStatuses, type InquiryStatus } from './inquiry-states.ts';

/** Projects per inquiry: a request for an offer, not a catalogue. */
export const maxInquiryProjects = 20;
export const maxInquiryMessage = 5000;
