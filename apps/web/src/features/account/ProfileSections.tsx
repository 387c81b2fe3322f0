// The account page's sections about who the user is: name and language, company details
// (company accounts), billing and shipping addresses. Each saves on its own with PATCH /users/me
// and reports the outcome in a toast.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { address, updateAccountRequest, type Address } from '@kubik/contract/accounts';
import { locales, type Locale } from '@kubik/contract/locale';
import { z } from 'zod';
import { session } from '../../api/instance.ts';
import { changeLocale } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { accountApi, type Account } from './accountApi.ts';
import { defaultCountry } from './countries.ts';
import { CountrySelect, FormAlert, SelectField } from './fields.tsx';
import { useAccountForm } from './useAccountForm.ts';

/** Each language named in itself, as the header's switcher names them. */
const languageNames: Record<Locale, string> = { sl: 'Slovenščina', en: 'English', es: 'Español' };

export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id} className="account-section__title">
        {title}
      </h2>
      {intro ? <p className="account-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

type OnSaved = (account: Account) => void;

const profileForm = z.object({
  name: updateAccountRequest.shape.name.unwrap(),
  locale: updateAccountRequest.shape.locale.unwrap(),
});

export function ProfileSection({ account, onSaved }: { account: Account; onSaved: OnSaved }) {
  const { t } = useTranslation();
  const form = useAccountForm<{ name: string; locale: Locale }, z.output<typeof profileForm>>(profileForm, {
    name: account.name,
    locale: account.locale,
  });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await accountApi.update(values);
      onSaved(saved);
      form.reset({ name: saved.name, locale: saved.locale });
      notify.success(t('account.profile.saved'));
      // The header shows the new name; the screens follow the chosen language.
      void session.fetchUser().catch(() => undefined);
      if (saved.locale !== account.locale) await changeLocale(saved.locale);
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <Section title={t('account.profile.title')} intro={t('account.profile.intro')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert message={formState.errors.root?.message} />
        <TextField label={t('account.fields.name')} autoComplete="name" error={errorOf('name')} {...register('name')} />
        <SelectField label={t('account.fields.language')} error={errorOf('locale')} {...register('locale')}>
          {locales.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageNames[code]}
            </option>
          ))}
        </SelectField>
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function AddressFields({
  errorOf,
  register,
  prefix,
}: {
  errorOf: (path: never) => string | undefined;
  register: (path: never) => object;
  prefix: '' | 'address.';
}) {
  const { t } = useTranslation();
  const path = (name: string) => `${prefix}${name}` as never;
  return (
    <>
      <TextField
        label={t('account.fields.street')}
        autoComplete="street-address"
        error={errorOf(path('street'))}
        {...register(path('street'))}
      />
      <div className="field-row">
        <TextField
          label={t('account.fields.postalCode')}
          autoComplete="postal-code"
          error={errorOf(path('postalCode'))}
          {...register(path('postalCode'))}
        />
        <TextField
          label={t('account.fields.city')}
          autoComplete="address-level2"
          error={errorOf(path('city'))}
          {...register(path('city'))}
        />
      </div>
      <CountrySelect
        label={t('account.fields.country')}
        error={errorOf(path('country'))}
        {...register(path('country'))}
      />
    </>
  );
}

const companyForm = updateAccountRequest.shape.company.unwrap();
type CompanyValues = { companyName: string; vatId: string; address: Address };

export function CompanySection({ account, onSaved }: { account: Account; onSaved: OnSaved }) {
  const { t } = useTranslation();
  const company = account.company!;
  const form = useAccountForm<CompanyValues, z.output<typeof companyForm>>(companyForm, company, {
    serverPrefix: 'company.',
  });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await accountApi.update({ company: values });
      onSaved(saved);
      if (saved.company) form.reset(saved.company);
      notify.success(t('account.company.saved'));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <Section title={t('account.company.title')} intro={t('account.company.intro')}>
      <form className="form" onSubmit={submit} noValidate>
        <FormAlert message={formState.errors.root?.message} />
        <TextField
          label={t('account.fields.companyName')}
          autoComplete="organization"
          error={errorOf('companyName')}
          {...register('companyName')}
        />
        <TextField
          label={t('account.fields.vatId')}
          spellCheck={false}
          error={errorOf('vatId')}
          {...register('vatId')}
        />
        <AddressFields errorOf={errorOf as never} register={register as never} prefix="address." />
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('account.company.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

const emptyAddress: Address = { street: '', city: '', postalCode: '', country: defaultCountry };

export function AddressSection({
  kind,
  account,
  onSaved,
}: {
  kind: 'billingAddress' | 'shippingAddress';
  account: Account;
  onSaved: OnSaved;
}) {
  const { t } = useTranslation();
  const current = account[kind];
  const form = useAccountForm<Address, Address>(address, current ?? emptyAddress, { serverPrefix: `${kind}.` });
  const { register, handleSubmit, formState, errorOf } = form;
  const label = kind === 'billingAddress' ? 'billing' : 'shipping';

  const save = async (value: Address | null) => {
    try {
      const saved = await accountApi.update({ [kind]: value });
      onSaved(saved);
      form.reset(saved[kind] ?? emptyAddress);
      notify.success(t(value ? `account.${label}.saved` : `account.${label}.removed`));
    } catch (error) {
      form.showFailure(error);
    }
  };

  return (
    <Section title={t(`account.${label}.title`)} intro={current ? undefined : t(`account.${label}.none`)}>
      <form className="form" onSubmit={handleSubmit((value) => save(value))} noValidate>
        <FormAlert message={formState.errors.root?.message} />
        <AddressFields errorOf={errorOf as never} register={register as never} prefix="" />
        <div className="form__actions">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t(`account.${label}.save`)}
          </Button>
          {current ? (
            <Button variant="ghost" disabled={formState.isSubmitting} onClick={() => void save(null)}>
              {t(`account.${label}.remove`)}
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
