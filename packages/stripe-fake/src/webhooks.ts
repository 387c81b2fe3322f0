// Webhook events as Stripe sends them: a JSON body signed in the `Stripe-Signature` header with
// the endpoint's secret (the official SDK's `generateTestHeaderString`, so the server verifies it
// with the same SDK's `constructEvent`). Tests can ask for the awkward deliveries a real endpoint
// sees: the same event twice, events out of order (hold, then release in reverse), a bad
// signature, a timestamp older than the 300 s tolerance — and redeliver any event later.
import Stripe from 'stripe';
import { newId, type EventDraft, type StripeObject } from './state.ts';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface WebhookEndpoint {
  url: string;
  /** The signing secret, `whsec_…`: the server's STRIPE_WEBHOOK_SECRET. */
  secret: string;
  /** Event types sent to the endpoint (like a Dashboard endpoint's list); all when omitted. */
  enabledEvents?: readonly string[];
}

export type SignatureMode = 'valid' | 'bad' | 'stale';

export interface DeliveryOptions {
  /** How the signature is made: `bad` signs with another secret, `stale` with a timestamp 10 minutes old. */
  signature?: SignatureMode;
  /** Send each event this many times in a row (2 = a duplicate delivery). */
  copies?: number;
}

export interface Delivery {
  eventId: string;
  type: string;
  signature: SignatureMode;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  body: string;
  error: string | null;
}

/** How old a `stale` signature's timestamp is: twice Stripe's default tolerance. */
export const STALE_SECONDS = 600;

export class WebhookSender {
  endpoint: WebhookEndpoint | null = null;
  readonly events: StripeEvent[] = [];
  readonly deliveries: Delivery[] = [];
  private held: { event: StripeEvent; options: DeliveryOptions }[] | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly apiVersion: string = Stripe.API_VERSION) {}

  /** Makes events of the drafts and sends them (unless held), in order; resolves with their deliveries. */
  emit(
    drafts: readonly EventDraft[],
    request: { id: string | null; idempotencyKey: string | null; apiVersion?: string },
    options: DeliveryOptions = {},
  ): Promise<Delivery[]> {
    const events = drafts.map((d): StripeEvent => ({
      id: newId('evt'),
      object: 'event',
      api_version: request.apiVersion ?? this.apiVersion,
      created: Math.floor(Date.now() / 1000),
      data: { object: d.object },
      livemode: false,
      pending_webhooks: this.endpoint ? 1 : 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type: d.type,
    }));
    this.events.push(...events);
    if (this.held) {
      this.held.push(...events.map((event) => ({ event, options })));
      return Promise.resolve([]);
    }
    return this.enqueue(events.map((event) => ({ event, options })));
  }

  /** From now on, events are kept instead of sent, until `release`. */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the held events, in the order they happened or reversed; stops holding. */
  release(order: 'as_happened' | 'reversed' = 'as_happened'): Promise<Delivery[]> {
    const held = this.held ?? [];
    this.held = null;
    return this.enqueue(order === 'reversed' ? [...held].reverse() : held);
  }

  /** Sends an event again (Stripe's "resend", or a retry after the endpoint failed). */
  redeliver(eventId: string, options: DeliveryOptions = {}): Promise<Delivery[]> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) return Promise.reject(new Error(`no event ${eventId}`));
    return this.enqueue([{ event, options }]);
  }

  /** Resolves when every delivery started so far has finished. */
  async settled(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.queue;
      await seen;
    } while (seen !== this.queue);
  }

  /** The signature header for a payload, as Stripe would send it (or deliberately wrong). */
  signatureHeader(payload: string, secret: string, mode: SignatureMode = 'valid'): string {
    const timestamp = Math.floor(Date.now() / 1000) - (mode === 'stale' ? STALE_SECONDS : 0);
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: mode === 'bad' ? `${secret}_not` : secret,
      timestamp,
    });
  }

  private enqueue(items: { event: StripeEvent; options: DeliveryOptions }[]): Promise<Delivery[]> {
    // One delivery at a time, in order, so a test sees exactly the order it asked for.
    const run = this.queue.then(async () => {
      const done: Delivery[] = [];
      for (const { event, options } of items) {
        for (let i = 0; i < Math.max(1, options.copies ?? 1); i++) {
          const delivery = await this.send(event, options.signature ?? 'valid');
          if (delivery) done.push(delivery);
        }
      }
      return done;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async send(event: StripeEvent, signature: SignatureMode): Promise<Delivery | null> {
    const endpoint = this.endpoint;
    if (!endpoint || (endpoint.enabledEvents && !endpoint.enabledEvents.includes(event.type))) return null;
    const payload = JSON.stringify(event, null, 2);
    const delivery: Delivery = { eventId: event.id, type: event.type, signature, status: null, body: '', error: null };
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.signatureHeader(payload, endpoint.secret, signature),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      delivery.status = response.status;
      delivery.body = await response.text();
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}
