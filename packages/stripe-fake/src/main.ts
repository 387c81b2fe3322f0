// Runs the fake Stripe on its own, for browser tests and offline `npm start`s:
//   node --import tsx packages/stripe-fake/src/main.ts
// prints one line, `stripe-fake listening on http://127.0.0.1:<port>`, and serves until SIGTERM or
// SIGINT. Environment: STRIPE_FAKE_PORT (default 0, a free port), STRIPE_FAKE_HOST (127.0.0.1),
// STRIPE_SECRET_KEY (the one key accepted; default any sk_test_ key), STRIPE_WEBHOOK_URL and
// STRIPE_WEBHOOK_SECRET (where events go, signed; both or neither).
import { startFakeStripe, type FakeStripeOptions } from './server.ts';

const env = process.env;
const options: FakeStripeOptions = {
  host: env.STRIPE_FAKE_HOST || '127.0.0.1',
  port: Number(env.STRIPE_FAKE_PORT || 0),
};
if (env.STRIPE_SECRET_KEY) options.secretKey = env.STRIPE_SECRET_KEY;
if (env.STRIPE_WEBHOOK_URL || env.STRIPE_WEBHOOK_SECRET) {
  if (!env.STRIPE_WEBHOOK_URL || !env.STRIPE_WEBHOOK_SECRET) {
    console.error('stripe-fake: set both STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET, or neither');
    process.exit(2);
  }
  options.webhook = { url: env.STRIPE_WEBHOOK_URL, secret: env.STRIPE_WEBHOOK_SECRET };
}

const fake = await startFakeStripe(options);
console.log(`stripe-fake listening on ${fake.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
