// Form pieces the account screens need beside ui/TextField: a checkbox, a select (countries,
// languages), the password rules and the form's own error. Same look and wiring as TextField:
// the label tied to the control, the error tied through aria-describedby.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { minPasswordLength } from '@kubik/contract/auth';
import { useLocale } from '../../i18n/i18n.ts';
import { TextField } from '../../ui/TextField.tsx';
import { countryOptions } from './countries.ts';

interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="field field--check">
      <div className="check">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="check__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <label className="check__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, id, children, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export const CountrySelect = forwardRef<HTMLSelectElement, Omit<SelectProps, 'children'>>(
  function CountrySelect(props, ref) {
    const { t } = useTranslation();
    const locale = useLocale();
    return (
      <SelectField ref={ref} autoComplete="country" {...props}>
        <option value="">{t('account.address.chooseCountry')}</option>
        {countryOptions(locale).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
    );
  },
);

/** The password rules, shown under a new-password field (referenced by aria-describedby). */
export function PasswordRules({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="field__hint">
      {t('account.password.rules', { min: minPasswordLength })}
    </p>
  );
}

interface NewPasswordProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

/** A new password with its rules under it, both read out with the field. */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordProps>(function NewPasswordField(
  { error, ...rest },
  ref,
) {
  const id = useId();
  const rulesId = `${id}-rules`;
  return (
    <div className="field-group">
      <TextField
        ref={ref}
        id={id}
        type="password"
        autoComplete="new-password"
        error={error}
        {...rest}
        aria-describedby={error ? `${id}-error ${rulesId}` : rulesId}
      />
      <PasswordRules id={rulesId} />
    </div>
  );
});

export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}
