// The order table's known states (its check constraints) are the shop's processes' and the
// contract's, value for value: the database, the transition tables and the API name one set.
import { describe, expect, it } from 'vitest';
import {
  orderStatuses as contractOrderStatuses,
  paymentMethods,
  paymentStatuses as contractPaymentStatuses,
} from '@kubik/contract/orders';
import { orderStatuses } from '@kubik/shop/order-process';
import { paymentStatuses } from '@kubik/shop/payment-process';
import { orderStatusList, paymentMethodList, paymentStatusList } from './schema.ts';

describe('the orders table', () => {
  it('knows the states of the shop and the contract, and no other', () => {
    expect([...orderStatusList]).toEqual([...orderStatuses]);
    expect([...contractOrderStatuses]).toEqual([...orderStatuses]);
    expect([...paymentStatusList]).toEqual([...paymentStatuses]);
    expect([...contractPaymentStatuses]).toEqual([...paymentStatuses]);
    expect([...paymentMethodList]).toEqual([...paymentMethods]);
  });
});
