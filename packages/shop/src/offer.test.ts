import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bp, cents } from './money.ts';
import {
  acceptOffer, declineOffer, expireOffer, itemsFromOffer, newOfferDraft, offerProcess, offerStatusAt, reviseOffer, sendOffer, withdrawOffer,
  type Offer, type OfferActor, type OfferStatus,
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
  validUntil,
  delivery: null,
  note: 'Dostava v tednu 20.',
});

function ok<T>(r: { ok: true; offer: T } | { ok: false; error: Error }): T {
  if (!r.ok) throw r.error;
  return r.offer;
}

describe('offers', () => {
  it('edits a draft freely, then sends it', () => {
    const edited = ok(reviseOffer(draft, { note: 'Popust za dve enoti.' }));
    expect(edited.note).toBe('Popust za dve enoti.');
    const sent = sendOffer(edited, 'partner', before);
    expect(sent).toMatchObject({ ok: true, move: { from: 'draft', to: 'sent' }, offer: { status: 'sent' } });
  });

  it('freezes a sent offer\'s prices: only withdraw and send anew', () => {
    const sent = ok(sendOffer(draft, 'staff', before));
    const change = reviseOffer(sent, { lines: [{ ...draft.lines[0]!, unitNetCents: cents(1) }] });
    expect(change).toMatchObject({ ok: false, error: { code: 'offer_not_editable' } });
    const withdrawn = ok(withdrawOffer(sent, 'partner'));
    expect(reviseOffer(withdrawn, { note: 'x' }).ok).toBe(false);
    // A new draft, sent again.
    const anew = ok(sendOffer(newOfferDraft({ ...sent, lines: [{ ...draft.lines[0]!, unitNetCents: cents(16_500) }] }), 'partner', before));
    expect(anew.lines[0]?.unitNetCents).toBe(16_500);
  });

  it('does not send an empty, mispriced or already lapsed draft', () => {
    expect(sendOffer({ ...draft, lines: [] }, 'staff', before)).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
    expect(sendOffer({ ...draft, lines: [{ ...draft.lines[0]!, quantity: 0 }] }, 'staff', before)).toMatchObject({ ok: false, error: { code: 'offer_not_sendable' } });
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
    expect(acceptOffer(accepted, 'customer', before)).toMatchObject({ ok: false, error: { code: 'illegal_transition', reason: 'not_in_table' } });
  });

  it('is declined with a reason, and expires only after its validity', () => {
    const sent = ok(sendOffer(draft, 'partner', before));
    expect(ok(declineOffer(sent, 'customer', 'Predrago.'))).toMatchObject({ status: 'declined', declineReason: 'Predrago.' });
    expect(expireOffer(sent, before)).toMatchObject({ ok: false, error: { code: 'offer_not_expired' } });
    expect(ok(expireOffer(sent, after)).status).toBe('expired');
    expect(acceptOffer(ok(expireOffer(sent, after)), 'customer', before).ok).toBe(false);
  });

  it('becomes order lines at the offered prices, without a partner discount', () => {
    const { totals } = buildOrderLines({ items: itemsFromOffer(draft), maxPartnerDiscountBp: 3000 });
    // 2 × 170.00 + 50.00 = 390.00 €; VAT 22 % = 74.80 + 11.00 = 85.80 €
    expect(totals).toMatchObject({ goodsCents: 39_000, discountCents: 0, vatCents: 8580, grossCents: 47_580 });
  });

  it('no sequence of attempts changes a sent offer\'s prices or leaves the table', () => {
    type Step = { op: 'send' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'revise'; actor: OfferActor; late: boolean };
    const step = fc.record({
      op: fc.constantFrom<Step['op']>('send', 'accept', 'decline', 'withdraw', 'expire', 'revise'),
      actor: fc.constantFrom<OfferActor>('customer', 'partner', 'staff', 'system'),
      late: fc.boolean(),
    });
    fc.assert(fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
      let offer: Offer = draft;
      let frozen: Offer['lines'] | null = null;
      for (const s of steps) {
        const now = s.late ? after : before;
        const r: { ok: true; offer: Offer; move?: { from: OfferStatus; to: OfferStatus } } | { ok: false; error: Error } = s.op === 'send' ? sendOffer(offer, s.actor, now)
          : s.op === 'accept' ? acceptOffer(offer, s.actor, now)
            : s.op === 'decline' ? declineOffer(offer, s.actor, 'no')
              : s.op === 'withdraw' ? withdrawOffer(offer, s.actor)
                : s.op === 'expire' ? expireOffer(offer, now)
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
    }));
  });
});
