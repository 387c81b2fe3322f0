// What /configurator/inquiry/{inquiryId?}/{seqId} names (DESIGN.md §5). With an inquiry id, `seqId`
// is the item's position in the inquiry, from 1: /configurator/inquiry/{uuid}/2 is its second item.
// Without one, `seqId` is the inquiry's number and the address opens its first item:
// /configurator/inquiry/2026-0042 — the short form a customer can read out or type from a mail.

/** The inquiry (its id or its number) and the item's position to ask the server for; null for an address that names none. */
export function inquiryAddress(inquiryId: string | undefined, seqId: string): { inquiry: string; seq: string } | null {
  if (inquiryId)
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(inquiryId) &&
      /^[1-9]\d{0,2}$/.test(seqId)
      ? { inquiry: inquiryId, seq: seqId }
      : null;
  return /^\d{4}-\d{4,6}$/.test(seqId) ? { inquiry: seqId, seq: '1' } : null;
}
