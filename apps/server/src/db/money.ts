// Money columns, one convention for every table that holds an amount (orders, payments, refunds,
// partner discounts next):
// - amounts are integer cents in `bigint` (never a float, never numeric-as-string in JS): name the
//   column `<what>_cents`; read as a JS number, exact up to 2^53 cents (90 trillion euros);
// - every amount has its currency beside it, an ISO 4217 code in `char(3)` (`currency`, or
//   `<what>_currency` when a row holds two currencies);
// - CHECK constraints at the database: amounts ≥ 0 unless the column is a signed difference (say so
//   in its name, e.g. `adjustment_cents`), currency three capital letters, rates in basis points
//   within 0…10,000.
// Use the helpers below in a module's schema.ts, e.g.
//   amountCents: cents('amount_cents'), currency: currency(),
//   (t) => [...moneyChecks('payments', { cents: [t.amountCents], currency: t.currency })]
import { sql, type SQL } from 'drizzle-orm';
import { bigint, char, check, integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An amount in integer cents. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** An ISO 4217 currency code. */
export const currency = (name = 'currency') => char(name, { length: 3 }).notNull();

/** A rate (VAT, a discount) in basis points: 2200 = 22 %. */
export const basisPoints = (name: string) => integer(name).notNull();

/** The CHECK constraints of a table's money columns. */
export function moneyChecks(
  table: string,
  columns: { cents?: AnyPgColumn[]; currency?: AnyPgColumn; basisPoints?: AnyPgColumn[] },
) {
  const checks = [];
  for (const column of columns.cents ?? [])
    checks.push(check(`${table}_${column.name}_not_negative`, sql`${column} >= 0`));
  if (columns.currency)
    checks.push(check(`${table}_${columns.currency.name}_iso`, sql`${columns.currency} ~ '^[A-Z]{3}$'`));
  for (const column of columns.basisPoints ?? [])
    checks.push(check(`${table}_${column.name}_range`, sql`${column} between 0 and 10000`));
  return checks;
}

/** For a query that sums amounts: PostgreSQL's sum(bigint) is numeric, cast back to bigint. */
export const sumCents = (column: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
