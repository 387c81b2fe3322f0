// The fast mask choice gives `qrcode`'s own symbol: the same modules, mask included, for piece links
// of every length the labels use and for texts that pick each of the eight masks.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './labels-pdf.ts';
import { qrMatrix } from './qr-matrix.ts';

const reference = (text: string) => QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });

describe('qrMatrix', () => {
  it("equals qrcode's symbol, mask chosen the same, for 600 texts", () => {
    const chosen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const text = `https://kubik.example/dashboard/admin/orders/K-2026-${String(i).padStart(4, '0')}/pieces/${(i % 7) + 1}-V${String(i % 97).padStart(3, '0')}-${i}${'x'.repeat(i % 40)}`;
      const ref = reference(text);
      const mine = qrMatrix(text);
      expect(mine.size).toBe(ref.modules.size);
      expect(Buffer.from(mine.data).equals(Buffer.from(ref.modules.data))).toBe(true);
      chosen.add(ref.maskPattern as number);
    }
    expect(chosen.size).toBe(8);
  });
});

describe('qrPath', () => {
  it('covers exactly the dark modules, each once', () => {
    for (const text of ['https://kubik.example/designs/a/pieces/V001-1', 'https://kubik.example/dashboard/admin/orders/K-2026-0007/pieces/2-H014-3', 'x'.repeat(90)]) {
      const { size, data } = qrMatrix(text);
      const { size: pathSize, path } = qrPath(text);
      expect(pathSize).toBe(size);
      const covered = new Uint8Array(size * size);
      for (const m of path.matchAll(/(\d+) (\d+) (\d+) (\d+) re/g)) {
        const [x, y, w, h] = m.slice(1).map(Number) as [number, number, number, number];
        for (let r = y; r < y + h; r++) for (let c = x; c < x + w; c++) covered[r * size + c]! += 1;
      }
      expect(Buffer.from(covered).equals(Buffer.from(data))).toBe(true);
    }
  });
});
