// The server's words — the mails, the orders export's words, the field messages — as i18next JSON,
// one catalogue per language (`locales/server-<lang>.json`): `{{name}}` placeholders and plural
// forms as `<key>_one` … `<key>_other`, the format of the web app's messages (decision 0030).
//
// Filled by the design core's `fillText` (the one filler of every catalogue outside the web app)
// rather than by an i18next instance: i18next (25.x) puts a value in by replacing the first
// occurrence of the placeholder's text anywhere in the string, so a customer named "{{seqId}}"
// would take the inquiry's number and leave the placeholder in the mail. One pass over the
// template fills each placeholder where it stands and never reads what it put in.
import type { Locale } from '@kubik/contract/locale';
import { fillText } from '@kubik/design/i18n/wording';
import en from './locales/server-en.json' with { type: 'json' };
import es from './locales/server-es.json' with { type: 'json' };
import sl from './locales/server-sl.json' with { type: 'json' };

export type ServerTexts = typeof sl;

/** Each language's catalogue; the type makes en and es carry every key sl has. */
export const serverTexts: Record<Locale, ServerTexts> = { sl, en, es };

type PluralSuffix = `_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type AnyKey = Paths<ServerTexts>;
type CountedBase<K> = K extends `${infer Base}_other` ? Base : never;

/** A text worded the same whatever the numbers in it. */
export type TextKey = Exclude<AnyKey, `${string}${PluralSuffix}`>;
/** A text that counts something: one form per plural category of the reader's language. */
export type CountKey = CountedBase<AnyKey>;
export type TextParams = Readonly<Record<string, string | number>>;

const pluralRules: Record<Locale, Intl.PluralRules> = {
  sl: new Intl.PluralRules('sl'),
  en: new Intl.PluralRules('en'),
  es: new Intl.PluralRules('es'),
};

function templateOf(locale: Locale, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      serverTexts[locale],
    );
  if (typeof found !== 'string') throw new Error(`No server text "${key}" in ${locale}`);
  return found;
}

/** A mail never goes out with a placeholder in it: a value missing is the code's mistake. */
function fill(key: string, template: string, params: TextParams): string {
  for (const [, name] of template.matchAll(/\{\{(\w+)\}\}/g))
    if (!Object.hasOwn(params, name!)) throw new Error(`The server text "${key}" needs {{${name}}}`);
  return fillText(template, params);
}

/** The text under `key` in `locale`, its `{{placeholders}}` filled from `params`. */
export function text(locale: Locale, key: TextKey, params: TextParams = {}): string {
  return fill(key, templateOf(locale, key), params);
}

/** The form of `key` for `count` in `locale` (1 dan, 2 dneva, 3 dni…), with `{{count}}` and `params` filled. */
export function countText(locale: Locale, key: CountKey, count: number, params: TextParams = {}): string {
  const form = pluralRules[locale].select(count);
  return fill(key, templateOf(locale, `${key}_${form}`), { ...params, count });
}

/** One value per language, made from that language's texts. */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return { sl: make('sl'), en: make('en'), es: make('es') };
}
