// react-hook-form with a contract schema, worded in the user's language (formErrors.ts): errors
// already shown are worded again when the language changes, the server's field errors land at
// their fields, and anything else becomes the form's own error above the fields. Values typed
// stay in the form whatever happens.
import { useEffect, useMemo } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../api/errors.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { notify } from '../../ui/Toasts.tsx';
import { fieldMessage, formErrorMap, sortServerFields } from './formErrors.ts';

export interface AccountForm<Values extends FieldValues, Output> extends UseFormReturn<Values, unknown, Output> {
  /** The translated error of a field, for TextField's `error`. */
  errorOf: (path: FieldPath<Values>) => string | undefined;
  /** Shows a failed request: field errors at their fields, the rest above the form and in a toast. */
  showFailure: (error: unknown) => void;
}

export function useAccountForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, unknown>,
  defaultValues: DefaultValues<Values>,
  options: { serverPrefix?: string } = {},
): AccountForm<Values, Output> {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolver = useMemo(
    // The schema's input type is looser than the form's values (a checkbox is boolean where the
    // contract wants `true`): the one cast between what the user types and what the API takes.
    () =>
      zodResolver(schema as never, { error: formErrorMap(locale, t) as never }) as unknown as Resolver<
        Values,
        unknown,
        Output
      >,
    [schema, locale, t],
  );
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues, mode: 'onTouched' });
  const { trigger, getFieldState, formState, setError } = form;

  useEffect(() => {
    // Word the errors on screen again in the new language (a server's error, already in the old
    // language, goes if the browser's own check passes; the next submit asks the server again).
    const shown = Object.keys(formState.errors).filter((key) => key !== 'root');
    if (shown.length > 0) void trigger(shown as FieldPath<Values>[]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of language re-words.
  }, [locale]);

  const errorOf = (path: FieldPath<Values>) => fieldMessage(getFieldState(path, formState).error?.message, t);

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) console.error('The request failed', error);
    const general = apiMessage(error, t);
    const known = Object.keys(flatten(form.getValues()));
    const sorted = isApiError(error)
      ? sortServerFields(error.fields, known, options.serverPrefix)
      : { atFields: [], elsewhere: [] };
    sorted.atFields.forEach(([path, message], i) =>
      setError(path as FieldPath<Values>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
    const above = sorted.atFields.length === 0 ? general : sorted.elsewhere.join(' ');
    if (above) setError('root', { type: 'server', message: above });
    notify.error(general);
  };

  return Object.assign(form, { errorOf, showFailure });
}

/** A server error's text: the screen's own words for the codes it knows, else the server's message. */
export function apiMessage(error: unknown, t: (key: string) => string): string {
  if (!isApiError(error)) return t('account.errors.generic');
  switch (error.code) {
    case 'too_many_requests':
    case 'internal':
    case 'unavailable':
    case 'session_expired':
      return t(`errors.api.${error.code}`);
    default:
      return error.message || t('account.errors.generic');
  }
}

/** Dotted paths of every leaf in the form's values ({address: {city}} → "address.city"). */
export function flatten(values: unknown, prefix = ''): Record<string, unknown> {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return prefix ? { [prefix]: values } : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    Object.assign(out, flatten(value, prefix ? `${prefix}.${key}` : key));
  return out;
}
