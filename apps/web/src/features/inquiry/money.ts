// Euros as people type them, to integer cents: "1234,56", "1.234,56", "1 234,56", "1234.56",
// "1,234.56" and "€ 12" all work; the last separator followed by one or two digits is the
// decimal one. Anything else (letters, three decimals, a negative amount) is null.
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(cleaned);
  const whole = decimal ? cleaned.slice(0, decimal.index) : cleaned;
  // The decimal separator appears once; grouping uses the other one.
  if (decimal && whole.includes(cleaned[decimal.index]!)) return null;
  // Grouping separators between the whole euros: groups of three digits only.
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0;
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as an input's value in the reader's way of writing decimals ("1234,56" in sl and es). */
export function eurosInput(cents: number, decimalComma: boolean): string {
  const text = (cents / 100).toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}

/** The offered price against the computed one, in per cent (null without a computed price). */
export function differencePercent(offeredCents: number, computedCents: number | null): number | null {
  if (computedCents === null || computedCents === 0) return null;
  return ((offeredCents - computedCents) / computedCents) * 100;
}
