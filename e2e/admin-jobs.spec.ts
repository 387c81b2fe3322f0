// The background jobs page (issue 24): on a server seeded with a mail job that gave up, an admin
// filters the list to failed jobs (the filter kept in the address bar), reads its error, retries it
// and sees it done; the page has no serious accessibility violation.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { startServer } from './support/server.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { E2E_SEED: 'jobs' } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an admin finds the job that gave up, reads why, and retries it', async ({ page, context }) => {
  await useLanguage(context, server.url, 'en');
  await signIn(page, e2eUsers.admin, `${server.url}/login`);
  await page.goto(`${server.url}/dashboard/admin/jobs`);
  await expectHeading(page, 'Background jobs');
  const table = page.getByRole('table', { name: 'Background jobs' });
  await expectNoSeriousViolations(page, 'jobs');

  await page.getByLabel('State').selectOption({ label: 'Gave up' });
  await expect(page).toHaveURL(/[?&]state=failed/);
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('mail.send');
  await expect(row).toContainText('Greeting never received');
  await expect(row).toContainText('3 / 3');

  await row.getByRole('button', { name: /^Retry job \d+ \(mail\.send\)$/ }).click();
  await expect(page.getByText(/will run again/)).toBeVisible();
  // Retried, it is no longer among the failed ones; the runner finishes it within its poll.
  await expect(page.getByText('0 jobs', { exact: true })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Done' });
  await expect(table.getByRole('row').filter({ hasText: 'mail.send' })).toContainText('4 / 4');
  await expectNoSeriousViolations(page, 'jobs, done');
});
