// The language of an API answer: the web app's i18n_redirected cookie, then Accept-Language,
// then Slovenian, the product's default.
import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, localeCookie, type Locale } from '@kubik/contract/locale';

export function requestLocale(request: FastifyRequest): Locale {
  const fromCookie = request.cookies?.[localeCookie];
  if (isLocale(fromCookie)) return fromCookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
      if (isLocale(tag)) return tag;
    }
  }
  return defaultLocale;
}
