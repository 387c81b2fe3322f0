// Offer rows as @kubik/shop's Offer (whose functions decide every move) and as the API's offer.
import type { Offer as OfferView } from '@kubik/contract/inquiries';
import { estimateBetween } from '@kubik/shop/calendar';
import { bp, cents } from '@kubik/shop/money';
import { IllegalTransition } from '@kubik/shop/process';
import { offerLines, offerStatusAt, type Offer, type OfferError } from '@kubik/shop/offer';
import { AppError } from '../../core/errors.ts';
import type { OfferRow } from './repository.ts';
import type { OfferDeliveryJson } from './schema.ts';

export function shopOffer(row: OfferRow): Offer {
  return {
    status: row.status,
    lines: row.lines.map((l) => ({
      ...l,
      unitNetCents: cents(l.unitNetCents),
      computedUnitNetCents: cents(l.computedUnitNetCents ?? 0),
    })),
    extras: row.extras.map((e) => ({ ...e, unitNetCents: cents(e.unitNetCents), vatRateBp: bp(e.vatRateBp) })),
    vatRateBp: bp(row.vatRateBp),
    validUntil: row.validUntil,
    delivery: row.delivery,
    note: row.note,
    ...(row.declineReason ? { declineReason: row.declineReason } : {}),
  };
}

export function deliveryOf(delivery: { earliest: string; latest: string } | null): OfferDeliveryJson | null {
  return delivery ? estimateBetween(delivery.earliest, delivery.latest) : null;
}

/** The offer as the API shows it: a sent offer past its validity reads as expired. Its totals are the whole offer's order lines'. */
export function offerView(row: OfferRow, now: Date): OfferView {
  const offer = shopOffer(row);
  const { lines, totals } = offerLines(offer);
  const own = lines.slice(row.lines.length);
  return {
    id: row.id,
    number: row.number,
    status: offerStatusAt(offer, now),
    lines: row.lines,
    vatRateBp: row.vatRateBp,
    currency: row.currency,
    extras: row.extras.map((e, i) => ({
      ...e,
      netCents: own[i]!.netCents,
      vatCents: own[i]!.vatCents,
      grossCents: own[i]!.grossCents,
    })),
    netCents: totals.netCents,
    vatCents: totals.vatCents,
    grossCents: totals.grossCents,
    validUntil: row.validUntil.toISOString(),
    delivery: row.delivery,
    note: row.note,
    declineReason: row.declineReason,
    authorRole: row.authorRole as 'partner' | 'staff',
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** A refusal of @kubik/shop's offer rules as the API's error. */
export function offerRefusal(error: IllegalTransition | OfferError): AppError {
  if (error instanceof IllegalTransition) return new AppError('illegal_transition');
  return new AppError(error.code === 'offer_not_expired' ? 'conflict' : error.code);
}
