// Inquiries and offers (issue 14 §2, §5), in the browser against the real server with the built-in
// test provider. Set up through the API: a fresh customer registers and confirms, the admin assigns
// them to the partner "Mizarstvo Kos", and they send an inquiry. Then Petra, the partner's admin,
// opens it, replies and makes a whole offer — her own price beside the customer's own cart price
// (their 10 % partner discount taken off), delivery and installation (issue 20) — and sends it; the
// customer sees every line, cannot change its prices, accepts it, goes through checkout (which adds
// no shipping) with the test provider and pays exactly the offer's total: the order has the offer's
// lines and is paid, the cart untouched. Also: the customer declines an offer with a
// reason (the partner is mailed), a withdrawn offer says why it cannot be accepted, the customer
// withdraws the inquiry, another customer gets the not-found page, and staff find it in their list. (Expiry is the API tests' part: offers.test.ts, offer-checkout.test.ts.)
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { oneCube } from './configurator-support.ts';
import { cartCount, signInAs, type Customer } from './shop-support.ts';
import { adminToken, expectNoSeriousViolations, linkIn, mails, mailTo, unique } from './support/mailbox.ts';
import { e2ePartner } from './support/users.ts';
import { e2eUsers, expectHeading, signIn, useLanguage } from './support/web-helpers.ts';

type Inquiry = {
  id: string;
  seqId: string;
  items: { id: string; computedUnitNetCents: number | null; customerUnitNetCents: number | null }[];
  offers: { id: string; status: string; grossCents: number }[];
};
const euros = (cents: number) => `€${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/users/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A fresh, confirmed customer of Mizarstvo Kos with one project, who sends an inquiry about it. */
async function customerWithInquiry(
  request: APIRequestContext,
  name: string,
  projectName: string,
): Promise<{ customer: Customer; token: string; inquiry: Inquiry }> {
  const customer = { name, email: unique('inquiry'), password: 'Kubik-inquiry-2026' };
  const created = await request.post('/api/users', { data: { ...customer, termsAccepted: true, locale: 'en' } });
  expect(created.status()).toBe(201);
  const registered = (await created.json()) as { access_token: string; user: { id: string } };
  const token = new URLSearchParams(
    linkIn(await mailTo(request, customer.email, 'confirm_email'), '/confirm-email').split('?')[1],
  ).get('token')!;
  expect((await request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);

  const admin = bearer(await adminToken(request));
  const partners = (await (
    await request.get(`/api/admin/partners?q=${encodeURIComponent(e2ePartner.name)}`, { headers: admin })
  ).json()) as { items: { id: string; name: string }[] };
  const partner = partners.items.find((p) => p.name === e2ePartner.name)!;
  expect(
    (
      await request.post(`/api/admin/users/${registered.user.id}/partner`, {
        headers: admin,
        data: { partnerId: partner.id },
      })
    ).status(),
  ).toBe(200);

  const own = bearer(registered.access_token);
  const project = await request.post('/api/projects', { headers: own, data: { name: projectName, design: oneCube } });
  expect(project.status()).toBe(201);
  const sent = await request.post('/api/inquiries', {
    headers: own,
    data: {
      projectIds: [((await project.json()) as { id: string }).id],
      message: 'Could you make this in oak, with assembly?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { customer, token: registered.access_token, inquiry: (await sent.json()) as Inquiry };
}

async function browserFor(browser: Browser, baseURL: string, phone = false): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  await useLanguage(context, baseURL, 'en');
  return context.newPage();
}

test('the partner answers an inquiry with an offer; the customer accepts it, checks out at its prices and pays', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const { customer, token, inquiry } = await customerWithInquiry(request, 'Iva Ponudba', 'Oak wardrobe');
  const computed = inquiry.items[0]!.computedUnitNetCents!;
  expect(computed).toBeGreaterThan(0);

  // Petra, the partner's admin, opens the inquiry the mail links to.
  const petra = await browserFor(browser, baseURL!);
  await signIn(petra, e2eUsers.petra);
  expect(
    (await mails(request, 'inquiry_new', e2eUsers.petra.email)).some((m) =>
      m.text.includes(`/dashboard/inquiries/${inquiry.id}`),
    ),
  ).toBe(true);
  await petra.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expectHeading(petra, `Inquiry ${inquiry.seqId}`);
  await expect(petra.getByTestId('inquiry-status')).toHaveText(/Submitted/);
  await expect(petra.getByTestId('inquiry-customer')).toContainText(customer.email);
  const item = petra.getByTestId('inquiry-item');
  await expect(item).toContainText('Oak wardrobe');
  await expect(item.getByRole('link', { name: 'Open the design of Oak wardrobe' })).toHaveAttribute(
    'href',
    `/configurator/inquiry/${inquiry.id}/1`,
  );
  await expect(petra.getByText('Could you make this in oak, with assembly?')).toBeVisible();

  // She replies in the thread …
  await petra.getByLabel('Your message').fill('Yes, oak is possible. The offer follows.');
  await petra.getByRole('button', { name: 'Send message' }).click();
  await expect(petra.getByTestId('inquiry-thread')).toContainText('Yes, oak is possible. The offer follows.');
  await expect(petra.getByTestId('inquiry-thread')).toContainText('Petra Kos');

  // … and makes an offer with her own price: beside it what this customer pays in the cart (their
  // partner discount taken off), the list price, and the difference against the cart price.
  const customerPrice = inquiry.items[0]!.customerUnitNetCents!;
  expect(customerPrice).toBe(computed - Math.round(computed / 10));
  await petra.getByRole('button', { name: 'Make an offer' }).click();
  const editor = petra.getByTestId('offer-editor');
  const price = editor.getByRole('textbox', { name: 'Price per piece of Oak wardrobe (net, €)' });
  await price.fill('abc');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(editor.getByText('Enter an amount in euros, e.g. 1234.56.')).toBeVisible();
  await price.fill('1.234,56'); // the decimal comma is accepted in any language
  await expect(editor.getByTestId('offer-editor-customer-price')).toHaveText(
    `In the customer's cart: ${euros(customerPrice)}`,
  );
  await expect(editor.getByTestId('offer-editor-computed')).toContainText(`List price: ${euros(computed)}`);
  const percent = ((123_456 - customerPrice) / customerPrice) * 100;
  await expect(editor.getByTestId('offer-editor-difference')).toHaveText(
    `${(percent / 100).toLocaleString('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })} against the customer's cart price`,
  );
  // Delivery and installation are lines of the offer, with their VAT.
  await editor.getByTestId('offer-editor-add-delivery').click();
  await editor.getByTestId('offer-editor-add-installation').click();
  const [deliveryLine, installationLine] = [
    editor.getByTestId('offer-editor-extra').nth(0),
    editor.getByTestId('offer-editor-extra').nth(1),
  ];
  await deliveryLine.getByRole('textbox', { name: 'Description: Delivery' }).fill('Delivery to Ljubljana');
  await deliveryLine.getByRole('textbox', { name: 'Price per piece of Delivery to Ljubljana (net, €)' }).fill('67,62');
  await installationLine.getByRole('textbox', { name: 'Description: Installation' }).fill('Installation on the wall');
  await installationLine
    .getByRole('textbox', { name: 'Price per piece of Installation on the wall (net, €)' })
    .fill('45.55');
  // 1234,56 + 67,62 + 45,55 = 1347,73 net; VAT 22 % per line: 271,60 + 14,88 + 10,02 = 296,50; 1644,23.
  await expect(editor.getByTestId('offer-editor-total')).toContainText('Total net: €1,347.73');
  await expect(editor.getByTestId('offer-editor-total')).toContainText('Total incl. VAT: €1,644.23 (VAT €296.50)');
  await editor.getByLabel('Note for the customer').fill('Oak, assembly included.');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  const offer = petra.getByTestId('offer');
  await expect(offer.getByTestId('offer-status')).toHaveText(/Draft/);
  await expect(offer.getByTestId('offer-line-price')).toHaveText('€1,234.56');
  await expect(offer.getByTestId('offer-extra-line')).toHaveCount(2);
  await expect(offer.getByTestId('offer-total')).toHaveText('€1,644.23');
  await expectNoSeriousViolations(petra, 'the inquiry page (partner, draft)');

  // A draft can still change; then it is sent, after a question.
  await offer.getByRole('button', { name: 'Edit draft' }).click();
  await petra.getByRole('textbox', { name: 'Price per piece of Oak wardrobe (net, €)' }).fill('1234,56');
  await petra.getByRole('button', { name: 'Save draft' }).click();
  await offer.getByRole('button', { name: 'Send to the customer' }).click();
  const ask = petra.getByRole('dialog', { name: 'Send offer 1?' });
  await ask.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByTestId('offer-status')).toHaveText(/Sent/);
  await expect(petra.getByTestId('inquiry-status')).toHaveText(/Offer sent/);
  // A sent offer's prices are frozen: no way to edit them, only to withdraw.
  await expect(offer.getByTestId('offer-frozen')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Edit draft' })).toHaveCount(0);
  await expect(offer.getByRole('button', { name: 'Withdraw offer' })).toBeVisible();
  const mail = await mailTo(request, customer.email, 'offer_sent');
  expect(mail.text).toContain(`/dashboard/inquiries/${inquiry.id}`);

  // The customer sees the offer (and the reply), and cannot change its prices.
  const buyer = await browserFor(browser, baseURL!);
  await signInAs(buyer, customer);
  await buyer.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expectHeading(buyer, `Inquiry ${inquiry.seqId}`);
  await expect(buyer.getByTestId('inquiry-thread')).toContainText('Yes, oak is possible.');
  const theirs = buyer.getByTestId('offer');
  await expect(theirs.getByTestId('offer-line-price')).toHaveText('€1,234.56');
  await expect(theirs).toContainText('Oak, assembly included.');
  // The whole offer: its delivery and installation lines, the total with VAT, delivery included.
  await expect(theirs.getByTestId('offer-extra-line').nth(0)).toContainText('Delivery to Ljubljana');
  await expect(theirs.getByTestId('offer-extra-line').nth(1)).toContainText('Installation on the wall');
  await expect(theirs.getByTestId('offer-total')).toHaveText('€1,644.23');
  await expect(theirs.getByTestId('offer-shipping')).toHaveText('Included in the offer: you pay exactly its total.');
  await expect(buyer.getByRole('textbox', { name: /Price/ })).toHaveCount(0);
  const sentOffer = (
    (await (await request.get(`/api/inquiries/${inquiry.id}`, { headers: bearer(token) })).json()) as Inquiry
  ).offers[0]!;
  const offerId = sentOffer.id;
  expect(sentOffer.grossCents).toBe(164_423);
  const offerGross = euros(sentOffer.grossCents);
  const tampered = await request.patch(`/api/inquiries/${inquiry.id}/offers/${offerId}`, {
    headers: bearer(token),
    data: { lines: [{ itemId: inquiry.items[0]!.id, quantity: 1, unitNetCents: 1 }] },
  });
  expect(tampered.status()).toBe(404);
  await expectNoSeriousViolations(buyer, 'the inquiry page (customer, offer)');

  // Accept: the shop's checkout with the offer's item at the offer's price.
  await theirs.getByRole('link', { name: 'Accept and order' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/shopping-cart/check-out\\?offer=${offerId}$`));
  await expect(buyer.getByTestId('offer-checkout')).toContainText(
    'you pay exactly its total. Your shopping cart stays as it is.',
  );
  await expect(buyer.getByRole('heading', { name: 'Step 1 of 4: Your details' })).toBeVisible();
  await buyer.getByLabel('Street and number').fill('Trubarjeva cesta 7');
  await buyer.getByLabel('Postal code').fill('1000');
  await buyer.getByLabel('City').fill('Ljubljana');
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer.getByRole('heading', { name: 'Step 2 of 4: Delivery' })).toBeVisible();
  // The offer delivers: delivery adds nothing ("as offered"), and pickup is not offered.
  const delivery = buyer.getByTestId('shipping-delivery');
  await expect(delivery).toContainText('as offered');
  await expect(delivery).not.toContainText(/€\d/);
  await expect(buyer.getByTestId('shipping-pickup').getByRole('radio')).toBeDisabled();
  await delivery.getByRole('radio').check();
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  await expect(buyer.getByTestId('payment-card')).toContainText('Test payment');
  await buyer.getByRole('button', { name: 'Continue' }).click();
  await expect(buyer.getByRole('heading', { name: 'Step 4 of 4: Summary' })).toBeVisible();
  const summary = buyer.getByRole('table', { name: 'What you are ordering' });
  await expect(summary).toContainText('Oak wardrobe');
  // The summary's lines are gross, the offer's own (no partner discount on top, no shipping added):
  // 1506,16 + 82,50 + 55,57 = 1644,23.
  await expect(summary).toContainText('€1,506.16');
  await expect(summary).toContainText('€82.50');
  await expect(summary).toContainText('Installation on the wall€55.57');
  await expect(buyer.getByTestId('order-total')).toHaveText(offerGross);
  const total = (await buyer.getByTestId('order-total').textContent())!;
  await buyer.getByLabel(/I accept the terms of sale/).check();
  await buyer.getByTestId('place-order').click();
  await expect(buyer.getByTestId('test-payment')).toContainText('Test — no money moves');
  await buyer.getByRole('button', { name: /Complete the test payment/ }).click();
  const done = buyer.getByTestId('order-submitted');
  await expect(done).toContainText('The payment went through.');
  await expect(done).toContainText(total);

  // The order: the offer's price, paid; the cart was never touched.
  await done.getByRole('link', { name: 'View the order' }).click();
  await expect(buyer.getByTestId('payment-status').first()).toContainText('Paid');
  await expect(buyer.getByTestId('order-item')).toContainText('Oak wardrobe');
  await expect(buyer.getByTestId('order-item')).toContainText('€1,234.56');
  await expect(buyer.getByTestId('offer-line').filter({ hasText: 'Installation on the wall' })).toHaveCount(1);
  await expect(buyer.getByTestId('order-total')).toHaveText(offerGross);
  await expect(cartCount(buyer)).toHaveText('0');

  // The inquiry is accepted, for both sides, and the partner heard of it.
  await buyer.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expect(buyer.getByTestId('inquiry-status')).toHaveText(/Accepted/);
  await expect(buyer.getByTestId('offer-why')).toHaveText('Accepted: the offer became an order.');
  await expect(buyer.getByRole('link', { name: 'Accept and order' })).toHaveCount(0);
  await petra.reload();
  await expect(petra.getByTestId('inquiry-status')).toHaveText(/Accepted/);
  await expect(petra.getByTestId('inquiry-history')).toContainText('Offer sent → Accepted');
  await expect
    .poll(async () =>
      (await mails(request, 'offer_accepted', e2eUsers.petra.email)).some((m) => m.text.includes(inquiry.seqId)),
    )
    .toBe(true);
});

test('the customer declines an offer with a reason; a withdrawn offer cannot be accepted; staff find the inquiry in their list', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { customer, inquiry } = await customerWithInquiry(request, 'Jure Zavrnil', 'Pine shelf');
  const petra = bearer(await tokenOf(request, e2eUsers.petra.email, e2eUsers.petra.password));
  const validUntil = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const makeAndSend = async (unitNetCents: number, extras: object[] = []) => {
    const made = await request.post(`/api/inquiries/${inquiry.id}/offers`, {
      headers: petra,
      data: { lines: [{ itemId: inquiry.items[0]!.id, quantity: 1, unitNetCents }], extras, validUntil },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = ((await made.json()) as Inquiry).offers[0]!.id;
    expect((await request.post(`/api/inquiries/${inquiry.id}/offers/${id}/send`, { headers: petra })).status()).toBe(
      200,
    );
    return id;
  };
  await makeAndSend(50_000, [
    {
      kind: 'installation',
      description: 'Installation and removal of the old shelf in Kranj',
      quantity: 1,
      unitNetCents: 9000,
      vatRateBp: 2200,
    },
    { kind: 'custom', description: 'Packaging', quantity: 1, unitNetCents: 500, vatRateBp: 0 },
  ]);

  // The customer, on a phone: the offer's table is a card per line (its own lines too, each with
  // its VAT rate when they differ), nothing wider than the screen; delivery is not charged.
  const buyer = await browserFor(browser, baseURL!, true);
  await signInAs(buyer, customer);
  await buyer.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expect(buyer.getByTestId('offer-line-price')).toHaveText('€500.00');
  await expect(buyer.getByTestId('offer-extra-line').nth(1)).toContainText('Packaging');
  await expect(buyer.getByTestId('offer-extra-line').nth(1)).toContainText('Line, VAT 0%');
  // 500,00 + 110,00 | 90,00 + 19,80 | 5,00 → 724,80.
  await expect(buyer.getByTestId('offer-total')).toHaveText('€724.80');
  await expect(buyer.getByTestId('offer-shipping')).toHaveText('Not charged: pickup, or delivery as agreed.');
  expect(await buyer.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(buyer, 'the inquiry page on a phone');
  await buyer.getByRole('button', { name: 'Decline' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Decline offer 1?' });
  await dialog.getByRole('button', { name: 'Decline offer' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Too expensive for pine.');
  await dialog.getByRole('button', { name: 'Decline offer' }).click();
  await expect(buyer.getByTestId('inquiry-status')).toHaveText(/Declined/);
  await expect(buyer.getByTestId('offer-why')).toHaveText('Declined: Too expensive for pine.');
  await expect(buyer.getByRole('link', { name: 'Accept and order' })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await mails(request, 'offer_declined', e2eUsers.petra.email)).some((m) =>
        m.text.includes('Too expensive for pine.'),
      ),
    )
    .toBe(true);

  // A second offer, withdrawn before the customer answers: it says why it cannot be accepted, and checkout refuses it.
  const second = await makeAndSend(45_000);
  expect(
    (await request.post(`/api/inquiries/${inquiry.id}/offers/${second}/withdraw`, { headers: petra })).status(),
  ).toBe(200);
  await buyer.reload();
  const withdrawn = buyer.getByTestId('offer').filter({ hasText: 'Offer 2' });
  await expect(withdrawn.getByTestId('offer-why')).toHaveText(
    'This offer was withdrawn and can no longer be accepted.',
  );
  await expect(buyer.getByRole('link', { name: 'Accept and order' })).toHaveCount(0);
  await buyer.goto(`/shopping-cart/check-out?offer=${second}`);
  await expect(buyer.getByText('This offer can no longer be ordered.')).toBeVisible();

  // The inquiry waits for a new offer; the customer withdraws it instead.
  await buyer.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expect(buyer.getByTestId('inquiry-status')).toHaveText(/Submitted/);
  await buyer.getByRole('button', { name: 'Withdraw inquiry' }).click();
  await buyer
    .getByRole('dialog', { name: `Withdraw inquiry ${inquiry.seqId}?` })
    .getByRole('button', { name: 'Withdraw', exact: true })
    .click();
  await expect(buyer.getByTestId('inquiry-status')).toHaveText(/Withdrawn/);
  await expect(buyer.getByLabel('Your message')).toHaveCount(0);

  // Someone who is neither its customer, staff nor the customer's partner: as if it did not exist.
  const stranger = await browserFor(browser, baseURL!);
  await signIn(stranger, e2eUsers.ana);
  await stranger.goto(`/dashboard/inquiries/${inquiry.id}`);
  await expectHeading(stranger, 'This page could not be found');
  await expect(stranger.getByText('This could not be found.')).toBeVisible();
  await expect(stranger.getByText(inquiry.seqId)).toHaveCount(0);

  // Staff find it in their list by the customer's address and by its state, and open it.
  const admin = await browserFor(browser, baseURL!);
  await signIn(admin, e2eUsers.admin);
  await admin.goto('/dashboard');
  // The shop administration's tile (the admin is a customer too: their own inquiries have a tile of their own).
  await admin
    .getByRole('region', { name: 'Shop administration' })
    .getByRole('link', { name: /^Inquiries/ })
    .click();
  await expectHeading(admin, 'Inquiries');
  await admin.getByLabel('Search by number, customer or message').fill(customer.email);
  const table = admin.getByRole('table', { name: 'Inquiries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Withdrawn');
  await admin.getByLabel('State').selectOption('accepted');
  await expect(admin.getByText('No inquiries to show.')).toBeVisible();
  await admin.getByLabel('State').selectOption('withdrawn');
  await table.getByRole('link', { name: inquiry.seqId }).click();
  await expectHeading(admin, `Inquiry ${inquiry.seqId}`);
  await expect(admin.getByTestId('offer')).toHaveCount(2);
  await expectNoSeriousViolations(admin, 'the inquiry page (staff)');
});
