// The partner order moves' check constraint knows the shop's order states, value for value.
import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@kubik/shop/order-process';
import { orderStateList } from './schema.ts';

describe('the partner order moves table', () => {
  it('knows the states of the order process, and no other', () => {
    expect([...orderStateList]).toEqual([...orderStatuses]);
  });
});
