// How a form shows what is wrong, in the user's language: zod's own messages come from zod's
// locale for that language (z.locales), the contract's custom codes (invalid_vat_format, …) and
// the few everyday cases get Kubik's own words, and the server's `fields` (already worded in the
// user's language) land at the field they name.
import { z } from 'zod';
import type { Locale } from '@kubik/contract/locale';

/** Codes the contract puts in a zod issue's message; each has a text under account.validation. */
export const customCodes = [
  'invalid_country',
  'invalid_vat_format',
  'invalid_vat_check_digit',
  'invalid_vat_country',
  'terms_required',
  'passwords_differ',
] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Issue = z.core.$ZodRawIssue;

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  sl: z.locales.sl,
  en: z.locales.en,
  es: z.locales.es,
};

/**
 * The per-parse error map for a form: an empty required text and a wrong e-mail get Kubik's own
 * words, anything else zod's locale for the language. Custom messages set in the schema win over
 * this map (zod's rule), so the contract's codes arrive as they are and `fieldMessage` words them.
 */
export function formErrorMap(locale: Locale, t: Translate) {
  const localeError = zodLocales[locale]().localeError;
  return (issue: Issue): string => {
    const empty = typeof issue.input === 'string' && issue.input.trim() === '';
    if (empty && (issue.code === 'too_small' || issue.code === 'invalid_format'))
      return t('account.validation.required');
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1)
      return t('account.validation.required');
    if (issue.code === 'too_small' && issue.origin === 'string')
      return t('account.validation.tooShort', { min: Number(issue.minimum) });
    if (issue.code === 'invalid_format' && issue.format === 'email') return t('account.validation.email');
    const worded = localeError(issue);
    return typeof worded === 'string' ? worded : (worded?.message ?? t('account.validation.invalid'));
  };
}

/** The text to show for a form error's message: a custom code translated, anything else as it is. */
export function fieldMessage(message: string | undefined, t: Translate): string | undefined {
  if (!message) return undefined;
  return (customCodes as readonly string[]).includes(message) ? t(`account.validation.${message}`) : message;
}

export interface ServerFieldErrors {
  /** Form field path → message, for fields the form has. */
  atFields: Array<[string, string]>;
  /** Messages for paths the form does not show (they go above the form). */
  elsewhere: string[];
}

/**
 * Sorts the server's `fields` (dotted paths of the request body) into the form's fields. `prefix`
 * strips the part of the path the form does not have (a company form edits `company.*`).
 */
export function sortServerFields(
  fields: Record<string, string> | undefined,
  formFields: readonly string[],
  prefix = '',
): ServerFieldErrors {
  const result: ServerFieldErrors = { atFields: [], elsewhere: [] };
  for (const [path, message] of Object.entries(fields ?? {})) {
    const local = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (formFields.includes(local)) result.atFields.push([local, message]);
    else result.elsewhere.push(message);
  }
  return result;
}
