import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const password = 'Kubik-test-2026';

describe('cart', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let bor: Record<string, string>;
  let adminId: string;
  let anaId: string;
  beforeAll(async () => {
    t = await createTestApp();
    anaId = await t.createUser({ email: 'ana@kubik.test', password });
    await t.createUser({ email: 'bor@kubik.test', password });
    adminId = await t.createUser({ email: 'admin@kubik.test', password, scopes: ['admin'] });
    ana = await signIn(t, 'ana@kubik.test');
    bor = await signIn(t, 'bor@kubik.test');
  });
  afterAll(() => t.close());

  const save = async (headers: Record<string, string>, name: string, design: string) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: { name, design: example(design) } })
    ).json() as { id: string };
  const getCart = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers })).json();
  const add = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload });
  const quote = async (design: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design: example(design) } })).json();

  it('adds a snapshot of a project priced by the server, with its BOM summary, and counts pieces', async () => {
    expect((await getCart(ana)).items).toEqual([]);
    const project = await save(ana, 'Regal', 'grid-2x2.json');
    const res = await add(ana, { projectId: project.id, quantity: 2 });
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    const q = await quote('grid-2x2.json');
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(res.headers.location).toBe(`/api/cart/items/${item.id}`);
    expect(item).toMatchObject({
      projectId: project.id,
      name: 'Regal',
      quantity: 2,
      unitNetCents: q.price.goodsCents,
      vatRateBp: q.price.vatRateBp,
      orderable: true,
      priceChange: null,
      projectChanged: false,
    });
    expect(item.bom).toMatchObject({
      cubeCount: 4,
      panelCount: q.bom.totals.panelCount,
      weightKg: q.bom.totals.weightKg,
    });
    expect(item.lineNetCents).toBe(2 * q.price.goodsCents);
    expect(item.lineGrossCents).toBe(item.lineNetCents + item.lineVatCents);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/count', headers: ana })).json()).toEqual({
      itemCount: 2,
      discountBp: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/cart/count', headers: bor })).json()).toEqual({
      itemCount: 0,
      discountBp: 0,
    });
    expect(cart.totals).toMatchObject({
      itemCount: 2,
      goodsCents: 2 * q.price.goodsCents,
      discountCents: 0,
      grossCents: item.lineGrossCents,
    });
    // The snapshot is the server's: what the browser sends besides the project id is not taken.
    const tampered = await add(ana, { projectId: project.id, quantity: 1, asNewItem: true, unitNetCents: 1 });
    expect(tampered.statusCode).toBe(201);
    expect(tampered.json().items[1].unitNetCents).toBe(q.price.goodsCents);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${tampered.json().items[1].id}`, headers: ana });
  });

  it('answers 409 already_in_cart with the item, then updates it to the current design or adds a copy', async () => {
    const project = await save(ana, 'Dvojni', 'one-cube.json');
    const first = (await add(ana, { projectId: project.id })).json();
    const itemId = first.items.find((i: { projectId: string }) => i.projectId === project.id).id;
    const again = await add(ana, { projectId: project.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'already_in_cart', itemId });
    expect(again.json().error.message).toBe('Ta načrt je že v košarici.');

    // The project changes: the cart says so, and "update" takes the new design and price.
    await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      headers: ana,
      payload: { design: example('bookshelf-5-wide.json'), name: 'Petka' },
    });
    const stale = (await getCart(ana)).items.find((i: { id: string }) => i.id === itemId);
    expect(stale).toMatchObject({ projectChanged: true, name: 'Dvojni' });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${itemId}`,
      headers: ana,
      payload: { refreshFromProject: true },
    });
    expect(updated.statusCode).toBe(200);
    const fresh = updated.json().items.find((i: { id: string }) => i.id === itemId);
    expect(fresh).toMatchObject({
      projectChanged: false,
      name: 'Petka',
      unitNetCents: (await quote('bookshelf-5-wide.json')).price.goodsCents,
    });
    expect(fresh.bom.cubeCount).toBe(5);

    const copy = await add(ana, { projectId: project.id, asNewItem: true });
    expect(copy.statusCode).toBe(201);
    expect(copy.json().items.filter((i: { projectId: string }) => i.projectId === project.id)).toHaveLength(2);
  });

  it('a double-clicked "add to cart" adds the project once', async () => {
    const project = await save(bor, 'Dvoklik', 'one-cube.json');
    const answers = await Promise.all([
      add(bor, { projectId: project.id }),
      add(bor, { projectId: project.id }),
      add(bor, { projectId: project.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await getCart(bor)).items.filter((i: { projectId: string }) => i.projectId === project.id)).toHaveLength(1);
    const [item] = (await getCart(bor)).items;
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, headers: bor });
  });

  it('changes quantities within 1..99 and removes items; bad input changes nothing', async () => {
    const cart = await getCart(ana);
    const [item] = cart.items;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/cart/items/${item.id}`,
          headers: ana,
          payload: { quantity: 100 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/cart/items/${item.id}`, headers: ana, payload: {} })).statusCode,
    ).toBe(400);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${item.id}`,
      headers: ana,
      payload: { quantity: 5 },
    });
    expect(set.json().items[0].quantity).toBe(5);
    expect(set.json().totals.itemCount).toBe(cart.totals.itemCount + 3);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, headers: ana });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, headers: ana })).statusCode).toBe(
      404,
    );
  });

  it("nobody sees or changes another's cart, or adds another's project", async () => {
    const anaCart = await getCart(ana);
    const [item] = anaCart.items;
    expect((await getCart(bor)).items).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { quantity: 3 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/cart/items/${item.id}`,
        headers: bor,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await add(bor, { projectId: anaCart.items[0].projectId })).statusCode).toBe(404);
    expect((await getCart(ana)).items).toEqual(anaCart.items);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });

  it('re-prices on a new catalogue and reports the change until the customer has seen it', async () => {
    const before = await getCart(ana);
    const { catalogue } = await t.services.catalogue.current();
    const dearer = {
      ...catalogue,
      materials: catalogue.materials.map((m) => ({ ...m, priceCentsPerM2: m.priceCentsPerM2 * 2 })),
    };
    const inForce = await t.services.catalogue.replace(dearer, adminId);
    const after = await getCart(ana);
    for (const [i, item] of after.items.entries()) {
      const old = before.items[i];
      expect(item.catalogueVersion).toBe(inForce.version);
      expect(item.unitNetCents).toBeGreaterThan(old.unitNetCents);
      expect(item.priceChange).toEqual({
        previousUnitNetCents: old.unitNetCents,
        previousUnitGrossCents: old.unitGrossCents,
      });
    }
    expect(after.totals.grossCents).toBeGreaterThan(before.totals.grossCents);
    // Still reported on the next read; gone once acknowledged.
    expect((await getCart(ana)).items[0].priceChange).not.toBeNull();
    const seen = await t.app.inject({ method: 'DELETE', url: '/api/cart/price-changes', headers: ana });
    expect(seen.json().items.every((i: { priceChange: unknown }) => i.priceChange === null)).toBe(true);
    expect((await getCart(ana)).items[0].unitNetCents).toBe(after.items[0].unitNetCents);
  });

  it('offers pickup and delivery by zone with weight, price and delivery weeks; no zone, no delivery', async () => {
    const si = await t.app.inject({ method: 'GET', url: '/api/cart/shipping?country=si', headers: ana });
    expect(si.statusCode).toBe(200);
    const { options } = si.json();
    expect(options.map((o: { method: string }) => o.method)).toEqual(['pickup', 'delivery']);
    const [pickup, delivery] = options;
    expect(pickup).toMatchObject({ netCents: 0, zoneId: null });
    expect(delivery.zoneId).toBe('si');
    expect(delivery.netCents).toBeGreaterThan(1500);
    expect(delivery.grossCents).toBe(Math.round(delivery.netCents * 1.22));
    expect(delivery.chargeableKg).toBeGreaterThan(0);
    expect(delivery.estimate.weeks.from).toMatch(/^\d{4}-W\d{2}$/);
    expect(delivery.estimate.latest >= pickup.estimate.latest).toBe(true);
    const us = (await t.app.inject({ method: 'GET', url: '/api/cart/shipping?country=US', headers: ana })).json();
    expect(us.options.map((o: { method: string }) => o.method)).toEqual(['pickup']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/cart/shipping?country=Slovenia',
      headers: { ...ana, 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.country).toMatch(/two-letter/);
  });

  it('checkout reuses a price taken before its lock only for the same design under the same catalogue', async () => {
    const { cart } = t.services;
    const underLock = (before: Parameters<typeof cart.priceAfresh>[1]) =>
      t.services.uow.withTransaction(async () => {
        const { items } = await cart.lockForCheckout(anaId);
        return { items, fresh: await cart.priceAfresh(items, before) };
      });
    const before = await cart.priceBeforeLock(anaId);
    const same = await underLock(before);
    for (const item of same.items) expect(same.fresh.get(item.id)).toBe(before.get(item.id)!.priced);
    // A new catalogue between the two: quoted again.
    const { catalogue } = await t.services.catalogue.current();
    await t.services.catalogue.replace(
      { ...catalogue, materials: catalogue.materials.map((m) => ({ ...m, priceCentsPerM2: m.priceCentsPerM2 + 100 })) },
      adminId,
    );
    const changed = await underLock(before);
    for (const item of changed.items) {
      expect(changed.fresh.get(item.id)!.unitNetCents).toBeGreaterThan(before.get(item.id)!.priced!.unitNetCents);
    }
  });
});
