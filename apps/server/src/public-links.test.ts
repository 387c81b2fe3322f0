// Public links are right (issue 20 §9): with PUBLIC_URL unset in production Kubik warns at start,
// and the links it writes — a mail's, one made later by a job for the request, a PDF's — use the
// address the request came to: its Host header, or behind TRUST_PROXY the proxy's X-Forwarded-Host
// and -Proto (which nobody else may set). The PDF prints the shop's e-mail and phone (SELLER_*).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from './testing/smtp.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

const password = 'Kubik-test-2026';
const design = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', 'grid-2x2.json'), 'utf8'),
);
const dir = mkdtempSync(join(tmpdir(), 'kubik-links-'));

function pdfText(body: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
}

describe('links without PUBLIC_URL', () => {
  let t: TestApp;
  let proxied: TestApp;
  let smtp: TestSmtp;
  const register = (app: TestApp, email: string, headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 'Maja Kos', email, password, locale: 'en', termsAccepted: true },
    });
  const confirmLink = async (email: string) =>
    (await smtp.waitFor((m) => m.to.includes(email))).links.find((l) => l.includes('/confirm-email?token='))!;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      NODE_ENV: 'production',
      SMTP_URL: smtp.url,
      SELLER_NAME: 'Mizarstvo Kubik d.o.o.',
      SELLER_ADDRESS: 'Trubarjeva 7, 1000 Ljubljana',
      SELLER_EMAIL: 'info@kubik.si',
      SELLER_PHONE: '+386 1 234 56 78',
    });
    proxied = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await Promise.all([t.close(), proxied.close()]);
    await smtp.close();
  });

  it('warns at start in production', () => {
    expect(t.logs.join('\n')).toMatch(/"level":40.*PUBLIC_URL is not set/);
  });

  it("a mail's link uses the request's Host header; a header that is no host falls back to localhost", async () => {
    expect((await register(t, 'maja@kubik.test', { host: 'moj.kubik.si' })).statusCode).toBe(201);
    expect(await confirmLink('maja@kubik.test')).toMatch(/^http:\/\/moj\.kubik\.si\/confirm-email\?token=/);
    // Without TRUST_PROXY a forwarded host is the client's own words: ignored.
    expect(
      (
        await register(t, 'nik@kubik.test', {
          host: 'moj.kubik.si',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        })
      ).statusCode,
    ).toBe(201);
    expect(await confirmLink('nik@kubik.test')).toMatch(/^http:\/\/moj\.kubik\.si\//);
    expect((await register(t, 'ema@kubik.test', { host: 'moj.kubik.si/evil?x=' })).statusCode).toBe(201);
    expect(await confirmLink('ema@kubik.test')).toMatch(/^http:\/\/localhost:3000\/confirm-email/);
  });

  it('a mail a job makes later for the request uses the same address', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { host: 'trgovina.kubik.si:8443' },
          payload: { email: 'maja@kubik.test' },
        })
      ).statusCode,
    ).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes('maja@kubik.test') && m.subject === 'Reset your password');
    expect(mail.links.find((l) => l.includes('/password-reset?token='))).toMatch(
      /^http:\/\/trgovina\.kubik\.si:8443\/password-reset\?token=/,
    );
  });

  it('behind TRUST_PROXY the proxy says the host and the scheme', async () => {
    expect(
      (
        await register(proxied, 'zala@kubik.test', {
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'kubik.si',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '198.51.100.7',
        })
      ).statusCode,
    ).toBe(201);
    expect(await confirmLink('zala@kubik.test')).toMatch(/^https:\/\/kubik\.si\/confirm-email\?token=/);
  });

  it("the PDF names the shop with its real e-mail and phone, and the request's address", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/designs/pdf',
      headers: { host: 'moj.kubik.si' },
      payload: { design, locale: 'sl' },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Mizarstvo Kubik d.o.o.');
    expect(text).toContain('Trubarjeva 7, 1000 Ljubljana');
    expect(text).toContain('E-pošta: info@kubik.si');
    expect(text).toContain('Telefon: +386 1 234 56 78');
    expect(text).toContain('http://moj.kubik.si');
    expect(text).not.toContain('Pišite nam');
    expect(text).not.toContain('localhost');
  });
});
