// Orders carry their job (issue 21): an order's job pack is made once from its frozen items, kept,
// and handed out byte for byte — after a catalogue change too, and when two downloads (on one
// server or on two) make the first pack at once. Several orders nest together in a cutting run
// whose cut list names each row's order. Staff only.
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsvLine } from '@kubik/documents/order-cnc';
import { signIn } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createJobPackRepository } from './job-pack-repository.ts';
import { createJobPackService } from './job-packs.ts';
import { orderDocumentSource } from '../../payment-wiring.ts';
// A second job-pack service over the same database, wired as services.ts wires it (the race below).
// eslint-disable-next-line no-restricted-imports
import { createOrderRepository } from '../orders/repository.ts';

const password = 'Kubik-test-2026';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('job packs and cutting runs', () => {
  let t: TestApp;
  const headers: Record<'person' | 'admin', { authorization: string }> = {} as never;
  let personId = '';
  const get = (url: string, who?: keyof typeof headers) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: headers[who] } : {}) });
  const run = (orderIds: string[], who: keyof typeof headers | null = 'admin') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/cutting-runs',
      payload: { orderIds },
      ...(who ? { headers: headers[who] } : {}),
    });
  const rowsOf = (csv: string) => csv.trimEnd().split('\r\n').slice(1).map(parseCsvLine);
  const packRows = async () => (await t.services.database.query('select order_id, sha256 from order_job_packs')).rows;

  beforeAll(async () => {
    t = await createTestApp();
    personId = await t.createUser({ email: 'bor@kubik.test', password });
    await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
    headers.person = await signIn(t, 'bor@kubik.test');
    headers.admin = await signIn(t, 'staff@kubik.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the pack on the first download, keeps it, and hands out the same bytes after a new catalogue', async () => {
    const order = await insertTestOrder(t, {
      userId: personId,
      items: [
        { name: 'Regal 2×2', design: exampleDesign('grid-2x2.json'), quantity: 2 },
        { name: 'Stolp', design: exampleDesign('tower.json'), quantity: 1 },
      ],
    });
    expect((await get(`/api/admin/orders/${order.id}/job-pack`, 'admin')).json()).toEqual({
      made: false,
      making: false,
    });

    const first = await get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/zip');
    expect(first.headers['content-disposition']).toContain(`filename="${order.number}-job-pack.zip"`);
    const bytes = new Uint8Array(first.rawPayload);
    expect(first.headers.etag).toBe(`"${sha256(bytes)}"`);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'cut-list.csv', '01-regal-22/panels/V001.dxf', '02-stolp/cut-list.csv']),
    );
    const info = (await get(`/api/admin/orders/${order.id}/job-pack`, 'admin')).json();
    expect(info).toMatchObject({ made: true, sha256: sha256(bytes), size: bytes.byteLength, catalogueVersion: 1 });
    // The cut list is the pack's own.
    expect((await get(`/api/admin/orders/${order.id}/cut-list.csv`, 'admin')).body).toBe(
      strFromU8(files['cut-list.csv']!),
    );
    // Its labels: one a page in the 100 × 50 layout, as many as the cut list counts pieces for the order.
    const pieces = rowsOf(strFromU8(files['cut-list.csv']!)).reduce((sum, r) => sum + Number(r.at(-3)), 0);
    // By hand: grid-2x2 has 10 boards (× 2 ordered), the tower 18.
    expect(pieces).toBe(2 * 10 + 18);
    expect(strFromU8(files['labels/labels-100x50.pdf']!).match(/\/Type \/Page\b/g)).toHaveLength(pieces);
    expect(strFromU8(files['labels/labels-a4.pdf']!).match(/\/Type \/Page\b/g)).toHaveLength(Math.ceil(pieces / 24));

    // A new catalogue: dearer, and the order's white chipboard renamed and thicker.
    const view = (await get('/api/admin/catalogue', 'admin')).json();
    const draft = structuredClone(view.catalogue);
    const chipboard = draft.materials.find((m: { id: string }) => m.id === 'chipboard-18');
    chipboard.priceCentsPerM2 += 2500;
    chipboard.name = { sl: 'Iverica', en: 'Chipboard', es: 'Aglomerado' };
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/versions',
      headers: headers.admin,
      payload: {
        baseVersion: view.version,
        catalogue: draft,
        shippingTable: view.shippingTable,
        note: 'Dearer chipboard',
      },
    });
    expect(published.statusCode).toBe(201);
    const again = await get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin');
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);

    // Kept, not made again: with the order's catalogue version gone the pack is still there, unchanged
    // (making it now would fail closed: 503 catalogue_invalid).
    await t.services.database.query('update orders set catalogue_version = 999 where id = $1', [order.id]);
    const kept = await get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin');
    expect(kept.statusCode).toBe(200);
    expect(Buffer.compare(kept.rawPayload, first.rawPayload)).toBe(0);
    expect((await get(`/api/admin/orders/${order.id}/job-pack`, 'admin')).json()).toEqual(info);
    expect((await packRows()).filter((r) => r.order_id === order.id)).toEqual([
      { order_id: order.id, sha256: sha256(bytes) },
    ]);
  });

  it('makes one pack when first downloads come at once, on one server and on two', async () => {
    const order = await insertTestOrder(t, { userId: personId });
    const answers = await Promise.all([1, 2, 3].map(() => get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) expect(Buffer.compare(a.rawPayload, answers[0]!.rawPayload)).toBe(0);

    // Two servers (two services, each with its own in-flight packs) make another order's first pack
    // at the same moment: both make one, both hand out the one kept. Each server's making is marked
    // (a second ZIP made later may differ: the nesting search has a time budget), so the test sees which.
    const other = await insertTestOrder(t, { userId: personId });
    let started = 0;
    let bothStarted!: () => void;
    const together = new Promise<void>((resolve) => (bothStarted = resolve));
    const server = (mark: number) =>
      createJobPackService({
        packs: createJobPackRepository(t.services.uow),
        orders: orderDocumentSource(createOrderRepository(t.services.uow)),
        catalogue: t.services.catalogue,
        publicUrl: () => 'http://kubik.test',
        workers: {
          orderDocument: async (task) => {
            if (++started === 2) bothStarted();
            const [bytes] = await Promise.all([t.services.workers.orderDocument(task), together]);
            return new Uint8Array([...bytes, mark]);
          },
        },
      });
    const [a, b] = await Promise.all([server(1).zip(other.id), server(2).zip(other.id)]);
    expect(started).toBe(2);
    expect(Buffer.compare(a.zip, b.zip)).toBe(0);
    const rows = (await packRows()).filter((r) => r.order_id === other.id);
    expect(rows).toEqual([{ order_id: other.id, sha256: a.sha256 }]);
    expect(sha256(a.zip)).toBe(a.sha256);
    expect((await get(`/api/admin/orders/${other.id}/job-pack.zip`, 'admin')).rawPayload.equals(a.zip)).toBe(true);
  });

  it('nests two orders in one cutting run: every piece of both once, each row naming its order', async () => {
    const a = await insertTestOrder(t, {
      userId: personId,
      items: [{ name: 'Regal', design: exampleDesign('grid-2x2.json'), quantity: 2 }],
    });
    const b = await insertTestOrder(t, {
      userId: personId,
      items: [
        { name: 'Stolp', design: exampleDesign('tower.json'), quantity: 1 },
        { name: 'Kocka', design: exampleDesign('one-cube.json'), quantity: 3 },
      ],
    });
    const res = await run([b.id, a.id]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toContain(`Kubik cutting run: ${a.number}, ${b.number}`);
    const runRows = rowsOf(strFromU8(files['cut-list.csv']!));

    for (const order of [a, b]) {
      // The order's rows in the run are its job pack's cut list, row for row, with its number and each piece's name on the plans.
      const own = rowsOf((await get(`/api/admin/orders/${order.id}/cut-list.csv`, 'admin')).body);
      const mine = runRows.filter((r) => r[1] === order.number);
      expect(mine.map((r) => r.slice(2))).toEqual(own);
      for (const r of mine) expect(r[0]).toBe(`${order.number}/${r[2]}/${r[4]}`);
    }
    expect(runRows).toHaveLength(runRows.filter((r) => r[1] === a.number || r[1] === b.number).length);

    // The plans place each piece as many times as the cut list counts it (each labelled `<piece> n/q`).
    const counted = new Map<string, number>();
    for (const r of runRows) counted.set(r[0]!, (counted.get(r[0]!) ?? 0) + Number(r.at(-3)));
    const drawn = new Map<string, number>();
    const svgs = Object.keys(files).filter((n) => n.startsWith('cutting-plan/') && n.endsWith('.svg'));
    for (const name of svgs) {
      for (const m of strFromU8(files[name]!).matchAll(/>(K-\d{4}-\d{5}\/\d+\/[A-Z]+\d+) \d+\/\d+</g))
        drawn.set(m[1]!, (drawn.get(m[1]!) ?? 0) + 1);
    }
    expect(drawn).toEqual(counted);
    // Boards of both orders share a sheet.
    expect(
      svgs.some((n) => {
        const text = strFromU8(files[n]!);
        return text.includes(`>${a.number}/`) && text.includes(`>${b.number}/`);
      }),
    ).toBe(true);
  });

  it('surfaces a design that does not validate: no pack kept, the run names the order', async () => {
    const good = await insertTestOrder(t, { userId: personId });
    // A frozen design the catalogue's validation refuses outright (here: not a design document).
    const bad = await insertTestOrder(t, {
      userId: personId,
      items: [{ name: 'Pokvarjena', design: { schemaVersion: 1, name: 'x', elements: 'none' }, quantity: 1 }],
    });
    const res = await get(`/api/admin/orders/${bad.id}/job-pack.zip`, 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_design');
    expect((await get(`/api/admin/orders/${bad.id}/job-pack`, 'admin')).json()).toEqual({ made: false, making: false });
    const refused = await run([good.id, bad.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'invalid_design', order: bad.number });
  });

  it('is for staff only', async () => {
    const order = await insertTestOrder(t, { userId: personId });
    for (const url of [
      `/api/admin/orders/${order.id}/job-pack`,
      `/api/admin/orders/${order.id}/job-pack.zip`,
      `/api/admin/orders/${order.id}/cut-list.csv`,
    ]) {
      expect((await get(url, 'person')).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await run([order.id], 'person')).statusCode).toBe(404);
    expect((await run([order.id], null)).statusCode).toBe(401);
    // Nothing was made by any of it.
    expect((await packRows()).some((r) => r.order_id === order.id)).toBe(false);
    expect((await get(`/api/admin/orders/${crypto.randomUUID()}/job-pack.zip`, 'admin')).statusCode).toBe(404);
    expect((await run([order.id, crypto.randomUUID()])).statusCode).toBe(404);
    expect((await run([])).statusCode).toBe(400);
  });
});
