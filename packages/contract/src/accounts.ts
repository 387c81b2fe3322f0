// Registration, e-mail confirmation, password reset, the account page and contact: the schemas
// the web app's forms and the server's routes share. Messages for custom checks are error codes
// (see errors.ts) that each side words in the user's language.
import { z } from 'zod';
import { email, password, user } from './auth.ts';
import { isCountryCode } from './countries.ts';
import { locales } from './locale.ts';
import { checkVatId } from './vat.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

export const address = z.object({
  street: text(200),
  city: text(100),
  postalCode: z
    .string()
    .trim()
    .min(2)
    .max(16)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/),
  country: z.string().trim().toUpperCase().refine(isCountryCode, { message: 'invalid_country' }),
});
export type Address = z.infer<typeof address>;

export const vatId = z
  .string()
  .trim()
  .min(4)
  .max(20)
  .superRefine((value, ctx) => {
    const check = checkVatId(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: `invalid_vat_${check.reason}` });
  })
  .transform((value) => {
    const check = checkVatId(value);
    return check.ok ? check.normalized : value;
  });

export const registerCustomerRequest = z.object({
  name: text(120),
  email,
  password,
  locale: z.enum(locales).optional(),
  termsAccepted: z.literal(true, { message: 'terms_required' }),
});
export type RegisterCustomerRequest = z.infer<typeof registerCustomerRequest>;

export const registerCompanyRequest = z.object({
  companyName: text(200),
  vatId,
  address,
  name: text(120).describe('The contact person'),
  email,
  password,
  locale: z.enum(locales).optional(),
  termsAccepted: z.literal(true, { message: 'terms_required' }),
});
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequest>;

export const company = z.object({ companyName: z.string(), vatId: z.string(), address });
export type Company = z.infer<typeof company>;

/** The account as the account page shows it: the user plus what only its owner sees. */
export const account = user.extend({
  company: company.nullable(),
  billingAddress: address.nullable(),
  shippingAddress: address.nullable(),
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof account>;

export const updateAccountRequest = z
  .object({
    name: text(120),
    locale: z.enum(locales),
    company: z.object({ companyName: text(200), vatId, address }),
    billingAddress: address.nullable(),
    shippingAddress: address.nullable(),
  })
  .partial();
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

export const changePasswordRequest = z.object({ currentPassword: z.string().min(1).max(256), newPassword: password });
export const changeEmailRequest = z.object({ email, password: z.string().min(1).max(256) });
export const deleteAccountRequest = z.object({ password: z.string().min(1).max(256) });

export const tokenRequest = z.object({ token: z.string().trim().min(16).max(200) });
export const forgotPasswordRequest = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) });
export const resetPasswordRequest = z.object({ token: z.string().trim().min(16).max(200), password });

export const contactRequest = z.object({
  message: text(5000),
  /** Required for guests; a signed-in user's own address is used otherwise. */
  email: email.optional(),
  name: z.string().trim().max(120).optional(),
  projectId: z.string().uuid().optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;
