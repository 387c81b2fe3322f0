// A QR code's modules, as the `qrcode` package makes them, with its mask chosen faster. ISO/IEC
// 18004 (§7.8.3) has the encoder score all eight masks and keep the one with the lowest penalty;
// `qrcode` does that through a method call per module, and on the 2,960 labels of the 2,000-cube
// example the choice took most of the labels' time. Here the package builds the symbol once with
// mask 0; the mask is taken off, each of the eight is scored on bits (the same four penalty rules
// and weights as `qrcode`'s, its format information written for each; a mask stops being scored
// once its partial penalty reaches the best so far), and the best one —
// the first of equal scores, as `qrcode` keeps — is applied. The result is `qrcode`'s own symbol
// for that text (qr-matrix.test.ts compares them). The text goes in as one byte-mode segment.
import QRCode from 'qrcode';

/** Whether mask `p` flips the module at row i, column j (ISO/IEC 18004 Table 10). */
function maskAt(p: number, i: number, j: number): boolean {
  switch (p) {
    case 0:
      return (i + j) % 2 === 0;
    case 1:
      return i % 2 === 0;
    case 2:
      return j % 3 === 0;
    case 3:
      return (i + j) % 3 === 0;
    case 4:
      return (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0;
    case 5:
      return ((i * j) % 2) + ((i * j) % 3) === 0;
    case 6:
      return (((i * j) % 2) + ((i * j) % 3)) % 2 === 0;
    default:
      return (((i * j) % 3) + ((i + j) % 2)) % 2 === 0;
  }
}

/** The eight masks of a symbol size as flips of its data modules only (1 = flip): module by module, and as lines (below). */
const flips = new Map<number, { modules: Uint8Array; lines: Int32Array }[]>();
function flipsOf(n: number, reserved: Uint8Array): { modules: Uint8Array; lines: Int32Array }[] {
  let m = flips.get(n);
  if (!m) {
    m = [];
    for (let p = 0; p < 8; p++) {
      const a = new Uint8Array(n * n);
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) a[i * n + j] = !reserved[i * n + j] && maskAt(p, i, j) ? 1 : 0;
      m.push({ modules: a, lines: toLines(a, n) });
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

/** The modules mask `p`'s format information sets, where `qrcode` puts them (its setupFormatInfo), and the dark module: [index, value]. */
const formats = new Map<number, [number, number][][]>();
function formatModules(n: number, p: number): [number, number][] {
  let all = formats.get(n);
  if (!all) {
    all = [];
    for (let q = 0; q < 8; q++) {
      const bits = formatBits(q);
      const out: [number, number][] = [];
      for (let i = 0; i < 15; i++) {
        const v = (bits >> i) & 1;
        out.push(
          [(i < 6 ? i : i < 8 ? i + 1 : n - 15 + i) * n + 8, v],
          [8 * n + (i < 8 ? n - i - 1 : i < 9 ? 15 - i : 14 - i), v],
        );
      }
      out.push([(n - 8) * n + 8, 1]);
      all.push(out);
    }
    formats.set(n, all);
  }
  return all[p]!;
}

// Scoring on bits. Every row and every column of the symbol is a line, held as 32-bit chunks that
// overlap: chunk k holds the line's modules 22k … 22k + 31 (bit i = module 22k + i, 0 past the
// end), and counts what starts at its first 22 modules, so a pattern of up to 11 modules is whole
// inside the chunk that counts it. The four rules are then a few shifts, ANDs and bit counts a chunk,
// with no branch a module. The rules and weights are `qrcode`'s (its mask-pattern.js): N1, runs of
// five or more alike, 3 + the run's length over five (a run of L is L − 4 windows of five, plus 2
// at its end); N2, each 2 × 2 block alike, 3; N3, 1011101 with four light modules on either side,
// 40; N4, 10 per 5 % the dark share is off 50 %.
const STEP = 22;

/** Bits of a chunk's first 22 positions whose module (22k + i) is at most `last`. */
const upTo = (k: number, last: number) => {
  const count = Math.max(0, Math.min(STEP, last - STEP * k + 1));
  return count >= 32 ? -1 : (1 << count) - 1;
};

/** A symbol size's chunk masks: which starts count for each rule in chunk k. */
interface Chunking {
  chunks: number;
  run5: Int32Array; // a run of five can start here (start ≤ n − 5)
  lastRun: Int32Array; // the start n − 5: a run there ends with the line
  finder: Int32Array; // start ≤ n − 11
  pair: Int32Array; // a 2 × 2 block can start here (≤ n − 2)
  module: Int32Array; // a module of the line (≤ n − 1)
}

const chunkings = new Map<number, Chunking>();
function chunkingOf(n: number): Chunking {
  let c = chunkings.get(n);
  if (!c) {
    const chunks = Math.ceil(n / STEP);
    const masks = (f: (k: number) => number) => Int32Array.from({ length: chunks }, (_, k) => f(k));
    c = {
      chunks,
      run5: masks((k) => upTo(k, n - 5)),
      lastRun: masks((k) => upTo(k, n - 5) & ~upTo(k, n - 6)),
      finder: masks((k) => upTo(k, n - 11)),
      pair: masks((k) => upTo(k, n - 2)),
      module: masks((k) => upTo(k, n - 1)),
    };
    chunkings.set(n, c);
  }
  return c;
}

/** Sets module (i, j) to v in the chunks of row i and of column j (lines n + j). */
function putModule(lines: Int32Array, n: number, chunks: number, i: number, j: number, v: number): void {
  putBit(lines, i * chunks, j, v);
  putBit(lines, (n + j) * chunks, i, v);
}

function putBit(lines: Int32Array, line: number, at: number, v: number): void {
  for (let k = Math.floor(at / STEP); k >= 0 && at - STEP * k < 32; k--) {
    const bit = 1 << (at - STEP * k);
    if (v) lines[line + k]! |= bit;
    else lines[line + k]! &= ~bit;
  }
}

/** A symbol's modules (1 = dark) as the chunks of its rows, then of its columns. */
function toLines(a: Uint8Array, n: number): Int32Array {
  const { chunks } = chunkingOf(n);
  const lines = new Int32Array(2 * n * chunks);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (a[i * n + j]) putModule(lines, n, chunks, i, j, 1);
  return lines;
}

function bitCount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The penalty of a symbol held as lines; once the partial sum reaches `limit` (it only grows), `limit`. */
function linesPenalty(lines: Int32Array, n: number, limit: number): number {
  const { chunks, run5, lastRun, finder, pair, module } = chunkingOf(n);
  let points = 0,
    dark = 0,
    blocks = 0;
  for (let line = 0; line < 2 * n; line++) {
    for (let k = 0; k < chunks; k++) {
      const x = lines[line * chunks + k]!,
        o = ~x;
      const same = ~(x ^ (x >>> 1)); // module i equals module i + 1
      const runs = same & (same >>> 1) & (same >>> 2) & (same >>> 3) & run5[k]!;
      const ends = runs & (~(same >>> 4) | lastRun[k]!);
      // 1011101 0000 and 0000 1011101, first module at bit i.
      const light4 = (o >>> 7) & (o >>> 8) & (o >>> 9) & (o >>> 10);
      const f1 = x & (o >>> 1) & (x >>> 2) & (x >>> 3) & (x >>> 4) & (o >>> 5) & (x >>> 6) & light4;
      const f2 =
        o &
        (o >>> 1) &
        (o >>> 2) &
        (o >>> 3) &
        (x >>> 4) &
        (o >>> 5) &
        (x >>> 6) &
        (x >>> 7) &
        (x >>> 8) &
        (o >>> 9) &
        (x >>> 10);
      points += bitCount(runs) + 2 * bitCount(ends) + 40 * bitCount((f1 | f2) & finder[k]!);
      if (line < n) {
        dark += bitCount(x & module[k]!);
        if (line < n - 1) {
          const d = x ^ lines[(line + 1) * chunks + k]!;
          blocks += bitCount(~(d | (d >>> 1) | (x ^ (x >>> 1))) & pair[k]!);
        }
      }
    }
    if (points + blocks * 3 >= limit) return limit;
  }
  return points + blocks * 3 + Math.abs(Math.ceil((dark * 100) / (n * n) / 5) - 10) * 10;
}

/** The QR code of a text at error correction level M: its size and its modules, row by row (1 = dark). */
export function qrMatrix(text: string): { size: number; data: Uint8Array } {
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 0,
  });
  const n = modules.size;
  const m = flipsOf(n, modules.reservedBit);
  const { chunks } = chunkingOf(n);
  // The symbol without its mask (mask 0 taken off), and each mask tried on a copy, a chunk at a time.
  const bare = toLines(modules.data, n);
  for (let w = 0; w < bare.length; w++) bare[w]! ^= m[0]!.lines[w]!;
  const trial = new Int32Array(bare.length);
  let bestMask = 0;
  let lowest = Infinity;
  for (let p = 0; p < 8; p++) {
    const flip = m[p]!.lines;
    for (let w = 0; w < bare.length; w++) trial[w] = bare[w]! ^ flip[w]!;
    for (const [at, v] of formatModules(n, p)) putModule(trial, n, chunks, Math.floor(at / n), at % n, v);
    const score = linesPenalty(trial, n, lowest);
    if (score < lowest) {
      lowest = score;
      bestMask = p;
    }
  }
  const data = modules.data.slice(0, n * n);
  const flip0 = m[0]!.modules,
    flip = m[bestMask]!.modules;
  for (let i = 0; i < n * n; i++) data[i]! ^= flip0[i]! ^ flip[i]!;
  for (const [at, v] of formatModules(n, bestMask)) data[at] = v;
  return { size: n, data };
}
