// The country list of an address form: ISO 3166 codes named in the user's language (Intl), in
// that language's alphabetical order.
import { countryCodes } from '@kubik/contract/countries';
import { localeTags, type Locale } from '@kubik/contract/locale';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<Locale, CountryOption[]>();

export function countryOptions(locale: Locale): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = localeTags[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const options = countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, options);
  return options;
}

/** The country to preselect in a new address: Slovenia, where Kubik's workshop is. */
export const defaultCountry = 'SI';
