// What a partner user reaches beyond the lists (issue 14 §4): their partner (`/partner/me`), their
// customers' projects read-only through the projects routes (as admins read them: the same page of
// the configurator, the customer's PDF), and the order moves the admin's order policy grants
// partners — a stored policy the admin edits (audited), a transition route scoped like every
// partner read (404 outside the partner's customers, 409 for a stale `from` or a move not granted),
// with the history row and the audit row in the move's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPolicyAuditId } from '@kubik/contract/admin';
import { aPartner, aPartnerUser, signedIn } from '../../testing/factory.ts';
import { orderHistoryRows } from '../../testing/rows.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'admin' | 'customerA' | 'customerU' | 'userA' | 'adminA' | 'userB';

describe('the partner dashboard calls', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  let partnerA = '';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload !== undefined ? { payload } : {}) });
  // Straight from the rows: who made the move is kept even where the customer's view shows no name.
  const history = async (orderId: string) =>
    (await orderHistoryRows(t, orderId))
      .filter((h) => h.kind === 'status')
      .map((h) => ({ role: h.actorRole, actorId: h.actorId, from: h.fromState, to: h.toState }));

  beforeAll(async () => {
    t = await createTestApp();
    const made = await signedIn(
      t,
      { admin: ['customer', 'admin'], customerA: ['customer'], customerU: ['customer'] },
      { confirmed: true },
    );
    Object.assign(ids, made.ids);
    Object.assign(headers, made.headers);
    partnerA = await aPartner(t, headers.admin, {
      name: 'Mizarstvo A',
      contactEmail: 'a@kubik.test',
      region: 'Gorenjska',
      discountBp: 1000,
    });
    const b = await aPartner(t, headers.admin, { name: 'Mizarstvo B', contactEmail: 'b@kubik.test' });
    for (const [who, partnerId, isAdmin] of [
      ['userA', partnerA, false],
      ['adminA', partnerA, true],
      ['userB', b, true],
    ] as const) {
      const user = await aPartnerUser(t, headers.admin, partnerId, {
        email: `${who.toLowerCase()}@kubik.test`,
        name: `${who} Novak`,
        isAdmin,
      });
      ids[who] = user.id;
      headers[who] = user.headers;
    }
    expect(
      (await call('POST', `/api/admin/users/${ids.customerA}/partner`, 'admin', { partnerId: partnerA })).statusCode,
    ).toBe(200);
  });
  afterAll(() => t.close());

  it('tells a partner user which partner they work for, and nobody else', async () => {
    expect((await call('GET', '/api/partner/me', 'userA')).json()).toEqual({
      id: partnerA,
      name: 'Mizarstvo A',
      contactEmail: 'a@kubik.test',
      contactPhone: null,
      region: 'Gorenjska',
      discountBp: 1000,
      isAdmin: false,
    });
    expect((await call('GET', '/api/partner/me', 'adminA')).json()).toMatchObject({ id: partnerA, isAdmin: true });
    expect((await call('GET', '/api/partner/me', 'userB')).json()).toMatchObject({
      name: 'Mizarstvo B',
      isAdmin: true,
    });
    for (const who of ['customerA', 'admin'] as const)
      expect((await call('GET', '/api/partner/me', who)).statusCode).toBe(404);
  });

  it("opens an assigned customer's project read-only for the partner's users, with whose it is; 404 for another partner's user", async () => {
    const project = (
      await call('POST', '/api/projects', 'customerA', {
        name: 'Omara v predsobi',
        design: exampleDesign('one-cube.json'),
      })
    ).json();
    const other = (
      await call('POST', '/api/projects', 'customerU', {
        name: 'Polica brez partnerja',
        design: exampleDesign('one-cube.json'),
      })
    ).json();
    for (const who of ['userA', 'adminA'] as const) {
      const read = await call('GET', `/api/projects/${project.id}`, who);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id: project.id,
        name: 'Omara v predsobi',
        owner: { id: ids.customerA, name: 'customerA Novak', email: 'customera@kubik.test' },
        design: { schemaVersion: 1 },
      });
    }
    // Another partner's user, and anyone's project of an unassigned customer: as if there were none.
    expect((await call('GET', `/api/projects/${project.id}`, 'userB')).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${other.id}`, 'userA')).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${project.id}/pdf?locale=sl`, 'userB')).statusCode).toBe(404);
    // Writes stay the owner's: the partner's user changes, shares, copies and deletes nothing.
    expect((await call('PUT', `/api/projects/${project.id}`, 'userA', { name: 'Prevzeto' })).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${project.id}/share`, 'userA')).statusCode).toBe(404);
    expect((await call('POST', `/api/projects/${project.id}/duplicate`, 'userA')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${project.id}`, 'userA')).statusCode).toBe(404);
    // The workshop's documents are staff's: no CNC files, no workshop PDF for a partner.
    expect((await call('GET', `/api/projects/${project.id}/cnc.zip`, 'userA')).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${project.id}/pdf?variant=workshop`, 'userA')).statusCode).toBe(403);
    expect((await call('GET', `/api/projects/${project.id}`, 'customerA')).json()).toMatchObject({
      name: 'Omara v predsobi',
      shareId: null,
    });
    // Once the customer is unassigned, the partner's users no longer read it.
    expect((await call('DELETE', `/api/admin/users/${ids.customerU}/partner`, 'admin')).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/users/${ids.customerU}/partner`, 'admin', { partnerId: partnerA })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/projects/${other.id}`, 'userA')).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${ids.customerU}/partner`, 'admin')).statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${other.id}`, 'userA')).statusCode).toBe(404);
  });

  it("gives the partner's user the customer's PDF of an assigned customer's project", async () => {
    const project = (
      await call('POST', '/api/projects', 'customerA', { name: 'Regal za PDF', design: exampleDesign('one-cube.json') })
    ).json();
    const res = await call('GET', `/api/projects/${project.id}/pdf?locale=sl`, 'userA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps the order policy an admin edits: only moves of the order process, audited, 404 to anyone else', async () => {
    const initial = (await call('GET', '/api/admin/order-policy', 'admin')).json();
    expect(initial.partnerMay).toEqual([]);
    expect(initial.grantable).toContainEqual({ from: 'submitted', to: 'confirmed' });
    expect(initial.grantable).not.toContainEqual({ from: 'submitted', to: 'delivered' });
    for (const who of ['customerA', 'userA', 'adminA'] as const) {
      expect((await call('GET', '/api/admin/order-policy', who)).statusCode).toBe(404);
      expect(
        (await call('PUT', '/api/admin/order-policy', who, { partnerMay: [{ from: 'submitted', to: 'confirmed' }] }))
          .statusCode,
      ).toBe(404);
    }
    const refused = await call('PUT', '/api/admin/order-policy', 'admin', {
      partnerMay: [
        { from: 'submitted', to: 'confirmed' },
        { from: 'submitted', to: 'delivered' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
    expect((await call('GET', '/api/admin/order-policy', 'admin')).json().partnerMay).toEqual([]);
    const saved = await call('PUT', '/api/admin/order-policy', 'admin', {
      partnerMay: [
        { from: 'confirmed', to: 'in_production' },
        { from: 'submitted', to: 'confirmed' },
        { from: 'submitted', to: 'confirmed' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().partnerMay).toEqual([
      { from: 'submitted', to: 'confirmed' },
      { from: 'confirmed', to: 'in_production' },
    ]);
    expect(
      (
        await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [{ from: 'submitted', to: 'confirmed' }] })
      ).json().partnerMay,
    ).toEqual([{ from: 'submitted', to: 'confirmed' }]);
    const trail = (await call('GET', `/api/admin/audit?entity=order_policy&id=${orderPolicyAuditId}`, 'admin')).json()
      .items;
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({
      action: 'update',
      actor: { id: ids.admin },
      before: {
        partnerMay: [
          { from: 'confirmed', to: 'in_production' },
          { from: 'submitted', to: 'confirmed' },
        ],
      },
      after: { partnerMay: [{ from: 'submitted', to: 'confirmed' }] },
    });
    // Back to none for the next test.
    expect((await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [] })).json().partnerMay).toEqual([]);
  });

  it("lets a partner user make only the granted moves on their customers' orders, with history and audit; 404 outside, 409 on a stale state", async () => {
    const order = await insertTestOrder(t, { userId: ids.customerA });
    const unassigned = await insertTestOrder(t, { userId: ids.customerU });
    const move = (who: Who, id: string, body: object) =>
      call('POST', `/api/partner/orders/${id}/transitions`, who, body);
    // One customer's orders (the partner's customer page): theirs only, 404 for a customer not the partner's.
    expect(
      (await call('GET', `/api/partner/orders?customerId=${ids.customerA}`, 'userA'))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).toContain(order.id);
    expect((await call('GET', `/api/partner/orders?customerId=${ids.customerU}`, 'userA')).statusCode).toBe(404);
    expect((await call('GET', `/api/partner/orders?customerId=${ids.customerA}`, 'userB')).statusCode).toBe(404);
    // Nothing granted: the page offers no move, and the route refuses it.
    expect((await call('GET', `/api/partner/orders/${order.id}`, 'userA')).json()).toMatchObject({
      status: 'submitted',
      allowedTransitions: [],
    });
    expect((await move('userA', order.id, { to: 'confirmed', from: 'submitted' })).statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [{ from: 'submitted', to: 'confirmed' }] }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/partner/orders/${order.id}`, 'userA')).json().allowedTransitions).toEqual([
      'confirmed',
    ]);
    // Another partner's user, an unassigned customer's order, an order that does not exist: 404, nothing moves.
    expect((await move('userB', order.id, { to: 'confirmed', from: 'submitted' })).statusCode).toBe(404);
    expect((await move('userA', unassigned.id, { to: 'confirmed', from: 'submitted' })).statusCode).toBe(404);
    expect((await move('userA', '00000000-0000-4000-8000-000000000000', { to: 'confirmed' })).statusCode).toBe(404);
    expect((await move('customerA', order.id, { to: 'confirmed' })).statusCode).toBe(404);
    // A move not granted (cancel is staff's and the customer's) is 409.
    expect((await move('userA', order.id, { to: 'cancelled', from: 'submitted' })).json().error.code).toBe(
      'illegal_transition',
    );
    expect((await call('GET', `/api/orders/${order.id}`, 'customerA')).json().status).toBe('submitted');

    const moved = await move('adminA', order.id, { to: 'confirmed', from: 'submitted', note: 'Potrjeno v salonu' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: order.id, status: 'confirmed', allowedTransitions: [] });
    expect(moved.json().history.at(-1)).toMatchObject({
      type: 'status',
      from: 'submitted',
      to: 'confirmed',
      actor: { role: 'partner' },
    });
    // The same move again, from the state the page showed: stale, 409, nothing changes.
    expect((await move('userA', order.id, { to: 'confirmed', from: 'submitted' })).statusCode).toBe(409);
    expect((await move('userA', order.id, { to: 'in_production', from: 'confirmed' })).statusCode).toBe(409);
    expect((await call('GET', `/api/orders/${order.id}`, 'customerA')).json().status).toBe('confirmed');
    expect((await history(order.id)).filter((h) => h.from !== null)).toEqual([
      { role: 'partner', actorId: ids.adminA, from: 'submitted', to: 'confirmed' },
    ]);
    const trail = (await call('GET', `/api/admin/audit?entity=order&id=${order.id}`, 'admin')).json().items;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'transition',
      actor: { id: ids.adminA, email: 'admina@kubik.test' },
      before: { status: 'submitted' },
      after: { status: 'confirmed', partnerId: partnerA, note: 'Potrjeno v salonu' },
    });
    // The customer hears of it, as of any move.
    expect((await t.services.mail.allTo('customera@kubik.test')).map((m) => m.kind)).toContain(
      'order_status_confirmed',
    );
    expect((await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [] })).statusCode).toBe(200);
  });

  it('a partner ships a delivery only with its carrier and tracking, which the customer then sees', async () => {
    const order = await insertTestOrder(t, { userId: ids.customerA, delivery: true });
    for (const to of ['confirmed', 'in_production'])
      expect((await call('POST', `/api/admin/orders/${order.id}/transitions`, 'admin', { to })).statusCode).toBe(200);
    expect(
      (
        await call('PUT', '/api/admin/order-policy', 'admin', {
          partnerMay: [{ from: 'in_production', to: 'shipped' }],
        })
      ).statusCode,
    ).toBe(200);
    const move = (body: object) => call('POST', `/api/partner/orders/${order.id}/transitions`, 'userA', body);
    const none = await move({ to: 'shipped', from: 'in_production' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('tracking_required');
    const tracking = { carrier: 'DPD', number: '0987654321' };
    const shipped = await move({ to: 'shipped', from: 'in_production', tracking });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', tracking: { ...tracking, url: null } });
    expect((await call('GET', `/api/orders/${order.id}`, 'customerA')).json().tracking).toEqual({
      ...tracking,
      url: null,
    });
    expect((await call('PUT', '/api/admin/order-policy', 'admin', { partnerMay: [] })).statusCode).toBe(200);
  });
});
