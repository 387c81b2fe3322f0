// Inquiries over HTTP: a customer with a confirmed e-mail sends projects and gets the year's next
// number — 50 at once get 50 distinct numbers with no gap; the items are frozen with the price the
// catalogue gave them; staff and the customer's partner hear of it by mail in their language and
// answer in the thread; the customer withdraws it through the transition table, with history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, joinPartner, signedIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'admin' | 'ana' | 'unconfirmed' | 'partnerUser' | 'other';

describe('inquiries', () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const projectIds: string[] = [];
  const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
    t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    // The partner's user joins without an invitation: the first mail to them is the inquiry's.
    const made = await signedIn(t, {
      admin: { email: 'staff@kubik.test', scopes: ['customer', 'admin'], locale: 'en', confirmed: true },
      ana: { email: 'ana@kubik.test', scopes: ['customer'], locale: 'sl', confirmed: true },
      unconfirmed: { email: 'new@kubik.test', scopes: ['customer'], locale: 'sl' },
      partnerUser: { email: 'marta@hisa.test', scopes: ['partner'], locale: 'es', confirmed: true },
      other: { email: 'bor@kubik.test', scopes: ['customer'], locale: 'sl', confirmed: true },
    });
    Object.assign(ids, made.ids);
    Object.assign(headers, made.headers);
    const admin = { userId: ids.admin, email: 'staff@kubik.test' };
    const partner = { id: await aPartner(t, headers.admin, { name: 'Hiša Lesa', contactEmail: 'hisa@kubik.test' }) };
    await joinPartner(t, ids.partnerUser, partner.id);
    await t.services.partners.assign(admin, ids.ana, partner.id);
    for (const [name, file] of [
      ['Knjižna polica', 'grid-2x2.json'],
      ['Kocka', 'one-cube.json'],
    ] as const) {
      const res = await call('POST', '/api/projects', 'ana', { name, design: exampleDesign(file) });
      projectIds.push(res.json().id);
    }
    await call('POST', '/api/projects', 'unconfirmed', { name: 'x', design: exampleDesign('one-cube.json') });
  });
  afterAll(() => t.close());

  it('refuses an unconfirmed e-mail, a guest, and projects that are not mine', async () => {
    const own = (await call('GET', '/api/projects', 'unconfirmed')).json().items[0].id;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { ...headers.unconfirmed, 'accept-language': 'en' },
      payload: { projectIds: [own], message: 'Koliko stane?' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'email_not_confirmed',
      message: 'Please confirm your e-mail address first.',
    });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/inquiries', payload: { projectIds: [own] } })).statusCode,
    ).toBe(401);
    // Someone else's project is as missing as one that does not exist, and nothing is numbered.
    expect(
      (await call('POST', '/api/inquiries', 'other', { projectIds: [projectIds[0]], message: '' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/inquiries', 'ana', { projectIds: [], message: '' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/inquiries', 'ana', { projectIds: [projectIds[0], projectIds[0]] })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/inquiries', 'admin')).json().total).toBe(0);
  });

  it('numbers, freezes and prices the items, and mails staff and the partner in their languages', async () => {
    const res = await call('POST', '/api/inquiries', 'ana', {
      projectIds,
      message: 'Ali lahko dobim ponudbo z montažo?',
    });
    expect(res.statusCode).toBe(201);
    const inquiry = res.json();
    const year = t.clock.read().getUTCFullYear();
    expect(inquiry).toMatchObject({
      seqId: `${year}-0001`,
      status: 'submitted',
      message: 'Ali lahko dobim ponudbo z montažo?',
      customer: { id: ids.ana, email: 'ana@kubik.test' },
    });
    expect(
      inquiry.items.map((i: { seq: number; name: string; projectId: string; quantity: number }) => [
        i.seq,
        i.name,
        i.projectId,
        i.quantity,
      ]),
    ).toEqual([
      [1, 'Knjižna polica', projectIds[0], 1],
      [2, 'Kocka', projectIds[1], 1],
    ]);
    // The price beside each item is the catalogue's quote of that design, in cents.
    for (const [index, file] of ['grid-2x2.json', 'one-cube.json'].entries()) {
      const quote = (
        await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design: exampleDesign(file) } })
      ).json();
      expect(inquiry.items[index].computedUnitNetCents).toBe(quote.price.goodsCents);
      expect(inquiry.items[index].computedUnitNetCents).toBeGreaterThan(0);
    }
    expect(inquiry.history).toMatchObject([{ from: null, to: 'submitted', actorRole: 'customer' }]);
    // Frozen: changing the project later leaves the inquiry's item as it was sent.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${projectIds[1]}`,
      headers: headers.ana,
      payload: { name: 'Kocka 2', design: exampleDesign('grid-2x2.json') },
    });
    const again = (await call('GET', `/api/inquiries/${inquiry.id}`, 'ana')).json();
    expect(again.items[1]).toEqual(inquiry.items[1]);
    // Mails: staff (every admin, no STAFF_EMAIL set) in English, the partner's user in Spanish.
    const [staffMail] = await t.services.mail.allTo('staff@kubik.test');
    expect(staffMail).toMatchObject({ kind: 'inquiry_new', locale: 'en', subject: `New inquiry ${year}-0001` });
    expect(staffMail!.text).toContain('Knjižna polica × 1');
    expect(staffMail!.text).toContain('(partner: Hiša Lesa)');
    const [partnerMail] = await t.services.mail.allTo('marta@hisa.test');
    expect(partnerMail).toMatchObject({ kind: 'inquiry_new', locale: 'es', subject: `Nueva solicitud ${year}-0001` });
    expect(partnerMail!.text).toContain('Ali lahko dobim ponudbo z montažo?');
    // The customer's confirmation, in their language, links to their inquiry.
    const [confirmation] = await t.services.mail.allTo('ana@kubik.test');
    expect(confirmation).toMatchObject({
      kind: 'inquiry_received',
      locale: 'sl',
      subject: `Prejeli smo vaše povpraševanje ${year}-0001`,
    });
    expect(confirmation!.text).toContain('• Knjižna polica');
    expect(confirmation!.html).toContain(`/dashboard/inquiries/${inquiry.id}`);
  });

  it('lets the customer, staff and the partner talk in the thread, and nobody else', async () => {
    const { items } = (await call('GET', '/api/inquiries', 'ana')).json();
    const id = items[0].id;
    const fromPartner = await call('POST', `/api/inquiries/${id}/messages`, 'partnerUser', {
      body: 'Z montažo je 80 € več.',
    });
    expect(fromPartner.statusCode).toBe(201);
    await call('POST', `/api/inquiries/${id}/messages`, 'admin', { body: 'Dobava v treh tednih.' });
    const last = (await call('POST', `/api/inquiries/${id}/messages`, 'ana', { body: 'Hvala!' })).json();
    expect(last.messages.map((m: { authorRole: string; body: string }) => [m.authorRole, m.body])).toEqual([
      ['partner', 'Z montažo je 80 € več.'],
      ['staff', 'Dobava v treh tednih.'],
      ['customer', 'Hvala!'],
    ]);
    const toAna = await t.services.mail.allTo('ana@kubik.test');
    expect(toAna.filter((m) => m.kind === 'inquiry_message').map((m) => m.locale)).toEqual(['sl', 'sl']);
    expect((await t.services.mail.allTo('marta@hisa.test')).filter((m) => m.kind === 'inquiry_message')).toHaveLength(
      1,
    );
    expect((await call('GET', `/api/inquiries/${id}`, 'other')).statusCode).toBe(404);
    expect((await call('POST', `/api/inquiries/${id}/messages`, 'other', { body: 'Jaz tudi?' })).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/partner/inquiries', 'partnerUser')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([id]);
  });

  it('withdraws through the transition table, with history; a second withdrawal is illegal', async () => {
    const { id } = (await call('POST', '/api/inquiries', 'ana', { projectIds: [projectIds[0]] })).json();
    expect((await call('POST', `/api/inquiries/${id}/withdraw`, 'partnerUser', {})).statusCode).toBe(409);
    const withdrawn = await call('POST', `/api/inquiries/${id}/withdraw`, 'ana', { note: 'Kupil drugje.' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().history).toMatchObject([
      { to: 'submitted' },
      { from: 'submitted', to: 'withdrawn', actorRole: 'customer', note: 'Kupil drugje.' },
    ]);
    const twice = await call('POST', `/api/inquiries/${id}/withdraw`, 'ana', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('illegal_transition');
    expect((await call('GET', `/api/inquiries/${id}`, 'ana')).json().history).toHaveLength(2);
  });

  it('gives 50 concurrent inquiries 50 distinct numbers with no gaps', async () => {
    const before = (await call('GET', '/api/admin/inquiries?perPage=100', 'admin')).json().total as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/api/inquiries', 'ana', { projectIds: [projectIds[i % 2]], message: `#${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const year = t.clock.read().getUTCFullYear();
    const numbers = answers.map((a) => a.json().seqId as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `${year}-${String(before + i + 1).padStart(4, '0')}`));
  });

  it('counts inquiries per customer: a hundred an hour, then 429 with nothing numbered or mailed', async () => {
    const sent = (await call('GET', '/api/inquiries?perPage=100', 'ana')).json().total as number;
    for (let i = sent; i < 100; i++)
      expect((await call('POST', '/api/inquiries', 'ana', { projectIds: [projectIds[0]] })).statusCode).toBe(201);
    const mails = (await t.services.mail.allTo('staff@kubik.test')).length;
    const refused = await call('POST', '/api/inquiries', 'ana', { projectIds: [projectIds[0]] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_requests');
    expect((await call('GET', '/api/admin/inquiries', 'admin')).json().total).toBe(100);
    expect((await t.services.mail.allTo('staff@kubik.test')).length).toBe(mails);
    // Someone else is not held up by it.
    expect(
      (
        await call('POST', '/api/inquiries', 'other', {
          projectIds: [
            (await call('POST', '/api/projects', 'other', { name: 'b', design: exampleDesign('one-cube.json') })).json()
              .id,
          ],
        })
      ).statusCode,
    ).toBe(201);
  });
});
