// One sentence for a failed call, in the reader's language: the app's own text for the error's
// code (shop.errors.* for the shop's codes, errors.api.* for the rest) when it has one, otherwise
// the server's message (the server words its errors in the request's language), otherwise a
// fallback. A lost connection says so.
import type { TFunction } from 'i18next';
import { isApiError } from '../api/errors.ts';

export function apiErrorMessage(t: TFunction, error: unknown, fallbackKey = 'errors.api.internal'): string {
  if (isApiError(error)) {
    for (const key of [`shop.errors.${error.code}`, `errors.api.${error.code}`]) {
      const text = t(key, { defaultValue: '' });
      if (text) return text;
    }
    if (error.message && error.code !== 'internal' && error.code !== 'bad_request') return error.message;
    return t(fallbackKey);
  }
  if (error instanceof TypeError) return t('shop.errors.offline');
  return t(fallbackKey);
}
