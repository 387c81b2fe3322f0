// Companies get what the sign-up promises (issue 20 §4): bank transfer with a proforma only when
// this shop offers it (BANK_IBAN and BANK_BIC set). Without a bank account checkout refuses a
// transfer even to a company (it used to accept the order, and paying it then failed), the payment
// config says nothing is offered, and the start-up log says how to turn it on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { configurationNotices } from '../../notices.ts';
import { aUser } from '../../testing/factory.ts';
import { exampleDesign } from '../../testing/orders.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const address = { street: 'Dunajska 5', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
const bank = { BANK_IBAN: 'SI56 1910 0000 0123 438', BANK_BIC: 'DNBKSI2X' };

async function companyBuyer(t: TestApp) {
  const email = 'nabava@mizarstvo.test';
  const { headers } = await aUser(t, {
    email,
    password,
    name: 'Mizarstvo d.o.o.',
    scopes: ['customer', 'company'],
    confirmed: true,
  });
  const project = (
    await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers,
      payload: { name: 'Regal', design: exampleDesign('grid-2x2.json') },
    })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers,
    payload: { projectId: project.id, quantity: 1, asNewItem: false },
  });
  const place = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, 'idempotency-key': 'company-order-1' },
      payload: {
        shipping: { method: 'pickup' },
        customer: { name: 'Nabava', email, company: { companyName: 'Mizarstvo d.o.o.', vatId: 'SI12345679' } },
        billingAddress: address,
        paymentMethod: 'bank_transfer',
        termsAccepted: true,
      },
    });
  return { headers, place };
}

describe.each([
  { offered: false, env: {} },
  { offered: true, env: bank },
])('a company customer, bank transfer offered: $offered', ({ offered, env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('is promised and offered a proforma only when the shop has a bank account', async () => {
    const buyer = await companyBuyer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toMatchObject({
      bankTransfer: false,
      bankTransferOffered: offered,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments/config', headers: buyer.headers })).json(),
    ).toMatchObject({ bankTransfer: offered, bankTransferOffered: offered });
    const placed = await buyer.place();
    if (offered) {
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().paymentMethod).toBe('bank_transfer');
    } else {
      expect(placed.statusCode).toBe(400);
      expect(placed.json().error.code).toBe('payment_method_unavailable');
      // Nothing was placed: the cart still holds the design.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.headers })).json().items,
      ).toHaveLength(1);
    }
  });
});

describe('start-up notices', () => {
  it('say how to offer bank transfer and real card payments on a fresh install, and nothing once both are set', () => {
    const fresh = configurationNotices(loadConfig({}));
    expect(fresh.map((n) => n.feature)).toEqual(['bank_transfer', 'card_payments']);
    expect(fresh[0]!.message).toContain('BANK_IBAN and BANK_BIC');
    expect(
      configurationNotices({
        bank: loadConfig(bank).bank,
        stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } as never,
      }),
    ).toEqual([]);
  });
});
