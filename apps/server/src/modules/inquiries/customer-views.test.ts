// What the customer's pages read of an inquiry: one frozen item (/configurator/inquiry/…) — its
// customer, staff and the users of the customer's partner read the design as it was sent, by the
// inquiry's id or number, another customer and another partner's user get 404 as for a missing one —
// and the list's newest offer, which the customer sees only once it is sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPartner, aPartnerUser, signedIn } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'admin' | 'ana' | 'partnerUser' | 'otherPartnerUser' | 'other';

describe("an inquiry item's frozen design", () => {
  let t: TestApp;
  const headers = {} as Record<Who, { authorization: string }>;
  const ids = {} as Record<Who, string>;
  const projectIds: string[] = [];
  let inquiry: { id: string; seqId: string };
  const get = (url: string, who?: Who) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: headers[who] } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    const made = await signedIn(
      t,
      {
        admin: { email: 'staff@kubik.test', scopes: ['customer', 'admin'] },
        ana: { email: 'ana@kubik.test', scopes: ['customer'] },
        other: { email: 'bor@kubik.test', scopes: ['customer'] },
      },
      { confirmed: true },
    );
    Object.assign(ids, made.ids);
    Object.assign(headers, made.headers);
    const admin = { userId: ids.admin, email: 'staff@kubik.test' };
    const partner = await aPartner(t, headers.admin, { name: 'Hiša Lesa', contactEmail: 'hisa@kubik.test' });
    const otherPartner = await aPartner(t, headers.admin, { name: 'Drugi', contactEmail: 'drugi@kubik.test' });
    for (const [who, email, partnerId] of [
      ['partnerUser', 'marta@hisa.test', partner],
      ['otherPartnerUser', 'jure@drugi.test', otherPartner],
    ] as const) {
      const user = await aPartnerUser(t, headers.admin, partnerId, { email, name: `${who} Novak` });
      ids[who] = user.id;
      headers[who] = user.headers;
    }
    await t.services.partners.assign(admin, ids.ana, partner);
    for (const [name, file] of [
      ['Knjižna polica', 'grid-2x2.json'],
      ['Kocka', 'one-cube.json'],
    ] as const) {
      projectIds.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/projects',
            headers: headers.ana,
            payload: { name, design: exampleDesign(file) },
          })
        ).json().id,
      );
    }
    inquiry = (
      await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: headers.ana,
        payload: { projectIds, message: '' },
      })
    ).json();
    // The project changes after sending: the item keeps the design as it was sent.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectIds[1]}`,
      headers: headers.ana,
      payload: { name: 'Kocka, nova', design: exampleDesign('grid-2x2.json') },
    });
    expect(changed.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('gives the customer each item as it was sent, by position, by id or by number', async () => {
    const second = await get(`/api/inquiries/${inquiry.id}/items/2`, 'ana');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      inquiryId: inquiry.id,
      inquirySeqId: inquiry.seqId,
      seq: 2,
      name: 'Kocka',
      projectId: projectIds[1],
    });
    expect(second.json().design).toEqual(exampleDesign('one-cube.json'));
    expect(second.headers['cache-control']).toBe('no-store');
    const byNumber = await get(`/api/inquiries/${inquiry.seqId}/items/1`, 'ana');
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json()).toMatchObject({ inquiryId: inquiry.id, seq: 1, name: 'Knjižna polica' });
    expect((await get(`/api/inquiries/${inquiry.id}/items/3`, 'ana')).statusCode).toBe(404);
    expect((await get(`/api/inquiries/2020-0001/items/1`, 'ana')).statusCode).toBe(404);
    expect((await get(`/api/inquiries/${inquiry.id}/items/0`, 'ana')).statusCode).toBe(400);
    expect((await get(`/api/inquiries/not-a-number/items/1`, 'ana')).statusCode).toBe(400);
  });

  it("lets staff and the customer's partner read it, and nobody else", async () => {
    for (const who of ['admin', 'partnerUser'] as const) {
      const res = await get(`/api/inquiries/${inquiry.seqId}/items/1`, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().design, who).toEqual(exampleDesign('grid-2x2.json'));
    }
    for (const who of ['other', 'otherPartnerUser'] as const) {
      expect((await get(`/api/inquiries/${inquiry.id}/items/1`, who)).statusCode, who).toBe(404);
      expect((await get(`/api/inquiries/${inquiry.seqId}/items/1`, who)).statusCode, who).toBe(404);
    }
    expect((await get(`/api/inquiries/${inquiry.id}/items/1`)).statusCode).toBe(401);
  });

  it('shows the newest offer in the lists: a draft to staff and the partner only, a sent one to the customer too', async () => {
    const latest = async (who: Who, url: string) =>
      ((await get(url, who)).json().items as { id: string; latestOffer: unknown }[]).find((i) => i.id === inquiry.id)
        ?.latestOffer;
    expect(await latest('ana', '/api/inquiries')).toBeNull();
    // Each row counts the inquiry's items, in every list.
    for (const [who, url] of [
      ['ana', '/api/inquiries'],
      ['partnerUser', '/api/partner/inquiries'],
      ['admin', '/api/admin/inquiries'],
    ] as const) {
      expect(
        ((await get(url, who)).json().items as { id: string; itemCount: number }[]).find((i) => i.id === inquiry.id)
          ?.itemCount,
        who,
      ).toBe(2);
    }
    const full = (await get(`/api/inquiries/${inquiry.id}`, 'ana')).json();
    const validUntil = new Date(t.clock.read().getTime() + 14 * 86_400_000).toISOString();
    const lines = full.items.map((i: { id: string }) => ({ itemId: i.id, quantity: 1, unitNetCents: 10_000 }));
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiry.id}/offers`,
      headers: headers.partnerUser,
      payload: { lines, validUntil },
    });
    expect(drafted.statusCode).toBe(201);
    const offerId = drafted.json().offers[0].id;
    expect(await latest('ana', '/api/inquiries')).toBeNull();
    expect(await latest('partnerUser', '/api/partner/inquiries')).toMatchObject({
      number: 1,
      status: 'draft',
      grossCents: drafted.json().offers[0].grossCents,
    });
    expect(await latest('admin', '/api/admin/inquiries')).toMatchObject({ number: 1, status: 'draft' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/inquiries/${inquiry.id}/offers/${offerId}/send`,
          headers: headers.partnerUser,
        })
      ).statusCode,
    ).toBe(200);
    expect(await latest('ana', '/api/inquiries')).toEqual({
      number: 1,
      status: 'sent',
      grossCents: drafted.json().offers[0].grossCents,
      currency: 'EUR',
      validUntil,
    });
  });
});
