// One sentence for a failed call, in the reader's language: the app's own text for the error's
// code when it words it itself (errors.api.*, from the catalogue the server answers with:
// i18n/messageParts.ts), otherwise the server's message (the server words its errors in the
// request's language), otherwise a fallback. A lost connection says so.
import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors.ts';

export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey = 'errors.api.internal'): string {
  if (isApiError(error)) {
    const text = t(`errors.api.${error.code}`, { defaultValue: '' });
    if (text) return text;
    if (error.message && error.code !== 'internal' && error.code !== 'bad_request') return error.message;
    return t(fallbackKey);
  }
  if (error instanceof TypeError) return t('shop.errors.offline');
  return t(fallbackKey);
}
