// Labels on the admin's order page (issue 21): a customer orders and pays; the admin downloads the
// order's labels (A4, 3 × 8) and an item's plan and elevations (DXF), and a code read off the PDF at 300 dpi with zbar — as a phone's camera
// on the workshop's network would — opens the piece's page: which piece of which order it is, its
// sizes and edges, its drawing with its holes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { adminOnOrder, placePaidOrder } from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

test("an admin prints the order's labels and a label's QR code opens its piece", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { number, orderId } = await placePaidOrder(page, request, 'Nina Nalepka');

  const { adminContext, admin } = await adminOnOrder(browser, baseURL!, { orderId, number });
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Labels (A4, 3 × 8)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/labels.*\.pdf$/);

  // The item's plan and elevations for an architect's CAD (issue 23): a DXF in the admin's language.
  const [outline] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: /^Plan and elevations \(DXF\) of / }).click(),
  ]);
  expect(outline.suggestedFilename()).toMatch(new RegExp(`^${number}-1-.*\\.dxf$`));
  const dxf = readFileSync((await outline.path())!, 'utf8');
  expect(dxf).toMatch(/^0\nSECTION\n2\nHEADER\n/);
  for (const title of ['Front elevation', 'Plan', 'Side elevation (from the left)'])
    expect(dxf).toContain(`\n1\n${title}\n`);

  // The first page at 300 dpi, every code on it read with zbar.
  const dir = mkdtempSync(join(tmpdir(), 'kubik-e2e-labels-'));
  let links: string[];
  try {
    await download.saveAs(join(dir, 'labels.pdf'));
    execFileSync('pdftoppm', ['-r', '300', '-f', '1', '-l', '1', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    links = execFileSync('zbarimg', ['-q', '--raw', join(dir, png)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(links.length).toBeGreaterThan(0);
  for (const link of links)
    expect(link).toMatch(new RegExp(`/dashboard/admin/orders/${number}/pieces/1-[A-Z]\\d{3}-\\d+$`));

  // The link opens the piece (its path on the admin's signed-in address).
  const link = new URL(links[0]!);
  await admin.goto(link.pathname);
  const key = link.pathname.split('/').at(-1)!;
  await expect(admin.getByRole('heading', { level: 1, name: `Piece ${number}/${key}` })).toBeVisible();
  await expect(admin.getByTestId('piece-facts')).toContainText('Cut size (mm)');
  await expect(admin.getByRole('img', { name: /^Board [A-Z]\d{3}(-\d)? with its holes$/ })).toBeVisible();
  await expect(admin.getByRole('heading', { name: /^Holes \(\d+\)$/ })).toBeVisible();
  await expectNoSeriousViolations(admin, 'the piece page');
  await admin.getByRole('link', { name: 'To the order' }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/admin/orders/${orderId}$`));
  await adminContext.close();
});
