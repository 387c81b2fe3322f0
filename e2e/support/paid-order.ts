// A customer's order placed and paid with the test provider, from the cart to the order's page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkOutWithTestProvider, customerWithShelfInCart, type Customer } from '../shop-support.ts';

/** A fresh customer orders the 3 × 2 shelf and pays; answers them, the order's number and id (their page open). */
export async function paidShelfOrder(page: Page, request: APIRequestContext, name: string): Promise<{ customer: Customer; number: string; orderId: string }> {
  const customer = await customerWithShelfInCart(page, request, name);
  await checkOutWithTestProvider(page);
  await page.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = page.getByTestId('order-submitted');
  await expect(done).toContainText('The payment went through.');
  const number = /K-\d{4}-\d{5}/.exec((await done.textContent())!)![0];
  await done.getByRole('link', { name: 'View the order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order-history\/[0-9a-f-]{36}$/);
  return { customer, number, orderId: /([0-9a-f-]{36})$/.exec(page.url())![1]! };
}
