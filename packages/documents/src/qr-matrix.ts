// A QR code's modules, as the `qrcode` package makes them, with its mask chosen faster. ISO/IEC
// 18004 (§7.8.3) has the encoder score all eight masks and keep the one with the lowest penalty;
// `qrcode` does that through a method call per module, and on the 2,960 labels of the 2,000-cube
// example the choice took most of the labels' time. Here the package builds the symbol once with
// mask 0; the mask is taken off, each of the eight is scored on flat arrays (the same four penalty
// rules and weights as `qrcode`'s, its format information written for each), and the best one —
// the first of equal scores, as `qrcode` keeps — is applied. The result is `qrcode`'s own symbol
// for that text (qr-matrix.test.ts compares them). The text goes in as one byte-mode segment.
import QRCode from 'qrcode';

/** Whether mask `p` flips the module at row i, column j (ISO/IEC 18004 Table 10). */
function maskAt(p: number, i: number, j: number): boolean {
  switch (p) {
    case 0: return (i + j) % 2 === 0;
    case 1: return i % 2 === 0;
    case 2: return j % 3 === 0;
    case 3: return (i + j) % 3 === 0;
    case 4: return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5: return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6: return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default: return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** The eight masks of a symbol size as flips of its data modules only (1 = flip), in words of four modules. */
const flips = new Map<number, Uint32Array[]>();
function flipsOf(n: number, reserved: Uint8Array): Uint32Array[] {
  let m = flips.get(n);
  if (!m) {
    m = [];
    const words = Math.ceil((n * n) / 4);
    for (let p = 0; p < 8; p++) {
      const a = new Uint8Array(words * 4);
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = !reserved[i * n + j] && maskAt(p, i, j) ? 1 : 0;
      m.push(new Uint32Array(a.buffer));
    }
    flips.set(n, m);
  }
  return m;
}

/** The 15 format-information bits of error correction level M (indicator 00) and a mask: BCH(15,5), XOR 101010000010010. */
function formatBits(mask: number): number {
  const data = (0b00 << 3) | mask;
  let d = data << 10;
  const g = 0b10100110111;
  for (let bit = 14; bit >= 10; bit--) if ((d >> bit) & 1) d ^= g << (bit - 10);
  return ((data << 10) | d) ^ 0b101010000010010;
}

/** Writes the format information of mask `p` where `qrcode` puts it (its setupFormatInfo). */
function writeFormat(a: Uint8Array, n: number, p: number): void {
  const bits = formatBits(p);
  for (let i = 0; i < 15; i++) {
    const v = (bits >> i) & 1;
    a[(i < 6 ? i : i < 8 ? i + 1 : n - 15 + i) * n + 8] = v;
    a[8 * n + (i < 8 ? n - i - 1 : i < 9 ? 15 - i : 14 - i)] = v;
  }
  a[(n - 8) * n + 8] = 1;
}

/** Rule N1 (runs of five or more alike: 3 + the run's length over five) and N3 (1:1:3:1:1 finder-like patterns with four light modules on one side: 40) along one line. */
function linePenalty(a: Uint8Array, start: number, step: number, n: number): number {
  let points = 0, run = 0, last = -1, bits = 0;
  for (let k = 0, i = start; k < n; k++, i += step) {
    const v = a[i]!;
    if (v === last) run++;
    else {
      if (run >= 5) points += run - 2;
      last = v;
      run = 1;
    }
    bits = ((bits << 1) & 0x7ff) | v;
    if (k >= 10 && (bits === 0x5d0 || bits === 0x05d)) points += 40;
  }
  return run >= 5 ? points + run - 2 : points;
}

/** `qrcode`'s penalty: N1 and N3 along every row and column, N2 (each 2 × 2 block alike: 3), N4 (10 per 5 % the dark share is off 50 %). */
function penalty(a: Uint8Array, n: number): number {
  let points = 0;
  for (let r = 0; r < n; r++) points += linePenalty(a, r * n, 1, n) + linePenalty(a, r, n, n);
  let dark = 0, blocks = 0;
  for (let i = 0; i < n * n; i++) dark += a[i]!;
  for (let r = 0; r < n - 1; r++) {
    const top = r * n;
    for (let c = 0; c < n - 1; c++) {
      const s = a[top + c]! + a[top + c + 1]! + a[top + n + c]! + a[top + n + c + 1]!;
      if (s === 0 || s === 4) blocks++;
    }
  }
  return points + blocks * 3 + Math.abs(Math.ceil((dark * 100) / (n * n) / 5) - 10) * 10;
}

/** The QR code of a text at error correction level M: its size and its modules, row by row (1 = dark). */
export function qrMatrix(text: string): { size: number; data: Uint8Array } {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M', maskPattern: 0 });
  const n = modules.size;
  const m = flipsOf(n, modules.reservedBit);
  const words = m[0]!.length;
  // The data without its mask (mask 0 taken off), and each mask tried on a copy, four modules a word.
  const bare = new Uint32Array(words);
  new Uint8Array(bare.buffer).set(modules.data);
  for (let w = 0; w < words; w++) bare[w]! ^= m[0]![w]!;
  const trial = new Uint32Array(words);
  const bytes = new Uint8Array(trial.buffer);
  let bestMask = 0;
  let lowest = Infinity;
  for (let p = 0; p < 8; p++) {
    const flip = m[p]!;
    for (let w = 0; w < words; w++) trial[w] = bare[w]! ^ flip[w]!;
    writeFormat(bytes, n, p);
    const score = penalty(bytes, n);
    if (score < lowest) {
      lowest = score;
      bestMask = p;
    }
  }
  const flip = m[bestMask]!;
  for (let w = 0; w < words; w++) trial[w] = bare[w]! ^ flip[w]!;
  writeFormat(bytes, n, bestMask);
  const best = bytes.slice(0, n * n);
  return { size: n, data: best };
}
