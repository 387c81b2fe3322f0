// Money in integer cents and rates in basis points (1 bp = 0.01 %), branded so that a rate is never
// added to an amount and a float never passes for cents. Written out for readers by money-text.ts (one function for the web app, mails and PDFs).
//
// THE rounding rule of the shop — there is only this one: a share of an amount (VAT, a discount)
// is computed once per line, from that line's integer net, and rounded half away from zero:
//   percentOf(1234, 2200 bp) = 1234 × 0.22 = 271.48 → 271
//   percentOf(  25, 2200 bp) =   25 × 0.22 =   5.5  →   6
//   percentOf( -25, 2200 bp) =  -5.5                →  -6   (a discount line's VAT mirrors the goods')
// A total is the sum of its lines' rounded amounts, never a percentage of a total, so an order's
// totals always equal the sum of the lines stored with it (Vendure #2662, Medusa #4768).

declare const unit: unique symbol;
/** An amount of money in integer cents (euro cents: Kubik sells in EUR only). May be negative. */
export type Cents = number & { readonly [unit]: 'cents' };
/** A rate in basis points: 2200 = 22 %. Between 0 and 10,000. */
export type BasisPoints = number & { readonly [unit]: 'bp' };

/** ±1,000,000,000 €: far beyond any order, and small enough that amount × rate stays an exact integer. */
export const MAX_ABS_CENTS = 100_000_000_000;

/** An amount in cents; a fraction, NaN or an absurd value is a programming error and throws. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_ABS_CENTS)
    throw new RangeError(`not an amount in cents: ${value}`);
  return (value === 0 ? 0 : value) as Cents; // never -0
}

/** A rate in basis points, an integer from 0 to 10,000. */
export function bp(value: number): BasisPoints {
  if (!Number.isInteger(value) || value < 0 || value > 10_000)
    throw new RangeError(`not a rate in basis points: ${value}`);
  return value as BasisPoints;
}

export const ZERO = 0 as Cents;

export function sum(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const a of amounts) total += a;
  return cents(total);
}

export function times(amount: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`not a whole quantity: ${quantity}`);
  return cents(amount * quantity);
}

export function negate(amount: Cents): Cents {
  return cents(-amount);
}

/**
 * numerator / denominator rounded half away from zero, in exact integer arithmetic
 * (denominator > 0). The one rounding step every amount in the shop goes through.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} in integers`);
  }
  const magnitude = Math.abs(numerator);
  const remainder = magnitude % denominator;
  const quotient = (magnitude - remainder) / denominator + (remainder * 2 >= denominator ? 1 : 0);
  return numerator < 0 && quotient !== 0 ? -quotient : quotient; // never -0
}

/** rate of amount, rounded by the rule above: the VAT of a line, a discount of a line. */
export function percentOf(amount: Cents, rate: BasisPoints): Cents {
  return cents(divideRounded(amount * rate, 10_000));
}

export interface VatSplit {
  netCents: Cents;
  vatRateBp: BasisPoints;
  vatCents: Cents;
  grossCents: Cents;
}

/** A line's net, its VAT (rounded per line) and gross = net + VAT. */
export function withVat(net: Cents, rate: BasisPoints): VatSplit {
  const vat = percentOf(net, rate);
  return { netCents: net, vatRateBp: rate, vatCents: vat, grossCents: cents(net + vat) };
}
