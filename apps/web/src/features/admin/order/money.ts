// Amounts typed by staff ("1.234,56", "1234.56", "99") as integer cents; anything else is null.

/** Parses a euro amount with a comma or a point for the cents (and either one, or a space, grouping thousands). */
export function parseCents(text: string): number | null {
  const clean = text.replace(/[\s\u00a0€]/g, '');
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const [, whole = '', group, decimal, fraction = ''] = match;
  if (group && decimal === group) return null;
  const euros = Number(whole.replace(/[.,]/g, ''));
  const cents = euros * 100 + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as an amount to edit: "1234,56" or "1234.56" as the reader writes decimals. */
export function centsText(cents: number, decimalSeparator: string): string {
  const euros = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${euros}${decimalSeparator}${rest}`;
}
