// Human-facing numbers: orders `K-2026-00042`, inquiries `2026-0042`. The counter behind them is a
// database row per (scope, year), advanced in the same transaction as the insert
// (`INSERT … ON CONFLICT (scope, year) DO UPDATE SET last = counter.last + 1 RETURNING last`), so
// numbers have no gaps or duplicates under concurrency; this module only writes and reads them.
// Past 99,999 orders (9,999 inquiries) in a year the number simply grows a digit.

export interface SequenceNumber {
  year: number;
  seq: number;
}

function check({ year, seq }: SequenceNumber): void {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`not a numbering year: ${year}`);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`not a sequence number: ${seq}`);
}

/** An order's number is `K-<year>-<seq>`, the sequence padded to this many digits (the server writes the same in SQL). */
export const orderNumberDigits = 5;

export function formatOrderNumber(n: SequenceNumber): string {
  check(n);
  return `K-${n.year}-${String(n.seq).padStart(orderNumberDigits, '0')}`;
}

export function formatInquiryNumber(n: SequenceNumber): string {
  check(n);
  return `${n.year}-${String(n.seq).padStart(4, '0')}`;
}

const orderPattern = /^K-(\d{4})-(\d{5,15})$/;
const inquiryPattern = /^(\d{4})-(\d{4,15})$/;

function parse(pattern: RegExp, width: number, text: string): SequenceNumber | null {
  const m = pattern.exec(text.trim().toUpperCase());
  if (!m) return null;
  const [year, digits] = [Number(m[1]), m[2] ?? ''];
  const seq = Number(digits);
  // One spelling per number: no extra leading zeros beyond the padding ("K-2026-000042" is not 42).
  if (digits.length > width && digits.startsWith('0')) return null;
  try {
    check({ year, seq });
  } catch {
    return null;
  }
  return { year, seq };
}

/** `K-2026-00042` → {year: 2026, seq: 42}; null for anything else. */
export function parseOrderNumber(text: string): SequenceNumber | null {
  return parse(orderPattern, 5, text);
}

/** `2026-0042` → {year: 2026, seq: 42}; null for anything else. */
export function parseInquiryNumber(text: string): SequenceNumber | null {
  return parse(inquiryPattern, 4, text);
}

/**
 * The payment reference for a bank transfer (the proforma and the UPN form): Slovenia's model SI00
 * (no check digit): digits in up to three parts joined by "-", 22 characters at most:
 * order K-2026-00042 → "SI00 2026-00042".
 */
export function bankReference(orderNumber: string): string {
  const n = parseOrderNumber(orderNumber);
  if (!n) throw new RangeError(`not an order number: ${orderNumber}`);
  return `SI00 ${n.year}-${String(n.seq).padStart(5, '0')}`;
}
