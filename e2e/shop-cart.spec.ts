// The cart from the configurator (issue 12 §2): "Add to cart" in the price bar puts the saved
// project in; adding it again opens the seed's "project already in cart" dialog, which adds a copy
// or updates the item to the current design; the header counts the pieces; the cart page shows
// each snapshot with its picture, the server's price and what it is made of, changes quantities
// and removes. Runs against the real server (no mocked API).
import { expect, test } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { cartCount, registerCustomer, saveShelf, signInAs } from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

test('adding a project that is already in the cart asks: add a copy, or update it to the current design', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await registerCustomer(request);
  await signInAs(page, customer);
  await saveShelf(page);
  await expect(cartCount(page)).toHaveText('0');

  const add = page.getByTestId('add-to-cart');
  await add.click();
  await expect(page.getByText('"Shelf 3 × 2" is in your cart.')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  // Again: the dialog; "Add a copy" puts a second item in.
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'This design is already in your cart' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a copy' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('A copy of "Shelf 3 × 2" is in your cart.')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // And again: "Update to the current design" changes the item in place — still two pieces.
  await add.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Update to the current design' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The cart item now shows "Shelf 3 × 2" as it is now.')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // Cancel leaves the cart as it is.
  await add.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cartCount(page)).toHaveText('2');

  // The cart page: two snapshots with the server's price and what they are made of.
  await page.getByRole('link', { name: /^Cart, items: 2/ }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  const items = page.getByTestId('cart-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Shelf 3 × 2');
  await expect(items.first()).toContainText('6 cubes');
  // Adding again saved nothing new: no item says its project changed since.
  await expect(page.getByText('You changed this project after adding it.')).toHaveCount(0);
  await expect(items.first().getByRole('link', { name: 'Open in configurator' })).toHaveAttribute(
    'href',
    /\/configurator\/[0-9a-f-]{36}$/,
  );
  const one = await items.first().getByTestId('line-total').textContent();

  // "View in your room" for an item (issue 23): the desktop's QR code links the item's snapshot.
  await items.first().getByRole('button', { name: 'View in your room: Shelf 3 × 2' }).click();
  const room = page.getByRole('dialog', { name: 'View in your room' });
  await expect(room.getByTestId('room-qr')).toHaveAttribute('data-link', /\/ar\/[\w-]+\.[\w-]+\.[\w-]+$/);
  await room.getByRole('button', { name: 'Close' }).click();
  await expect(room).toBeHidden();

  // Quantity 3 on the first item: the header counts four; the line is three pieces (VAT is rounded
  // once on the line, so it may differ from three rounded pieces by a cent).
  await items.first().getByLabel('Quantity').selectOption('3');
  await expect(cartCount(page)).toHaveText('4');
  const cents = (text: string | null) => Math.round(Number(text!.replace(/[^0-9.]/g, '')) * 100);
  await expect
    .poll(async () => Math.abs(cents(await items.first().getByTestId('line-total').textContent()) - cents(one) * 3))
    .toBeLessThanOrEqual(1);

  // Remove the second: one item, three pieces.
  await items
    .nth(1)
    .getByRole('button', { name: /^Remove "Shelf 3 × 2"/ })
    .click();
  await expect(items).toHaveCount(1);
  await expect(cartCount(page)).toHaveText('3');
});
