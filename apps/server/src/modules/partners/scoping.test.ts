// Partner scoping is a filter on the server, not a hidden button: a user of partner B reaches no
// customer, project, inquiry or order of partner A's customers or of unassigned customers. The walk
// takes every route of the OpenAPI document that has a path parameter, fills the parameters with
// the ids of those records (every combination; the inquiry by id and by number), and calls it as B's
// user (and as A's user with the unassigned customer's records): never a success, never a
// byte of those records in the answer, and nothing changed afterwards. A's own user, for contrast,
// reads all of it through the partner routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, joinPartner, signedIn } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'admin' | 'customerA' | 'customerU' | 'userA' | 'userB';
type Records = {
  customer: string;
  project: string;
  inquiry: string;
  seqId: string;
  offer: string;
  order: string;
  secrets: string[];
};
type OpenApi = { paths: Record<string, Record<string, unknown>> };

describe('partner scoping', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const records = {} as Record<'ofA' | 'unassigned', Records>;
  const call = (method: string, url: string, who: Who, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: headers[who],
      ...(payload !== undefined ? { payload } : {}),
    });

  async function recordsOf(who: 'customerA' | 'customerU', projectName: string, message: string): Promise<Records> {
    const project = (
      await call('POST', '/api/projects', who, { name: projectName, design: exampleDesign('one-cube.json') })
    ).json();
    const inquiry = (await call('POST', '/api/inquiries', who, { projectIds: [project.id], message })).json();
    // A sent offer, by the customer's partner (or staff for the unassigned one).
    const author: Who = who === 'customerA' ? 'userA' : 'admin';
    const lines = [{ itemId: inquiry.items[0].id, quantity: 1, unitNetCents: 12_345 }];
    const offer = (
      await call('POST', `/api/inquiries/${inquiry.id}/offers`, author, {
        lines,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        note: `Ponudba za ${projectName}`,
      })
    ).json().offers[0];
    expect((await call('POST', `/api/inquiries/${inquiry.id}/offers/${offer.id}/send`, author)).statusCode).toBe(200);
    const order = await insertTestOrder(t, { userId: ids[who] });
    return {
      customer: ids[who],
      project: project.id,
      inquiry: inquiry.id,
      seqId: inquiry.seqId,
      offer: offer.id,
      order: order.id,
      secrets: [projectName, message, inquiry.seqId, order.number, `${who}@kubik.test`, `Ponudba za ${projectName}`],
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const made = await signedIn(
      t,
      {
        admin: ['customer', 'admin'],
        customerA: ['customer'],
        customerU: ['customer'],
        userA: ['partner'],
        userB: ['partner', 'partner-admin'],
      },
      { confirmed: true },
    );
    Object.assign(ids, made.ids);
    Object.assign(headers, made.headers);
    const a = await aPartner(t, headers.admin, { name: 'Partner A', contactEmail: 'a@kubik.test' });
    const b = await aPartner(t, headers.admin, { name: 'Partner B', contactEmail: 'b@kubik.test' });
    // Members without an invitation: with invited users the walk below ran past its 30 s (16 s before; cause not yet known).
    await joinPartner(t, ids.userA, a);
    await joinPartner(t, ids.userB, b, true);
    expect(
      (await call('POST', `/api/admin/users/${ids.customerA}/partner`, 'admin', { partnerId: a })).statusCode,
    ).toBe(200);
    records.ofA = await recordsOf('customerA', 'Omara za Ano', 'Sporočilo stranke A');
    records.unassigned = await recordsOf('customerU', 'Polica brez partnerja', 'Sporočilo brez partnerja');
    // Partners may confirm orders: the walk runs where a move is granted, so only scoping stops B.
    expect(
      (await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [{ from: 'submitted', to: 'confirmed' }] }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it("shows partner A's user their customer's records through the partner routes", async () => {
    const r = records.ofA;
    expect(
      (await call('GET', '/api/partner/customers', 'userA')).json().items.map((c: { id: string }) => c.id),
    ).toEqual([r.customer]);
    expect((await call('GET', `/api/partner/customers/${r.customer}`, 'userA')).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/partner/customers/${r.customer}/projects`, 'userA'))
        .json()
        .items.map((p: { id: string }) => p.id),
    ).toEqual([r.project]);
    expect(
      (await call('GET', `/api/partner/customers/${r.customer}/projects/${r.project}`, 'userA')).json(),
    ).toMatchObject({ id: r.project, name: 'Omara za Ano', design: { schemaVersion: 1 } });
    expect(
      (await call('GET', '/api/partner/inquiries', 'userA')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([r.inquiry]);
    expect((await call('GET', `/api/inquiries/${r.inquiry}`, 'userA')).json().message).toBe('Sporočilo stranke A');
    expect((await call('GET', '/api/partner/orders', 'userA')).json().items.map((o: { id: string }) => o.id)).toEqual([
      r.order,
    ]);
    expect((await call('GET', `/api/partner/orders/${r.order}`, 'userA')).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${r.project}`, 'userA')).json()).toMatchObject({
      id: r.project,
      owner: { id: r.customer },
    });
    // Nothing of the unassigned customer, in lists or by id.
    const u = records.unassigned;
    expect((await call('GET', `/api/partner/customers/${u.customer}/projects`, 'userA')).statusCode).toBe(404);
    expect((await call('GET', `/api/partner/orders/${u.order}`, 'userA')).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${u.project}`, 'userA')).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/partner/orders/${u.order}/transitions`, 'userA', {
          to: 'confirmed',
          from: 'submitted',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/inquiries/${u.inquiry}`, 'userA')).statusCode).toBe(404);
  });

  it("gives partner B's user empty lists", async () => {
    for (const url of ['/api/partner/customers', '/api/partner/inquiries', '/api/partner/orders']) {
      const res = await call('GET', url, 'userB');
      expect({ url, status: res.statusCode, items: res.json().items }).toEqual({ url, status: 200, items: [] });
    }
  });

  it("reaches nothing of partner A's customers or of unassigned customers over every id-bearing route", async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      path.includes('{') ? Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })) : [],
    );
    // Orders, projects, inquiries, the partner's own routes, payments, documents, admin…
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const before = {
      a: (await call('GET', `/api/inquiries/${records.ofA.inquiry}`, 'customerA')).json(),
      u: (await call('GET', `/api/inquiries/${records.unassigned.inquiry}`, 'customerU')).json(),
    };
    let calls = 0;
    // B's user walks A's customer's and the unassigned customer's records; A's user the unassigned one's too.
    const walks: [Records, Who][] = [
      [records.ofA, 'userB'],
      [records.unassigned, 'userB'],
      [records.unassigned, 'userA'],
    ];
    for (const [target, walker] of walks) {
      // The inquiry also by its number (2026-0042): its items' route takes either.
      const candidates = [
        target.customer,
        target.project,
        target.inquiry,
        target.seqId,
        target.offer,
        target.order,
        '1',
      ];
      for (const { method, path } of routes) {
        const params = path.match(/\{[^}]+\}/g) ?? [];
        // Every way of filling the route's parameters with the target's ids.
        let urls = [path];
        for (const param of params) urls = urls.flatMap((url) => candidates.map((id) => url.replace(param, id)));
        for (const url of urls) {
          calls++;
          const res = await call(
            method,
            url,
            walker,
            method === 'GET' || method === 'DELETE'
              ? undefined
              : { body: 'B schreibt', projectIds: [target.project], message: 'x', partnerId: target.customer },
          );
          const seen = `${walker}: ${method} ${url} → ${res.statusCode}`;
          expect(res.statusCode, seen).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, seen).not.toBe(500);
          for (const secret of target.secrets) expect(res.body, seen).not.toContain(secret);
          // The partner routes answer a well-formed id of someone else's record exactly as a missing one.
          if (
            method === 'GET' &&
            url.startsWith('/api/partner/') &&
            !/\/1(\/|$)/.test(url) &&
            !url.includes(target.seqId)
          )
            expect(res.statusCode, seen).toBe(404);
        }
      }
    }
    expect(calls).toBeGreaterThan(200);
    // Every route of issue 14 that names a record is in the walk, those with two ids too.
    for (const path of [
      '/api/inquiries/{id}',
      '/api/inquiries/{id}/items/{seq}',
      '/api/inquiries/{id}/messages',
      '/api/inquiries/{id}/withdraw',
      '/api/inquiries/{id}/offers',
      '/api/inquiries/{id}/offers/{offerId}',
      '/api/inquiries/{id}/offers/{offerId}/send',
      '/api/inquiries/{id}/offers/{offerId}/withdraw',
      '/api/inquiries/{id}/offers/{offerId}/decline',
      '/api/partner/customers/{id}',
      '/api/partner/customers/{id}/projects',
      '/api/partner/customers/{id}/projects/{projectId}',
      '/api/partner/orders/{id}',
      '/api/partner/orders/{id}/transitions',
      '/api/admin/partners/{id}',
      '/api/admin/partners/{id}/users',
      '/api/admin/partners/{id}/users/{userId}',
      '/api/admin/users/{id}/partner',
      '/api/projects/{id}/pdf',
    ]) {
      expect(
        routes.some((r) => r.path === path),
        path,
      ).toBe(true);
    }
    // Nor move (with a well-formed, granted move) an order that is not their partner's customers', nor read one as a project.
    for (const target of [records.ofA, records.unassigned]) {
      expect(
        (
          await call('POST', `/api/partner/orders/${target.order}/transitions`, 'userB', {
            to: 'confirmed',
            from: 'submitted',
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/projects/${target.project}`, 'userB')).statusCode).toBe(404);
      expect((await call('GET', `/api/projects/${target.project}/pdf`, 'userB')).statusCode).toBe(404);
    }
    // Nor can B's user accept (place an order from) an offer that is not theirs.
    for (const target of [records.ofA, records.unassigned]) {
      const accept = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers.userB, 'idempotency-key': `b-${target.offer}` },
        payload: {
          offerId: target.offer,
          shipping: { method: 'pickup' },
          customer: { name: 'B', email: 'userb@kubik.test' },
          billingAddress: { street: 'Ulica 1', city: 'Kranj', postalCode: '4000', country: 'SI' },
          paymentMethod: 'test',
          termsAccepted: true,
        },
      });
      expect(accept.statusCode).toBe(404);
    }
    // Nothing changed under the refused calls.
    expect((await call('GET', `/api/inquiries/${records.ofA.inquiry}`, 'customerA')).json()).toEqual(before.a);
    expect((await call('GET', `/api/inquiries/${records.unassigned.inquiry}`, 'customerU')).json()).toEqual(before.u);
    expect((await call('GET', `/api/projects/${records.ofA.project}`, 'customerA')).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${records.ofA.order}`, 'customerA')).json().status).toBe('submitted');
  });
});
