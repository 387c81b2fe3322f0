// The offer editor's form (OfferEditor.tsx) as typed: each item's line and the offer's own lines as
// text, where they start (the draft's values, else the inquiry's), the terms, and the live totals.
import type { Inquiry, Offer, OfferExtraKind } from '@kubik/contract/inquiries';
import { bp, cents } from '@kubik/shop/money';
import { offerLines } from '@kubik/shop/offer';
import { eurosInput, parseEuros } from './money.ts';
import { dayOf } from './offerForm.ts';

export type LineForm = {
  itemId: string;
  name: string;
  computed: number | null;
  customer: number | null;
  price: string;
  quantity: string;
};
export type ExtraForm = {
  key: number;
  kind: OfferExtraKind;
  description: string;
  price: string;
  quantity: string;
  taxed: boolean;
};
/** The last day the offer may be accepted, the delivery window and the note, as typed. */
export type TermsForm = {
  validUntil: string;
  earliest: string;
  latest: string;
  note: string;
};

let nextKey = 0;

/** A quantity typed in the form, or null. */
export const quantityOf = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
};

/** Each item's line: the draft's price and quantity, else the computed price and the inquiry's quantity. */
export const initialLines = (inquiry: Inquiry, draft: Offer | undefined, comma: boolean): LineForm[] =>
  inquiry.items.map((item) => {
    const line = draft?.lines.find((l) => l.itemId === item.id);
    const cents = line?.unitNetCents ?? item.computedUnitNetCents;
    return {
      itemId: item.id,
      name: item.name,
      computed: item.computedUnitNetCents,
      customer: item.customerUnitNetCents,
      price: cents === null ? '' : eurosInput(cents, comma),
      quantity: String(line?.quantity ?? item.quantity),
    };
  });

/** The draft's own lines (none for a new offer). */
export const initialExtras = (draft: Offer | undefined, comma: boolean): ExtraForm[] =>
  (draft?.extras ?? []).map((e) => ({
    key: nextKey++,
    kind: e.kind,
    description: e.description,
    price: eurosInput(e.unitNetCents, comma),
    quantity: String(e.quantity),
    taxed: e.vatRateBp !== 0,
  }));

/** A new own line of that kind: one, taxed, no price yet. */
export const newExtra = (kind: OfferExtraKind, description: string): ExtraForm => ({
  key: nextKey++,
  kind,
  description,
  price: '',
  quantity: '1',
  taxed: true,
});

/** The draft's terms, else valid for two weeks from now, no delivery window and no note. */
export const initialTerms = (draft: Offer | undefined): TermsForm => ({
  validUntil: dayOf(draft ? new Date(draft.validUntil) : new Date(Date.now() + 14 * 24 * 60 * 60 * 1000)),
  earliest: draft?.delivery?.earliest ?? '',
  latest: draft?.delivery?.latest ?? '',
  note: draft?.note ?? '',
});

/** The own lines as read from the form (null where a price or quantity is not valid yet). */
export const extrasOf = (extras: ExtraForm[], vatRateBp: number) =>
  extras.map((e) => ({
    kind: e.kind,
    description: e.description.trim(),
    quantity: quantityOf(e.quantity),
    unitNetCents: parseEuros(e.price),
    vatRateBp: e.taxed ? vatRateBp : 0,
  }));

/** The live totals: the shop's own offer lines over what is typed so far (a line not yet valid counts as nothing). */
export const liveTotals = (lines: LineForm[], extras: ExtraForm[], vatRateBp: number) =>
  offerLines({
    vatRateBp: bp(vatRateBp),
    lines: lines.flatMap((l) => {
      const price = parseEuros(l.price);
      const quantity = quantityOf(l.quantity);
      return price === null || quantity === null
        ? []
        : [
            {
              itemId: l.itemId,
              name: l.name,
              quantity,
              unitNetCents: cents(price),
              computedUnitNetCents: cents(l.computed ?? 0),
            },
          ];
    }),
    extras: extrasOf(extras, vatRateBp).flatMap((e) =>
      e.unitNetCents === null || e.quantity === null
        ? []
        : [{ ...e, quantity: e.quantity, unitNetCents: cents(e.unitNetCents), vatRateBp: bp(e.vatRateBp) }],
    ),
  }).totals;
