// A stateful fake of the Stripe API, for tests and offline runs: the official `stripe` SDK talks to
// it over HTTP exactly as to api.stripe.com (see client.ts for pointing the SDK here). It covers the
// calls Kubik makes — PaymentIntents (create, retrieve, update, cancel), refunds and reading a charge — with Stripe's
// form bodies, idempotency keys, error shapes and state rules, and a test-control API (methods on
// `FakeStripe`, and the same under /_fake over HTTP) that plays the customer's part: pay, be
// declined, or be sent to 3-D Secure — each change signed and POSTed to the webhook endpoint.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeApiError } from './errors.ts';
import { parseForm, type FormObject } from './form.ts';
import { newId, StripeState, type Decline, type PaymentIntent, type Result } from './state.ts';
import { WebhookSender, type Delivery, type DeliveryOptions, type WebhookEndpoint } from './webhooks.ts';

export interface FakeStripeOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** The one secret key accepted; by default any `sk_test_…` key. */
  secretKey?: string;
  webhook?: WebhookEndpoint;
}

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  status: number;
  replayed: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

interface StoredAnswer extends Answer {
  endpoint: string;
  fingerprint: string;
  requestId: string;
}

export interface ControlResult {
  paymentIntent: PaymentIntent;
  /** The webhook deliveries this change made (none while events are held or no endpoint is set). */
  deliveries: Delivery[];
}

const MAX_BODY = 1_000_000;

export class FakeStripe {
  readonly state = new StripeState();
  readonly webhooks = new WebhookSender();
  /** Every API call, in order (control calls are not logged). */
  readonly requests: LoggedRequest[] = [];
  /** Awaited before each API call is answered: a test makes something happen while Stripe is busy. */
  beforeApi: ((method: string, path: string) => Promise<void> | void) | null = null;
  private readonly idempotent = new Map<string, StoredAnswer>();
  private server: Server | null = null;
  private address = '';

  constructor(private readonly options: FakeStripeOptions = {}) {
    this.webhooks.endpoint = options.webhook ?? null;
  }

  /** `http://127.0.0.1:<port>`: the value for STRIPE_API_URL. */
  get url(): string {
    if (!this.server) throw new Error('the fake Stripe is not listening');
    return this.address;
  }

  async listen(): Promise<this> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        send(res, 500, {
          error: { type: 'api_error', message: error instanceof Error ? error.message : 'internal error' },
        });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    const { address, port } = server.address() as AddressInfo;
    this.server = server;
    this.address = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
    return this;
  }

  /** Waits for webhook deliveries under way, then stops listening (keep-alive sockets included). */
  async close(): Promise<void> {
    await this.webhooks.settled();
    const server = this.server;
    if (!server) return;
    this.server = null;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  setWebhook(endpoint: WebhookEndpoint | null): void {
    this.webhooks.endpoint = endpoint;
  }

  paymentIntent(id: string): PaymentIntent {
    return this.state.retrievePaymentIntent(id);
  }

  // ——— the customer's part ———

  /** The customer pays: `charge.succeeded`, `payment_intent.succeeded`. */
  succeed(paymentIntentId: string, delivery: DeliveryOptions = {}): Promise<ControlResult> {
    return this.control(this.state.succeed(paymentIntentId), delivery);
  }

  /** The card is declined: `charge.failed`, `payment_intent.payment_failed`; the intent can be paid again. */
  fail(
    paymentIntentId: string,
    options: { decline?: Decline; delivery?: DeliveryOptions } = {},
  ): Promise<ControlResult> {
    return this.control(this.state.fail(paymentIntentId, options.decline), options.delivery ?? {});
  }

  /** The bank asks for 3-D Secure: `payment_intent.requires_action` with a redirect to /_fake/authenticate/{id}. */
  requireAction(
    paymentIntentId: string,
    options: { returnUrl?: string; delivery?: DeliveryOptions } = {},
  ): Promise<ControlResult> {
    const url = `${this.url}/_fake/authenticate/${encodeURIComponent(paymentIntentId)}`;
    return this.control(
      this.state.requireAction(paymentIntentId, url, options.returnUrl ?? null),
      options.delivery ?? {},
    );
  }

  /** Keep events instead of sending them, until `releaseEvents` (to deliver them out of order). */
  holdEvents(): void {
    this.webhooks.hold();
  }

  releaseEvents(order: 'as_happened' | 'reversed' = 'as_happened'): Promise<Delivery[]> {
    return this.webhooks.release(order);
  }

  redeliver(eventId: string, options: DeliveryOptions = {}): Promise<Delivery[]> {
    return this.webhooks.redeliver(eventId, options);
  }

  /** Resolves once every webhook delivery started so far (including those API calls made) has finished. */
  settled(): Promise<void> {
    return this.webhooks.settled();
  }

  private async control(result: Result<PaymentIntent>, delivery: DeliveryOptions): Promise<ControlResult> {
    const deliveries = await this.webhooks.emit(result.events, { id: null, idempotencyKey: null }, delivery);
    return { paymentIntent: result.value, deliveries };
  }

  // ——— HTTP ———

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (body === null)
      return send(res, 413, { error: { type: 'invalid_request_error', message: 'Request body too large.' } });
    if (url.pathname.startsWith('/_fake/')) return this.handleControl(req.method ?? 'GET', url, body, res);
    if (this.beforeApi) await this.beforeApi(req.method ?? 'GET', url.pathname);
    return this.handleApi(req, url, body, res);
  }

  private handleApi(req: IncomingMessage, url: URL, body: string, res: ServerResponse): void {
    const method = req.method ?? 'GET';
    const requestId = newId('req');
    const idempotencyKey = header(req, 'idempotency-key');
    const headers: Record<string, string> = { 'request-id': requestId };
    const version = header(req, 'stripe-version');
    if (version) headers['stripe-version'] = version;
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const log = (status: number, replayed = false) =>
      this.requests.push({ method, path: url.pathname, idempotencyKey, status, replayed });

    const apiKey = this.authenticate(header(req, 'authorization'));
    if (apiKey instanceof StripeApiError) {
      log(apiKey.status);
      return send(res, apiKey.status, apiKey.body(), headers);
    }
    const params = method === 'POST' ? parseForm(body) : parseForm(url.search.slice(1));
    const endpoint = `${method} ${url.pathname}`;
    const stored =
      method === 'POST' && idempotencyKey ? this.idempotent.get(`${apiKey}\n${idempotencyKey}`) : undefined;
    if (stored && idempotencyKey) {
      const conflict =
        stored.endpoint !== endpoint
          ? `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
          : stored.fingerprint !== fingerprint(params)
            ? `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
            : null;
      if (conflict) {
        log(400);
        return send(res, 400, { error: { type: 'idempotency_error', message: conflict } }, headers);
      }
      log(stored.status, true);
      return send(res, stored.status, stored.body, {
        ...headers,
        'request-id': stored.requestId,
        'idempotent-replayed': 'true',
      });
    }

    let answer: Answer;
    let keep = true;
    try {
      answer = {
        status: 200,
        body: this.route(method, url.pathname, params, {
          id: requestId,
          idempotencyKey,
          apiVersion: version ?? undefined,
        }),
      };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      answer = { status: error.status, body: error.body() };
      keep = !error.beforeExecution;
    }
    // Stripe keeps the first answer per key, errors included, once the endpoint has started work.
    if (method === 'POST' && idempotencyKey && keep) {
      this.idempotent.set(`${apiKey}\n${idempotencyKey}`, {
        ...answer,
        endpoint,
        fingerprint: fingerprint(params),
        requestId,
      });
    }
    log(answer.status);
    send(res, answer.status, answer.body, headers);
  }

  private route(
    method: string,
    path: string,
    params: FormObject,
    request: { id: string; idempotencyKey: string | null; apiVersion?: string },
  ): unknown {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    // Deliveries start on a later tick, once the answer is written; like Stripe's, they may reach the
    // server before or after it has handled the answer, and it must cope with either.
    const emit = (events: Result<unknown>['events']) => void this.webhooks.emit(events, request).catch(() => undefined);
    const done = <T>(result: Result<T>): T => {
      emit(result.events);
      return result.value;
    };
    const [v1, resource, id, action, ...rest] = parts;
    if (v1 === 'v1' && rest.length === 0) {
      if (resource === 'payment_intents') {
        if (id === undefined && method === 'POST') return done(this.state.createPaymentIntent(params));
        if (id !== undefined && action === undefined && method === 'GET') return this.state.retrievePaymentIntent(id);
        if (id !== undefined && action === undefined && method === 'POST')
          return done(this.state.updatePaymentIntent(id, params));
        if (id !== undefined && action === 'cancel' && method === 'POST')
          return done(this.state.cancelPaymentIntent(id, params));
      }
      if (resource === 'charges' && id !== undefined && action === undefined && method === 'GET')
        return this.state.retrieveCharge(id);
      if (resource === 'refunds' && action === undefined) {
        if (id === undefined && method === 'POST') return done(this.state.createRefund(params));
        if (id !== undefined && method === 'GET') return this.state.retrieveRefund(id);
      }
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). The fake Stripe covers only the calls Kubik makes: see packages/stripe-fake/README.md.`,
    });
  }

  private authenticate(authorization: string | null): string | StripeApiError {
    const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!key) {
      return new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    const wanted = this.options.secretKey;
    if (wanted ? key !== wanted : !key.startsWith('sk_test_')) {
      return new StripeApiError(401, {
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
      });
    }
    return key;
  }

  private async handleControl(method: string, url: URL, body: string, res: ServerResponse): Promise<void> {
    const [, , resource, id, action] = url.pathname.split('/').map(decodeURIComponent);
    if (resource === 'authenticate' && id)
      return this.authenticatePage(method, id, action, res).catch((error: unknown) => {
        if (!(error instanceof StripeApiError)) throw error;
        send(res, error.status, error.body());
      });
    let input: Record<string, unknown> = {};
    try {
      if (body) input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return send(res, 400, { error: { type: 'invalid_request_error', message: 'The control API takes JSON.' } });
    }
    const delivery = (input.delivery ?? {}) as DeliveryOptions;
    try {
      if (resource === 'payment_intents' && id && method === 'GET' && !action)
        return send(res, 200, this.paymentIntent(id));
      if (resource === 'payment_intents' && id && method === 'POST') {
        if (action === 'succeed') return send(res, 200, await this.succeed(id, delivery));
        if (action === 'fail')
          return send(res, 200, await this.fail(id, { decline: (input.decline ?? {}) as Decline, delivery }));
        if (action === 'require_action') {
          const returnUrl = typeof input.returnUrl === 'string' ? input.returnUrl : undefined;
          return send(
            res,
            200,
            await this.requireAction(id, returnUrl === undefined ? { delivery } : { returnUrl, delivery }),
          );
        }
      }
      if (resource === 'webhook' && method === 'PUT') {
        if (typeof input.url !== 'string' || typeof input.secret !== 'string')
          return send(res, 400, {
            error: { type: 'invalid_request_error', message: 'Give {url, secret, enabledEvents?}.' },
          });
        const enabled = Array.isArray(input.enabledEvents) ? input.enabledEvents.map(String) : undefined;
        this.setWebhook(
          enabled
            ? { url: input.url, secret: input.secret, enabledEvents: enabled }
            : { url: input.url, secret: input.secret },
        );
        return send(res, 204, null);
      }
      if (resource === 'webhook' && method === 'DELETE') {
        this.setWebhook(null);
        return send(res, 204, null);
      }
      if (resource === 'events' && method === 'GET' && !id)
        return send(res, 200, { events: this.webhooks.events, deliveries: this.webhooks.deliveries });
      if (resource === 'events' && id && action === 'redeliver' && method === 'POST')
        return send(res, 200, { deliveries: await this.redeliver(id, input as DeliveryOptions) });
      if (resource === 'hold' && method === 'POST') {
        this.holdEvents();
        return send(res, 204, null);
      }
      if (resource === 'release' && method === 'POST')
        return send(res, 200, {
          deliveries: await this.releaseEvents(input.order === 'reversed' ? 'reversed' : 'as_happened'),
        });
    } catch (error) {
      if (error instanceof StripeApiError) return send(res, error.status, error.body());
      if (error instanceof Error && error.message.startsWith('no event'))
        return send(res, 404, { error: { type: 'invalid_request_error', message: error.message } });
      throw error;
    }
    send(res, 404, { error: { type: 'invalid_request_error', message: `No control call ${method} ${url.pathname}.` } });
  }

  /** The 3-D Secure page a `requires_action` redirect leads to: complete or fail, then back to the shop. */
  private async authenticatePage(
    method: string,
    id: string,
    action: string | undefined,
    res: ServerResponse,
  ): Promise<void> {
    const pi = this.paymentIntent(id);
    if (method === 'GET' && !action) {
      const form = (what: string, label: string) =>
        `<form method="post" action="/_fake/authenticate/${encodeURIComponent(id)}/${what}"><button type="submit">${label}</button></form>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Fake 3-D Secure</title><h1>Fake 3-D Secure</h1><p>${pi.amount / 100} ${pi.currency.toUpperCase()}</p>${form('complete', 'Complete authentication')}${form('fail', 'Fail authentication')}`,
      );
      return;
    }
    if (method !== 'POST' || (action !== 'complete' && action !== 'fail'))
      return send(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown authentication step.' } });
    const result =
      action === 'complete'
        ? await this.succeed(id)
        : await this.fail(id, {
            decline: {
              code: 'payment_intent_authentication_failure',
              message: 'We are unable to authenticate your payment method.',
            },
          });
    const returnUrl = pi.next_action?.redirect_to_url as { return_url?: string | null } | undefined;
    if (!returnUrl?.return_url) return send(res, 200, result);
    const back = new URL(returnUrl.return_url);
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', pi.client_secret);
    back.searchParams.set('redirect_status', action === 'complete' ? 'succeeded' : 'failed');
    res.writeHead(303, { location: back.toString() });
    res.end();
  }
}

/** Starts a fake Stripe on 127.0.0.1 and a free port (or as `options` say). */
export function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  return new FakeStripe(options).listen();
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (status === 204) {
    res.writeHead(204, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body, null, 2);
  res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** The parameters in a canonical order, so the same request in another key order counts as the same. */
function fingerprint(params: FormObject): string {
  const canon = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canon)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, x]) => [k, canon(x)]),
          )
        : v;
  return JSON.stringify(canon(params));
}
