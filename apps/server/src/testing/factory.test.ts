// The factory makes what it says, through the API: each user signed in as their role, a partner with
// an invited user who reads an assigned customer's records, a project in a cart placed as an order,
// an inquiry about it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCart, aPartner, aPartnerUser, aProject, anInquiry, anOrder, assignToPartner, signedIn } from './factory.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe('the test data factory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes users of every role, a partner and its user, a project, a cart, an order and an inquiry', async () => {
    const { ids, headers, emails } = await signedIn(
      t,
      { ana: ['customer'], mizar: ['customer', 'company'], admin: ['customer', 'admin'] },
      { confirmed: true },
    );
    for (const who of ['ana', 'mizar', 'admin'] as const) {
      const me = (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: headers[who] })).json();
      expect(me).toMatchObject({ id: ids[who], email: emails[who], name: `${who} Novak` });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headers.admin })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: headers.ana })).statusCode).toBe(404);

    const partner = await aPartner(t, headers.admin, { name: 'Mizarstvo Kos', contactEmail: 'kos@kubik.test' });
    const marta = await aPartnerUser(t, headers.admin, partner, {
      email: 'marta@hisa.test',
      name: 'Marta',
      isAdmin: true,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner/me', headers: marta.headers })).json(),
    ).toMatchObject({ id: partner, isAdmin: true });
    await assignToPartner(t, headers.admin, ids.ana, partner);

    const projectId = await aProject(t, headers.ana, { name: 'Omara', design: 'one-cube.json' });
    await aCart(t, headers.ana, [{ projectId, quantity: 2 }]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: headers.ana })).json();
    expect(cart.items.map((i: { projectId: string; quantity: number }) => [i.projectId, i.quantity])).toEqual([
      [projectId, 2],
    ]);
    const order = await anOrder(t, headers.ana);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/partner/orders/${order.id}`, headers: marta.headers })).json(),
    ).toMatchObject({ id: order.id, number: order.number });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: headers.ana })).json().items).toEqual([]);

    const inquiry = await anInquiry(t, headers.ana, { projectIds: [projectId], message: 'Ponudba?' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: marta.headers })).json(),
    ).toMatchObject({ id: inquiry.id, message: 'Ponudba?' });
  });
});
