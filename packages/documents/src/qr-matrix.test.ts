// The fast mask choice gives `qrcode`'s own symbol: the same modules, mask included, for piece links
// of every length the labels use and for texts that pick each of the eight masks.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
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
