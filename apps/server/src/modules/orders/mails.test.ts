import { describe, expect, it } from 'vitest';
import { orderMail, type OrderMailEvent } from './mails.ts';

const facts = {
  number: 'K-2026-00042',
  name: 'Ana',
  grossCents: 123_456,
  weeks: { from: '2026-W50', to: '2026-W51' },
  pickup: false,
  paidCents: 123_456,
  refundedCents: 0,
  link: 'https://kubik.example/dashboard/order-history/x',
};
const events: OrderMailEvent[] = [
  { kind: 'submitted' },
  ...(['confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'] as const).map((to) => ({
    kind: 'status' as const,
    to,
  })),
  ...(['paid', 'failed', 'partially_refunded', 'refunded'] as const).map((to) => ({ kind: 'payment' as const, to })),
];

describe('order mails', () => {
  it('every change has its own mail in sl, en and es, naming the order and linking to it', () => {
    for (const event of events) {
      const [sl, en, es] = (['sl', 'en', 'es'] as const).map((locale) => orderMail(event, facts, locale));
      for (const mail of [sl!, en!, es!]) {
        expect(mail.subject).toContain('K-2026-00042');
        expect(mail.text).toContain(facts.link);
        expect(mail.html).toContain(`lang="${mail.locale}"`);
      }
      expect(new Set([sl!.subject, en!.subject, es!.subject]).size).toBe(3);
    }
    expect(new Set(events.map((e) => orderMail(e, facts, 'en').subject)).size).toBe(events.length - 1); // refunds share a subject
  });

  it('writes amounts and delivery weeks as each language does', () => {
    const nbsp = '\u00a0';
    expect(orderMail({ kind: 'submitted' }, facts, 'sl').text).toContain(`1234,56${nbsp}€`);
    expect(orderMail({ kind: 'submitted' }, { ...facts, grossCents: 1_234_567 }, 'sl').text).toContain(
      `12.345,67${nbsp}€`,
    );
    expect(orderMail({ kind: 'submitted' }, facts, 'en').text).toContain('€1,234.56');
    expect(orderMail({ kind: 'submitted' }, facts, 'es').text).toContain(`1.234,56${nbsp}€`);
    expect(orderMail({ kind: 'submitted' }, facts, 'sl').text).toContain('med 50. teden 2026 in 51. teden 2026');
    expect(
      orderMail({ kind: 'submitted' }, { ...facts, pickup: true, weeks: { from: '2026-W50', to: '2026-W50' } }, 'en')
        .text,
    ).toContain('ready for pickup week 50 of 2026');
    expect(
      orderMail({ kind: 'submitted' }, { ...facts, items: [{ name: 'Regal', quantity: 2 }] }, 'es').text,
    ).toContain('Ha pedido:\n2 × Regal');
    expect(orderMail({ kind: 'status', to: 'cancelled' }, { ...facts, paidCents: 0 }, 'es').text).toContain(
      'No tiene nada que pagar',
    );
  });
});
