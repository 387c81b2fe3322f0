// The inquiry and offer mails in each language: their own subject, the facts a reader needs, no
// text of another language, and the link as a button.
import { describe, expect, it } from 'vitest';
import { locales } from '@kubik/contract/locale';
import { partnerInviteMail } from '../partners/mails.ts';
import { inquiryMessageMail, inquiryReceivedMail, newInquiryMail, offerAnsweredMail, offerSentMail } from './mails.ts';

const link = 'https://kubik.test/dashboard/inquiries/1';
const facts = {
  seqId: '2026-0042',
  customerName: 'Ana Novak',
  customerEmail: 'ana@kubik.test',
  message: 'Z montažo, prosim.',
  items: [
    { name: 'Omara', quantity: 1, computedUnitNetCents: 123_456 },
    { name: 'Polica', quantity: 2, computedUnitNetCents: null },
  ],
  partnerName: 'Hiša Lesa',
  link,
};

describe('inquiry mails', () => {
  it('writes a new inquiry in each language with its items, prices and message', () => {
    const mails = locales.map((locale) => newInquiryMail(locale, facts));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
    const [sl, en, es] = mails;
    expect(sl!.text).toMatch(/Omara × 1 — 1234,56\s€/);
    expect(sl!.text).toContain('Polica × 2 — cena ni izračunana');
    expect(en!.text).toMatch(/Omara × 1 — €1,234\.56/);
    expect(en!.text).toContain('Polica × 2 — not priced');
    expect(es!.text).toMatch(/Omara × 1 — 1\.234,56\s€/);
    for (const mail of mails) {
      expect(mail.text).toContain('2026-0042');
      expect(mail.text).toContain('Z montažo, prosim.');
      expect(mail.text).toContain('Hiša Lesa');
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it('confirms the inquiry to the customer in each language, with the number, the projects and their message', () => {
    const mails = locales.map((locale) => inquiryReceivedMail(locale, facts));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(3);
    expect(mails.map((m) => m.kind)).toEqual(['inquiry_received', 'inquiry_received', 'inquiry_received']);
    for (const mail of mails) {
      expect(mail.subject).toContain('2026-0042');
      expect(mail.text).toContain('Ana Novak');
      expect(mail.text).toContain('• Omara');
      expect(mail.text).toContain('Z montažo, prosim.');
      // The customer is not shown the catalogue's internal net prices here.
      expect(mail.text).not.toMatch(/1234|1,234|1\.234/);
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it('writes messages, offers, answers and invitations in each language', () => {
    for (const locale of locales) {
      const message = inquiryMessageMail(locale, {
        seqId: '2026-0042',
        authorName: 'Marta',
        body: 'Dobava v treh tednih.',
        link,
      });
      expect(message.text).toContain('Dobava v treh tednih.');
      const offer = offerSentMail(locale, {
        seqId: '2026-0042',
        grossCents: 50_020,
        validUntil: new Date('2026-12-31T22:59:59Z'),
        link,
      });
      expect(offer.text).toMatch(/500,20\s€|€500\.20/);
      expect(offer.text).toMatch(/31|december|diciembre/i);
      const declined = offerAnsweredMail(locale, { seqId: '2026-0042', accepted: false, reason: 'Predrago.', link });
      expect(declined).toMatchObject({ kind: 'offer_declined' });
      expect(declined.text).toContain('Predrago.');
      expect(offerAnsweredMail(locale, { seqId: '2026-0042', accepted: true, reason: null, link }).kind).toBe(
        'offer_accepted',
      );
      const invite = partnerInviteMail(locale, { name: 'Marta', partnerName: 'Hiša Lesa', link });
      expect(invite.text).toContain('Hiša Lesa');
      expect(invite.html).toContain(`href="${link}"`);
    }
    expect(
      offerSentMail('sl', { seqId: '2026-0042', grossCents: 100, validUntil: new Date('2026-12-31T12:00:00Z'), link })
        .subject,
    ).toBe('Ponudba za povpraševanje 2026-0042');
    expect(
      offerSentMail('es', { seqId: '2026-0042', grossCents: 100, validUntil: new Date('2026-12-31T12:00:00Z'), link })
        .text,
    ).toContain('31 de diciembre de 2026');
  });
});
