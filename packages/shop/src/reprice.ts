// The re-price check at submit (issue 12 §3; shopper#614): under the cart's lock the server prices
// every item afresh and compares with what the customer was shown.
// - anything higher (an item's unit price up, the partner discount down, shipping up) → refuse, and
//   answer with the new prices so the customer sees them and submits again;
// - only lower → go on at the lower prices ("pass on");
// - nothing changed → go on.
// An item that can no longer be ordered (its design breaks a rule under the new catalogue) refuses too.
import type { Cents } from './money.ts';

export interface ShownPrices {
  items: readonly { id: string; unitNetCents: Cents }[];
  discountBp: number;
  shippingCents?: Cents;
}

export interface FreshPrices {
  /** Per item id; null when the item can no longer be ordered. */
  items: ReadonlyMap<string, { unitNetCents: Cents } | null>;
  discountBp: number;
  shippingCents?: Cents;
}

export type PriceChange =
  | { kind: 'item'; id: string; before: Cents; after: Cents }
  | { kind: 'item_unavailable'; id: string }
  | { kind: 'discount'; beforeBp: number; afterBp: number }
  | { kind: 'shipping'; before: Cents; after: Cents };

export type RepriceVerdict =
  | { outcome: 'unchanged' }
  | { outcome: 'lower'; changes: PriceChange[] }
  | { outcome: 'higher'; changes: PriceChange[] };

export function comparePrices(shown: ShownPrices, fresh: FreshPrices): RepriceVerdict {
  const changes: PriceChange[] = [];
  let higher = false;
  for (const item of shown.items) {
    const now = fresh.items.get(item.id);
    if (!now) {
      changes.push({ kind: 'item_unavailable', id: item.id });
      higher = true;
    } else if (now.unitNetCents !== item.unitNetCents) {
      changes.push({ kind: 'item', id: item.id, before: item.unitNetCents, after: now.unitNetCents });
      higher ||= now.unitNetCents > item.unitNetCents;
    }
  }
  if (fresh.discountBp !== shown.discountBp) {
    changes.push({ kind: 'discount', beforeBp: shown.discountBp, afterBp: fresh.discountBp });
    higher ||= fresh.discountBp < shown.discountBp;
  }
  if (
    shown.shippingCents !== undefined &&
    fresh.shippingCents !== undefined &&
    fresh.shippingCents !== shown.shippingCents
  ) {
    changes.push({ kind: 'shipping', before: shown.shippingCents, after: fresh.shippingCents });
    higher ||= fresh.shippingCents > shown.shippingCents;
  }
  if (changes.length === 0) return { outcome: 'unchanged' };
  return { outcome: higher ? 'higher' : 'lower', changes };
}
