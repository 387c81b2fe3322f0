import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inquiryProcess,
  inquiryStatusForOffer,
  inquiryStatuses,
  type InquiryActor,
  type InquiryStatus,
} from './inquiry-process.ts';
import { offerProcess } from './offer.ts';

describe('inquiries', () => {
  it('follow their offer', () => {
    expect(inquiryStatusForOffer('draft', 'sent')).toBe('offered');
    expect(inquiryStatusForOffer('sent', 'accepted')).toBe('accepted');
    expect(inquiryStatusForOffer('sent', 'withdrawn')).toBe('submitted');
    expect(inquiryStatusForOffer('draft', 'withdrawn')).toBeNull();
    // Every offer move the table allows maps to an inquiry move its table allows (or to none).
    const from: Record<string, InquiryStatus> = { draft: 'submitted', sent: 'offered' };
    for (const [f, t] of offerProcess.pairs()) {
      const to = inquiryStatusForOffer(f, t);
      if (to !== null) expect(inquiryProcess.has(from[f]!, to), `${f} → ${t}`).toBe(true);
    }
  });

  it('let the customer withdraw, and staff or the partner answer', () => {
    expect(inquiryProcess.transition('submitted', 'withdrawn', 'customer').ok).toBe(true);
    expect(inquiryProcess.transition('submitted', 'offered', 'partner').ok).toBe(true);
    expect(inquiryProcess.transition('submitted', 'offered', 'customer').ok).toBe(false);
    expect(inquiryProcess.transition('offered', 'expired', 'staff').ok).toBe(false); // only the clock
    expect(inquiryProcess.transition('declined', 'offered', 'staff').ok).toBe(true); // a new offer after a "no"
    expect(inquiryProcess.isFinal('accepted')).toBe(true);
    expect(inquiryProcess.isFinal('withdrawn')).toBe(true);
  });

  it('never reach a state outside the table', () => {
    const attempt = fc.record({
      to: fc.constantFrom(...inquiryStatuses),
      actor: fc.constantFrom<InquiryActor>('customer', 'partner', 'staff', 'system'),
    });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (attempts) => {
        let state: InquiryStatus = 'submitted';
        for (const a of attempts) {
          const r = inquiryProcess.transition(state, a.to, a.actor);
          if (r.ok) {
            expect(inquiryProcess.actors(state, a.to)).toContain(a.actor);
            state = r.to;
          }
          expect(inquiryStatuses).toContain(state);
        }
        if (state === 'accepted')
          expect(attempts.some((a) => a.to === 'accepted' && a.actor === 'customer')).toBe(true);
      }),
    );
  });
});
