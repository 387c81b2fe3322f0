// Offers expire by a periodic durable job (jobs.every in services.ts): every sent offer past its
// validity becomes expired with its inquiry and a history row by `system`, one transaction per
// offer, once however many workers sweep at the same time; drafts and offers still valid stay.
// The clock is the test app's (injected into the services).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { expireOffersQueue } from './service.ts';

const password = 'Kubik-test-2026';
const hour = 60 * 60 * 1000;
type Headers = Record<string, string>;

describe('the offer expiry job', () => {
  let t: TestApp;
  /** A second app server on the same PostgreSQL (api-pg only), sweeping at the same time. */
  let second: TestApp | undefined;
  let admin: Headers, ana: Headers;
  let projectId = '';

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const rows = async (text: string, params: unknown[] = []) =>
    (await t.database.query(text, params)).rows as Record<string, unknown>[];
  /** An inquiry with an offer valid for `hours`, sent unless `draft`. */
  async function offered(hours: number, draft = false): Promise<{ inquiryId: string; offerId: string }> {
    const inquiry = (
      await call('POST', '/api/inquiries', ana, { projectIds: [projectId], message: 'Ponudba?' })
    ).json();
    const validUntil = new Date(t.clock.read().getTime() + hours * hour).toISOString();
    const offer = (
      await call('POST', `/api/inquiries/${inquiry.id}/offers`, admin, {
        lines: [{ itemId: inquiry.items[0].id, quantity: 1, unitNetCents: 30_000 }],
        validUntil,
        note: '',
      })
    ).json().offers[0];
    if (!draft)
      expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offer.id}/send`, admin)).statusCode).toBe(200);
    return { inquiryId: inquiry.id, offerId: offer.id };
  }
  /** The state as stored (a GET would expire a lapsed offer itself). */
  const stored = async (o: { inquiryId: string; offerId: string }) => ({
    inquiry: (await rows('select status from inquiries where id = $1', [o.inquiryId]))[0]!.status,
    offer: (await rows('select status from offers where id = $1', [o.offerId]))[0]!.status,
    expiredHistory: (
      await rows("select actor_role, from_state from inquiry_history where inquiry_id = $1 and to_state = 'expired'", [
        o.inquiryId,
      ])
    ).map((r) => [r.from_state, r.actor_role]),
  });
  const pendingRuns = () =>
    rows('select id, run_at from jobs where queue = $1 and done_at is null and failed_at is null', [expireOffersQueue]);

  beforeAll(async () => {
    t = await createTestApp();
    if (t.pgUrl) second = await createTestApp({}, { sameDatabaseAs: t });
    for (const [email, scopes] of [
      ['admin@kubik.test', ['customer', 'admin']],
      ['ana@kubik.test', ['customer']],
    ] as const) {
      const id = await t.createUser({ email, password, scopes: [...scopes] });
      await t.services.users.update(id, { emailConfirmedAt: new Date() });
    }
    admin = await signIn(t, 'admin@kubik.test');
    ana = await signIn(t, 'ana@kubik.test');
    projectId = (
      await call('POST', '/api/projects', ana, { name: 'Omara', design: exampleDesign('grid-2x2.json') })
    ).json().id;
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('keeps one chain of runs going, however many servers start', async () => {
    await t.services.settle();
    const pending = await pendingRuns();
    expect(pending).toHaveLength(1);
  });

  it('expires the sent offers past their validity when it runs, with a history row by the system; drafts and valid offers stay', async () => {
    const lapsing = await offered(2);
    const valid = await offered(10 * 24);
    const draft = await offered(1, true);
    t.clock.advance(3 * hour);
    // The chain's next run is due now (rather than in five minutes), and runs.
    await t.database.query(
      'update jobs set run_at = now() where queue = $1 and done_at is null and failed_at is null',
      [expireOffersQueue],
    );
    await t.services.settle();
    expect(await stored(lapsing)).toEqual({
      inquiry: 'expired',
      offer: 'expired',
      expiredHistory: [['offered', 'system']],
    });
    expect(await stored(valid)).toEqual({ inquiry: 'offered', offer: 'sent', expiredHistory: [] });
    expect(await stored(draft)).toEqual({ inquiry: 'submitted', offer: 'draft', expiredHistory: [] });
    // The run scheduled the next one, once, for later.
    const pending = await pendingRuns();
    expect(pending).toHaveLength(1);
    // The customer sees it expired, and the expiry is not made a second time by reading.
    const seen = (await call('GET', `/api/inquiries/${lapsing.inquiryId}`, ana)).json();
    expect(seen).toMatchObject({ status: 'expired', offers: [{ status: 'expired' }] });
    expect((await stored(lapsing)).expiredHistory).toHaveLength(1);
  });

  it('expires each offer once when several workers sweep at the same time', async () => {
    const lapsing = [await offered(1), await offered(1), await offered(1)];
    t.clock.advance(2 * hour);
    if (second) second.clock.now = t.clock.read();
    const sweeps = [
      t.services.inquiries.expireLapsed(),
      t.services.inquiries.expireLapsed(),
      t.services.inquiries.expireLapsed(),
    ];
    if (second) sweeps.push(second.services.inquiries.expireLapsed(), second.services.inquiries.expireLapsed());
    const counts = await Promise.all(sweeps);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const o of lapsing)
      expect(await stored(o)).toEqual({
        inquiry: 'expired',
        offer: 'expired',
        expiredHistory: [['offered', 'system']],
      });
    // Nothing is left to do.
    expect(await t.services.inquiries.expireLapsed()).toBe(0);
  });
});
