// One price (issue 20), in the browser: a private customer (Slovenian, desktop), a company (English,
// phone) and a partner's customer (Spanish, desktop) each see the same total for the same design in
// the configurator's price bar, the cart, checkout's summary and the placed order — to the cent —
// and the same "plus delivery from" in the configurator and the cart. The company sees net first,
// the partner's customer the discount in the configurator too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { prepare } from './configurator-support.ts';
import { unique } from './support/mailbox.ts';
import { e2eUsers, useLanguage } from './support/web-helpers.ts';
import { cartCount, confirmEmail, saveShelf, signInAs, type Customer } from './shop-support.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await prepare(context, baseURL!);
});

type Who = 'private' | 'company' | 'partner';
type Locale = 'sl' | 'en' | 'es';

/** The words of checkout each language uses (the app's own texts). */
const words: Record<
  Locale,
  { continue: string; street: string; postalCode: string; city: string; terms: RegExp; summary: string }
> = {
  sl: {
    continue: 'Naprej',
    street: 'Ulica in hišna številka',
    postalCode: 'Poštna številka',
    city: 'Kraj',
    terms: /Sprejemam prodajne pogoje/,
    summary: 'Korak 4 od 4',
  },
  en: {
    continue: 'Continue',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    terms: /I accept the terms of sale/,
    summary: 'Step 4 of 4',
  },
  es: {
    continue: 'Continuar',
    street: 'Calle y número',
    postalCode: 'Código postal',
    city: 'Ciudad',
    terms: /Acepto las condiciones de venta/,
    summary: 'Paso 4 de 4',
  },
};

/** An amount as any of the three languages writes it ("1.234,56 €", "€1,234.56"): its cents. */
const centsIn = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function buyer(request: APIRequestContext, who: Who, locale: Locale): Promise<Customer> {
  const customer = { name: `Kupec ${who}`, email: unique(`one-price-${who}`), password: 'Kubik-shop-2026' };
  const created =
    who === 'company'
      ? await request.post('/api/companies', {
          data: {
            companyName: 'Les in dom d.o.o.',
            vatId: 'SI59082437',
            address: { street: 'Tržaška 5', city: 'Ljubljana', postalCode: '1000', country: 'SI' },
            ...customer,
            termsAccepted: true,
            locale,
          },
        })
      : await request.post('/api/users', { data: { ...customer, termsAccepted: true, locale } });
  expect(created.status()).toBe(201);
  if (who === 'partner') {
    const admin = { authorization: `Bearer ${await tokenOf(request, e2eUsers.admin.email, e2eUsers.admin.password)}` };
    const partner = await request.post('/api/admin/partners', {
      headers: admin,
      data: { name: 'Mizarstvo Ena Cena', contactEmail: unique('partner'), discountBp: 1000 },
    });
    expect(partner.status()).toBe(201);
    const me = await request.get('/api/users/me', {
      headers: { authorization: `Bearer ${await tokenOf(request, customer.email, customer.password)}` },
    });
    const { id } = (await me.json()) as { id: string };
    expect(
      (
        await request.post(`/api/admin/users/${id}/partner`, {
          headers: admin,
          data: { partnerId: ((await partner.json()) as { id: string }).id },
        })
      ).status(),
    ).toBe(200);
  }
  return customer;
}

/** The figure to compare: with VAT for everyone (the company's is beside its net one). */
async function figures(scope: Page, total: string, company: boolean) {
  const gross = centsIn(await scope.getByTestId(total).textContent());
  const net = company ? centsIn(await scope.getByTestId(`${total}-net`).textContent()) : null;
  return { gross, net };
}

const scenarios: { who: Who; locale: Locale; viewport: { width: number; height: number } }[] = [
  { who: 'private', locale: 'sl', viewport: { width: 1280, height: 800 } },
  { who: 'company', locale: 'en', viewport: { width: 390, height: 844 } },
  { who: 'partner', locale: 'es', viewport: { width: 1280, height: 800 } },
];

for (const { who, locale, viewport } of scenarios) {
  test(`a ${who} customer (${locale}, ${viewport.width} × ${viewport.height}) sees one total from the configurator to the order`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const company = who === 'company';
    const customer = await buyer(request, who, locale);
    await signInAs(page, customer);
    await confirmEmail(page, request, customer.email);
    const projectId = await saveShelf(page);

    // The configurator, in the customer's language: the cart's figure for this design.
    await useLanguage(context, baseURL!, locale);
    await page.goto(`/configurator/${projectId}`);
    const bar = page.locator('.cfg-pricebar');
    await expect(bar.getByTestId('price')).toHaveText(/\d,\d\d|\d\.\d\d/);
    const shown = centsIn(await bar.getByTestId('price').textContent());
    // A company's big figure is net; the one with VAT is beside it.
    const configurator = company
      ? { gross: centsIn(await bar.getByTestId('price-vat').textContent()), net: shown }
      : { gross: shown, net: null };
    expect(configurator.gross).toBeGreaterThan(0);
    if (company) expect(configurator.gross).toBeGreaterThan(configurator.net!);
    if (who === 'partner') await expect(bar.getByTestId('partner-discount-note')).toContainText('−10 %');
    const deliveryFrom = await bar.getByTestId('delivery-from').textContent();
    expect(deliveryFrom).toMatch(/\d/);

    await bar.getByTestId('add-to-cart').click();
    await expect(cartCount(page)).toHaveText('1');

    // The cart: the same totals and the same "plus delivery from", word for word.
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    expect(await figures(page, 'cart-total', company)).toEqual(configurator);
    await expect(page.getByTestId('delivery-from')).toHaveText(deliveryFrom!);

    // Checkout with pickup (nothing added): the summary's total is the same.
    await page.goto('/shopping-cart/check-out');
    const w = words[locale];
    const street = page.getByLabel(w.street).first();
    await expect(street).toBeVisible();
    if (!(await street.inputValue())) {
      await street.fill('Trubarjeva cesta 7');
      await page.getByLabel(w.postalCode).first().fill('1000');
      await page.getByLabel(w.city).first().fill('Ljubljana');
    }
    await page.getByRole('button', { name: w.continue }).click();
    await page.getByTestId('shipping-pickup').getByRole('radio').check();
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page.getByTestId('payment-card')).toBeVisible();
    await page.getByTestId('payment-card').getByRole('radio').check();
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page.getByRole('heading', { name: new RegExp(w.summary) })).toBeVisible();
    expect(await figures(page, 'order-total', company)).toEqual(configurator);

    // The placed order says the same.
    await page.getByLabel(w.terms).check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\?order=[0-9a-f-]{36}$/);
    const orderId = /order=([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await expect(page.getByTestId('test-payment')).toBeVisible();
    await page.goto(`/dashboard/order-history/${orderId}`);
    await expect(page.getByTestId('order-total')).toBeVisible();
    expect(await figures(page, 'order-total', company)).toEqual(configurator);
  });
}
