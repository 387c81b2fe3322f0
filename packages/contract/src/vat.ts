// EU VAT identification numbers: the format of every member state (as the EU's VIES service
// describes them) and, where the algorithm is published, the check digit. Greece uses the prefix
// EL, Northern Ireland XI. Spaces, dots and dashes are ignored.
export type VatCheck = { ok: true; normalized: string } | { ok: false; reason: 'format' | 'check_digit' | 'country' };

const formats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

const digits = (s: string) => [...s].map(Number);

/** ISO 7064 MOD 11,10 (Germany, Croatia). */
function mod11_10(number: string): boolean {
  let product = 10;
  const d = digits(number);
  for (let i = 0; i < d.length - 1; i++) {
    let sum = (d[i]! + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === d.at(-1);
}

function luhn(number: string): boolean {
  let sum = 0;
  digits(number)
    .reverse()
    .forEach((digit, i) => {
      const v = i % 2 === 1 ? digit * 2 : digit;
      sum += v > 9 ? v - 9 : v;
    });
  return sum % 10 === 0;
}

function weighted(number: string, weights: number[]): number {
  const d = digits(number);
  return weights.reduce((sum, w, i) => sum + w * d[i]!, 0);
}

const checkDigits: Record<string, (n: string) => boolean> = {
  // Slovenia: weights 8..2 over the first seven digits, check = 11 − sum mod 11 (10 → 0, 11 invalid).
  SI: (n) => {
    if (n[0] === '0') return false;
    const rest = weighted(n, [8, 7, 6, 5, 4, 3, 2]) % 11;
    const check = rest === 0 ? -1 : 11 - rest === 10 ? 0 : 11 - rest;
    return check === Number(n[7]);
  },
  HR: mod11_10,
  DE: mod11_10,
  IT: luhn,
  AT: (n) => {
    const d = digits(n.slice(1));
    let sum = 0;
    for (let i = 0; i < 7; i++) {
      const v = i % 2 === 1 ? d[i]! * 2 : d[i]!;
      sum += v > 9 ? Math.floor(v / 10) + (v % 10) : v;
    }
    return (10 - ((sum + 4) % 10)) % 10 === d[7];
  },
  BE: (n) => 97 - (Number(n.slice(0, 8)) % 97) === Number(n.slice(8)),
  DK: (n) => weighted(n, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
  FI: (n) => {
    const rest = weighted(n, [7, 9, 10, 5, 8, 4, 2]) % 11;
    if (rest === 1) return false;
    return (rest === 0 ? 0 : 11 - rest) === Number(n[7]);
  },
  LU: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  PL: (n) => weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(n[9]),
  PT: (n) => {
    const rest = weighted(n, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    return (rest < 2 ? 0 : 11 - rest) === Number(n[8]);
  },
  SK: (n) => Number(n) % 11 === 0,
  FR: (n) => {
    if (!/^\d{2}/.test(n)) return true; // the newer alphanumeric keys have no public algorithm
    return (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(n.slice(0, 2));
  },
};

/** Checks "SI12345679", "si 1234 5679", "DE-136695976" … */
export function checkVatId(input: string): VatCheck {
  const compact = input.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefix = compact.slice(0, 2);
  const number = compact.slice(2);
  const format = formats[prefix];
  if (!format) return { ok: false, reason: 'country' };
  if (!format.test(number)) return { ok: false, reason: 'format' };
  const check = checkDigits[prefix];
  if (check && !check(number)) return { ok: false, reason: 'check_digit' };
  return { ok: true, normalized: compact };
}
