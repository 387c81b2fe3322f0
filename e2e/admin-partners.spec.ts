// The admin's side of partners (issue 14 §3): the admin creates a partner (a discount over 100 % is
// refused beside its field), edits its discount, invites a partner user (the invitation mail
// arrives), assigns a freshly registered customer to the partner from the user's page with the
// assign-partner dialog (the partner's page lists them), then unassigns them with the
// unassign-partner dialog (gone from the list). No page reloads between the steps. Last, the admin
// orders list filters by the partner, the filter kept in the URL.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, mailTo, unique } from './support/mailbox.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

test('an admin creates and edits a partner, invites its user, and assigns and unassigns a customer', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now()).slice(-6);
  const partnerName = `Salon Bukev ${suffix}`;
  const customer = { email: unique('stranka'), name: `Vesna Stranka ${suffix}`, password: 'Kubik-vesna-2026' };
  const created = await request.post('/api/users', { data: { ...customer, termsAccepted: true, locale: 'en' } });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { user: { id: string } }).user.id;

  await useLanguage(context, baseURL!, 'en');
  await signIn(page, e2eUsers.admin);
  await page.goto('/dashboard/admin/partners');
  await expectHeading(page, 'Partners');
  await expect(
    page.getByRole('table', { name: 'Partners' }).getByRole('link', { name: 'Mizarstvo Kos' }),
  ).toBeVisible();

  // A new partner; the discount is typed in percent and checked beside its field.
  await page.getByRole('button', { name: 'New partner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New partner' });
  await dialog.getByLabel('Name').fill(partnerName);
  await dialog.getByLabel('Contact email').fill(`bukev-${suffix}@kubik.test`);
  await dialog.getByLabel('Region').fill('Štajerska');
  await dialog.getByLabel('Discount for its customers (%)').fill('150');
  await dialog.getByRole('button', { name: 'Create partner' }).click();
  await expect(dialog.getByText('Enter a percentage from 0 to 100, with at most two decimals.')).toBeVisible();
  await dialog.getByLabel('Discount for its customers (%)').fill('12,5');
  await dialog.getByRole('button', { name: 'Create partner' }).click();
  await expectHeading(page, partnerName);
  await expect(page).toHaveURL(/\/dashboard\/admin\/partners\/[0-9a-f-]{36}$/);
  const partnerUrl = new URL(page.url()).pathname;
  await expect(page.getByText('discount 12.5%')).toBeVisible();

  // Edit the discount: 15 %, saved as 1500 basis points, and the trail says so.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByLabel('Discount for its customers (%)').fill('15');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The partner’s details are saved.')).toBeVisible();
  await expect(page.getByText('discount 15%')).toBeVisible();
  const trail = page.getByTestId('user-audit');
  await expect(trail.getByRole('listitem').filter({ hasText: 'Details changed' }).first()).toContainText('1250 → 1500');

  // Invite a partner user, a partner-admin, in Spanish: the mail arrives in Spanish.
  const partnerUser = unique('sodelavec');
  const invite = page.getByRole('region', { name: 'Invite a partner user' });
  await invite.getByLabel('Name').fill('Luka Bukev');
  await invite.getByLabel('Email').fill(partnerUser);
  await invite.getByLabel('Language').selectOption('es');
  await invite.getByLabel('Partner admin (manages the partner’s users)').check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`The invitation was sent to ${partnerUser}.`)).toBeVisible();
  const users = page.getByTestId('partner-users');
  await expect(users.getByRole('cell', { name: partnerUser, exact: true })).toBeVisible();
  await expect(users.getByRole('checkbox', { name: 'Partner admin' })).toBeChecked();
  // Unmarked, the partner is left without a partner-admin (allowed; the page says so), then marked again.
  await users.getByRole('checkbox', { name: 'Partner admin' }).uncheck();
  await expect(page.getByText('Luka Bukev is no longer a partner admin.')).toBeVisible();
  await expect(page.getByText('This partner has no partner admin: only staff can manage its users.')).toBeVisible();
  await users.getByRole('checkbox', { name: 'Partner admin' }).check();
  await expect(page.getByText('Luka Bukev is now a partner admin.')).toBeVisible();
  await expect(page.getByText('This partner has no partner admin: only staff can manage its users.')).toBeHidden();
  const mail = await mailTo(request, partnerUser, 'partner_invite');
  expect(mail.subject).toBe(`Su invitación a Kubik para ${partnerName}`);
  await expectNoSeriousViolations(page, 'the partner page');

  // Assign the new customer from their page, in the assign-partner dialog.
  await page.goto(`/dashboard/admin/users/${customerId}`);
  await expectHeading(page, customer.name);
  await expect(page.getByRole('region', { name: 'Inquiries' })).toContainText('This user has sent no inquiries.');
  const section = page.getByTestId('user-partner');
  await expect(section).toContainText('Not assigned to a partner.');
  await section.getByRole('button', { name: 'Assign to a partner' }).click();
  const assign = page.getByRole('dialog', { name: `Assign ${customer.name} to a partner` });
  await assign.getByLabel('Search partners (name, contact, region)').fill(`Bukev ${suffix}`);
  const option = assign.getByRole('radio', { name: new RegExp(partnerName) });
  await expect(option).toBeVisible();
  await expect(assign.getByText('Štajerska · discount 15%')).toBeVisible();
  await option.check();
  await expect(assign.getByText(`${customer.name} will be assigned to ${partnerName} (15% discount).`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the assign-partner dialog');
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(page.getByText(`${customer.name} is assigned to ${partnerName}.`)).toBeVisible();
  await expect(page.getByTestId('user-partner-name')).toContainText(`${partnerName} · discount 15%`);

  // The partner's page lists them.
  await page.getByTestId('user-partner-name').getByRole('link', { name: partnerName }).click();
  await expectHeading(page, partnerName);
  const customers = page.getByTestId('partner-customers');
  await expect(customers.getByRole('link', { name: customer.name })).toHaveAttribute(
    'href',
    `/dashboard/admin/users/${customerId}`,
  );

  // Unassign from the user's page, in the unassign-partner dialog: it names the partner and the price change.
  await customers.getByRole('link', { name: customer.name }).click();
  await expectHeading(page, customer.name);
  await page.getByTestId('user-partner').getByRole('button', { name: 'Unassign' }).click();
  const unassign = page.getByRole('dialog', { name: `Unassign ${customer.name} from ${partnerName}?` });
  await expect(unassign).toContainText('Their prices lose the partner’s 15% discount on their next cart view.');
  await expectNoSeriousViolations(page, 'the unassign-partner dialog');
  await unassign.getByRole('button', { name: 'Unassign' }).click();
  await expect(unassign).toBeHidden();
  await expect(page.getByTestId('user-partner')).toContainText('Not assigned to a partner.');
  await expect(
    page.getByTestId('user-audit').getByRole('listitem').filter({ hasText: 'Partner assignment changed' }),
  ).toHaveCount(2);

  await page.goto(partnerUrl);
  await expectHeading(page, partnerName);
  await expect(page.getByTestId('partner-customers')).toContainText('No customers are assigned to this partner.');
  await expect(page.getByTestId('partner-customers').getByRole('link', { name: customer.name })).toHaveCount(0);

  // The orders list filters by partner, the filter kept in the URL across a reload.
  const partnerId = partnerUrl.split('/').at(-1)!;
  await page.goto('/dashboard/admin/orders');
  await expectHeading(page, 'Orders');
  await page.getByLabel('Partner').selectOption({ label: partnerName });
  await expect(page).toHaveURL(new RegExp(`[?&]partnerId=${partnerId}`));
  await expect(page.getByText('0 orders')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Partner')).toHaveValue(partnerId);
  await expect(page.getByText('0 orders')).toBeVisible();
});
