// The test data factory: the one way a server test makes its users (of every role, signed in, with
// their bearer headers), partners and their users, projects, carts, orders and inquiries. Everything
// goes through the app's HTTP API or a module's public service, as a real client or the composition
// root would — not through another module's repository (joinPartner is the one exception, said
// there) — so a test's setup breaks where the product breaks, not where a table changed. (An order
// frozen as checkout left it, without a cart, is testing/orders.ts; raw rows no public view shows
// are testing/rows.ts.) README.md beside this file lists it all.
import type { Locale } from '@kubik/contract/locale';
import { expect } from 'vitest';
import { createPartnerRepository } from '../modules/partners/repository.ts';
import { exampleDesign } from './orders.ts';
import { testPassword } from './roles.ts';
import type { TestApp } from './test-app.ts';

export type AuthHeaders = { authorization: string };
export type Account = { id: string; email: string; headers: AuthHeaders };

/** Signs `email` in (POST /api/users/login) and answers the access token of the new session. */
export async function accessToken(t: Pick<TestApp, 'app'>, email: string, password = testPassword): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  expect(res.statusCode, `sign-in of ${email}: ${res.body}`).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

/** Signs `email` in and answers the bearer header of the new session. */
export async function signIn(t: Pick<TestApp, 'app'>, email: string, password = testPassword): Promise<AuthHeaders> {
  return { authorization: `Bearer ${await accessToken(t, email, password)}` };
}

export type UserSpec = {
  email: string;
  /** 'Test User' unless given. */
  name?: string;
  /** ['customer'] unless given; an admin is ['customer', 'admin'], a company ['customer', 'company']. */
  scopes?: string[];
  password?: string;
  /** The address confirmed (as after the confirmation link). */
  confirmed?: boolean;
  locale?: Locale;
  /** Sign the user in (default): `headers` is empty when false. */
  signIn?: boolean;
};

/** A user (the users module's service, as test-app's createUser), their address confirmed and locale set if asked, signed in. */
export async function aUser(t: TestApp, spec: UserSpec): Promise<Account> {
  const password = spec.password ?? testPassword;
  const id = await t.createUser({ email: spec.email, password, name: spec.name, scopes: spec.scopes });
  if (spec.confirmed || spec.locale)
    await t.services.users.update(id, {
      ...(spec.locale ? { locale: spec.locale } : {}),
      ...(spec.confirmed ? { emailConfirmedAt: new Date() } : {}),
    });
  return {
    id,
    email: spec.email,
    headers: spec.signIn === false ? ({} as AuthHeaders) : await signIn(t, spec.email, password),
  };
}

/**
 * Several users at once, made and signed in one after another in the order given: `who` names each
 * (its address is `<who in lower case>@kubik.test` and its name `<who> Novak` unless given), the
 * value is its scopes or a whole spec. Answers their ids and headers by name.
 */
export async function signedIn<W extends string>(
  t: TestApp,
  accounts: Record<W, string[] | (Omit<UserSpec, 'email'> & { email?: string })>,
  defaults: Omit<UserSpec, 'email' | 'scopes' | 'name'> = {},
): Promise<{ ids: Record<W, string>; headers: Record<W, AuthHeaders>; emails: Record<W, string> }> {
  const ids = {} as Record<W, string>;
  const headers = {} as Record<W, AuthHeaders>;
  const emails = {} as Record<W, string>;
  for (const who of Object.keys(accounts) as W[]) {
    const given = accounts[who];
    const spec = Array.isArray(given) ? { scopes: given } : given;
    const account = await aUser(t, {
      ...defaults,
      name: `${who} Novak`,
      email: `${who.toLowerCase()}@kubik.test`,
      ...spec,
    });
    ids[who] = account.id;
    headers[who] = account.headers;
    emails[who] = account.email;
  }
  return { ids, headers, emails };
}

export type PartnerSpec = {
  name: string;
  contactEmail: string;
  contactPhone?: string;
  region?: string;
  discountBp?: number;
};

/** A partner, made by an admin (POST /api/admin/partners): its id. */
export async function aPartner(t: Pick<TestApp, 'app'>, admin: AuthHeaders, spec: PartnerSpec): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/partners', headers: admin, payload: spec });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

export type PartnerUserSpec = {
  email: string;
  name: string;
  /** A partner-admin (scope and membership flag). */
  isAdmin?: boolean;
  locale?: Locale;
  password?: string;
  /** Scopes beyond the invitation's (`partner`, `partner-admin`), e.g. ['customer'] (the users module's service). */
  alsoScopes?: string[];
};

/**
 * A partner's user as the product makes one: an admin invites them (POST /api/admin/partners/:id/users,
 * a new account and an invitation mail), they set their password with the mail's link
 * (POST /api/auth/reset-password, which confirms the address), and sign in. The invitation leaves
 * its mail (kind `partner_invite`) and an audit row (`invite_user` of the partner).
 */
export async function aPartnerUser(
  t: TestApp,
  admin: AuthHeaders,
  partnerId: string,
  spec: PartnerUserSpec,
): Promise<Account> {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/admin/partners/${partnerId}/users`,
    headers: admin,
    payload: { email: spec.email, name: spec.name, isAdmin: spec.isAdmin ?? false, locale: spec.locale ?? 'sl' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const id = (invited.json() as { users: { id: string; email: string }[] }).users.find(
    (u) => u.email === spec.email.toLowerCase(),
  )!.id;
  const mail = (await t.services.mail.allTo(spec.email)).find((m) => m.kind === 'partner_invite');
  const token = /[?&]token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `the invitation mail to ${spec.email}`).toBeDefined();
  const password = spec.password ?? testPassword;
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: decodeURIComponent(token!), password },
  });
  expect(reset.statusCode, reset.body).toBe(204);
  if (spec.alsoScopes?.length) {
    const user = (await t.services.users.findById(id))!;
    await t.services.users.update(id, { scopes: [...new Set([...spec.alsoScopes, ...user.scopes])] });
  }
  return { id, email: spec.email, headers: await signIn(t, spec.email, password) };
}

/**
 * Makes an existing user a member of a partner without the invitation (no mail, no audit row): for
 * tests that count a partner user's mails or made the user with scopes of its own. Nothing in the
 * product does this, so it writes the membership row itself — the one place setup does.
 */
export async function joinPartner(
  t: Pick<TestApp, 'services'>,
  userId: string,
  partnerId: string,
  isAdmin = false,
): Promise<void> {
  await createPartnerRepository(t.services.uow).addMember({ userId, partnerId, isAdmin });
}

/** Marks a partner's user as its partner-admin (PUT /api/admin/partners/:id/users/:userId: the scope and the membership's flag). */
export async function makePartnerAdmin(
  t: Pick<TestApp, 'app'>,
  admin: AuthHeaders,
  partnerId: string,
  userId: string,
): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/partners/${partnerId}/users/${userId}`,
    headers: admin,
    payload: { isAdmin: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Gives a customer to a partner (POST /api/admin/users/:id/partner). */
export async function assignToPartner(
  t: Pick<TestApp, 'app'>,
  admin: AuthHeaders,
  customerId: string,
  partnerId: string,
): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${customerId}/partner`,
    headers: admin,
    payload: { partnerId },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A project of the signed-in user (POST /api/projects): `design` is a design or the name of a file in examples/ ('grid-2x2.json' unless given). */
export async function aProject(
  t: Pick<TestApp, 'app'>,
  owner: AuthHeaders,
  spec: { name: string; design?: unknown },
): Promise<string> {
  const design =
    typeof spec.design === 'string' || spec.design === undefined
      ? exampleDesign((spec.design as string | undefined) ?? 'grid-2x2.json')
      : spec.design;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: owner,
    payload: { name: spec.name, design },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** Puts projects in the signed-in user's cart (POST /api/cart/items), each as a line of its own unless `asNewItem` is false. */
export async function aCart(
  t: Pick<TestApp, 'app'>,
  owner: AuthHeaders,
  items: { projectId: string; quantity?: number; asNewItem?: boolean }[],
): Promise<void> {
  for (const item of items) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: owner,
      payload: { projectId: item.projectId, quantity: item.quantity ?? 1, asNewItem: item.asNewItem ?? true },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

const home = { street: 'Čopova ulica 3', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
let orderKeys = 0;

/**
 * Places the signed-in user's cart as an order (POST /api/orders, as checkout's last step): picked
 * up, paid with the test provider unless `order` says otherwise. Answers the order as the API shows it.
 */
export async function anOrder(
  t: Pick<TestApp, 'app'>,
  owner: AuthHeaders,
  order: Record<string, unknown> = {},
): Promise<{ id: string; number: string; grossCents: number } & Record<string, unknown>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...owner, 'idempotency-key': `factory-order-${process.pid}-${++orderKeys}` },
    payload: {
      shipping: { method: 'pickup' },
      customer: { name: 'Ana Novak', email: 'ana@kubik.test' },
      billingAddress: home,
      paymentMethod: 'test',
      termsAccepted: true,
      ...order,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An inquiry of the signed-in customer about their projects (POST /api/inquiries), as the API shows it. */
export async function anInquiry(
  t: Pick<TestApp, 'app'>,
  customer: AuthHeaders,
  spec: { projectIds: string[]; message?: string },
): Promise<{ id: string; seqId: string; items: { id: string }[] } & Record<string, unknown>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: customer,
    payload: { projectIds: spec.projectIds, message: spec.message ?? '' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
