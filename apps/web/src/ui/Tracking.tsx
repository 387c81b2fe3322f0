// A shipped order's tracking: the carrier, the consignment number and the carrier's tracking link
// (the customer's, the partner's and the admin's order pages), and the fields staff and partners
// give it in when they ship a delivery (the server checks the same rules: packages/contract orders.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderTracking } from '@kubik/contract/orders';
import { TextField } from './TextField.tsx';
import './shop.css';

export function TrackingFacts({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  const { t } = useTranslation();
  return (
    <dl className="shop-tracking" data-testid="order-tracking">
      <dt>{t('shop.tracking.carrier')}</dt>
      <dd>{tracking.carrier}</dd>
      {tracking.number ? (
        <>
          <dt>{t('shop.tracking.number')}</dt>
          <dd>{tracking.number}</dd>
        </>
      ) : null}
      {tracking.url ? (
        <dd className="shop-tracking__link">
          <a href={tracking.url} target="_blank" rel="noopener noreferrer">
            {t('shop.tracking.link')}
          </a>
        </dd>
      ) : null}
    </dl>
  );
}

const numberPattern = /^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/;

function validUrl(text: string): boolean {
  if (!text.startsWith('https://')) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** The tracking fields' state: the request part when valid, otherwise the messages to show. */
export function useTrackingFields() {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [url, setUrl] = useState('');
  const [c, n, u] = [carrier.trim(), number.trim(), url.trim()];
  const errors = {
    carrier: c ? undefined : t('shop.tracking.form.carrierMissing'),
    number:
      !n && !u
        ? t('shop.tracking.form.numberOrUrl')
        : n && !numberPattern.test(n)
          ? t('shop.tracking.form.numberInvalid')
          : undefined,
    url: u && !validUrl(u) ? t('shop.tracking.form.urlInvalid') : undefined,
  };
  const valid = !errors.carrier && !errors.number && !errors.url;
  const tracking: OrderTracking | undefined = valid
    ? { carrier: c, ...(n ? { number: n } : {}), ...(u ? { url: u } : {}) }
    : undefined;
  return {
    values: { carrier, number, url },
    set: { carrier: setCarrier, number: setNumber, url: setUrl },
    errors,
    tracking,
  };
}

export function TrackingFields({
  fields,
  showErrors,
}: {
  fields: ReturnType<typeof useTrackingFields>;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const error = (text: string | undefined) => (showErrors ? text : undefined);
  return (
    <fieldset className="shop-tracking-fields">
      <legend className="field__label">{t('shop.tracking.form.legend')}</legend>
      <p className="shop-tracking-fields__hint">{t('shop.tracking.form.hint')}</p>
      <TextField
        label={t('shop.tracking.carrier')}
        value={fields.values.carrier}
        maxLength={80}
        onChange={(e) => fields.set.carrier(e.target.value)}
        error={error(fields.errors.carrier)}
      />
      <TextField
        label={t('shop.tracking.number')}
        value={fields.values.number}
        maxLength={40}
        onChange={(e) => fields.set.number(e.target.value)}
        error={error(fields.errors.number)}
      />
      <TextField
        label={t('shop.tracking.url')}
        type="url"
        inputMode="url"
        value={fields.values.url}
        maxLength={500}
        onChange={(e) => fields.set.url(e.target.value)}
        error={error(fields.errors.url)}
      />
    </fieldset>
  );
}
