import { describe, expect, it } from 'vitest';
import { addCartItemRequest, alreadyInCartError, updateCartItemRequest } from './cart.ts';
import { createOrderRequest, idempotencyKey, orderListQuery, pricesChangedError } from './orders.ts';
import { recordBankPaymentRequest, refundRequest, startPaymentAnswer, testPaymentRequest } from './payments.ts';

const checkout = {
  customer: { name: 'Ana Novak', email: ' Ana@Example.si ' },
  billingAddress: { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'si' },
  shipping: {
    method: 'delivery',
    address: { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
  },
  paymentMethod: 'card',
  termsAccepted: true,
};

describe('shop contract', () => {
  it('takes a checkout without any amount: one sent by the browser is dropped', () => {
    const parsed = createOrderRequest.parse({ ...checkout, totals: { grossCents: 1 }, grossCents: 1 });
    expect(parsed).not.toHaveProperty('totals');
    expect(parsed).not.toHaveProperty('grossCents');
    expect(parsed.customer.email).toBe('ana@example.si');
    expect(parsed.billingAddress.country).toBe('SI');
  });

  it('names the field that is wrong', () => {
    const r = createOrderRequest.safeParse({ ...checkout, shipping: { method: 'delivery' }, termsAccepted: false });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['shipping.address', 'termsAccepted']);
    expect(createOrderRequest.safeParse({ ...checkout, paymentMethod: 'cash' }).success).toBe(false);
    expect(createOrderRequest.safeParse({ ...checkout, shipping: { method: 'pickup' } }).success).toBe(true);
  });

  it('checks idempotency keys, cart quantities and list queries', () => {
    expect(idempotencyKey.safeParse('0b6e2a94-55f6-4c55-9d0f-0c1b1a4f2d11').success).toBe(true);
    expect(idempotencyKey.safeParse('short').success).toBe(false);
    expect(idempotencyKey.safeParse('has a space in it').success).toBe(false);
    expect(addCartItemRequest.parse({ projectId: '0b6e2a94-55f6-4c55-9d0f-0c1b1a4f2d11' })).toEqual({
      projectId: '0b6e2a94-55f6-4c55-9d0f-0c1b1a4f2d11',
      quantity: 1,
      asNewItem: false,
    });
    expect(
      addCartItemRequest.safeParse({ projectId: '0b6e2a94-55f6-4c55-9d0f-0c1b1a4f2d11', quantity: 100 }).success,
    ).toBe(false);
    expect(updateCartItemRequest.safeParse({}).success).toBe(false);
    expect(updateCartItemRequest.safeParse({ refreshFromProject: true }).success).toBe(true);
    expect(orderListQuery.parse({ perPage: '25', status: 'shipped' })).toEqual({
      page: 1,
      perPage: 25,
      status: 'shipped',
      order: 'desc',
    });
    expect(orderListQuery.safeParse({ perPage: '20' }).success).toBe(false);
  });

  it("describes the shop's error answers and payment calls", () => {
    expect(
      alreadyInCartError.safeParse({
        error: { code: 'already_in_cart', message: 'Projekt je že v košarici.', itemId: 'c1' },
      }).success,
    ).toBe(true);
    expect(alreadyInCartError.safeParse({ error: { code: 'already_in_cart', message: 'x' } }).success).toBe(false);
    expect(pricesChangedError.shape.error.shape.code.value).toBe('prices_changed');
    expect(testPaymentRequest.safeParse({ outcome: 'succeeded' }).success).toBe(true);
    expect(testPaymentRequest.safeParse({ outcome: 'paid' }).success).toBe(false);
    expect(
      startPaymentAnswer.parse({
        provider: 'test',
        orderId: 'o1',
        amountCents: 53_560,
        currency: 'EUR',
        completeUrl: '/api/payments/test/o1/complete',
      }).provider,
    ).toBe('test');
    expect(refundRequest.safeParse({ amountCents: 0, reason: 'x' }).success).toBe(false);
    expect(refundRequest.safeParse({ amountCents: 10.5, reason: 'x' }).success).toBe(false);
    expect(recordBankPaymentRequest.safeParse({ amountCents: 100, receivedOn: '2026-02-30' }).success).toBe(false);
    expect(recordBankPaymentRequest.safeParse({ amountCents: 100, receivedOn: '2026-03-12' }).success).toBe(true);
  });
});
