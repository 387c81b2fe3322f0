// The offer editor's plain parts: calendar days as the date inputs hold them, and the server's field
// paths mapped to the form's fields.
export type Errors = Record<string, string>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the reader's calendar day, YYYY-MM-DD (what a date input holds). */
export const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The last instant of a calendar day in the reader's time zone, as the API's instant. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** The server's field paths (lines.0.unitNetCents, validUntil, delivery.earliest…) as this form's fields. */
export function fieldErrors(fields: Record<string, string>): Errors {
  const out: Errors = {};
  for (const [path, message] of Object.entries(fields)) {
    const line = /^lines\.(\d+)\.(unitNetCents|quantity)/.exec(path);
    const key = line
      ? `${line[2] === 'quantity' ? 'quantity' : 'price'}-${line[1]}`
      : path.startsWith('delivery')
        ? 'delivery'
        : path.startsWith('lines')
          ? 'price-0'
          : path;
    out[key] ??= message;
  }
  return out;
}
