// Issue 22: a guest mails the design in hand to an address as a link. One mail, in fixed words,
// through the outbox and real SMTP; the link's GET answers the same design until it expires.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedDesignDays, mailedDesignNameInMail } from '@kubik/contract/mailed-designs';
import { moneyText } from '@kubik/shop/money-text';
import { designGross } from '@kubik/shop/price';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { mailedDesignLimits } from './service.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const tokenOf = (link: string) => new URL(link).searchParams.get('mailed')!;

describe('mailing a design as a link', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1', PUBLIC_URL: 'https://kubik.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let client = 0;
  /** Each call from its own client address unless `from` is given (the per-client limit has its own test). */
  const send = (payload: object, options: { from?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/designs/mailed',
      payload,
      headers: {
        'x-forwarded-for': options.from ?? `198.51.100.${++client}`,
        'accept-language': options.language ?? 'en',
      },
    });
  const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/designs/mailed/${token}` });
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  it('answers 202 and sends exactly one mail whose link answers the same design', async () => {
    const design = example('grid-2x2.json');
    const res = await send({ email: 'Guest@Elsewhere.test', name: 'Hallway shelf', design, locale: 'en' });
    expect(res.statusCode).toBe(202);
    const expiresAt = new Date(res.json().expiresAt).getTime();
    expect(Math.abs(expiresAt - Date.now() - mailedDesignDays * 24 * 3600 * 1000)).toBeLessThan(60_000);

    const mail = await smtp.waitFor((m) => m.to.includes('guest@elsewhere.test'));
    await t.services.settle();
    expect(mailsTo('guest@elsewhere.test')).toHaveLength(1);
    expect(mail.subject).toBe('Your design from Kubik');
    expect(mail.language).toBe('en');
    expect(mail.text).toContain('Design: Hallway shelf');
    // The price as the price bar shows a guest: the server's quote, with VAT, in the shop's money text.
    const quote = (await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design } })).json();
    const gross = designGross(quote.price.goodsCents, {
      vatRateBp: quote.price.vatRateBp,
      maxPartnerDiscountBp: 0,
      partnerDiscountBp: 0,
      shippingTable: null,
    });
    expect(mail.text).toContain(`Price: ${moneyText('en', gross)} incl. VAT, plus delivery`);
    expect(mail.text).toMatch(/Size \(W × H × D\): [\d,]+ × [\d,]+ × [\d,]+ mm/);
    expect(mail.text).toContain('Cubes: 4');
    expect(mail.text).toContain(`The link works for ${mailedDesignDays} days`);

    const link = mail.links.find((l) => l.includes('mailed='))!;
    expect(link).toMatch(/^https:\/\/kubik\.test\/configurator\?mailed=[A-Za-z0-9_-]{22}$/);
    const opened = await read(tokenOf(link));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().name).toBe('Hallway shelf');
    expect(opened.json().design.elements).toEqual(design.elements);
  });

  it('writes the mail in the language asked for, and quotes nothing but the name, escaped, on one line, cut short', async () => {
    const long = `<b>Polica</b>\r\nBcc: victim@elsewhere.test ${'x'.repeat(150)}`;
    expect(
      (await send({ email: 'ana@elsewhere.test', name: long, design: example('one-cube.json'), locale: 'sl' }))
        .statusCode,
    ).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes('ana@elsewhere.test'));
    expect(mail.subject).toBe('Vaš načrt iz Kubika');
    expect(mail.text).toContain('Kock: 1');
    expect(mail.html).toContain('&lt;b&gt;Polica&lt;/b&gt; Bcc: victim@elsewhere.test');
    expect(mail.html).not.toContain('<b>Polica');
    expect(mail.text).not.toMatch(/^Bcc:/m);
    const quoted = /Načrt: (.*)/.exec(mail.text)![1]!;
    expect([...quoted]).toHaveLength(mailedDesignNameInMail);
    expect(quoted.endsWith('…')).toBe(true);
    expect(mail.to).toEqual(['ana@elsewhere.test']);
    // The whole name is kept with the design.
    expect((await read(tokenOf(mail.links.find((l) => l.includes('mailed='))!))).json().name).toBe(long.trim());
  });

  it('refuses a bad address and a bad design with translated errors, and mails nothing', async () => {
    const before = smtp.mails.length;
    const badEmail = await send(
      { email: 'not-an-address', name: 'x', design: example('one-cube.json') },
      { language: 'es' },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.code).toBe('validation_failed');
    expect(badEmail.json().error.fields.email).toBeTruthy();
    expect(badEmail.json().error.message).toMatch(/[áéíóúñ]|datos|campo/i);
    const badDesign = await send(
      { email: 'b@elsewhere.test', name: 'x', design: { schemaVersion: 1, elements: 'no' } },
      { language: 'es' },
    );
    expect(badDesign.statusCode).toBe(400);
    expect(badDesign.json().error.code).toBe('invalid_design');
    expect(badDesign.json().error.message).toBe('Esto no es un diseño de mueble válido.');
    expect(badDesign.json().error.fields.design).toBeTruthy();
    await t.services.settle();
    expect(smtp.mails.length).toBe(before);
  });

  it('takes designs as big as projects do: at most 512 kB from a guest', async () => {
    const before = smtp.mails.length;
    const body = JSON.stringify({ email: 'big@elsewhere.test', name: 'Big', design: example('one-cube.json') });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/designs/mailed',
      payload: body + ' '.repeat(600 * 1024),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.250', 'accept-language': 'en' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const fits = await t.app.inject({
      method: 'POST',
      url: '/api/designs/mailed',
      payload: body + ' '.repeat(400 * 1024),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.251', 'accept-language': 'en' },
    });
    expect(fits.statusCode).toBe(202);
    await t.services.settle();
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('answers 404 for a token it never gave and for one that expired', async () => {
    expect((await read('AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await read('short')).statusCode).toBe(400);
    expect(
      (await send({ email: 'later@elsewhere.test', name: 'Later', design: example('one-cube.json') })).statusCode,
    ).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes('later@elsewhere.test'));
    const token = tokenOf(mail.links.find((l) => l.includes('mailed='))!);
    expect((await read(token)).statusCode).toBe(200);
    t.clock.advance((mailedDesignDays - 1) * 24 * 3600 * 1000);
    expect((await read(token)).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    const gone = await read(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('not_found');
    // And the periodic purge deletes it.
    expect(await t.services.mailedDesigns.purgeExpired()).toBeGreaterThanOrEqual(1);
  });
});

describe('mailed designs under rate limits', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const send = (email: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/designs/mailed',
      payload: { email, name: 'x', design: example('one-cube.json') },
      headers: { 'x-forwarded-for': from, 'accept-language': 'sl' },
    });

  it('mails one address at most five times a day, from however many clients, then answers 429 in the reader’s language', async () => {
    const { points } = mailedDesignLimits.perRecipient;
    for (let i = 0; i < points; i++)
      expect((await send('target@elsewhere.test', `203.0.113.${i + 1}`)).statusCode).toBe(202);
    const refused = await send('TARGET@elsewhere.test', '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect(refused.json().error.message).toBe('Preveč poskusov. Poskusite znova čez nekaj minut.');
    expect(refused.headers['retry-after']).toBeTruthy();
    await t.services.settle();
    await smtp.waitFor(() => smtp.mails.filter((m) => m.to.includes('target@elsewhere.test')).length === points);
    expect(smtp.mails.filter((m) => m.to.includes('target@elsewhere.test'))).toHaveLength(points);
  });

  it('lets one client address send ten an hour', async () => {
    const { points } = mailedDesignLimits.perClient;
    for (let i = 0; i < points; i++) expect((await send(`r${i}@elsewhere.test`, '192.0.2.7')).statusCode).toBe(202);
    expect((await send('another@elsewhere.test', '192.0.2.7')).statusCode).toBe(429);
    expect((await send('another@elsewhere.test', '192.0.2.8')).statusCode).toBe(202);
  });
});
