// Checkout takes the customer as the sign-in check found them (the session cache, kept by NOTIFY on
// PostgreSQL): an address confirmed on another server a moment ago must not be refused there
// before its news arrives — a refusal reads the customer afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCart, anOrder, aProject, signIn } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';

describe.runIf(process.env.KUBIK_TEST_DB === 'pg')('an order on a server that hears of a change late', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { sameDatabaseAs: a, notifyDelayMs: 5_000 });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('is placed for an address confirmed on the other server a moment before', async () => {
    const id = await a.createUser({ email: 'late@kubik.test', password });
    const headers = await signIn(b, 'late@kubik.test');
    const me = () => b.app.inject({ method: 'GET', url: '/api/users/me', headers });
    // B's cache holds the customer unconfirmed.
    expect((await me()).json().emailConfirmed).toBe(false);
    await aCart(b, headers, [{ projectId: await aProject(b, headers, { name: 'Polica' }) }]);
    await a.services.users.update(id, { emailConfirmedAt: new Date() });
    // B has not heard yet (its cache still says unconfirmed), and orders all the same.
    expect((await me()).json().emailConfirmed).toBe(false);
    expect((await anOrder(b, headers)).number).toMatch(/^K-\d{4}-\d{5}$/);
  });
});
