// The contact form's messages in the user's language: Kubik's words for an empty message and a
// wrong e-mail address, zod's locale (z.locales) for anything else.
import { z } from 'zod';
import type { Locale } from '@kubik/contract/locale';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const zodLocales: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  sl: z.locales.sl,
  en: z.locales.en,
  es: z.locales.es,
};

export function contactErrorMap(locale: Locale, t: Translate) {
  const localeError = zodLocales[locale]().localeError;
  return (issue: z.core.$ZodRawIssue): string => {
    if (issue.code === 'too_small' && issue.origin === 'string')
      return issue.path?.[0] === 'email' ? t('contact.emailRequired') : t('contact.messageRequired');
    if (issue.code === 'invalid_type' && issue.path?.[0] === 'email') return t('contact.emailRequired');
    if (issue.code === 'invalid_format' && issue.format === 'email')
      return typeof issue.input === 'string' && issue.input.trim() === ''
        ? t('contact.emailRequired')
        : t('contact.emailInvalid');
    const worded = localeError(issue);
    return typeof worded === 'string' ? worded : (worded?.message ?? t('contact.failed'));
  };
}
