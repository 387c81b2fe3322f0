// The money column convention, on the real database: bigint cents beyond 32 bits, the CHECKs.
import { getTableConfig, pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { basisPoints, cents, currency, moneyChecks, sumCents } from './money.ts';

const payments = pgTable(
  'money_convention_test',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    amountCents: cents('amount_cents'),
    currency: currency(),
    vatBp: basisPoints('vat_bp'),
  },
  (t) => [
    ...moneyChecks('money_convention_test', { cents: [t.amountCents], currency: t.currency, basisPoints: [t.vatBp] }),
  ],
);

describe('money columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(getTableConfig(payments).checks.map((c) => c.name)).toEqual([
      'money_convention_test_amount_cents_not_negative',
      'money_convention_test_currency_iso',
      'money_convention_test_vat_bp_range',
    ]);
    // The table as drizzle-kit writes it from the helpers (the checks spelled out as in a migration).
    await t.services.database.query(`create table money_convention_test (
      id uuid primary key default gen_random_uuid(), amount_cents bigint not null, currency char(3) not null, vat_bp integer not null,
      constraint money_convention_test_amount_cents_not_negative check (amount_cents >= 0),
      constraint money_convention_test_currency_iso check (currency ~ '^[A-Z]{3}$'),
      constraint money_convention_test_vat_bp_range check (vat_bp between 0 and 10000))`);
  });
  afterAll(() => t.close());

  it('holds amounts beyond 32 bits exactly, and sums them as integers', async () => {
    const db = t.services.database.db;
    await db.insert(payments).values([
      { amountCents: 9_000_000_000_123, currency: 'EUR', vatBp: 2200 },
      { amountCents: 1, currency: 'EUR', vatBp: 0 },
    ]);
    const [row] = await db.select({ total: sumCents(payments.amountCents) }).from(payments);
    expect(row!.total).toBe(9_000_000_000_124);
  });

  it('refuses a negative amount, a currency that is not ISO 4217-shaped, and a rate over 100 %', async () => {
    const db = t.services.database.db;
    await expect(db.insert(payments).values({ amountCents: -1, currency: 'EUR', vatBp: 0 })).rejects.toThrow();
    await expect(db.insert(payments).values({ amountCents: 1, currency: 'eur', vatBp: 0 })).rejects.toThrow();
    await expect(db.insert(payments).values({ amountCents: 1, currency: 'EUR', vatBp: 10_001 })).rejects.toThrow();
  });
});
