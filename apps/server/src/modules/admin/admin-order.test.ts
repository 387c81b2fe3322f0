// The admin order page's API: the detail says which states staff may move the order to now — the
// same table the transitions are checked against, step by step from submitted to delivered; notes the
// customer may see reach the customer's order with the state changes, internal ones do not; an admin
// opens any order's item design read-only, while customers, companies and partners still see only
// their own orders' designs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../testing/orders.ts';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'admin' | 'customer' | 'company' | 'partner';

describe("the admin's order page API", () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const get = (url: string, who: Who = 'admin') => t.app.inject({ method: 'GET', url, headers: headers[who] });
  const post = (url: string, payload: object, who: Who = 'admin') =>
    t.app.inject({ method: 'POST', url, headers: headers[who], payload });

  beforeAll(async () => {
    t = await createTestApp();
    const roles = await signInRoles(t);
    Object.assign(ids, roles.ids);
    Object.assign(headers, roles.headers);
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers only the legal next states, and they are exactly the moves the server accepts, from submitted to delivered', async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const url = `/api/admin/orders/${order.id}`;
    expect((await get(url)).json()).toMatchObject({
      customerId: ids.customer,
      allowedTransitions: ['confirmed', 'cancelled'],
    });
    const expected: Record<string, string[]> = {
      confirmed: ['in_production', 'cancelled'],
      in_production: ['shipped', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
    };
    const all = ['submitted', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled'];
    let offered = ['confirmed', 'cancelled'];
    for (const [to, next] of Object.entries(expected)) {
      // Every state not offered is refused and changes nothing.
      for (const other of all.filter((s) => !offered.includes(s))) {
        const refused = await post(`${url}/transitions`, { to: other });
        expect(refused.statusCode, `${to}: ${other}`).toBe(409);
        expect(refused.json().error.code).toBe('illegal_transition');
      }
      const moved = await post(`${url}/transitions`, { to });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ status: to, allowedTransitions: next });
      offered = next;
    }
    expect((await get(url)).json()).toMatchObject({ status: 'delivered', allowedTransitions: [] });

    const cancelled = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const after = await post(`/api/admin/orders/${cancelled.id}/transitions`, {
      to: 'cancelled',
      note: 'Stranka je odstopila',
    });
    expect(after.json()).toMatchObject({ status: 'cancelled', allowedTransitions: [] });
    // A note answers the order with its moves too.
    const noted = await post(`/api/admin/orders/${order.id}/notes`, { note: 'Dostavljeno v petek' });
    expect(noted.json().allowedTransitions).toEqual([]);
  });

  it('shows the customer the notes meant for them and every state change, never the internal notes', async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const url = `/api/admin/orders/${order.id}`;
    await post(`${url}/transitions`, { to: 'confirmed', note: 'Potrjeno po telefonu' });
    await post(`${url}/notes`, { note: 'Stranka želi dostavo dopoldne', visibleToCustomer: false });
    await post(`${url}/notes`, { note: 'Izdelava začne v ponedeljek', visibleToCustomer: true });
    const customer = (await get(`/api/orders/${order.id}`, 'customer')).json() as {
      status: string;
      history: { type: string; to: string | null; note: string | null }[];
    };
    expect(customer.status).toBe('confirmed');
    expect(customer.history.map((h) => [h.type, h.to, h.note])).toEqual([
      ['status', 'confirmed', 'Potrjeno po telefonu'],
      ['note', null, 'Izdelava začne v ponedeljek'],
    ]);
    expect(customer).not.toHaveProperty('allowedTransitions');
    const staff = (await get(url)).json().history as { note: string; internal: boolean }[];
    expect(staff.map((h) => [h.note, h.internal])).toEqual([
      ['Potrjeno po telefonu', false],
      ['Stranka želi dostavo dopoldne', true],
      ['Izdelava začne v ponedeljek', false],
    ]);
  });

  it("lets an admin open any order's item design read-only; customers, companies and partners only their own", async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const item = `/api/orders/${order.id}/items/1`;
    const asAdmin = await get(item);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ orderId: order.id, seq: 1, name: 'Knjižna polica – čšž' });
    expect(asAdmin.json().design).toMatchObject({ schemaVersion: expect.any(Number) });
    expect((await get(item, 'customer')).statusCode).toBe(200);
    for (const who of ['company', 'partner'] as const) expect((await get(item, who)).statusCode, who).toBe(404);
    // The company's own order is not the customer's either.
    const theirs = await insertTestOrder(t, { userId: ids.company, paymentMethod: 'bank_transfer', company: true });
    expect((await get(`/api/orders/${theirs.id}/items/1`, 'customer')).statusCode).toBe(404);
    expect((await get(`/api/orders/${theirs.id}/items/1`, 'company')).statusCode).toBe(200);
    // For the admin too, a missing order or item is 404; a guest is 401.
    expect((await get(`/api/orders/${order.id}/items/2`)).statusCode).toBe(404);
    expect((await get(`/api/orders/00000000-0000-4000-8000-000000000000/items/1`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: item })).statusCode).toBe(401);
  });
});
