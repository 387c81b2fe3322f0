// An offer answers an inquiry (issue 14 §2): a price per item (the computed price beside it), the
// offer's own lines — delivery, installation, free text — each with its VAT rate (issue 20 §2), a
// delivery estimate, a validity and a note. It is a whole offer: its lines priced by `offerLines`
// (order-lines.ts's rule: VAT per line, totals the sums of the lines) are the order it becomes, to
// the cent — no partner discount on top, no shipping added. Lifecycle:
//   draft → sent → accepted | declined | expired | withdrawn;  draft → withdrawn (discarded).
// A draft is edited freely and the customer never sees it. A sent offer is frozen: its prices are
// what the customer may accept, so changing them means withdrawing it and sending a new one.
// An offer past its validity can no longer be accepted, whatever its stored state says (`now`
// comes from the caller, so the rule is tested without a clock).
import type { DeliveryEstimate } from './calendar.ts';
import { times, withVat, type BasisPoints, type Cents } from './money.ts';
import {
  buildOrderLines,
  isQuantity,
  totalsOf,
  type ItemInput,
  type OrderLine,
  type OrderTotals,
} from './order-lines.ts';
import { Process, type IllegalTransition, type TransitionTable } from './process.ts';

import type { OfferStatus } from '@kubik/contract/inquiry-states';

export { offerStatuses, type OfferStatus } from '@kubik/contract/inquiry-states';
export type OfferActor = 'customer' | 'partner' | 'staff' | 'system';

const table: TransitionTable<OfferStatus, OfferActor> = {
  draft: { sent: ['partner', 'staff'], withdrawn: ['partner', 'staff'] },
  sent: { accepted: ['customer'], declined: ['customer'], expired: ['system'], withdrawn: ['partner', 'staff'] },
  accepted: {},
  declined: {},
  expired: {},
  withdrawn: {},
};

export const offerProcess = new Process('offer', table);

export interface OfferLine {
  /** The inquiry item (a frozen project snapshot) this line prices. */
  itemId: string;
  name: string;
  quantity: number;
  /** The offered price of one piece, net. */
  unitNetCents: Cents;
  /** The catalogue's price of one piece when the offer was made, shown beside the offered one. */
  computedUnitNetCents: Cents;
}

export const offerExtraKinds = ['delivery', 'installation', 'custom'] as const;
export type OfferExtraKind = (typeof offerExtraKinds)[number];

/**
 * A line of the offer's own besides the items: delivery, installation, or free text. Non-negative
 * (a lower price is given on the item lines, so nothing is sold below zero). Its VAT rate is its
 * own: the catalogue's, or 0 for what is not taxed.
 */
export interface OfferExtraLine {
  kind: OfferExtraKind;
  description: string;
  quantity: number;
  unitNetCents: Cents;
  vatRateBp: BasisPoints;
}

export interface Offer {
  status: OfferStatus;
  lines: readonly OfferLine[];
  /** Delivery, installation and free lines, in the order shown. */
  extras: readonly OfferExtraLine[];
  vatRateBp: BasisPoints;
  /** The last instant the offer can be accepted. */
  validUntil: Date;
  delivery: DeliveryEstimate | null;
  note: string;
  declineReason?: string;
}

export type OfferErrorCode =
  /** Only a draft can be changed: a sent offer is withdrawn and sent anew. */
  | 'offer_not_editable'
  /** A draft without lines, with a bad quantity or price, or valid only in the past. */
  | 'offer_not_sendable'
  /** Past its validity. */
  | 'offer_expired'
  /** `expireOffer` before the offer's validity ended. */
  | 'offer_not_expired';

export class OfferError extends Error {
  constructor(
    readonly code: OfferErrorCode,
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'OfferError';
  }
}

export type OfferResult =
  | { ok: true; offer: Offer; move: { from: OfferStatus; to: OfferStatus } }
  | { ok: false; error: IllegalTransition | OfferError };

export type OfferDraftChanges = Partial<Pick<Offer, 'lines' | 'vatRateBp' | 'validUntil' | 'delivery' | 'note'>>;

export function newOfferDraft(fields: Omit<Offer, 'status'>): Offer {
  return { ...fields, status: 'draft' };
}

export function isPastValidity(offer: Offer, now: Date): boolean {
  return now.getTime() > offer.validUntil.getTime();
}

/** The status as the customer sees it at `now`: a sent offer past its validity is expired. */
export function offerStatusAt(offer: Offer, now: Date): OfferStatus {
  return offer.status === 'sent' && isPastValidity(offer, now) ? 'expired' : offer.status;
}

export function reviseOffer(
  offer: Offer,
  changes: OfferDraftChanges,
): { ok: true; offer: Offer } | { ok: false; error: OfferError } {
  if (offer.status !== 'draft') return { ok: false, error: new OfferError('offer_not_editable', offer.status) };
  return { ok: true, offer: { ...offer, ...changes } };
}

export function sendOffer(offer: Offer, actor: OfferActor, now: Date): OfferResult {
  const badLine = (l: { quantity: number; unitNetCents: number }) =>
    !isQuantity(l.quantity) || !Number.isSafeInteger(l.unitNetCents) || l.unitNetCents < 0;
  const problem =
    offer.lines.length === 0
      ? 'no lines'
      : offer.lines.some(badLine) || offer.extras.some((e) => badLine(e) || e.description.trim() === '')
        ? 'a line has a bad quantity, price or description'
        : isPastValidity(offer, now)
          ? 'valid only until a past instant'
          : null;
  if (offer.status === 'draft' && problem) return { ok: false, error: new OfferError('offer_not_sendable', problem) };
  return move(offer, 'sent', actor);
}

/**
 * Past its validity the answer is `offer_expired` whether the clock says so or the expiry job has
 * already stored it: the customer is told the same either way (the job runs every few minutes).
 */
export function acceptOffer(offer: Offer, actor: OfferActor, now: Date): OfferResult {
  if (offer.status === 'expired' || (offer.status === 'sent' && isPastValidity(offer, now)))
    return { ok: false, error: new OfferError('offer_expired') };
  return move(offer, 'accepted', actor);
}

export function declineOffer(offer: Offer, actor: OfferActor, reason: string): OfferResult {
  const result = move(offer, 'declined', actor);
  return result.ok ? { ...result, offer: { ...result.offer, declineReason: reason } } : result;
}

export function withdrawOffer(offer: Offer, actor: OfferActor): OfferResult {
  return move(offer, 'withdrawn', actor);
}

/** The clock's move: only once the validity has passed. */
export function expireOffer(offer: Offer, now: Date): OfferResult {
  if (offer.status === 'sent' && !isPastValidity(offer, now))
    return { ok: false, error: new OfferError('offer_not_expired') };
  return move(offer, 'expired', 'system');
}

function move(offer: Offer, to: OfferStatus, actor: OfferActor): OfferResult {
  const t = offerProcess.transition(offer.status, to, actor);
  if (!t.ok) return t;
  return { ok: true, offer: { ...offer, status: to }, move: { from: t.from, to } };
}

/** The offer's lines as order items, at the offered prices (an accepted offer becomes an order). */
export function itemsFromOffer(offer: Pick<Offer, 'lines' | 'vatRateBp'>): ItemInput[] {
  return offer.lines.map((l) => ({
    ref: l.itemId,
    name: l.name,
    quantity: l.quantity,
    unitNetCents: l.unitNetCents,
    vatRateBp: offer.vatRateBp,
  }));
}

/** Whether the offer delivers (it has a delivery line): then its order is delivered, never picked up. */
export function offerDelivers(offer: Pick<Offer, 'extras'>): boolean {
  return offer.extras.some((e) => e.kind === 'delivery');
}

/**
 * The whole offer as order lines: its items (at the offered prices, no partner discount) through
 * `buildOrderLines`, then its own lines, each with VAT rounded per line at its own rate — delivery
 * as a shipping line (ref "offer"), installation and free text as lines of their kind, named by
 * their description. The totals are the sums of these lines, so the offer shown, its order and the
 * payment agree to the cent.
 */
export function offerLines(offer: Pick<Offer, 'lines' | 'vatRateBp' | 'extras'>): {
  lines: OrderLine[];
  totals: OrderTotals;
} {
  return offerOrderLines(itemsFromOffer(offer), offer.extras);
}

/** `offerLines` for items given with their own refs (the order's item ids). */
export function offerOrderLines(
  items: readonly ItemInput[],
  extras: readonly OfferExtraLine[],
): { lines: OrderLine[]; totals: OrderTotals } {
  const goods = buildOrderLines({ items, maxPartnerDiscountBp: 0 }).lines;
  const own = extras.map((e): OrderLine => {
    if (!isQuantity(e.quantity)) throw new RangeError(`not a quantity: ${e.quantity}`);
    return {
      kind: e.kind === 'delivery' ? 'shipping' : e.kind,
      ref: e.kind === 'delivery' ? 'offer' : null,
      name: e.description,
      quantity: e.quantity,
      unitNetCents: e.unitNetCents,
      discountBp: null,
      ...withVat(times(e.unitNetCents, e.quantity), e.vatRateBp),
    };
  });
  const lines = [...goods, ...own];
  return { lines, totals: totalsOf(lines) };
}
