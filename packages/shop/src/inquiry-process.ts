// Inquiries (issue 14): a customer sends projects with a message; staff or the customer's partner
// answer with an offer (offer.ts). The inquiry's state follows its current offer:
//   submitted → offered → accepted | declined | expired, or withdrawn.
// Two moves beyond the list, because quoting goes back and forth (Medusa B2B quotes):
// - offered → submitted: the offer was withdrawn; the inquiry waits for a new one;
// - declined | expired → offered: a new offer after a "no" or after the old one lapsed.
// accepted and withdrawn are final.
import { Process, type TransitionTable } from './process.ts';
import type { OfferStatus } from './offer.ts';

import type { InquiryStatus } from '@kubik/contract/inquiry-states';

export { inquiryStatuses, type InquiryStatus } from '@kubik/contract/inquiry-states';

/** `partner`: a user of the partner the customer is assigned to; `system`: the clock (expiry). */
export type InquiryActor = 'customer' | 'partner' | 'staff' | 'system';

const table: TransitionTable<InquiryStatus, InquiryActor> = {
  submitted: { offered: ['partner', 'staff'], withdrawn: ['customer', 'staff'] },
  offered: {
    accepted: ['customer'],
    declined: ['customer'],
    expired: ['system'],
    submitted: ['partner', 'staff'],
    withdrawn: ['customer', 'staff'],
  },
  declined: { offered: ['partner', 'staff'] },
  expired: { offered: ['partner', 'staff'] },
  accepted: {},
  withdrawn: {},
};

export const inquiryProcess = new Process('inquiry', table);

/**
 * Where an inquiry goes when its offer moves from → to; null when the inquiry stays (a draft
 * discarded before anyone saw it). The server then makes that move through `inquiryProcess`, as the
 * actor who moved the offer. (A customer withdrawing the inquiry itself withdraws its offer too,
 * without this.)
 */
export function inquiryStatusForOffer(offerFrom: OfferStatus, offerTo: OfferStatus): InquiryStatus | null {
  if (offerFrom === 'draft' && offerTo === 'withdrawn') return null;
  switch (offerTo) {
    case 'sent':
      return 'offered';
    case 'accepted':
    case 'declined':
    case 'expired':
      return offerTo;
    case 'withdrawn':
      return 'submitted';
    case 'draft':
      return null;
  }
}
