// Orders carry their job (issue 21): a customer places and pays an order; the admin's order page says
// its job pack is not made yet, makes it on the first download, then shows when, with which catalogue
// version and its SHA-256 — and the second download is the same file. On the orders list the admin
// ticks the order and downloads a cutting run whose cut list names the order.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { prepare } from './configurator-support.ts';
import { adminOnOrder, placePaidOrder } from './shop-support.ts';
import { expectNoSeriousViolations } from './support/mailbox.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

const bytesOf = async (download: Download) => readFileSync((await download.path())!);

test("the admin downloads an order's job pack, the same file twice, and a cutting run naming the order", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { number, orderId } = await placePaidOrder(page, request, 'Jan Rezalnik');

  const { adminContext, admin } = await adminOnOrder(browser, baseURL!, { orderId, number });
  const panel = admin.getByTestId('job-pack');
  await expect(panel.getByRole('heading', { name: 'Job pack' })).toBeVisible();
  await expect(panel).toContainText('Not made yet.');

  const [first] = await Promise.all([
    admin.waitForEvent('download'),
    panel.getByRole('button', { name: 'Job pack (ZIP)' }).click(),
  ]);
  expect(first.suggestedFilename()).toBe(`${number}-job-pack.zip`);
  const bytes = await bytesOf(first);
  const hash = createHash('sha256').update(bytes).digest('hex');
  expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toEqual(expect.arrayContaining(['README.txt', 'cut-list.csv']));
  // Made now: the page says when, with the order's catalogue version and the file's SHA-256.
  const made = panel.getByTestId('job-pack-made');
  await expect(made).toContainText('with catalogue version');
  await expect(made).toContainText(`SHA-256 ${hash.slice(0, 16)}`);
  await expect(made).toContainText('Kept: every download is this same file');
  const [second] = await Promise.all([
    admin.waitForEvent('download'),
    panel.getByRole('button', { name: 'Job pack (ZIP)' }).click(),
  ]);
  expect((await bytesOf(second)).equals(bytes)).toBe(true);
  await expectNoSeriousViolations(admin, 'the job pack panel');

  // The orders list: tick the order, make a cutting run of it.
  await admin.goto(`/dashboard/admin/orders?q=${number}`);
  await admin.getByRole('checkbox', { name: `Select order ${number} for a cutting run` }).check();
  await expect(admin.getByText(`Selected for a cutting run: ${number}`)).toBeVisible();
  const [run] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Cutting run (1)' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await bytesOf(run)));
  const cutList = strFromU8(files['cut-list.csv']!).trimEnd().split('\r\n');
  expect(cutList[0]).toMatch(/^piece,order,item,item_name,part,/);
  expect(cutList.length).toBeGreaterThan(1);
  for (const row of cutList.slice(1)) expect(row.startsWith(`${number}/1/`)).toBe(true);
  expect(Object.keys(files).some((name) => /^cutting-plan\/.+\.svg$/.test(name))).toBe(true);
  await expect(admin.getByText(`Cutting run downloaded: ${number}`)).toBeVisible();
  await expectNoSeriousViolations(admin, 'the orders list with a cutting run ticked');
  await adminContext.close();
});
