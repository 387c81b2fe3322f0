// A partner's details as a form (new and edit alike): name, contact e-mail and phone, region, and
// the discount its customers get, typed in percent and sent in basis points. Each field's error
// stands beside it — the form's own check first, then the server's (a 400 with `fields`); the
// values typed stay whatever happens.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { email as emailSchema } from '@kubik/contract/auth';
import type { CreatePartnerRequest, Partner } from '@kubik/contract/partners';
import { isApiError } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { basisPointsOf, percentOf } from './discount.ts';

type Field = 'name' | 'contactEmail' | 'contactPhone' | 'region' | 'discount';
type Values = Record<Field, string>;

const valuesOf = (p?: Partner): Values => ({
  name: p?.name ?? '',
  contactEmail: p?.contactEmail ?? '',
  contactPhone: p?.contactPhone ?? '',
  region: p?.region ?? '',
  discount: p ? String(percentOf(p.discountBp)) : '0',
});

/** The form's own check, as the contract's partnerFields: each failing field's error key. */
function check(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.name.trim()) errors.name = 'required';
  else if (v.name.trim().length > 200) errors.name = 'tooLong';
  if (!v.contactEmail.trim()) errors.contactEmail = 'required';
  else if (!emailSchema.safeParse(v.contactEmail).success) errors.contactEmail = 'email';
  if (v.contactPhone.trim().length > 40) errors.contactPhone = 'tooLong';
  if (v.region.trim().length > 120) errors.region = 'tooLong';
  if (basisPointsOf(v.discount) === null) errors.discount = 'discount';
  return errors;
}

export function PartnerForm({
  partner,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  partner?: Partner;
  busy: boolean;
  submitLabel: string;
  /** Resolves when saved; a rejection's field errors are shown beside the fields. */
  onSubmit: (request: CreatePartnerRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(partner));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const errorOf = (field: Field) => (errors[field] ? t(`adminPartners.form.errors.${errors[field]}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      name: values.name.trim(),
      contactEmail: values.contactEmail.trim(),
      contactPhone: values.contactPhone.trim() || null,
      region: values.region.trim() || null,
      discountBp: basisPointsOf(values.discount)!,
    }).catch((error: unknown) => {
      // The server's field errors beside their fields (discountBp is the discount field).
      if (isApiError(error) && error.fields) {
        const server: Partial<Record<Field, string>> = {};
        for (const key of Object.keys(error.fields))
          server[(key === 'discountBp' ? 'discount' : key) as Field] = 'invalid';
        setErrors(server);
      }
    });
  };

  return (
    <form className="form partner-form" onSubmit={submit} noValidate>
      <TextField
        label={t('adminPartners.form.name')}
        value={values.name}
        onChange={set('name')}
        error={errorOf('name')}
        maxLength={200}
        required
        autoComplete="organization"
      />
      <TextField
        label={t('adminPartners.form.contactEmail')}
        type="email"
        value={values.contactEmail}
        onChange={set('contactEmail')}
        error={errorOf('contactEmail')}
        required
        autoComplete="email"
      />
      <TextField
        label={t('adminPartners.form.contactPhone')}
        type="tel"
        value={values.contactPhone}
        onChange={set('contactPhone')}
        error={errorOf('contactPhone')}
        maxLength={40}
        autoComplete="tel"
      />
      <TextField
        label={t('adminPartners.form.region')}
        value={values.region}
        onChange={set('region')}
        error={errorOf('region')}
        maxLength={120}
      />
      <TextField
        label={t('adminPartners.form.discount')}
        inputMode="decimal"
        value={values.discount}
        onChange={set('discount')}
        error={errorOf('discount')}
      />
      <div className="confirm__buttons">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('adminPartners.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
