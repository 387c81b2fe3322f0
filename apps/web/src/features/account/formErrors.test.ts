// Errors in the user's language: zod's locale for its own messages, Kubik's words for empty fields,
// wrong addresses and the contract's codes, and the server's fields at the form's fields.
import { describe, expect, it } from 'vitest';
import { registerCompanyRequest, registerCustomerRequest } from '@kubik/contract/accounts';
import en from '../../i18n/locales/en.json';
import sl from '../../i18n/locales/sl.json';
import { customCodes, fieldMessage, formErrorMap, sortServerFields } from './formErrors.ts';
import { flatten } from './useAccountForm.ts';

type Tree = { [key: string]: string | Tree };

/** A t() over one locale's messages, with {{placeholders}} filled in. */
function translator(messages: Tree) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const found = key
      .split('.')
      .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    if (typeof found !== 'string') return key;
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}

function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('form error messages', () => {
  const tEn = translator(en as Tree);
  const tSl = translator(sl as Tree);

  it('words an empty field, a short password and a wrong e-mail in Kubik’s own words', () => {
    const result = registerCustomerRequest.safeParse(
      { name: '', email: 'ana@', password: 'short', termsAccepted: false },
      { error: formErrorMap('en', tEn) },
    );
    expect(messagesOf(result)).toEqual({
      name: 'Fill in this field.',
      email: 'This does not look like an email address.',
      password: 'Enter at least 10 characters.',
      termsAccepted: 'terms_required',
    });
    const slovenian = registerCustomerRequest.safeParse(
      { name: '', email: 'ana@', password: 'short', termsAccepted: true },
      { error: formErrorMap('sl', tSl) },
    );
    expect(messagesOf(slovenian)).toMatchObject({ name: 'Izpolnite to polje.', password: 'Vnesite vsaj 10 znakov.' });
  });

  it('falls back to zod’s locale for the language', () => {
    const result = registerCustomerRequest.safeParse(
      { name: 'x'.repeat(121), email: 'ana@kubik.test', password: 'Kubik-test-2026', termsAccepted: true },
      { error: formErrorMap('sl', tSl) },
    );
    // Zod's Slovenian locale, not English.
    expect(messagesOf(result).name).toMatch(/Preveliko/);
  });

  it('keeps the contract’s codes, and each has a text in every language', () => {
    const result = registerCompanyRequest.safeParse(
      {
        companyName: 'Les d.o.o.',
        vatId: 'SI1234567',
        address: { street: 'Cesta 1', city: 'Kranj', postalCode: '4000', country: 'XX' },
        name: 'Ana',
        email: 'ana@kubik.test',
        password: 'Kubik-test-2026',
        termsAccepted: true,
      },
      { error: formErrorMap('en', tEn) },
    );
    const messages = messagesOf(result);
    expect(messages['address.country']).toBe('invalid_country');
    expect(messages.vatId).toBe('invalid_vat_format');
    expect(fieldMessage(messages.vatId, tEn)).not.toMatch(/^invalid_vat_/);
    expect(fieldMessage('invalid_country', tSl)).toBe('Izberite državo.');
    for (const code of customCodes) {
      expect(tEn(`account.validation.${code}`)).not.toBe(`account.validation.${code}`);
      expect(tSl(`account.validation.${code}`)).not.toBe(`account.validation.${code}`);
    }
    expect(fieldMessage('The server’s own words', tEn)).toBe('The server’s own words');
    expect(fieldMessage(undefined, tEn)).toBeUndefined();
  });
});

describe('server field errors', () => {
  it('go to the form’s fields by dotted path; the rest above the form', () => {
    const fields = {
      email: 'An account with this e-mail address already exists.',
      'address.postalCode': 'Too short',
      token: 'Bad token',
    };
    expect(sortServerFields(fields, ['email', 'address.postalCode', 'name'])).toEqual({
      atFields: [
        ['email', 'An account with this e-mail address already exists.'],
        ['address.postalCode', 'Too short'],
      ],
      elsewhere: ['Bad token'],
    });
  });

  it('strip the part of the path the form does not have', () => {
    expect(
      sortServerFields(
        { 'company.vatId': 'Wrong', 'company.address.city': 'Empty' },
        ['vatId', 'address.city'],
        'company.',
      ).atFields,
    ).toEqual([
      ['vatId', 'Wrong'],
      ['address.city', 'Empty'],
    ]);
    expect(sortServerFields(undefined, ['email'])).toEqual({ atFields: [], elsewhere: [] });
  });

  it('know the form’s fields from its values', () => {
    expect(Object.keys(flatten({ name: '', address: { city: '', country: 'SI' }, termsAccepted: false }))).toEqual([
      'name',
      'address.city',
      'address.country',
      'termsAccepted',
    ]);
  });
});
