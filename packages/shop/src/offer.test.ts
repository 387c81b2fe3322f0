import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bp, cents } from './money.ts';
import {
  acceptOffer,
  declineOffer,
  expireOffer,
  itemsFromOffer,
  newOfferDraft,
  offerDelivers,
  offerLines,
  offerProcess,
  offerStatusAt,
  reviseOffer,
  sendOffer,
  withdrawOffer,
  type Offer,
  type OfferActor,
  type OfferStatus,
} from './offer.ts';
import { buildOrderLines } from './order-lines.ts';
import { IllegalTransition } from './process.ts';

const validUntil = new Date('2026-04-30T21:59:59.999Z'); // the end of 30 April in Ljubljana (CEST)
const before = new Date('2026-04-10T08:00:00Z');
const after = new Date('2026-05-01T08:00:00Z');

const draft = newOfferDraft({
  lines: [
    { itemId: 'i1', name: 'Regal', quantity: 2, unitNetCents: cents(17_000), computedUnitNetCents: cents(18_490) },
    { itemId: 'i2', name: 'Omarica', quantity: 1, unitNetCents: cents(5000), computedUnitNetCents: cents(5000) },
  ],
  vatRateBp: bp(2200),
  extras: [],
  validUntil,
  delivery: null,
  note: 'Dostava v tednu 20.',
});

function ok<T>(r: { ok: true; offer: T } | { ok: false; error: Error }): T {
  if (!r.ok) throw r.error;
  return r.offer;
}

describe('a whole offer priced as order lines', () => {
  // Worked by hand (22 % VAT rounded per line, half away from zero):
  //   Regal    2 × 170,00 = 340,00  VAT  74,80  gross 414,80
  //   Omarica  1 ×  50,00 =  50,00  VAT  11,00  gross  61,00
  //   delivery 1 ×  67,62 =  67,62  VAT  14,88 (14,8764)  gross  82,50
  //   install. 2 ×  45,55 =  91,10  VAT  20,04 (20,042)   gross 111,14
  //   custom   1 ×  12,34 at 0 %    VAT   0,00            gross  12,34
  //   net 561,06 + VAT 120,72 = 681,78 — and 414,80 + 61,00 + 82,50 + 111,14 + 12,34 = 681,78.
  const whole = {
    ...draft,
    extras: [
      {
        kind: 'delivery' as const,
        description: 'Dostava v Kranj',
        quantity: 1,
        unitNetCents: cents(6762),
        vatRateBp: bp(2200),
      },
      {
        kind: 'installation' as const,
        description: 'Montaža (2 osebi)',
        quantity: 2,
        unitNetCents: cents(4555),
        vatRateBp: bp(2200),
      },
      {
        kind: 'custom' as const,
        description: 'Odvoz embalaže',
        quantity: 1,
        unitNetCents: cents(1234),
        vatRateBp: bp(0),
      },
    ],
  };

  it('prices the items, delivery, installation and a free line, each with its own VAT', () => {
    const { lines, totals } = offerLines(whole);
    expect(lines.map((l) => [l.kind, l.ref, l.name, l.netCents, l.vatCents, l.grossCents])).toEqual([
      ['item', 'i1', 'Regal', 34_000, 7480, 41_480],
      ['item', 'i2', 'Omarica', 5000, 1100, 6100],
      ['shipping', 'offer', 'Dostava v Kranj', 6762, 1488, 8250],
      ['installation', null, 'Montaža (2 osebi)', 9110, 2004, 11_114],
      ['custom', null, 'Odvoz embalaže', 1234, 0, 1234],
    ]);
    expect(totals).toEqual({
      goodsCents: 39_000,
      discountCents: 0,
      shippingCents: 6762,
      netCents: 56_106,
      vatCents: 12_072,
      grossCents: 68_178,
    });
    expect(offerDelivers(whole)).toBe(true);
    expect(offerDelivers(draft)).toBe(false);
  });

  it("rounds a free line's VAT on its own (0,25 € at 22 % is 0,055 → 0,06)", () => {
    const { lines, totals } = offerLines({
      ...draft,
      lines: [draft.lines[1]!],
      extras: [{ kind: 'custom', description: 'Vijak', quantity: 1, unitNetCents: cents(25), vatRateBp: bp(2200) }],
    });
    expect(lines[1]).toMatchObject({ netCents: 25, vatCents: 6, grossCents: 31 });
    expect(totals).toMatchObject({ netCents: 5025, vatCents: 1106, grossCents: 6131 });
  });

  it("is the items' order lines when it has no lines of its own (no partner discount on an offer)", () => {
    expect(offerLines(draft)).toEqual(buildOrderLines({ items: itemsFromOffer(draft), maxPartnerDiscountBp: 0 }));
  });

  it('does not send an offer with a free line without a description or with a negative price', () => {
    const bad = (extra: Partial<(typeof whole.extras)[number]>) =>
      sendOffer({ ...whole, extras: [{ ...whole.extras[2]!, ...extra }] }, 'staff', before);
    expect(bad({ description: ' ' })).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
    expect(bad({ unitNetCents: cents(-100) })).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
    expect(bad({ quantity: 0 })).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
    expect(bad({}).ok).toBe(true);
  });
});

describe('offers', () => {
  it('edits a draft freely, then sends it', () => {
    const edited = ok(reviseOffer(draft, { note: 'Popust za dve enoti.' }));
    expect(edited.note).toBe('Popust za dve enoti.');
    const sent = sendOffer(edited, 'partner', before);
    expect(sent).toMatchObject({ ok: true, move: { from: 'draft', to: 'sent' }, offer: { status: 'sent' } });
  });

  it("freezes a sent offer's prices: only withdraw and send anew", () => {
    const sent = ok(sendOffer(draft, 'staff', before));
    const change = reviseOffer(sent, { lines: [{ ...draft.lines[0]!, unitNetCents: cents(1) }] });
    expect(change).toMatchObject({ ok: false, error: { code: 'offer_not_editable' } });
    const withdrawn = ok(withdrawOffer(sent, 'partner'));
    expect(reviseOffer(withdrawn, { note: 'x' }).ok).toBe(false);
    // A new draft, sent again.
    const anew = ok(
      sendOffer(
        newOfferDraft({ ...sent, lines: [{ ...draft.lines[0]!, unitNetCents: cents(16_500) }] }),
        'partner',
        before,
      ),
    );
    expect(anew.lines[0]?.unitNetCents).toBe(16_500);
  });

  it('does not send an empty, mispriced or already lapsed draft', () => {
    expect(sendOffer({ ...draft, lines: [] }, 'staff', before)).toMatchObject({
      ok: false,
      error: { code: 'offer_not_sendable' },
    });
    expect(sendOffer({ ...draft, lines: [{ ...draft.lines[0]!, quantity: 0 }] }, 'staff', before)).toMatchObject({
      ok: false,
      error: { code: 'offer_not_sendable' },
    });
    expect(sendOffer(draft, 'staff', after)).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
    // The customer does not send offers.
    const r = sendOffer(draft, 'customer', before);
    expect(!r.ok && r.error).toBeInstanceOf(IllegalTransition);
  });

  it('is accepted by the customer only, and only while valid', () => {
    const sent = ok(sendOffer(draft, 'partner', before));
    expect(acceptOffer(sent, 'partner', before)).toMatchObject({ ok: false, error: { reason: 'actor_not_allowed' } });
    expect(acceptOffer(sent, 'customer', validUntil)).toMatchObject({ ok: true, offer: { status: 'accepted' } }); // the last instant still counts
    expect(acceptOffer(sent, 'customer', after)).toMatchObject({ ok: false, error: { code: 'offer_expired' } });
    expect(offerStatusAt(sent, before)).toBe('sent');
    expect(offerStatusAt(sent, after)).toBe('expired');
    // Accepting twice: the second is an illegal move (one order per offer).
    const accepted = ok(acceptOffer(sent, 'customer', before));
    expect(acceptOffer(accepted, 'customer', before)).toMatchObject({
      ok: false,
      error: { code: 'illegal_transition', reason: 'not_in_table' },
    });
  });

  it('is declined with a reason, and expires only after its validity', () => {
    const sent = ok(sendOffer(draft, 'partner', before));
    expect(ok(declineOffer(sent, 'customer', 'Predrago.'))).toMatchObject({
      status: 'declined',
      declineReason: 'Predrago.',
    });
    expect(expireOffer(sent, before)).toMatchObject({ ok: false, error: { code: 'offer_not_expired' } });
    expect(ok(expireOffer(sent, after)).status).toBe('expired');
    // Expired by the job before the customer came back: the same answer as by the clock.
    expect(acceptOffer(ok(expireOffer(sent, after)), 'customer', before)).toMatchObject({
      ok: false,
      error: { code: 'offer_expired' },
    });
  });

  it('becomes order lines at the offered prices, without a partner discount', () => {
    const { totals } = buildOrderLines({ items: itemsFromOffer(draft), maxPartnerDiscountBp: 3000 });
    // 2 × 170.00 + 50.00 = 390.00 €; VAT 22 % = 74.80 + 11.00 = 85.80 €
    expect(totals).toMatchObject({ goodsCents: 39_000, discountCents: 0, vatCents: 8580, grossCents: 47_580 });
  });

  it("no sequence of attempts changes a sent offer's prices or leaves the table", () => {
    type Step = {
      op: 'send' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'revise';
      actor: OfferActor;
      late: boolean;
    };
    const step = fc.record({
      op: fc.constantFrom<Step['op']>('send', 'accept', 'decline', 'withdraw', 'expire', 'revise'),
      actor: fc.constantFrom<OfferActor>('customer', 'partner', 'staff', 'system'),
      late: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        let offer: Offer = draft;
        let frozen: Offer['lines'] | null = null;
        for (const s of steps) {
          const now = s.late ? after : before;
          const r:
            { ok: true; offer: Offer; move?: { from: OfferStatus; to: OfferStatus } } | { ok: false; error: Error } =
            s.op === 'send'
              ? sendOffer(offer, s.actor, now)
              : s.op === 'accept'
                ? acceptOffer(offer, s.actor, now)
                : s.op === 'decline'
                  ? declineOffer(offer, s.actor, 'no')
                  : s.op === 'withdraw'
                    ? withdrawOffer(offer, s.actor)
                    : s.op === 'expire'
                      ? expireOffer(offer, now)
                      : reviseOffer(offer, { lines: [{ ...draft.lines[0]!, unitNetCents: cents(1) }] });
          if (r.ok) {
            if (r.move) expect(offerProcess.has(r.move.from, r.move.to)).toBe(true);
            if (r.offer.status === 'accepted') expect(s.late).toBe(false);
            offer = r.offer;
          }
          if (offer.status !== 'draft') {
            frozen ??= offer.lines;
            expect(offer.lines).toBe(frozen);
          }
        }
      }),
    );
  });
});
