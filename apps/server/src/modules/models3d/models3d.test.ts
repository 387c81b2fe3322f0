// The 3D files over HTTP: who may download a project's, a share's and an order item's GLB and
// USDZ (the PDFs' rules: owner, share link, partner, admin; anyone else 404), the signed links a
// phone and an AR viewer open without credentials (expired or altered: 404 in the one error
// shape), and the same bytes and ETag on every download.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser, joinPartner } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { signInRoles } from '../../testing/roles.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

type Who = 'owner' | 'admin' | 'partner' | 'otherPartner' | 'stranger' | 'guest';

describe('3D files of a design', () => {
  let t: TestApp;
  const headers = {} as Record<Who, Record<string, string>>;
  let projectId = '';
  let shareId = '';
  let orderId = '';
  const get = (url: string, who: Who, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers[who], ...extra } });
  /** The path and query of an absolute link (the test app answers on any host). */
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  beforeAll(async () => {
    t = await createTestApp();
    const { ids, headers: roles } = await signInRoles(t);
    // The customer owns the design; their partner's user reads it, another partner's does not.
    headers.owner = roles.customer;
    headers.admin = roles.admin;
    headers.partner = roles.partner;
    headers.stranger = roles.company;
    headers.guest = {};
    const otherPartner = await aUser(t, {
      email: 'drugi@kubik.test',
      name: 'Drugi partner',
      scopes: ['customer', 'partner'],
    });
    headers.otherPartner = otherPartner.headers;
    const partner = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: headers.admin,
        payload: { name: 'Mizarstvo Novak', contactEmail: 'novak@kubik.test' },
      })
    ).json();
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: headers.admin,
        payload: { name: 'Drugi', contactEmail: 'drugi-p@kubik.test' },
      })
    ).json();
    // Users with scopes of their own (customer too): members without an invitation.
    await joinPartner(t, ids.partner, partner.id, true);
    await joinPartner(t, otherPartner.id, other.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${ids.customer}/partner`,
          headers: headers.admin,
          payload: { partnerId: partner.id },
        })
      ).statusCode,
    ).toBe(200);

    projectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: headers.owner,
        payload: { name: 'Omara – čšž', design: exampleDesign('wardrobe-sliding-doors.json') },
      })
    ).json().id;
    shareId = (
      await t.app.inject({ method: 'POST', url: `/api/projects/${projectId}/share`, headers: headers.owner })
    ).json().shareId;
    orderId = (await insertTestOrder(t, { userId: ids.customer })).id;
  });
  afterAll(() => t.close());

  it('gives the owner the GLB and the USDZ, the same bytes and ETag every time, and 304 for the ETag it holds', async () => {
    const first = await get(`/api/projects/${projectId}/model.glb`, 'owner');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('model/gltf-binary');
    expect(first.headers['content-disposition']).toContain('attachment; filename="Omara');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(`/api/projects/${projectId}/model.glb`, 'owner');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const held = await get(`/api/projects/${projectId}/model.glb`, 'owner', { 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload.length).toBe(0);

    const usdz = await get(`/api/projects/${projectId}/model.usdz`, 'owner');
    expect(usdz.statusCode).toBe(200);
    expect(usdz.headers['content-type']).toBe('model/vnd.usdz+zip');
    expect(usdz.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(usdz.headers.etag).not.toBe(etag);
    expect(
      Buffer.compare((await get(`/api/projects/${projectId}/model.usdz`, 'owner')).rawPayload, usdz.rawPayload),
    ).toBe(0);
  }, 60_000); // the first files start the worker thread

  it("lets a project's owner, admins and its owner's partner have it; anyone else 404, no token 401", async () => {
    const owners = await get(`/api/projects/${projectId}/model.glb`, 'owner');
    for (const who of ['admin', 'partner'] as const) {
      const res = await get(`/api/projects/${projectId}/model.glb`, who);
      expect(res.statusCode, who).toBe(200);
      expect(Buffer.compare(res.rawPayload, owners.rawPayload)).toBe(0);
    }
    for (const who of ['stranger', 'otherPartner'] as const) {
      const res = await get(`/api/projects/${projectId}/model.usdz`, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect((await get(`/api/projects/${projectId}/model-links`, who)).statusCode, who).toBe(404);
    }
    expect((await get(`/api/projects/${projectId}/model.glb`, 'guest')).statusCode).toBe(401);
    expect((await get('/api/projects/00000000-0000-4000-8000-000000000000/model.glb', 'owner')).statusCode).toBe(404);
  });

  it("lets an order item's customer, admins and the customer's partner have it; anyone else 404", async () => {
    for (const who of ['owner', 'admin', 'partner'] as const) {
      const res = await get(`/api/orders/${orderId}/items/1/model.glb`, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('glTF');
    }
    for (const who of ['stranger', 'otherPartner'] as const)
      expect((await get(`/api/orders/${orderId}/items/1/model.usdz`, who)).statusCode, who).toBe(404);
    expect((await get(`/api/orders/${orderId}/items/2/model.glb`, 'owner')).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/items/1/model.glb`, 'guest')).statusCode).toBe(401);
  });

  it('gives partner users and admins who may read the design its DXF outlines; its customer 403, anyone else 404', async () => {
    for (const url of [`/api/projects/${projectId}/outline.dxf`, `/api/orders/${orderId}/items/1/outline.dxf`]) {
      for (const who of ['admin', 'partner'] as const) {
        const res = await get(`${url}?locale=en`, who);
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        expect(res.headers['content-type']).toBe('image/vnd.dxf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.dxf"/);
        // A DXF whose views are titled in the language asked for, in millimetres.
        expect(res.payload).toMatch(/^0\nSECTION\n2\nHEADER/);
        expect(res.payload).toContain('\nFront elevation\n');
        expect(res.payload).toContain('\n$INSUNITS\n70\n4\n');
      }
      const sl = await get(url, 'admin', { 'accept-language': 'sl' });
      expect(sl.payload).toContain('\nTloris\n');
      const owner = await get(url, 'owner');
      expect(owner.statusCode).toBe(403);
      expect(owner.json().error.code).toBe('forbidden');
      for (const who of ['stranger', 'otherPartner'] as const) expect((await get(url, who)).statusCode, who).toBe(404);
      expect((await get(url, 'guest')).statusCode).toBe(401);
    }
    // The project's DXF draws the wardrobe: 2,000 mm high, 1,600 mm wide.
    const dxf = (await get(`/api/projects/${projectId}/outline.dxf?locale=en`, 'admin')).payload;
    expect(dxf).toContain('\n1\n2000\n');
    expect(dxf).toContain('\n1\n1600\n');
  });

  it('gives anyone with a share link its files, and nothing once the link is revoked', async () => {
    const shared = await get(`/api/shares/${shareId}/model.glb`, 'guest');
    expect(shared.statusCode).toBe(200);
    expect(
      Buffer.compare(shared.rawPayload, (await get(`/api/projects/${projectId}/model.glb`, 'owner')).rawPayload),
    ).toBe(0);
    expect((await get('/api/shares/AAAAAAAAAAAAAAAAAAAAAA/model.glb', 'guest')).statusCode).toBe(404);
  });

  it('signs links that open the files without credentials, for private projects too, until they expire', async () => {
    const res = await get(`/api/projects/${projectId}/model-links`, 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const links = res.json() as { glb: string; usdz: string; page: string; expiresAt: string };
    expect(links.glb).toMatch(/\/api\/models\/model\.glb\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(links.usdz).toMatch(/\/api\/models\/model\.usdz\?token=/);
    const token = new URL(links.glb).searchParams.get('token')!;
    expect(links.page.endsWith(`/ar/${token}`)).toBe(true);
    expect(Date.parse(links.expiresAt) - t.clock.read().getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(Date.parse(links.expiresAt) - t.clock.read().getTime()).toBeLessThanOrEqual(60 * 60 * 1000);

    // What a phone fetches: no cookie, no token.
    const glb = await t.app.inject({ method: 'GET', url: local(links.glb) });
    expect(glb.statusCode).toBe(200);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.headers['content-disposition']).toMatch(/^inline; filename="Omara/);
    expect(
      Buffer.compare(glb.rawPayload, (await get(`/api/projects/${projectId}/model.glb`, 'owner')).rawPayload),
    ).toBe(0);
    const usdz = await t.app.inject({ method: 'GET', url: local(links.usdz) });
    expect(usdz.statusCode).toBe(200);
    expect(usdz.headers['content-type']).toBe('model/vnd.usdz+zip');
    const page = await t.app.inject({ method: 'GET', url: `/api/models/link?token=${token}` });
    expect(page.json()).toEqual({ name: 'Omara – čšž', ...links });

    // Altered: another signature, another payload, another kind of Kubik token.
    const [head, body, signature] = token.split('.') as [string, string, string];
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherBody = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        id: '00000000-0000-4000-8000-000000000000',
      }),
    ).toString('base64url');
    const accessToken = headers.owner.authorization!.slice('Bearer '.length);
    for (const bad of [flipped, `${head}.${otherBody}.${signature}`, accessToken]) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/models/model.glb?token=${bad}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/models/model.glb?token=nonsense' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/models/model.glb' })).statusCode).toBe(400);

    // An hour later the link is closed, files and page alike.
    t.clock.advance(60 * 60 * 1000 + 1000);
    for (const url of [local(links.glb), local(links.usdz), `/api/models/link?token=${token}`]) {
      const expired = await t.app.inject({ method: 'GET', url });
      expect(expired.statusCode, url).toBe(404);
      expect(expired.json().error).toMatchObject({ code: 'not_found', fields: { token: 'expired' } });
    }
  });

  it('holds a design no record holds (a draft, a cart item) for its links: a guest gets the same file as the saved project, for an hour', async () => {
    const design = exampleDesign('wardrobe-sliding-doors.json');
    const post = (payload: Record<string, unknown>, who: Who = 'guest') =>
      t.app.inject({ method: 'POST', url: '/api/models/links', headers: headers[who], payload });
    const res = await post({ design, name: 'Omara – čšž' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const links = res.json() as { glb: string; page: string };
    const glb = await t.app.inject({ method: 'GET', url: local(links.glb) });
    expect(glb.statusCode).toBe(200);
    // The same design gives the same bytes, held or saved.
    expect(
      Buffer.compare(glb.rawPayload, (await get(`/api/projects/${projectId}/model.glb`, 'owner')).rawPayload),
    ).toBe(0);
    const token = new URL(links.glb).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/models/link?token=${token}` })).json().name).toBe(
      'Omara – čšž',
    );
    // Asked for again (signed in this time): held once, a second link to it.
    const again = (await post({ design, name: 'Omara – čšž' }, 'owner')).json() as { glb: string };
    expect((await t.app.inject({ method: 'GET', url: local(again.glb) })).statusCode).toBe(200);
    const rows = (await t.services.uow.db().execute(sql`select count(*)::int as n from model_drafts`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0]!.n).toBe(1);
    // Not a design: refused before anything is held.
    const refused = await post({ design: { schemaVersion: 1, elements: 'nonsense' }, name: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_design');
    expect((await post({ design, name: '' })).statusCode).toBe(400);
    // Past the hour the link is closed and the design is let go when the next one is held.
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: local(links.glb) })).statusCode).toBe(404);
    expect((await post({ design: exampleDesign('grid-2x2.json'), name: 'Police' })).statusCode).toBe(200);
    const left = (await t.services.uow.db().execute(sql`select name from model_drafts`)) as unknown as {
      rows: { name: string }[];
    };
    expect(left.rows.map((r) => r.name)).toEqual(['Police']);
  });

  it("signs a cart item's links for the cart's owner only, from the item's snapshot", async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: headers.owner,
      payload: { projectId, quantity: 1 },
    });
    expect(added.statusCode).toBe(201);
    const itemId = (added.json() as { items: { id: string }[] }).items[0]!.id;
    const links = await get(`/api/cart/items/${itemId}/model-links`, 'owner');
    expect(links.statusCode).toBe(200);
    const glb = await t.app.inject({ method: 'GET', url: local((links.json() as { glb: string }).glb) });
    expect(glb.statusCode).toBe(200);
    expect(
      Buffer.compare(glb.rawPayload, (await get(`/api/projects/${projectId}/model.glb`, 'owner')).rawPayload),
    ).toBe(0);
    for (const who of ['admin', 'stranger'] as const)
      expect((await get(`/api/cart/items/${itemId}/model-links`, who)).statusCode, who).toBe(404);
    expect((await get(`/api/cart/items/${itemId}/model-links`, 'guest')).statusCode).toBe(401);
  });

  it("signs an order item's and a share's links for whoever may read them, and a link dies with the share", async () => {
    const item = (await get(`/api/orders/${orderId}/items/1/model-links`, 'partner')).json() as { glb: string };
    expect((await t.app.inject({ method: 'GET', url: local(item.glb) })).statusCode).toBe(200);
    expect((await get(`/api/orders/${orderId}/items/1/model-links`, 'stranger')).statusCode).toBe(404);

    const shared = (await get(`/api/shares/${shareId}/model-links`, 'guest')).json() as { usdz: string };
    expect((await t.app.inject({ method: 'GET', url: local(shared.usdz) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/share`, headers: headers.owner }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: local(shared.usdz) })).statusCode).toBe(404);
    expect((await get(`/api/shares/${shareId}/model.glb`, 'guest')).statusCode).toBe(404);
  });
});
