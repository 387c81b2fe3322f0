// A partner's details as a form (new and edit alike): name, contact e-mail and phone, region, and
// the discount its customers get, typed in percent and sent in basis points. Each field's error
// stands beside it — the form's own check first (the contract's partnerFields, through React Hook
// Form), then the server's (a 400 with `fields`); the values typed stay whatever happens.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { partnerFields, type CreatePartnerRequest, type Partner } from '@kubik/contract/partners';
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

/** The form as typed: the contract's fields, an empty phone or region for none, the discount in percent. */
const partnerForm = z.object({
  name: partnerFields.name,
  contactEmail: partnerFields.contactEmail,
  contactPhone: partnerFields.contactPhone.unwrap(),
  region: partnerFields.region.unwrap(),
  discount: z.string().refine((text) => basisPointsOf(text) !== null),
});

/** A failed check as its error text's key (adminPartners.form.errors.*). */
function errorKeyOf(issue: { code?: string; input?: unknown }): string {
  if (issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'custom') return 'discount';
  // The e-mail address: empty is missing, anything else typed is no address.
  return typeof issue.input === 'string' && issue.input.trim() !== '' ? 'email' : 'required';
}

const formResolver = zodResolver(partnerForm, { error: errorKeyOf }) as unknown as Resolver<Values>;

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
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: formResolver,
    defaultValues: valuesOf(partner),
  });
  const errorOf = (field: Field) => {
    const key = formState.errors[field]?.message;
    return key ? t(`adminPartners.form.errors.${key}`) : undefined;
  };

  // The schema's output: every text trimmed, the address in lower case.
  const submit = handleSubmit((values) =>
    onSubmit({
      name: values.name,
      contactEmail: values.contactEmail,
      contactPhone: values.contactPhone || null,
      region: values.region || null,
      discountBp: basisPointsOf(values.discount)!,
    }).catch((error: unknown) => {
      // The server's field errors beside their fields (discountBp is the discount field).
      if (isApiError(error) && error.fields)
        for (const key of Object.keys(error.fields))
          setError((key === 'discountBp' ? 'discount' : key) as Field, { message: 'invalid' });
    }),
  );

  return (
    <form className="form partner-form" onSubmit={submit} noValidate>
      <TextField
        label={t('adminPartners.form.name')}
        error={errorOf('name')}
        {...register('name')}
        maxLength={200}
        required
        autoComplete="organization"
      />
      <TextField
        label={t('adminPartners.form.contactEmail')}
        type="email"
        error={errorOf('contactEmail')}
        {...register('contactEmail')}
        required
        autoComplete="email"
      />
      <TextField
        label={t('adminPartners.form.contactPhone')}
        type="tel"
        error={errorOf('contactPhone')}
        {...register('contactPhone')}
        maxLength={40}
        autoComplete="tel"
      />
      <TextField
        label={t('adminPartners.form.region')}
        error={errorOf('region')}
        {...register('region')}
        maxLength={120}
      />
      <TextField
        label={t('adminPartners.form.discount')}
        inputMode="decimal"
        error={errorOf('discount')}
        {...register('discount')}
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
