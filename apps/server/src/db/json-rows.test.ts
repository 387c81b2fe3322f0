import { describe, expect, it } from 'vitest';
// The db layer's reader is checked against real tables (the orders', whose columns cover every kind it decodes), not through a module.
// eslint-disable-next-line no-restricted-imports
import { orderHistory, orders } from '../modules/orders/schema.ts';
import { rowFromJson, rowsOf } from './json-rows.ts';

describe('rows answered as JSON', () => {
  it('reads a row as drizzle reads its columns: timestamps as Dates, bigint cents as numbers, jsonb as it is', () => {
    // As row_to_json writes an order (keys: the columns' SQL names).
    const row = rowFromJson(orders, {
      id: '0b0d8c7e-8d4c-4f57-9e3b-1d2a3c4b5e6f',
      number: 'K-2026-00042',
      gross_cents: 12_200,
      paid_cents: 0,
      customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
      tracking: null,
      created_at: '2026-11-29T16:40:00.123+01:00',
      updated_at: '2026-11-29T15:40:00.123+00:00',
    });
    expect(row).toEqual({
      id: '0b0d8c7e-8d4c-4f57-9e3b-1d2a3c4b5e6f',
      number: 'K-2026-00042',
      grossCents: 12_200,
      paidCents: 0,
      customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
      tracking: null,
      createdAt: new Date('2026-11-29T15:40:00.123Z'),
      updatedAt: new Date('2026-11-29T15:40:00.123Z'),
    });
    // Columns the JSON does not hold are left out, not made undefined.
    expect('status' in row).toBe(false);
  });

  it('keeps a jsonb value that is itself a string, and reads identity ids as numbers', () => {
    const row = rowFromJson(orderHistory, { id: 7, data: '"a string"', amount_cents: '1500', public: true });
    expect(row).toEqual({ id: 7, data: '"a string"', amountCents: 1500, public: true });
  });

  it('takes the rows from either driver’s answer', () => {
    expect(rowsOf([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(rowsOf({ rows: [{ a: 1 }], fields: [] })).toEqual([{ a: 1 }]);
  });
});
