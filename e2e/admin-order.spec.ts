// The admin order page (issue 13 §2) against the real server: a customer places and pays an order
// with the test provider; an admin moves it from submitted to delivered one step at a time, offered
// only the states the order process allows at each step, adds an internal note and one the customer
// sees, refunds a part of the payment, and opens the ordered design read-only; the customer's order page, in their own browser,
// follows: the timeline reaches "Delivered" and the visible note is there, the internal one is not.
import { expect, test, type Page } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { adminOnOrder, placePaidOrder } from './shop-support.ts';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { e2eUsers } from './support/web-helpers.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

/** The order's state as the admin page's badge shows it. */
const adminStatus = (page: Page) => page.getByTestId('admin-order-status');

test('an admin moves an order from submitted to delivered step by step, adds notes, and the customer sees the timeline follow', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The customer orders and pays.
  const { number, orderId } = await placePaidOrder(page, request, 'Eva Sledi');

  // The admin, in a browser of their own.
  const { adminContext, admin } = await adminOnOrder(browser, baseURL!, { orderId, number });
  await expect(adminStatus(admin)).toHaveText('Submitted');
  await expect(admin.getByTestId('admin-payment-status')).toHaveText('Paid');
  await expect(admin.getByTestId('admin-order-item')).toContainText('Shelf 3 × 2');
  // The admin's page names the customer's address in the third person, not as the customer's page does.
  await expect(admin.getByRole('heading', { name: "Delivery to the customer's address" })).toBeVisible();
  await expect(admin.getByText('Delivery to your address')).toHaveCount(0);
  await expect(admin.getByRole('link', { name: 'Eva Sledi' })).toHaveAttribute(
    'href',
    /\/dashboard\/admin\/users\/[0-9a-f-]{36}$/,
  );
  await expect(admin.getByRole('button', { name: 'Job pack (ZIP)' })).toBeVisible();
  await expectNoSeriousViolations(admin, 'the admin order page');

  const steps: { to: string; offered: string[]; note?: string }[] = [
    { to: 'Confirmed', offered: ['Confirmed', 'Cancelled'] },
    { to: 'In production', offered: ['In production', 'Cancelled'] },
    { to: 'Shipped', offered: ['Shipped', 'Cancelled'], note: 'Sent with the courier, parcel 4711' },
    { to: 'Delivered', offered: ['Delivered'] },
  ];
  for (const step of steps) {
    await admin.getByRole('button', { name: 'Change state' }).click();
    const dialog = admin.getByRole('dialog', { name: `Change the state of order ${number}` });
    await expect(dialog).toBeVisible();
    // Only the legal next states are offered.
    await expect(dialog.getByRole('radio')).toHaveCount(step.offered.length);
    if (step.to === 'Confirmed') await expectNoSeriousViolations(admin, 'the state dialog');
    for (const state of step.offered)
      await expect(dialog.getByRole('radio', { name: state, exact: true })).toBeVisible();
    await dialog.getByRole('radio', { name: step.to, exact: true }).check();
    if (step.note) await dialog.getByLabel('Note (optional)').fill(step.note);
    if (step.to === 'Shipped') {
      // A delivery is shipped with its carrier and a tracking number or link: without them the dialog says what is missing.
      await dialog.getByRole('button', { name: 'Change state' }).click();
      await expect(dialog.getByText('Enter the carrier.')).toBeVisible();
      await expect(dialog.getByText('Enter a tracking number or a tracking link.')).toBeVisible();
      await dialog.getByLabel('Carrier').fill('GLS');
      await dialog.getByLabel('Tracking number').fill('SI4711');
      await dialog.getByLabel('Tracking link (https://…)').fill('http://gls.example/track');
      await dialog.getByRole('button', { name: 'Change state' }).click();
      await expect(dialog.getByText('The link must start with https://.')).toBeVisible();
      await dialog.getByLabel('Tracking link (https://…)').fill('https://gls-group.eu/track/SI4711');
    }
    await dialog.getByRole('button', { name: 'Change state' }).click();
    await expect(dialog).toBeHidden();
    await expect(adminStatus(admin)).toHaveText(step.to);
    await expect(admin.getByText(`Order ${number} is now: ${step.to}.`)).toBeVisible();
  }
  // Delivered is final: nothing more is offered.
  await expect(admin.getByRole('button', { name: 'Change state' })).toHaveCount(0);
  await expect(admin.getByText('The order is finished: its state does not change any more.')).toBeVisible();

  // An internal note, then one the customer sees.
  const notes = admin.getByRole('form', { name: 'Add a note' });
  await notes.getByLabel('Note', { exact: true }).fill('Customer asked for a morning delivery');
  await notes.getByRole('button', { name: 'Add the note' }).click();
  await expect(admin.getByText('The internal note is added.')).toBeVisible();
  await notes.getByLabel('Note', { exact: true }).fill('Thank you! Enjoy your new shelf.');
  await notes.getByLabel('The customer sees this note').check();
  await notes.getByRole('button', { name: 'Add the note' }).click();
  await expect(admin.getByText('The note is added; the customer sees it.')).toBeVisible();

  // A part of the test payment back: the dialog offers what is refundable and refuses more.
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const refund = admin.getByRole('dialog', { name: `Refund order ${number}` });
  const amount = refund.getByLabel(/^Amount \(€\), at most €/);
  const paid = (await admin.getByTestId('admin-order-paid').textContent())!.replace('€', '');
  await expect(amount).toHaveValue(paid.replace(/,/g, ''));
  await amount.fill('99999');
  await refund.getByLabel('Reason').fill('One door arrived scratched');
  await refund.getByRole('button', { name: /^Refund/ }).click();
  await expect(refund.getByText(/^At most €[\d,.]+ can be refunded\.$/)).toBeVisible();
  await amount.fill('10.00');
  await refund.getByRole('button', { name: 'Refund €10.00' }).click();
  await expect(refund).toBeHidden();
  await expect(admin.getByText('€10.00 refunded.')).toBeVisible();
  await expect(admin.getByTestId('admin-payment-status')).toHaveText('Partly refunded');

  // The timeline has every change: the order's events and the admin's audit rows, with who.
  const timeline = admin.getByTestId('admin-order-timeline');
  await expect(timeline.getByTestId('timeline-event').filter({ hasText: 'State: Shipped → Delivered' })).toBeVisible();
  await expect(
    timeline.getByTestId('timeline-event').filter({ hasText: 'Sent with the courier, parcel 4711' }),
  ).toBeVisible();
  await expect(timeline.getByTestId('timeline-audit').filter({ hasText: 'Changed the state' })).toHaveCount(4);
  await expect(
    timeline.getByTestId('timeline-audit').filter({ hasText: 'State: Submitted → Confirmed' }),
  ).toContainText(e2eUsers.admin.email);
  await expect(
    timeline.getByTestId('timeline-event').filter({ hasText: 'Customer asked for a morning delivery' }),
  ).toContainText('internal');
  await expect(timeline.getByTestId('timeline-audit').filter({ hasText: 'Refunded' })).toContainText(
    'Reason: One door arrived scratched',
  );

  // The ordered design opens read-only for the admin, and leads back to this page.
  await admin.getByRole('link', { name: 'Open the design of "Shelf 3 × 2" (read-only)' }).click();
  await expect(admin.getByText('Ordered design (read-only)')).toBeVisible();
  await admin.getByRole('link', { name: 'Back to the order' }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/admin/orders/${orderId}$`));

  // On a 390 px phone the page fits its width (the price lines scroll inside their own box).
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(adminStatus(admin)).toHaveText('Delivered');
  expect(await admin.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await adminContext.close();

  // The customer's order page follows.
  await page.reload();
  await expect(page.getByTestId('order-status').first()).toContainText('Delivered');
  const steps_ = page.getByTestId('order-timeline').getByRole('listitem');
  await expect(steps_).toHaveCount(5);
  await expect(page.getByTestId('order-timeline').locator('[aria-current="step"]')).toContainText('Delivered');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Order: Delivered');
  await expect(history).toContainText('Sent with the courier, parcel 4711');
  await expect(history).toContainText('Thank you! Enjoy your new shelf.');
  await expect(history).not.toContainText('Customer asked for a morning delivery');
  // The carrier and the tracking the admin gave, with a link to follow the parcel.
  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toContainText('GLS');
  await expect(tracking).toContainText('SI4711');
  await expect(tracking.getByRole('link', { name: 'Track the parcel at the carrier' })).toHaveAttribute(
    'href',
    'https://gls-group.eu/track/SI4711',
  );
});
