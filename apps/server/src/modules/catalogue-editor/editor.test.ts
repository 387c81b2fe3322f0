import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueAuditId } from '@kubik/contract/admin-catalogue';
import { deliveryCents, parcelOf, shippingTableSchema } from '@kubik/shop/shipping';
import { signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';
const address = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
type Headers = Record<string, string>;
type Catalogue = {
  materials: { id: string; priceCentsPerM2: number; colours: string[] }[];
  machining: { perPanelCents: number; perHoleCents: number };
  vatRateBp: number;
} & Record<string, unknown>;
type View = {
  version: number;
  catalogue: Catalogue;
  shippingTable: { zones: { id: string; baseCents: number }[] } & Record<string, unknown>;
  versions: { version: number; note: string | null; createdBy: { email: string } | null }[];
};

describe('the catalogue editor', () => {
  let t: TestApp;
  let ana: Headers, admin: Headers;
  const others: Record<string, Headers> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const anaId = await t.createUser({ email: 'ana@kubik.test', password, name: 'Ana' });
    await t.services.users.update(anaId, { emailConfirmedAt: new Date() });
    await t.createUser({ email: 'admin@kubik.test', password, scopes: ['admin'] });
    for (const scope of ['customer', 'company', 'partner']) {
      await t.createUser({ email: `${scope}@kubik.test`, password, scopes: [scope] });
      others[scope] = await signIn(t, `${scope}@kubik.test`);
    }
    ana = await signIn(t, 'ana@kubik.test');
    admin = await signIn(t, 'admin@kubik.test');
  });
  afterAll(() => t.close());

  const view = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin })).json() as View;
  const preview = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/catalogue/preview', headers, payload });
  const publish = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/catalogue/versions', headers, payload });
  const toCart = async (headers: Headers, design: string, quantity: number) => {
    const project = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers,
        payload: { name: design, design: example(design) },
      })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers,
      payload: { projectId: project.id, quantity, asNewItem: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const quote = async (design: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design: example(design) } })).json();

  it('refuses guests (401) and customers, companies and partners (404) on every route', async () => {
    const current = await view();
    const draft = {
      baseVersion: current.version,
      catalogue: current.catalogue,
      shippingTable: current.shippingTable,
      note: 'x',
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/catalogue' })).statusCode).toBe(401);
    expect((await preview(draft, {})).statusCode).toBe(401);
    for (const [scope, headers] of Object.entries(others)) {
      const codes = [
        (await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers })).statusCode,
        (await preview(draft, headers)).statusCode,
        (await publish(draft, headers)).statusCode,
      ];
      expect({ scope, codes }).toEqual({ scope, codes: [404, 404, 404] });
    }
    expect((await view()).version).toBe(current.version);
  });

  it('shows the version in force, its shipping zones and the history', async () => {
    const current = await view();
    expect(current.version).toBeGreaterThanOrEqual(1);
    expect(current.catalogue.materials.length).toBeGreaterThan(0);
    expect(current.shippingTable.zones.map((z) => z.id)).toEqual(['si', 'neighbours', 'eu']);
    expect(current.versions[0]).toMatchObject({ version: current.version, createdBy: null, note: null });
  });

  it('answers a broken draft with each problem’s path and message key', async () => {
    const { version, catalogue, shippingTable } = await view();
    const broken = structuredClone(catalogue);
    broken.materials[0]!.priceCentsPerM2 = -1;
    broken.materials[1]!.colours = ['no-such-colour'];
    const zones = structuredClone(shippingTable);
    zones.zones[1]!.id = zones.zones[0]!.id;
    const res = await preview({ baseVersion: version, catalogue: broken, shippingTable: zones });
    expect(res.statusCode).toBe(200);
    // The schema's problem first: the cross-references are looked at once the shape is right.
    expect(res.json().issues).toEqual([
      { path: 'materials.0.priceCentsPerM2', key: 'too_small', params: { minimum: 0 } },
      { path: 'shippingTable.zones.1.id', key: 'duplicate_zone' },
    ]);
    broken.materials[0]!.priceCentsPerM2 = 100;
    const refs = (await preview({ baseVersion: version, catalogue: broken, shippingTable })).json();
    expect(refs.issues).toEqual([
      { path: 'materials.1.colours.0', key: 'unknown_colour', params: { id: 'no-such-colour' } },
    ]);
    expect(refs.carts).toEqual([]);
    // Publishing it is refused with the same paths; nothing is stored.
    const refused = await publish({ baseVersion: version, catalogue: broken, shippingTable, note: 'broken' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'materials.1.colours.0': 'unknown_colour' },
    });
    expect((await view()).version).toBe(version);
  });

  it('previews what a draft does to the open carts, checked by hand', async () => {
    const cart = await toCart(ana, 'one-cube.json', 2);
    const [item] = cart.items;
    // One 400 mm cube without a back (the example's settings): top, bottom and two sides.
    expect(item.bom.panelCount).toBe(4);
    const { version, catalogue, shippingTable } = await view();
    const draft = structuredClone(catalogue);
    draft.machining.perPanelCents += 100;
    const res = await preview({ baseVersion: version, catalogue: draft, shippingTable });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.issues).toEqual([]);
    expect(body.diff).toEqual({ tables: {}, settings: { machining: ['perPanelCents'] } });
    // 2 pieces × 4 panels × 1.00 € more = 8.00 € net, 9.76 € with 22 % VAT (a whole number of cents: the VAT rounding does not move).
    expect(body.carts).toEqual([
      expect.objectContaining({
        customer: expect.objectContaining({ email: 'ana@kubik.test' }),
        itemCount: 2,
        nowCents: cart.totals.grossCents,
        draftCents: cart.totals.grossCents + 976,
      }),
    ]);
    expect(body.summary).toEqual({
      carts: 1,
      up: 1,
      down: 0,
      unchanged: 0,
      unpriceable: 0,
      minChangeCents: 976,
      maxChangeCents: 976,
      truncated: false,
    });
    // Nothing was stored: the cart and the version in force are as they were.
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: ana })).json().totals.grossCents).toBe(
      cart.totals.grossCents,
    );
    expect((await view()).version).toBe(version);
  });

  it('publishes a new version in force for new prices, while an order keeps its frozen version and price', async () => {
    // Ana orders what is in her cart under the version in force.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...ana, 'idempotency-key': `catalogue-editor-${Date.now()}` },
      payload: {
        shipping: { method: 'pickup' },
        customer: { name: 'Ana', email: 'ana@kubik.test' },
        billingAddress: address,
        paymentMethod: 'test',
        termsAccepted: true,
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const before = await view();
    const oldQuote = await quote('one-cube.json');
    expect(order.catalogueVersion).toBe(before.version);

    const draft = structuredClone(before.catalogue);
    const chipboard = draft.materials.find((m) => m.id === 'chipboard-18')!;
    chipboard.priceCentsPerM2 += 1000;
    const shipping = structuredClone(before.shippingTable);
    shipping.zones[0]!.baseCents += 500;
    const res = await publish({
      baseVersion: before.version,
      catalogue: draft,
      shippingTable: shipping,
      note: 'Dearer white chipboard, dearer delivery in Slovenia',
    });
    expect(res.statusCode).toBe(201);
    const after = res.json() as View;
    expect(after.version).toBe(before.version + 1);
    expect(after.versions[0]).toMatchObject({
      version: after.version,
      note: 'Dearer white chipboard, dearer delivery in Slovenia',
      createdBy: { email: 'admin@kubik.test' },
    });
    expect(after.shippingTable.zones[0]!.baseCents).toBe(before.shippingTable.zones[0]!.baseCents + 500);

    // New prices: the public catalogue, quotes and shipping use the new version.
    expect((await t.app.inject({ method: 'GET', url: '/api/catalogue' })).json().version).toBe(after.version);
    const newQuote = await quote('one-cube.json');
    expect(newQuote.catalogueVersion).toBe(after.version);
    expect(newQuote.price.goodsCents).toBeGreaterThan(oldQuote.price.goodsCents);
    // A new cart item is priced with it.
    const fresh = await toCart(ana, 'one-cube.json', 1);
    expect(fresh.items[0]).toMatchObject({ unitNetCents: newQuote.price.goodsCents });
    const options = (await t.app.inject({ method: 'GET', url: '/api/cart/shipping?country=SI', headers: ana })).json();
    // Delivery in Slovenia (the cart holds just this piece: the order emptied it) costs 5.00 € more
    // than the old zone would charge for the same parcel.
    const parcel = parcelOf([
      { weightKg: newQuote.bom.totals.weightKg, boardVolumeM3: newQuote.bom.totals.boardVolumeM3, quantity: 1 },
    ]);
    const oldZone = shippingTableSchema.parse(before.shippingTable).zones[0]!;
    expect(options.options.find((o: { method: string }) => o.method === 'delivery').netCents).toBe(
      deliveryCents(oldZone, parcel) + 500,
    );

    // The order is as it was placed.
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: ana })).json();
    expect(again.catalogueVersion).toBe(before.version);
    expect(again.totals).toEqual(order.totals);
    expect(again.lines).toEqual(order.lines);
  });

  it('refuses a draft of a version no longer in force (409), for preview and publish', async () => {
    const current = await view();
    const stale = {
      baseVersion: current.version - 1,
      catalogue: current.catalogue,
      shippingTable: current.shippingTable,
      note: 'late',
    };
    for (const res of [await preview(stale), await publish(stale)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'conflict', version: current.version });
    }
    // A draft that changes nothing is not a new version.
    const same = await publish({ ...stale, baseVersion: current.version });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fields).toEqual({ catalogue: 'no_change' });
    expect((await view()).version).toBe(current.version);
  });

  it('writes an audit row with the version numbers and a compact diff', async () => {
    const current = await view();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=catalogue&id=${catalogueAuditId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      actor: { email: 'admin@kubik.test' },
      entity: 'catalogue',
      action: 'publish',
      before: { version: current.version - 1 },
      after: {
        version: current.version,
        note: 'Dearer white chipboard, dearer delivery in Slovenia',
        diff: {
          tables: {
            materials: { added: [], removed: [], changed: [{ id: 'chipboard-18', fields: ['priceCentsPerM2'] }] },
            shippingZones: { added: [], removed: [], changed: [{ id: 'si', fields: ['baseCents'] }] },
          },
          settings: {},
        },
      },
    });
  });

  it('lets one of two admins publishing from the same version at once win; the other gets 409', async () => {
    const current = await view();
    const dearer = (cents: number) => {
      const draft = structuredClone(current.catalogue);
      draft.machining.perHoleCents += cents;
      return {
        baseVersion: current.version,
        catalogue: draft,
        shippingTable: current.shippingTable,
        note: `holes +${cents}`,
      };
    };
    const answers = await Promise.all([publish(dearer(1)), publish(dearer(2))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = await view();
    expect(after.version).toBe(current.version + 1);
    expect(after.versions.filter((v) => v.note?.startsWith('holes'))).toHaveLength(1);
  });

  it('takes a catalogue body well over the app’s 64 kB default', async () => {
    const current = await view();
    const padded =
      JSON.stringify({
        baseVersion: current.version,
        catalogue: current.catalogue,
        shippingTable: current.shippingTable,
      }) + ' '.repeat(200 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/preview',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: padded,
    });
    expect(res.statusCode).toBe(200);
    const huge =
      JSON.stringify({
        baseVersion: current.version,
        catalogue: current.catalogue,
        shippingTable: current.shippingTable,
      }) + ' '.repeat(1100 * 1024);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/catalogue/preview',
          headers: { ...admin, 'content-type': 'application/json' },
          payload: huge,
        })
      ).statusCode,
    ).toBe(413);
  });
});
