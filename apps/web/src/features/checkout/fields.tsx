// The checkout form's fields: text, an address block with the country named in the reader's
// language, and the radio cards of shipping and payment choices.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes } from '@kubik/contract/countries';
import { formatTags } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { AddressFields, FieldErrors } from './form.ts';

export function AddressBlock({ legend, value, onChange, errors, prefix, autoCompleteSection }: { legend: string; value: AddressFields; onChange: (next: AddressFields) => void; errors: FieldErrors; prefix: string; autoCompleteSection: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countryId = useId();
  const names = new Intl.DisplayNames([formatTags[locale]], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(formatTags[locale]);
  const countries = countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
  const set = (key: keyof AddressFields) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  const countryError = errors[`${prefix}.country`];
  return (
    <fieldset className="checkout__fieldset">
      <legend className="checkout__legend">{legend}</legend>
      <TextField label={t('account.fields.street')} autoComplete={`${autoCompleteSection} street-address`} value={value.street} onChange={set('street')} error={errors[`${prefix}.street`]} />
      <div className="checkout__row">
        <TextField label={t('account.fields.postalCode')} autoComplete={`${autoCompleteSection} postal-code`} value={value.postalCode} onChange={set('postalCode')} error={errors[`${prefix}.postalCode`]} />
        <TextField label={t('account.fields.city')} autoComplete={`${autoCompleteSection} address-level2`} value={value.city} onChange={set('city')} error={errors[`${prefix}.city`]} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={countryId}>{t('account.fields.country')}</label>
        <select id={countryId} className="field__input field__select" autoComplete={`${autoCompleteSection} country`} value={value.country} onChange={set('country')} aria-invalid={countryError ? true : undefined} aria-describedby={countryError ? `${countryId}-error` : undefined}>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>{c.name}</option>
          ))}
        </select>
        {countryError ? <p id={`${countryId}-error`} className="field__error">{countryError}</p> : null}
      </div>
    </fieldset>
  );
}

export function ChoiceCard({ name, value, checked, onChange, title, children, disabled = false, testId }: { name: string; value: string; checked: boolean; onChange: () => void; title: ReactNode; children?: ReactNode; disabled?: boolean; testId?: string }) {
  const id = useId();
  return (
    <div className={`choice${checked ? ' choice--checked' : ''}${disabled ? ' choice--disabled' : ''}`} data-testid={testId}>
      <input id={id} type="radio" className="choice__input" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} aria-describedby={children ? `${id}-text` : undefined} />
      <label htmlFor={id} className="choice__title">{title}</label>
      {children ? <div id={`${id}-text`} className="choice__text">{children}</div> : null}
    </div>
  );
}
