// The payment settings: Stripe is on with all three keys of one mode or off with none; anything in
// between stops the server with a message naming what is missing. Bank transfer needs a real IBAN.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('payment configuration', () => {
  it('has no card provider without keys, and Stripe with all three', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('refuses some of the keys, keys of two modes, and keys of the wrong kind', () => {
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY,
      }),
    ).toThrow(/missing STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toThrow(/different modes/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(
      /STRIPE_SECRET_KEY: must be a secret/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://fake' })).toThrow(/STRIPE_API_URL/);
  });

  it('offers bank transfer only with a valid IBAN and BIC, printed in groups of four', () => {
    expect(loadConfig({}).bank).toBeUndefined();
    expect(loadConfig({ BANK_IBAN: 'si56191000000123438', BANK_BIC: 'dnbksi2x' }).bank).toEqual({
      iban: 'SI56 1910 0000 0123 438',
      bic: 'DNBKSI2X',
      paymentDays: 8,
    });
    expect(() => loadConfig({ BANK_IBAN: 'SI56 1910 0000 0123 439', BANK_BIC: 'DNBKSI2X' })).toThrow(
      /BANK_IBAN: is not a valid IBAN/,
    );
    expect(() => loadConfig({ BANK_IBAN: 'SI56 1910 0000 0123 438' })).toThrow(/BANK_IBAN and BANK_BIC together/);
  });
});

describe('public address and the shop contact', () => {
  it('keeps PUBLIC_URL as given (without a trailing slash), and none when unset: links then use the request', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kubik.example/' })).toMatchObject({
      publicUrl: 'https://kubik.example',
      publicUrlConfigured: 'https://kubik.example',
    });
    expect(loadConfig({ PORT: '3900' })).toMatchObject({
      publicUrl: 'http://localhost:3900',
      publicUrlConfigured: undefined,
    });
  });

  it('reads the seller e-mail and phone, refusing what is neither', () => {
    expect(loadConfig({}).seller).toEqual({
      name: 'Kubik',
      address: undefined,
      vatId: undefined,
      email: undefined,
      phone: undefined,
    });
    expect(loadConfig({ SELLER_EMAIL: 'info@kubik.si', SELLER_PHONE: '+386 1 234 56 78' }).seller).toMatchObject({
      email: 'info@kubik.si',
      phone: '+386 1 234 56 78',
    });
    expect(() => loadConfig({ SELLER_EMAIL: 'info at kubik' })).toThrow(/SELLER_EMAIL: is not an e-mail address/);
    expect(() => loadConfig({ SELLER_PHONE: 'call us' })).toThrow(/SELLER_PHONE: is not a phone number/);
  });
});

describe('roles and job leases', () => {
  it('runs everything in one process unless KUBIK_ROLE says web or worker', () => {
    const db = { DATABASE_URL: 'postgres://kubik@db:5432/kubik' };
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ...db, KUBIK_ROLE: 'web' }).role).toBe('web');
    expect(loadConfig({ ...db, KUBIK_ROLE: ' worker ' }).role).toBe('worker');
  });

  it('refuses web or worker on the embedded database, which one process owns', () => {
    expect(() => loadConfig({ KUBIK_ROLE: 'web' })).toThrow('Invalid configuration: KUBIK_ROLE=web needs DATABASE_URL');
    expect(() => loadConfig({ KUBIK_ROLE: 'worker' })).toThrow(/KUBIK_ROLE=worker needs DATABASE_URL/);
  });

  it('refuses any other role, naming the three', () => {
    expect(() => loadConfig({ KUBIK_ROLE: 'workers' })).toThrow(
      'Invalid configuration: KUBIK_ROLE: must be web, worker or all (got "workers")',
    );
    expect(() => loadConfig({ KUBIK_ROLE: 'WEB' })).toThrow(/KUBIK_ROLE: must be web, worker or all/);
  });

  it("holds a job 30 s between renewals by default, so a dead worker's job moves on within half a minute", () => {
    expect(loadConfig({}).jobLeaseSeconds).toBe(30);
    expect(loadConfig({ JOBS_LEASE_SECONDS: '2' }).jobLeaseSeconds).toBe(2);
    expect(() => loadConfig({ JOBS_LEASE_SECONDS: '0' })).toThrow(/JOBS_LEASE_SECONDS/);
  });
});

describe('the database behind a transaction pooler', () => {
  it('takes a direct URL for the session work only together with DATABASE_URL', () => {
    const pooled = 'postgres://kubik@pgbouncer:6432/kubik';
    const direct = 'postgres://kubik@db:5432/kubik';
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
    });
    expect(loadConfig({ DATABASE_URL: direct }).databaseDirectUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL .* set DATABASE_URL too/);
  });
});
