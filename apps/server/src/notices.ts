// What a fresh install is missing, said once at start (the log's first lines after "listening"), so
// the operator learns how to turn a feature on instead of finding out from a customer. Each notice
// names the variables to set; README's configuration table says the rest.
import type { Config } from './config.ts';

export type Notice = { feature: string; message: string };

export function configurationNotices(config: Pick<Config, 'bank' | 'stripe'>): Notice[] {
  const notices: Notice[] = [];
  if (!config.bank) {
    notices.push({
      feature: 'bank_transfer',
      message:
        'Bank transfer with a proforma invoice is not offered to company customers: set BANK_IBAN and BANK_BIC (and SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_ID for the proforma) to offer it',
    });
  }
  if (!config.stripe) {
    notices.push({
      feature: 'card_payments',
      message:
        'Card payments run on the built-in test provider and the shop says so: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments',
    });
  }
  return notices;
}
