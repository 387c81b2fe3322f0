import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';

const password = 'Kubik-test-2026';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('registration and e-mail confirmation', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kubik.example' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('registers a customer, signs them in and mails a confirmation link in their language', async () => {
    const res = await post(
      '/api/users',
      { name: 'Maja Kos', email: 'Maja@Kubik.test', password, locale: 'en', termsAccepted: true },
      { host: 'evil.example' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'maja@kubik.test',
      name: 'Maja Kos',
      scope: ['customer'],
      emailConfirmed: false,
      locale: 'en',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json().email).toBe('maja@kubik.test');

    const mail = await smtp.waitFor((m) => m.to.includes('maja@kubik.test'));
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.language).toBe('en');
    expect(mail.html).toContain('<a href="https://kubik.example/confirm-email?token=');
    const link = mail.links.find((l) => l.includes('/confirm-email?token='))!;
    // Links come from PUBLIC_URL, never from the request's Host header.
    expect(link.startsWith('https://kubik.example/confirm-email?token=')).toBe(true);

    const confirmed = await post('/api/auth/confirm-email', { token: tokenOf(link) });
    expect(confirmed.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(after.json().emailConfirmed).toBe(true);
    // Single use.
    expect((await post('/api/auth/confirm-email', { token: tokenOf(link) })).statusCode).toBe(400);
  });

  it('mails Slovenian by default', async () => {
    await post('/api/users', { name: 'Janez Novak', email: 'janez@kubik.test', password, termsAccepted: true });
    const mail = await smtp.waitFor((m) => m.to.includes('janez@kubik.test'));
    expect(mail.subject).toBe('Potrdite svoj e-poštni naslov');
    expect(mail.text).toContain('Pozdravljeni, Janez Novak!');
  });

  it('refuses a duplicate e-mail clearly', async () => {
    const res = await post(
      '/api/users',
      { name: 'Other', email: 'MAJA@kubik.test', password, termsAccepted: true },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'email_taken',
      fields: { email: 'An account with this e-mail address already exists.' },
    });
  });

  it('refuses weak and common passwords and missing terms, naming the field', async () => {
    const short = await post('/api/users', {
      name: 'A',
      email: 'a1@kubik.test',
      password: 'short',
      termsAccepted: true,
    });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.fields)).toEqual(['password']);
    const common = await post(
      '/api/users',
      { name: 'A', email: 'a2@kubik.test', password: 'password123', termsAccepted: true },
      { 'accept-language': 'es' },
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toBe('Esta contraseña es demasiado común. Elija otra.');
    const terms = await post(
      '/api/users',
      { name: 'A', email: 'a3@kubik.test', password },
      { 'accept-language': 'en' },
    );
    expect(terms.json().error.fields.termsAccepted).toBe('Accept the terms of sale to continue.');
  });

  it('registers a company with a checked VAT id and an ISO country', async () => {
    const company = {
      companyName: 'Mizarstvo Kos d.o.o.',
      vatId: 'si 1234 5679',
      address: { street: 'Cesta 1', city: 'Ljubljana', postalCode: '1000', country: 'si' },
      name: 'Ana Kos',
      email: 'info@mizarstvo.test',
      password,
      termsAccepted: true,
    };
    const res = await post('/api/companies', company);
    expect(res.statusCode).toBe(201);
    expect(res.json().user.scope).toEqual(['customer', 'company']);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/account',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(account.json().company).toEqual({
      companyName: 'Mizarstvo Kos d.o.o.',
      vatId: 'SI12345679',
      address: { street: 'Cesta 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
    });

    const bad = await post(
      '/api/companies',
      { ...company, email: 'x@mizarstvo.test', vatId: 'SI12345678', address: { ...company.address, country: 'XX' } },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      vatId: 'The VAT number is not valid (its check digit does not match).',
      'address.country': 'Choose a country (two-letter ISO 3166 code, e.g. SI).',
    });
  });

  it('puts the refresh token in the HttpOnly cookie when the web app registers', async () => {
    const res = await post(
      '/api/users',
      { name: 'Web', email: 'web@kubik.test', password, termsAccepted: true },
      { 'x-auth-mode': 'cookie' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().refresh_token).toBeUndefined();
    expect(res.cookies.find((c) => c.name.startsWith('auth.'))?.httpOnly).toBe(true);
  });

  it('resends the confirmation, at most once a minute', async () => {
    const res = await post('/api/users', { name: 'Resend', email: 'resend@kubik.test', password, termsAccepted: true });
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    // The registration mail first, so the two mails arrive in the order they were sent.
    await smtp.waitFor((m) => m.to.includes('resend@kubik.test'));
    // The registration mail was just sent: a resend in the same minute is refused.
    const soon = await t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', headers: auth });
    expect(soon.statusCode).toBe(429);
    t.clock.advance(61_000);
    const later = await t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', headers: auth });
    expect(later.statusCode).toBe(202);
    await smtp.waitFor(
      (m) =>
        m.to.includes('resend@kubik.test') && smtp.mails.filter((x) => x.to.includes('resend@kubik.test')).length === 2,
    );
    // Only the newest link works.
    const links = smtp.mails
      .filter((m) => m.to.includes('resend@kubik.test'))
      .map((m) => m.links.find((l) => l.includes('confirm-email'))!);
    expect((await post('/api/auth/confirm-email', { token: tokenOf(links[0]!) })).statusCode).toBe(400);
    expect((await post('/api/auth/confirm-email', { token: tokenOf(links[1]!) })).statusCode).toBe(200);
  });

  // N8 of the second review: two resends at the same moment both passed the check and both mailed.
  it('mails one confirmation for two resends at the same moment', async () => {
    const res = await post('/api/users', { name: 'Twice', email: 'twice@kubik.test', password, termsAccepted: true });
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    t.clock.advance(61_000);
    const both = await Promise.all(
      [0, 1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', headers: auth })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 429, 429]);
    await t.services.settle();
    const stored = await t.services.mail.allTo('twice@kubik.test');
    expect(stored.filter((m) => m.kind === 'confirm_email')).toHaveLength(2);
  });

  it('expires confirmation links after 24 hours', async () => {
    await post('/api/users', { name: 'Late', email: 'late@kubik.test', password, termsAccepted: true });
    const mail = await smtp.waitFor((m) => m.to.includes('late@kubik.test'));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await post('/api/auth/confirm-email', { token: tokenOf(mail.links[0]!) })).statusCode).toBe(400);
  });
});
