// The checkout form's fields: text, an address block (the addresses used before offered, the
// countries delivered to first, each named in the reader's language), and the radio cards of shipping and payment choices.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes } from '@kubik/contract/countries';
import { formatTags } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/TextField.tsx';
import { addressLine, type AddressFields, type FieldErrors } from './form.ts';

/**
 * `saved`: the addresses the customer gave before, offered as one-click fills; `delivered`: the
 * countries the shop delivers to, listed first (the others after them, still selectable).
 */
export function AddressBlock({
  legend,
  value,
  onChange,
  errors,
  prefix,
  autoCompleteSection,
  saved = [],
  delivered = [],
}: {
  legend: string;
  value: AddressFields;
  onChange: (next: AddressFields) => void;
  errors: FieldErrors;
  prefix: string;
  autoCompleteSection: string;
  saved?: readonly AddressFields[];
  delivered?: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryId = useId();
  const savedId = useId();
  const names = new Intl.DisplayNames([formatTags[locale]], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(formatTags[locale]);
  const countries = countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const first = countries.filter((c) => delivered.includes(c.code));
  const rest = first.length > 0 ? countries.filter((c) => !delivered.includes(c.code)) : countries;
  const set = (key: keyof AddressFields) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const countryError = errors[`${prefix}.country`];
  const options = (list: typeof countries) =>
    list.map((c) => (
      <option key={c.code} value={c.code}>
        {c.name}
      </option>
    ));
  const others = saved.filter((a) => addressLine(a) !== addressLine(value));
  return (
    <fieldset className="checkout__fieldset">
      <legend className="checkout__legend">{legend}</legend>
      {others.length > 0 ? (
        <div className="checkout__saved" role="group" aria-labelledby={savedId} data-testid={`${prefix}-saved`}>
          <p id={savedId} className="checkout__saved-title">
            {t('shop.checkout.savedAddresses')}
          </p>
          {others.map((a) => (
            <button
              key={addressLine(a)}
              type="button"
              className="shop-link-button"
              aria-label={t('shop.checkout.useAddress', { address: addressLine(a) })}
              onClick={() => onChange({ ...a })}
            >
              {addressLine(a)}
            </button>
          ))}
        </div>
      ) : null}
      <TextField
        label={t('account.fields.street')}
        autoComplete={`${autoCompleteSection} street-address`}
        value={value.street}
        onChange={set('street')}
        error={errors[`${prefix}.street`]}
      />
      <div className="checkout__row">
        <TextField
          label={t('account.fields.postalCode')}
          autoComplete={`${autoCompleteSection} postal-code`}
          value={value.postalCode}
          onChange={set('postalCode')}
          error={errors[`${prefix}.postalCode`]}
        />
        <TextField
          label={t('account.fields.city')}
          autoComplete={`${autoCompleteSection} address-level2`}
          value={value.city}
          onChange={set('city')}
          error={errors[`${prefix}.city`]}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={countryId}>
          {t('account.fields.country')}
        </label>
        <select
          id={countryId}
          className="field__input field__select"
          autoComplete={`${autoCompleteSection} country`}
          value={value.country}
          onChange={set('country')}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
        >
          {first.length > 0 ? (
            <>
              <optgroup label={t('shop.checkout.countriesDelivered')}>{options(first)}</optgroup>
              <optgroup label={t('shop.checkout.countriesOther')}>{options(rest)}</optgroup>
            </>
          ) : (
            options(rest)
          )}
        </select>
        {countryError ? (
          <p id={`${countryId}-error`} className="field__error">
            {countryError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  children,
  disabled = false,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const id = useId();
  return (
    <div
      className={`choice${checked ? ' choice--checked' : ''}${disabled ? ' choice--disabled' : ''}`}
      data-testid={testId}
    >
      <input
        id={id}
        type="radio"
        className="choice__input"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={children ? `${id}-text` : undefined}
      />
      <label htmlFor={id} className="choice__title">
        {title}
      </label>
      {children ? (
        <div id={`${id}-text`} className="choice__text">
          {children}
        </div>
      ) : null}
    </div>
  );
}
