// Issue 22: a guest's design lives only in their browser; "Send to my e-mail" (the More menu) mails
// them a link, and the link opens exactly that design on any device as a new draft — the draft
// that browser had is kept among its drafts, not lost. Desktop and a 390 × 844 phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cubes, design, openConfigurator, prepare, seedDraft } from './configurator-support.ts';
import { mails, mailTo, unique } from './support/mailbox.ts';
import { e2eUsers } from './support/users.ts';
import { signIn } from './support/web-helpers.ts';

/** This page's localStorage entry, parsed (in the page). */
const stored = <T>(page: Page, key: string) =>
  page.evaluate(
    (k) =>
      JSON.parse(
        (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(k) ??
          'null',
      ) as unknown,
    key,
  ) as Promise<T | null>;

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Three cubes in a row: what the guest designed. */
const threeInARow = (name: string) => ({
  schemaVersion: 1,
  name,
  settings: {},
  elements: [0, 1, 2].map((i) => ({
    id: `c${i}`,
    kind: 'cube',
    position: { x: i * 400, y: 0, z: 0 },
    size: { width: 400, height: 400, depth: 400 },
  })),
});
const alreadyThere = {
  schemaVersion: 1,
  name: 'Already on this device',
  settings: {},
  elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }],
};

async function contextFor(browser: Browser, baseURL: string, screen: (typeof screens)[number], draft: unknown) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    ...(screen.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  await prepare(context, baseURL);
  await seedDraft(context, draft);
  return context;
}

for (const screen of screens) {
  test(`${screen.name}: a guest mails the design to themselves and the link opens it elsewhere as a new draft`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const name = `Hallway shelf ${screen.name} ${Date.now()}`;
    const email = unique(`mailed-${screen.name}`);

    // The guest's browser.
    const guest = await contextFor(browser, baseURL!, screen, threeInARow(name));
    const page = await guest.newPage();
    await openConfigurator(page);
    expect(await cubes(page)).toHaveLength(3);
    // The price bar's figure, which the mail must repeat.
    await expect(page.getByTestId('price')).toHaveText(/\d/);
    const barPrice = (await page.getByTestId('price').innerText()).trim();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Send to my e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this design to your e-mail' });
    await expect(dialog).toBeVisible();
    const address = dialog.getByLabel('E-mail address');
    await expect(address).toHaveValue('');
    // A typo is caught with a clear message, and nothing is sent.
    await address.fill('name-at-example');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeVisible();
    await address.fill(email);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`Sent to ${email}; the link works for 90 days.`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    // Sending changed nothing here.
    expect((await design(page)).name).toBe(name);

    const mail = await mailTo(request, email, 'mailed_design');
    expect(mail.subject).toBe('Your design from Kubik');
    expect(mail.text).toContain(`Design: ${name}`);
    expect(mail.text).toContain('Cubes: 3');
    expect(mail.text).toContain(`Price: ${barPrice} incl. VAT, plus delivery`);
    const link = /\/configurator\?mailed=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    await guest.close();

    // Another device, with a design of its own in hand.
    const other = await contextFor(browser, baseURL!, screen, alreadyThere);
    const elsewhere = await other.newPage();
    await openConfigurator(elsewhere, link);
    await expect(elsewhere).toHaveURL(/\/configurator$/);
    await expect.poll(async () => (await design(elsewhere)).name).toBe(name);
    expect(await cubes(elsewhere)).toHaveLength(3);
    await expect(elsewhere.getByText('Your previous design is kept', { exact: false })).toBeVisible();
    // The draft this device had is among its drafts.
    const archived = (await stored<{ design: { name: string } }[]>(elsewhere, 'kubik.configurator.drafts')) ?? [];
    expect(archived.map((d) => d.design.name)).toContain('Already on this device');
    await other.close();
  });
}

test('a link that does not exist (or expired) says so', async ({ browser, baseURL }) => {
  const context = await contextFor(browser, baseURL!, screens[0], alreadyThere);
  const page = await context.newPage();
  await page.goto('/configurator?mailed=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('heading', { name: 'This link has expired or does not exist. Links in e-mails work for 90 days.' }),
  ).toBeVisible();
  // What this browser had is untouched.
  expect((await stored<{ design: { name: string } }>(page, 'kubik.configurator.draft'))?.design.name).toBe(
    'Already on this device',
  );
  await context.close();
});

test('a signed-in user finds their own address filled in', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext();
  await prepare(context, baseURL!);
  const page = await context.newPage();
  await signIn(page, e2eUsers.ana);
  await openConfigurator(page);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Send to my e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this design to your e-mail' });
  await expect(dialog.getByLabel('E-mail address')).toHaveValue(e2eUsers.ana.email);
  const before = (await mails(request, 'mailed_design', e2eUsers.ana.email)).length;
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Sent to ${e2eUsers.ana.email}; the link works for 90 days.`);
  await expect.poll(async () => (await mails(request, 'mailed_design', e2eUsers.ana.email)).length).toBe(before + 1);
  // A design not named yet is "Untitled design" in the mail.
  expect((await mails(request, 'mailed_design', e2eUsers.ana.email))[0]!.text).toContain('Design: Untitled design');
  await context.close();
});
