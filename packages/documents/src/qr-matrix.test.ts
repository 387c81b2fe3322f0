// The fast mask choice gives `qrcode`'s own symbol: the same modules, mask included, for piece links
// of every length the labels use and for texts that pick each of the eight masks; the labels' image
// of a code holds exactly its modules.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrImage } from './labels-pdf.ts';
import { qrMatrix } from './qr-matrix.ts';

const reference = (text: string) =>
  QRCode.create([{ data: new TextEncoder().encode(text), mode: 'byte' }], { errorCorrectionLevel: 'M' });

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

describe('qrImage', () => {
  it('is the modules as an image mask: a 0 bit for each dark module, rows padded to whole bytes', () => {
    for (const text of [
      'https://kubik.example/designs/a/pieces/V001-1',
      'https://kubik.example/dashboard/admin/orders/K-2026-0007/pieces/2-H014-3',
      'x'.repeat(90),
    ]) {
      const { size, data } = qrMatrix(text);
      const image = qrImage(text);
      expect(image.size).toBe(size);
      const bytes = Buffer.from(image.hex, 'hex');
      const stride = Math.ceil(size / 8);
      expect(bytes.length).toBe(stride * size);
      const dark = new Uint8Array(size * size);
      for (let r = 0; r < size; r++)
        for (let c = 0; c < size; c++)
          dark[r * size + c] = (bytes[r * stride + (c >> 3)]! >> (7 - (c & 7))) & 1 ? 0 : 1;
      expect(Buffer.from(dark).equals(Buffer.from(data))).toBe(true);
    }
  });
});
