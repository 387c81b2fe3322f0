// The order documents open (pdftotext reads them) and say what the frozen order says, in the
// reader's language and formats: the lines, the totals, and on the proforma the transfer details.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './order-labels.ts';
import { orderPdf, type OrderDocument } from './order-pdf.ts';

const dir = mkdtempSync(join(tmpdir(), 'kubik-order-pdf-'));

function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// Worked by hand: 2 × 412,30 € net at 22 % → 824,60 + 181,41 = 1.006,01; shipping 49,00 + 10,78 = 59,78.
const order: OrderDocument = {
  number: 'K-2026-00042',
  createdAt: '2026-03-12T09:30:00.000Z',
  customer: {
    name: 'Ana Novak',
    email: 'ana@kubik.test',
    phone: '+386 41 123 456',
    company: { companyName: 'Mizarstvo Žužek d.o.o.', vatId: 'SI12345678' },
  },
  billingAddress: { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
  shipping: {
    method: 'delivery',
    address: { street: 'Šmartinska cesta 10', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
    estimate: { earliest: '2026-03-30', latest: '2026-04-03', weeks: { from: '2026-W14', to: '2026-W14' } },
  },
  lines: [
    {
      kind: 'item',
      name: 'Knjižna polica – čšž',
      ref: 'i1',
      quantity: 2,
      unitNetCents: 41_230,
      netCents: 82_460,
      vatRateBp: 2200,
      vatCents: 18_141,
      grossCents: 100_601,
      discountBp: null,
    },
    {
      kind: 'shipping',
      name: null,
      ref: 'si',
      quantity: 1,
      unitNetCents: 4_900,
      netCents: 4_900,
      vatRateBp: 2200,
      vatCents: 1_078,
      grossCents: 5_978,
      discountBp: null,
    },
  ],
  totals: {
    goodsCents: 82_460,
    discountCents: 0,
    shippingCents: 4_900,
    netCents: 87_360,
    vatCents: 19_219,
    grossCents: 106_579,
  },
  paymentMethod: 'bank_transfer',
  paymentStatus: 'pending',
  seller: { name: 'Kubik d.o.o.', address: 'Dunajska cesta 1, 1000 Ljubljana', vatId: 'SI87654321' },
};
const bank = {
  beneficiary: 'Kubik d.o.o.',
  iban: 'SI56 1910 0000 0123 438',
  bic: 'DNBKSI2X',
  reference: 'SI00 2026-00042',
  dueDate: '2026-03-20',
};

describe('order documents', () => {
  it("prints an accepted offer's own lines by their description, and the offer's total", async () => {
    // The offer's items, its delivery (a shipping line, ref "offer"), installation and a free line at 0 %:
    // 824,60 + 181,41 | 67,62 + 14,88 | 91,10 + 20,04 | 12,34 → net 995,66, VAT 216,33, gross 1211,99.
    const offered: OrderDocument = {
      ...order,
      lines: [
        order.lines[0]!,
        {
          kind: 'shipping',
          name: 'Dostava v Kranj',
          ref: 'offer',
          quantity: 1,
          unitNetCents: 6762,
          netCents: 6762,
          vatRateBp: 2200,
          vatCents: 1488,
          grossCents: 8250,
          discountBp: null,
        },
        {
          kind: 'installation',
          name: 'Montaža na steno',
          ref: null,
          quantity: 2,
          unitNetCents: 4555,
          netCents: 9110,
          vatRateBp: 2200,
          vatCents: 2004,
          grossCents: 11_114,
          discountBp: null,
        },
        {
          kind: 'custom',
          name: 'Odvoz embalaže',
          ref: null,
          quantity: 1,
          unitNetCents: 1234,
          netCents: 1234,
          vatRateBp: 0,
          vatCents: 0,
          grossCents: 1234,
          discountBp: null,
        },
      ],
      totals: {
        goodsCents: 82_460,
        discountCents: 0,
        shippingCents: 6762,
        netCents: 99_566,
        vatCents: 21_633,
        grossCents: 121_199,
      },
    };
    const text = pdfText(await orderPdf({ kind: 'confirmation', order: offered, lang: 'sl' }));
    expect(text).toContain('Dostava: Dostava v Kranj');
    expect(text).toContain('Montaža na steno');
    expect(text).toContain('Odvoz embalaže');
    expect(text).toContain('111,14 €');
    expect(text).toContain('1211,99 €');
  });

  it('makes the proforma in Slovenian with the transfer details and the reference', async () => {
    const pdf = await orderPdf({ kind: 'proforma', order, bank, issuedOn: '2026-03-12', lang: 'sl' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Predračun');
    expect(text).toContain('K-2026-00042');
    expect(text).toContain('Mizarstvo Žužek d.o.o.');
    expect(text).toContain('Knjižna polica – čšž');
    expect(text).toContain('Čopova ulica 3');
    expect(text).toContain('Slovenija');
    // sl-SI: a comma for decimals, the euro sign after; thousands grouped from five digits on (CLDR).
    expect(text).toContain('1065,79 €');
    expect(text).toContain('1006,01 €');
    expect(text).toContain('412,30 €');
    expect(text).toContain('SI56 1910 0000 0123 438');
    expect(text).toContain('DNBKSI2X');
    expect(text).toContain('SI00 2026-00042');
    expect(text).toContain('20. 3. 2026');
    expect(text).toContain('2026-W14');
    expect(text).toContain('Stran 1/1');
    expect(text).toContain('ID za DDV: SI87654321');
  });

  it('makes the order confirmation in Spanish with Spanish formats', async () => {
    const pdf = await orderPdf({
      kind: 'confirmation',
      order: { ...order, paymentMethod: 'card', paymentStatus: 'paid' },
      lang: 'es',
    });
    const text = pdfText(pdf);
    expect(text).toContain('Confirmación del pedido');
    expect(text).toContain('Número de pedido: K-2026-00042');
    expect(text).toContain('Fecha del pedido: 12/3/2026');
    expect(text).toContain('Importe a pagar');
    expect(text).toContain('1.065,79 €');
    expect(text).toContain('Tarjeta · pagado');
    expect(text).toContain('Eslovenia');
    expect(text).not.toContain('IBAN');
  });

  it('makes the confirmation in English, and a long order runs over pages', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...order.lines[0]!, name: `Shelf ${i + 1}`, ref: `i${i}` }));
    const pdf = await orderPdf({ kind: 'confirmation', order: { ...order, lines: many }, lang: 'en' });
    const text = pdfText(pdf);
    expect(text).toContain('Order confirmation');
    expect(text).toContain('Shelf 1 ');
    expect(text).toContain('Shelf 60');
    expect(text).toContain('€1,065.79');
    expect(text).toMatch(/Page 1\/[2-9]/);
    expect(text).not.toContain('Page 1/1');
  });

  it('formats as each language writes', () => {
    const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatMoney(123_456, 'sl')).toBe(nbsp('1234,56 €'));
    expect(formatMoney(1_234_567, 'sl')).toBe(nbsp('12.345,67 €'));
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(formatMoney(123_456, 'es')).toBe(nbsp('1.234,56 €'));
    expect(formatMoney(1_234_567, 'es')).toBe(nbsp('12.345,67 €'));
    expect(formatDate('2026-03-05', 'sl')).toBe('5. 3. 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('5/3/2026');
    expect(formatDate('2026-03-05', 'es')).toBe('5/3/2026');
  });

  it("writes an instant as the day it was in the shop's time zone, and a calendar day as that day anywhere", () => {
    const night = new Date('2026-11-27T23:57:00Z');
    expect(formatDate(night, 'sl')).toBe('28. 11. 2026');
    expect(formatDate(night, 'sl', 'America/New_York')).toBe('27. 11. 2026');
    expect(formatDate('2026-11-28', 'sl', 'Pacific/Kiritimati')).toBe('28. 11. 2026');
  });
});
