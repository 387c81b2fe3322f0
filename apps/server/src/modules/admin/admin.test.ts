// The admin area's API over HTTP: every /api/admin route refuses customers, companies and partners
// (404) and guests (401); the lists are filtered, sorted and paged by the database and export the
// same filtered rows as CSV; blocking ends sign-ins at once and unblocking does not revive them;
// scopes change but never an admin's own admin scope; orders move only through the transition
// table (an illegal move changes nothing and leaves no audit row); refunds never exceed what was
// paid; notes are internal or the customer's; every change has its audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
type Who = 'admin' | 'customer' | 'company' | 'partner';

describe('the admin API', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;

  const login = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    return res.json() as { access_token: string; refresh_token: string };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, who: Who = 'admin') => t.app.inject({ method: 'GET', url, headers: headers[who] });
  const post = (url: string, payload?: object, who: Who = 'admin') =>
    t.app.inject({ method: 'POST', url, headers: headers[who], ...(payload ? { payload } : {}) });
  const audit = async (entity: 'user' | 'order', id: string) =>
    (await get(`/api/admin/audit?entity=${entity}&id=${id}&perPage=100`)).json().items as {
      action: string;
      actor: { id: string; email: string };
      before: unknown;
      after: unknown;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    const roles = await signInRoles(t);
    Object.assign(ids, roles.ids);
    Object.assign(headers, roles.headers);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every admin route to customers, companies and partners (404) and to guests (401)', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, ids.customer),
        })),
      );
    // The lists, one user and one order, block/unblock/scopes, transitions, payments, refunds, notes, audit, mails and the staff's downloads.
    expect(routes.length).toBeGreaterThanOrEqual(17);
    for (const route of routes) {
      const url = route.url.includes('/audit') ? `${route.url}?entity=user&id=${ids.customer}` : route.url;
      for (const who of ['customer', 'company', 'partner'] as const) {
        const res = await t.app.inject({ ...route, url, headers: headers[who], payload: {} });
        expect(res.statusCode, `${who} ${route.method} ${url}`).toBe(404);
      }
      expect((await t.app.inject({ ...route, url, payload: {} })).statusCode, `guest ${route.method} ${url}`).toBe(401);
    }
    // Nothing changed under the refused calls.
    expect((await get(`/api/admin/users/${ids.customer}`)).json()).toMatchObject({
      blockedAt: null,
      scopes: ['customer'],
    });
  });

  it('lists users filtered, sorted and paged by the server, with a count, and exports the filtered list as CSV', async () => {
    for (let i = 0; i < 12; i++)
      await t.services.users.insert({
        email: `kupec${String(i).padStart(2, '0')}@primer.test`,
        name: `Kupec ${i}`,
        passwordHash: 'x',
        scopes: ['customer'],
      });
    const page1 = (await get('/api/admin/users?q=primer&sort=email&order=asc&perPage=10')).json();
    expect(page1.total).toBe(12);
    expect(page1.items.map((u: { email: string }) => u.email)).toEqual(
      Array.from({ length: 10 }, (_, i) => `kupec${String(i).padStart(2, '0')}@primer.test`),
    );
    const page2 = (await get('/api/admin/users?q=primer&sort=email&order=asc&perPage=10&page=2')).json();
    expect(page2.items.map((u: { email: string }) => u.email)).toEqual(['kupec10@primer.test', 'kupec11@primer.test']);
    expect((await get('/api/admin/users?q=NOVAK')).json().total).toBe(4);
    expect((await get('/api/admin/users?scope=company')).json().items.map((u: { id: string }) => u.id)).toEqual([
      ids.company,
    ]);
    // A LIKE wildcard in the search is a literal character.
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0);
    expect((await get('/api/admin/users?perPage=7')).statusCode).toBe(400);

    const file = await get('/api/admin/users?q=primer&sort=email&order=desc&format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,email,name,scopes,company,email_confirmed,blocked_at,created_at');
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain('kupec11@primer.test');
  });

  it("shows one user's scopes, company data, counts and sign-ins", async () => {
    await t.services.users.update(ids.company, {
      company: {
        companyName: 'Mizarstvo Žužek d.o.o.',
        vatId: 'SI12345678',
        address: { street: 'Čopova 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
      },
    });
    await insertTestOrder(t, { userId: ids.company, company: true });
    const res = await get(`/api/admin/users/${ids.company}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'mizar@kubik.test',
      scopes: ['customer', 'company'],
      companyName: 'Mizarstvo Žužek d.o.o.',
      orderCount: 1,
      projectCount: 0,
    });
    expect(res.json().signIns.length).toBe(1);
    expect((await get(`/api/admin/users/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('blocks with a reason (sign-ins end at once), unblocks without reviving them, never blocks oneself; each change audited', async () => {
    const email = 'blokiran@kubik.test';
    const userId = await t.createUser({ email, password });
    const old = await login(email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(old.access_token) })).statusCode,
    ).toBe(200);

    expect((await post(`/api/admin/users/${userId}/block`, {})).statusCode).toBe(400);
    const blocked = await post(`/api/admin/users/${userId}/block`, { reason: 'Goljufiva naročila' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blockReason: 'Goljufiva naročila' });
    expect(blocked.json().blockedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(old.access_token) })).statusCode,
    ).toBe(401);
    expect((await get('/api/admin/users?blocked=true')).json().items.map((u: { id: string }) => u.id)).toEqual([
      userId,
    ]);

    expect((await post(`/api/admin/users/${userId}/unblock`)).json()).toMatchObject({
      blockedAt: null,
      blockReason: null,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(old.access_token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { refresh_token: old.refresh_token } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer((await login(email)).access_token) }))
        .statusCode,
    ).toBe(200);

    const self = await post(`/api/admin/users/${ids.admin}/block`, { reason: 'test' });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('cannot_block_self');
    expect((await get('/api/users/me')).statusCode).toBe(200);

    const trail = await audit('user', userId);
    expect(trail.map((a) => a.action)).toEqual(['unblock', 'block']);
    expect(trail[1]).toMatchObject({
      actor: { id: ids.admin, email: 'staff@kubik.test' },
      before: { blockedAt: null },
      after: { reason: 'Goljufiva naročila' },
    });
    expect(await audit('user', ids.admin)).toEqual([]);
  });

  it("changes scopes, but never an admin's own admin scope", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.customer}/scopes`,
      headers: headers.admin,
      payload: { scopes: ['customer', 'partner'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().scopes).toEqual(['customer', 'partner']);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.admin}/scopes`,
      headers: headers.admin,
      payload: { scopes: ['customer'] },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('cannot_remove_own_admin');
    expect((await get(`/api/admin/users/${ids.admin}`)).json().scopes).toEqual(['customer', 'admin']);
    expect((await audit('user', ids.customer))[0]).toMatchObject({
      action: 'scopes',
      before: { scopes: ['customer'] },
      after: { scopes: ['customer', 'partner'] },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ids.customer}/scopes`,
      headers: headers.admin,
      payload: { scopes: ['customer'] },
    });
  });

  it("lists every owner's projects with owner, size and sharing", async () => {
    for (const [who, name] of [
      ['customer', 'Knjižna polica'],
      ['company', 'Omara za pisarno'],
    ] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: headers[who],
        payload: { name, design: exampleDesign('grid-2x2.json') },
      });
      expect(made.statusCode).toBe(201);
      if (who === 'company')
        await t.app.inject({ method: 'POST', url: `/api/projects/${made.json().id}/share`, headers: headers[who] });
    }
    const all = (await get('/api/admin/projects?sort=name&order=asc')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((p: { name: string }) => p.name)).toEqual(['Knjižna polica', 'Omara za pisarno']);
    expect(all.items[0]).toMatchObject({ owner: { id: ids.customer, email: 'ana@kubik.test' }, shared: false });
    expect(all.items[0].size).toBeGreaterThan(0);
    expect(all.items[0]).not.toHaveProperty('design');
    expect((await get('/api/admin/projects?shared=true')).json().items.map((p: { name: string }) => p.name)).toEqual([
      'Omara za pisarno',
    ]);
    expect((await get(`/api/admin/projects?ownerId=${ids.customer}&q=polica`)).json().total).toBe(1);
    const file = await get('/api/admin/projects?format=csv&shared=true');
    expect(file.body.split('\r\n')[1]).toContain('Omara za pisarno,mizar@kubik.test');
  });

  it('lists orders by status, payment status, date and text (number or customer), and exports them', async () => {
    const a = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const b = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test', unitNetCents: 10_000 });
    await t.services.markPaid.markPaid({
      orderId: b.id,
      actor: { role: 'provider', provider: 'test' },
      amountCents: b.grossCents,
    });
    expect((await get(`/api/admin/orders?q=${a.number}`)).json().items.map((o: { id: string }) => o.id)).toEqual([
      a.id,
    ]);
    expect((await get('/api/admin/orders?paymentStatus=paid')).json().items.map((o: { id: string }) => o.id)).toEqual([
      b.id,
    ]);
    expect((await get('/api/admin/orders?q=ana%20novak')).json().total).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/orders?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await get('/api/admin/orders?to=2020-01-01')).json().total).toBe(0);
    expect((await get('/api/admin/orders?sort=total&order=asc&status=submitted')).json().items[0].id).toBe(b.id);
    expect((await get('/api/admin/orders?from=yesterday')).statusCode).toBe(400);
    // In the CSV's language (the request's): states in words, amounts in euros as that language writes them.
    const file = await get('/api/admin/orders?format=csv&paymentStatus=paid');
    const euros = (cents: number, decimal: string, group: string) =>
      `${Math.floor(cents / 100)
        .toLocaleString('en-US')
        .replaceAll(',', group)}${decimal}${String(cents % 100).padStart(2, '0')}`;
    const [header, row] = file.body.split('\r\n');
    expect(header).toBe(
      'Številka,Oddano,Stanje,Plačilo,Način plačila,Stranka,E-pošta,Podjetje,Skupaj (EUR),Plačano (EUR),Vrnjeno (EUR),ID',
    );
    const sl = euros(b.grossCents, ',', '.');
    expect(row).toMatch(
      new RegExp(
        `^${b.number},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Oddano,Plačano,Testno plačilo,Ana Novak,ana@kubik.test,,"${sl}","${sl}","0,00",${b.id}$`,
      ),
    );
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?format=csv&paymentStatus=paid',
      headers: { ...headers.admin, 'accept-language': 'en' },
    });
    const enTotal = euros(b.grossCents, '.', ',');
    expect(en.body.split('\r\n')[1]).toContain(
      `,Submitted,Paid,Test payment,Ana Novak,ana@kubik.test,,${enTotal.includes(',') ? `"${enTotal}"` : enTotal},`,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/orders?format=csv&paymentStatus=paid',
          headers: { ...headers.admin, 'accept-language': 'es' },
        })
      ).body.split('\r\n')[1],
    ).toContain(',Enviado,Pagado,Pago de prueba,');
  });

  it('moves an order only through the transition table, mails the customer, and audits each move', async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    const illegal = await post(`/api/admin/orders/${order.id}/transitions`, { to: 'delivered' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error.code).toBe('illegal_transition');
    const unchanged = (await get(`/api/admin/orders/${order.id}`)).json();
    expect(unchanged).toMatchObject({ status: 'submitted', history: [] });
    expect(await audit('order', order.id)).toEqual([]);

    const mailsBefore = (await t.services.mail.page(0, 100)).total;
    const moved = await post(`/api/admin/orders/${order.id}/transitions`, {
      to: 'confirmed',
      note: 'Potrjeno po telefonu',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('confirmed');
    expect((await t.services.mail.page(0, 100)).total).toBe(mailsBefore + 1);
    expect((await t.services.mail.page(0, 1)).rows[0]).toMatchObject({ to: 'ana@kubik.test' });
    const detail = (await get(`/api/admin/orders/${order.id}`)).json();
    expect(detail.items).toHaveLength(1);
    expect(detail.lines[0].unitNetCents).toBe(41_230);
    expect(detail.customer.email).toBe('ana@kubik.test');
    expect(detail.history.map((h: { type: string; to: string }) => `${h.type}:${h.to}`)).toEqual(['status:confirmed']);
    expect(await audit('order', order.id)).toMatchObject([
      {
        action: 'transition',
        before: { status: 'submitted' },
        after: { status: 'confirmed', note: 'Potrjeno po telefonu' },
      },
    ]);
  });

  it('refunds a test payment in parts, never more than was paid, each refund audited', async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    let attempt = 0;
    const refund = (amountCents: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refunds`,
        headers: { ...headers.admin, 'idempotency-key': `refund-attempt-${++attempt}` },
        payload: { amountCents, reason: 'Poškodovana vrata' },
      });
    const unpaid = await refund(100);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('payment_not_refundable');
    await t.services.markPaid.markPaid({
      orderId: order.id,
      actor: { role: 'provider', provider: 'test' },
      amountCents: order.grossCents,
    });

    const part = await refund(10_000);
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ paymentStatus: 'partially_refunded', refundedCents: 10_000 });
    const tooMuch = await refund(order.grossCents);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({
      code: 'refund_exceeds_paid',
      refundableCents: order.grossCents - 10_000,
    });
    expect((await get(`/api/admin/orders/${order.id}`)).json().payment).toEqual({
      paidCents: order.grossCents,
      refundedCents: 10_000,
    });
    const rest = await refund(order.grossCents - 10_000);
    expect(rest.json()).toMatchObject({ paymentStatus: 'refunded', refundedCents: order.grossCents });
    expect((await refund(1)).statusCode).toBe(409);
    expect((await refund(0)).statusCode).toBe(400);
    expect((await audit('order', order.id)).map((a) => a.action)).toEqual(['refund', 'refund']);
  });

  it('keeps internal notes from the customer and shows the visible ones', async () => {
    const order = await insertTestOrder(t, { userId: ids.customer, paymentMethod: 'test' });
    await post(`/api/admin/orders/${order.id}/notes`, { note: 'Stranka je težavna' });
    await post(`/api/admin/orders/${order.id}/notes`, { note: 'Izdelava začne v ponedeljek', visibleToCustomer: true });
    const staff = (await get(`/api/admin/orders/${order.id}`)).json().history;
    expect(staff).toMatchObject([
      { type: 'note', note: 'Stranka je težavna', internal: true },
      { type: 'note', note: 'Izdelava začne v ponedeljek', internal: false },
    ]);
    const customer = (await get(`/api/orders/${order.id}`, 'customer')).json().history;
    expect(customer.map((h: { note: string }) => h.note)).toEqual(['Izdelava začne v ponedeljek']);
    expect(customer[0]).not.toHaveProperty('internal');
    expect((await audit('order', order.id)).map((a) => a.action)).toEqual(['note', 'note']);
  });

  it('records a bank payment through the payments module, audited', async () => {
    const order = await insertTestOrder(t, { userId: ids.company, paymentMethod: 'bank_transfer', company: true });
    const res = await post(`/api/admin/orders/${order.id}/payments`, {
      amountCents: order.grossCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      reference: order.reference,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentStatus).toBe('paid');
    expect(await audit('order', order.id)).toMatchObject([
      { action: 'bank_payment', before: { paymentStatus: 'pending' }, after: { paymentStatus: 'paid' } },
    ]);
  });
});
