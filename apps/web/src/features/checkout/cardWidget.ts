// The card widget's settings under seed §5's rules, in one pure place (tested): the publishable
// key is required; the locale must be one the provider supports, otherwise "auto"; the fields are
// 40 px high (seed §9); billing details are collected as the provider sees fit ("auto"); the
// provider's own message is what the form shows under the field. The checkout-session rules of
// the seed (mode, submit type, shipping countries, icon style) belong to the provider's hosted
// checkout and its older card field, which Kubik does not use: the Payment Element confirms a
// PaymentIntent the server made for the order's amount.
import type {
  Appearance,
  StripeElementLocale,
  StripeElementsOptionsClientSecret,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type { Locale } from '@kubik/contract/locale';

/** The provider's supported locales (seed §9 names about 35, "auto" first). */
export const cardLocales: readonly StripeElementLocale[] = [
  'auto',
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'es',
  'es-419',
  'et',
  'fi',
  'fil',
  'fr',
  'fr-CA',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-HK',
  'zh-TW',
];

/** A locale for the widget: the language itself when supported, otherwise "auto" (seed §5). */
export function cardLocale(locale: Locale | string): StripeElementLocale {
  return cardLocales.find((supported) => supported === locale) ?? 'auto';
}

/** Seed §9: the card field is 40 px high — 20 px of text, 9 px padding above and below, 1 px borders. */
export const cardFieldHeightPx = 40;
const lineHeightPx = 20;
const borderPx = 1;
const paddingPx = (cardFieldHeightPx - lineHeightPx - 2 * borderPx) / 2;

export const cardAppearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#7a5230',
    colorDanger: '#a8281f',
    colorText: '#2b2620',
    borderRadius: '6px',
    fontSizeBase: '16px',
    spacingUnit: '4px',
  },
  rules: {
    '.Input': { padding: `${paddingPx}px 12px`, lineHeight: `${lineHeightPx}px`, borderWidth: `${borderPx}px` },
  },
};

export class CardWidgetError extends Error {}

export function elementsOptions(input: {
  publishableKey: string;
  clientSecret: string;
  locale: Locale | string;
}): StripeElementsOptionsClientSecret {
  if (!input.publishableKey.trim()) throw new CardWidgetError("The card provider's public key is required");
  if (!input.clientSecret.trim()) throw new CardWidgetError('The payment has no client secret');
  return { clientSecret: input.clientSecret, locale: cardLocale(input.locale), appearance: cardAppearance };
}

export const paymentElementOptions: StripePaymentElementOptions = {
  layout: 'tabs',
  fields: { billingDetails: 'auto' },
};
