import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));

describe('design endpoints', () => {
  let t: TestApp;
  let adminToken: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser({ email: 'admin@kubik.test', password: 'Kubik-test-2026', scopes: ['customer', 'admin'] });
    await t.createUser({ email: 'ana@kubik.test', password: 'Kubik-test-2026' });
    const login = async (email: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'Kubik-test-2026' } })).json().access_token as string;
    adminToken = await login('admin@kubik.test');
    customerToken = await login('ana@kubik.test');
  });
  afterAll(() => t.close());

  const quote = (design: unknown) => t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: { design } });

  it('serves the seeded catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue' });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect(res.json().catalogue).toEqual(JSON.parse(JSON.stringify(defaultCatalogue)));
  });

  it('serves the design document as JSON Schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/design.json' });
    expect(res.statusCode).toBe(200);
    const schema = res.json();
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(expect.arrayContaining(['schemaVersion', 'elements']));
  });

  it('quotes a design with the BOM and a price in integer cents, VAT 22 %', async () => {
    const res = await quote(example('grid-2x2.json'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.catalogueVersion).toBe(1);
    expect(body.bom.parts.length).toBeGreaterThan(0);
    const { netCents, vatCents, grossCents, currency } = body.price;
    expect(currency).toBe('EUR');
    expect(Number.isInteger(netCents)).toBe(true);
    expect(vatCents).toBe(Math.round(netCents * 0.22));
    expect(grossCents).toBe(netCents + vatCents);
  });

  it('answers a floating cube with a finding at that cube, not orderable', async () => {
    const body = (await quote(example('invalid-floating-cube.json'))).json();
    expect(body.orderable).toBe(false);
    const floating = body.findings.find((f: { severity: string; elementIds: string[] }) => f.severity === 'error');
    expect(floating.elementIds.length).toBeGreaterThan(0);
    expect(floating.message).toEqual({ sl: expect.any(String), en: expect.any(String), es: expect.any(String) });
  });

  it('answers findings, not an error status, for JSON that is not a design', async () => {
    for (const design of [42, 'x', [], { schemaVersion: 1, elements: [{ id: 'a', kind: 'spaceship' }] }]) {
      const res = await quote(design);
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().findings.length).toBeGreaterThan(0);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/designs/quote', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(['design']);
  });

  it('quotes the 2,000-cube example within the body limit', async () => {
    const res = await quote(example('stress-2000-cubes.json'));
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(true);
  });

  it('lets only admins replace the catalogue, as a new version used by the next quote', async () => {
    const edited = structuredClone(defaultCatalogue) as { materials: { pricePerM2Cents?: number }[] } & Record<string, unknown>;
    const before = (await quote(example('one-cube.json'))).json().price.netCents;
    const raise = JSON.parse(JSON.stringify(edited, (key, value) => (typeof value === 'number' && /price|cents/i.test(key) ? value * 2 : value)));

    expect((await t.app.inject({ method: 'PUT', url: '/api/catalogue', payload: raise })).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ method: 'PUT', url: '/api/catalogue', payload: raise, headers: { authorization: `Bearer ${customerToken}` } });
    expect(asCustomer.statusCode).toBe(404);

    const bad = await t.app.inject({ method: 'PUT', url: '/api/catalogue', payload: { materials: 'none' }, headers: { authorization: `Bearer ${adminToken}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toBeDefined();

    const res = await t.app.inject({ method: 'PUT', url: '/api/catalogue', payload: raise, headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
    const after = (await quote(example('one-cube.json'))).json();
    expect(after.catalogueVersion).toBe(2);
    expect(after.price.netCents).toBeGreaterThan(before);
  });
});
