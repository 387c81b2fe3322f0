// The payment settings: Stripe is on with all three keys of one mode or off with none; anything in
// between stops the server with a message naming what is missing. Bank transfer needs a real IBAN.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('payment configuration', () => {
  it('has no card provider without keys, and Stripe with all three', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({ secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_abc123', apiUrl: 'http://127.0.0.1:12111' });
  });

  it('refuses some of the keys, keys of two modes, and keys of the wrong kind', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY })).toThrow(/missing STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toThrow(/different modes/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY: must be a secret/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://fake' })).toThrow(/STRIPE_API_URL/);
  });

  it('offers bank transfer only with a valid IBAN and BIC, printed in groups of four', () => {
    expect(loadConfig({}).bank).toBeUndefined();
    expect(loadConfig({ BANK_IBAN: 'si56191000000123438', BANK_BIC: 'dnbksi2x' }).bank).toEqual({ iban: 'SI56 1910 0000 0123 438', bic: 'DNBKSI2X', paymentDays: 8 });
    expect(() => loadConfig({ BANK_IBAN: 'SI56 1910 0000 0123 439', BANK_BIC: 'DNBKSI2X' })).toThrow(/BANK_IBAN: is not a valid IBAN/);
    expect(() => loadConfig({ BANK_IBAN: 'SI56 1910 0000 0123 438' })).toThrow(/BANK_IBAN and BANK_BIC together/);
  });
});
