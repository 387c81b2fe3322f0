// N6 of the second attacker's review: the contact form as a mail relay. A guest could have Kubik
// mail any address a text of their choosing (the receipt quoted the message), over and over, and
// put line breaks into what lands in the staff mail. Now a guest's receipt quotes nothing, one
// address receives at most three receipts an hour, and the sender's name is one line of text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contactLimits } from './contact-service.ts';

const password = 'Kubik-test-2026';

describe('the contact form under abuse', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1', STAFF_EMAIL: 'staff@kubik.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const contact = (payload: object, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      headers: { 'x-forwarded-for': address, 'accept-language': 'en' },
    });
  const settled = async () => {
    await t.services.settle();
    return smtp.mails;
  };

  it('sends a guest a receipt that quotes nothing of what they wrote; staff get the message', async () => {
    const spam = 'Cheap watches at http://spam.example — click now';
    expect(
      (await contact({ message: spam, email: 'someone@elsewhere.test', name: 'Spammer' }, '203.0.113.1')).statusCode,
    ).toBe(201);
    await smtp.waitFor((m) => m.to.includes('staff@kubik.test') && m.text.includes(spam));
    const receipt = await smtp.waitFor((m) => m.to.includes('someone@elsewhere.test'));
    expect(receipt.subject).toBe('We have received your message');
    expect(receipt.text).not.toContain('spam.example');
    expect(receipt.html).not.toContain('spam.example');
  });

  it('keeps the sender’s name on one line, so nothing can pose as a header or a new paragraph', async () => {
    const res = await contact(
      { message: 'Hello', email: 'a@elsewhere.test', name: 'Ana\r\nBcc: victim@elsewhere.test\r\n\r\nFake body' },
      '203.0.113.2',
    );
    expect(res.statusCode).toBe(201);
    const staff = await smtp.waitFor((m) => m.to.includes('staff@kubik.test') && m.text.includes('a@elsewhere.test'));
    expect(staff.to).toEqual(['staff@kubik.test']);
    expect(staff.text).toContain('Ana Bcc: victim@elsewhere.test Fake body <a@elsewhere.test>');
    expect(staff.text).not.toMatch(/^Bcc:/m);
    await settled();
    expect(smtp.mails.filter((m) => m.to.includes('victim@elsewhere.test'))).toEqual([]);
  });

  it('mails one address at most three receipts an hour, however many addresses ask', async () => {
    for (let i = 0; i < 6; i++)
      expect(
        (await contact({ message: `Question ${i}`, email: 'target@elsewhere.test' }, `198.51.100.${i + 10}`))
          .statusCode,
      ).toBe(201);
    const mails = await settled();
    expect(mails.filter((m) => m.to.includes('target@elsewhere.test'))).toHaveLength(
      contactLimits.receiptsPerAddress.points,
    );
    // Staff still get every message.
    expect(mails.filter((m) => m.to.includes('staff@kubik.test') && /Question \d/.test(m.text))).toHaveLength(6);
  });

  it('quotes the message to a signed-in user whose address is confirmed', async () => {
    const { headers } = await aUser(t, { email: 'tine@kubik.test', password, confirmed: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...headers, 'x-forwarded-for': '203.0.113.3' },
      payload: { message: 'A question from Tine' },
    });
    expect(res.statusCode).toBe(201);
    await smtp.waitFor((m) => m.to.includes('tine@kubik.test') && m.text.includes('A question from Tine'));
  });
});
