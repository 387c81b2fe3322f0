// The contract (what the API says) and the shop core (what the server decides) name the same
// states and error codes; this keeps them from drifting apart.
import { maxCartQuantity } from '@kubik/contract/cart';
import { shopErrorCodes } from '@kubik/contract/errors';
import { orderLineKinds } from '@kubik/contract/orders';
import { offerExtraKinds as contractOfferExtraKinds } from '@kubik/contract/inquiries';
import { describe, expect, it } from 'vitest';
import { offerExtraKinds, type OfferErrorCode } from './offer.ts';
import { MAX_QUANTITY, type OrderLineKind } from './order-lines.ts';
import type { RefundErrorCode } from './refunds.ts';
import type { ShippingResult } from './shipping.ts';

describe('the contract and the shop core agree', () => {
  it('on line kinds and limits', () => {
    // The states themselves are declared once (@kubik/contract/order-states, inquiry-states).
    const kinds: OrderLineKind[] = ['item', 'partner_discount', 'shipping', 'installation', 'custom'];
    expect([...orderLineKinds]).toEqual(kinds);
    expect([...contractOfferExtraKinds]).toEqual([...offerExtraKinds]);
    expect(maxCartQuantity).toBe(MAX_QUANTITY);
  });

  it('on the error codes the API can answer with', () => {
    const refund: Record<RefundErrorCode, true> = {
      payment_not_refundable: true,
      refund_invalid_amount: true,
      refund_exceeds_paid: true,
    };
    // offer_not_expired is the clock's own check, never an answer.
    const offer: Record<Exclude<OfferErrorCode, 'offer_not_expired'>, true> = {
      offer_not_editable: true,
      offer_not_sendable: true,
      offer_expired: true,
    };
    const shipping: Record<Extract<ShippingResult, { ok: false }>['code'], true> = {
      no_shipping_zone: true,
      pickup_unavailable: true,
    };
    const codes = [
      ...Object.keys(refund),
      ...Object.keys(offer),
      ...Object.keys(shipping),
      'illegal_transition',
      'not_orderable',
    ];
    for (const code of codes) expect(shopErrorCodes as readonly string[]).toContain(code);
  });
});
