import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Account } from '@kubik/contract/accounts';
import { checkCustomer, checkShipping, initialForm, savedAddresses, shippingOf } from './form.ts';

const t = ((key: string) => key) as unknown as TFunction;
const account: Account = {
  id: 'u-1',
  email: 'mojca@podjetje.si',
  name: 'Mojca Novak',
  scope: ['customer', 'company'],
  emailConfirmed: true,
  locale: 'sl',
  createdAt: '2026-01-01T00:00:00.000Z',
  company: {
    companyName: 'Mizarstvo Novak d.o.o.',
    vatId: 'SI12345679',
    address: { street: 'Cesta 1', city: 'Kranj', postalCode: '4000', country: 'SI' },
  },
  billingAddress: null,
  shippingAddress: { street: 'Skladišče 3', city: 'Celje', postalCode: '3000', country: 'SI' },
  pendingEmail: null,
} as Account;

describe("checkout's form", () => {
  it("starts from the account: the company's address bills, the shipping address delivers", () => {
    const form = initialForm(account, null, {
      card: { provider: 'test' },
      bankTransfer: true,
      bankTransferOffered: true,
    });
    expect(form).toMatchObject({
      name: 'Mojca Novak',
      email: 'mojca@podjetje.si',
      companyName: 'Mizarstvo Novak d.o.o.',
      vatId: 'SI12345679',
      sameAddress: false,
      payment: 'test',
    });
    expect(form.billing.city).toBe('Kranj');
    expect(shippingOf(form)).toEqual({
      method: 'delivery',
      address: { street: 'Skladišče 3', city: 'Celje', postalCode: '3000', country: 'SI' },
    });
    expect(shippingOf({ ...form, method: 'pickup' })).toEqual({ method: 'pickup' });
    expect(
      initialForm(account, null, {
        card: { provider: 'stripe', publishableKey: 'pk_test_1' },
        bankTransfer: true,
        bankTransferOffered: true,
      }).payment,
    ).toBe('card');
  });

  it("checks the customer with the contract: a company's VAT id, an empty street, a bad phone", () => {
    const form = initialForm(account, null, {
      card: { provider: 'test' },
      bankTransfer: true,
      bankTransferOffered: true,
    });
    expect(checkCustomer(form, true, t).customer).toMatchObject({
      company: { companyName: 'Mizarstvo Novak d.o.o.', vatId: 'SI12345679' },
    });
    const bad = checkCustomer(
      { ...form, vatId: 'SI12345678', phone: 'call me', billing: { ...form.billing, street: ' ' } },
      true,
      t,
    );
    expect(bad.customer).toBeUndefined();
    expect(bad.errors).toEqual({
      vatId: 'account.validation.invalid_vat_check_digit',
      phone: 'shop.checkout.invalidPhone',
      'billing.street': 'account.validation.required',
    });
    // A private customer sends no company at all.
    expect(checkCustomer(form, false, t).customer).not.toHaveProperty('company');
  });

  it('asks for a delivery address only when it is not the billing one', () => {
    const form = initialForm(account, null, {
      card: { provider: 'test' },
      bankTransfer: false,
      bankTransferOffered: true,
    });
    expect(checkShipping({ ...form, delivery: { street: '', city: '', postalCode: '', country: 'SI' } }, t)).toEqual({
      'delivery.street': 'account.validation.required',
      'delivery.city': 'account.validation.required',
      'delivery.postalCode': 'account.validation.required',
    });
    expect(
      checkShipping(
        { ...form, sameAddress: true, delivery: { street: '', city: '', postalCode: '', country: 'SI' } },
        t,
      ),
    ).toEqual({});
  });

  it("a private customer's next checkout starts from the last order: its phone, billing address and other delivery address", () => {
    const home = { street: 'Trubarjeva 1', city: 'Ljubljana', postalCode: '1000', country: 'SI' };
    const away = { street: 'Via Roma 5', city: 'Trieste', postalCode: '34100', country: 'IT' };
    const privateAccount = { ...account, company: null, shippingAddress: null, scope: ['customer'] } as Account;
    const config = { card: { provider: 'test' as const }, bankTransfer: false, bankTransferOffered: false };
    const form = initialForm(privateAccount, null, config, {
      phone: '+386 40 123 456',
      billingAddress: home,
      deliveryAddress: away,
    });
    expect(form).toMatchObject({ phone: '+386 40 123 456', billing: home, sameAddress: false, delivery: away });
    expect(shippingOf(form)).toEqual({ method: 'delivery', address: away });
    // Delivered to the billing address last time (or picked up): delivered there again.
    expect(
      initialForm(privateAccount, null, config, {
        phone: null,
        billingAddress: home,
        deliveryAddress: { ...home, street: ' Trubarjeva 1 ' },
      }),
    ).toMatchObject({ phone: '', sameAddress: true, delivery: home });
    expect(
      initialForm(privateAccount, null, config, { phone: null, billingAddress: home, deliveryAddress: null })
        .sameAddress,
    ).toBe(true);
    // The account's own addresses come first; every address given before is offered once.
    expect(
      initialForm(account, null, config, { phone: null, billingAddress: home, deliveryAddress: away }).billing.city,
    ).toBe('Kranj');
    expect(
      savedAddresses(account, { phone: null, billingAddress: home, deliveryAddress: account.shippingAddress }).map(
        (a) => a.city,
      ),
    ).toEqual(['Kranj', 'Celje', 'Ljubljana']);
    expect(savedAddresses(undefined, null)).toEqual([]);
  });
});
