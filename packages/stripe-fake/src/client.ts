// Pointing the official SDK at the fake: STRIPE_API_URL (e.g. http://127.0.0.1:12111) becomes the
// SDK's `host`, `port` and `protocol` options, which apply to every API call it makes. Unset (as in
// production), it adds nothing and the SDK talks to api.stripe.com. No dependencies: the server may
// import this file or copy its five lines.

export interface StripeHostOptions {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** `new Stripe(secretKey, { ...stripeClientOptions(process.env.STRIPE_API_URL), maxNetworkRetries: 2 })` */
export function stripeClientOptions(apiUrl: string | undefined): StripeHostOptions | Record<string, never> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_URL must be http or https: ${apiUrl}`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
