// /register: two forms behind tabs, a private customer and a company (company name, VAT id,
// address). Each keeps what was typed when the other tab is shown. Success signs the user in and
// goes to /verify-your-email (see handOver.ts).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { PaymentConfig } from '@kubik/contract/payments';
import {
  registerCompanyRequest,
  registerCustomerRequest,
  type RegisterCompanyRequest,
  type RegisterCustomerRequest,
} from '@kubik/contract/accounts';
import { api } from '../../api/instance.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { accountApi, type Registered } from './accountApi.ts';
import { defaultCountry } from './countries.ts';
import { CheckboxField, CountrySelect, FormAlert, NewPasswordField } from './fields.tsx';
import { handOverSignIn, localPath } from './handOver.ts';
import { useAccountForm } from './useAccountForm.ts';
import './account.css';

type Kind = 'customer' | 'company';
const kinds: Kind[] = ['customer', 'company'];

interface CustomerValues {
  name: string;
  email: string;
  password: string;
  termsAccepted: boolean;
}

interface CompanyValues extends CustomerValues {
  companyName: string;
  vatId: string;
  address: { street: string; city: string; postalCode: string; country: string };
}

function useFinish() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  return (registered: Registered) => {
    handOverSignIn(registered);
    notify.success(t('account.register.done'));
    const next = localPath(params.get('redirect'));
    void navigate(next ? `/verify-your-email?redirect=${encodeURIComponent(next)}` : '/verify-your-email');
  };
}

function CustomerForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const finish = useFinish();
  const form = useAccountForm<CustomerValues, RegisterCustomerRequest>(registerCustomerRequest, {
    name: '',
    email: '',
    password: '',
    termsAccepted: false,
  });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async (values) => {
    try {
      finish(await accountApi.registerCustomer({ ...values, locale }));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('account.register.customer')}>
      <FormAlert message={formState.errors.root?.message} />
      <TextField label={t('account.fields.name')} autoComplete="name" error={errorOf('name')} {...register('name')} />
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <NewPasswordField label={t('account.fields.password')} error={errorOf('password')} {...register('password')} />
      <CheckboxField
        label={t('account.register.terms')}
        error={errorOf('termsAccepted')}
        {...register('termsAccepted')}
      />
      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
        {t('account.register.submit')}
      </Button>
    </form>
  );
}

function CompanyForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const finish = useFinish();
  const form = useAccountForm<CompanyValues, RegisterCompanyRequest>(registerCompanyRequest, {
    companyName: '',
    vatId: '',
    address: { street: '', city: '', postalCode: '', country: defaultCountry },
    name: '',
    email: '',
    password: '',
    termsAccepted: false,
  });
  const { register, handleSubmit, formState, errorOf } = form;

  const submit = handleSubmit(async (values) => {
    try {
      finish(await accountApi.registerCompany({ ...values, locale }));
    } catch (error) {
      form.showFailure(error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('account.register.company')}>
      <FormAlert message={formState.errors.root?.message} />
      <fieldset className="fieldset">
        <legend>{t('account.register.companyDetails')}</legend>
        <TextField
          label={t('account.fields.companyName')}
          autoComplete="organization"
          error={errorOf('companyName')}
          {...register('companyName')}
        />
        <TextField
          label={t('account.fields.vatId')}
          placeholder="SI12345678"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('vatId')}
          {...register('vatId')}
        />
        <TextField
          label={t('account.fields.street')}
          autoComplete="street-address"
          error={errorOf('address.street')}
          {...register('address.street')}
        />
        <div className="field-row">
          <TextField
            label={t('account.fields.postalCode')}
            autoComplete="postal-code"
            error={errorOf('address.postalCode')}
            {...register('address.postalCode')}
          />
          <TextField
            label={t('account.fields.city')}
            autoComplete="address-level2"
            error={errorOf('address.city')}
            {...register('address.city')}
          />
        </div>
        <CountrySelect
          label={t('account.fields.country')}
          error={errorOf('address.country')}
          {...register('address.country')}
        />
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t('account.register.contactPerson')}</legend>
        <TextField label={t('account.fields.name')} autoComplete="name" error={errorOf('name')} {...register('name')} />
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          error={errorOf('email')}
          {...register('email')}
        />
        <NewPasswordField label={t('account.fields.password')} error={errorOf('password')} {...register('password')} />
      </fieldset>
      <CheckboxField
        label={t('account.register.terms')}
        error={errorOf('termsAccepted')}
        {...register('termsAccepted')}
      />
      <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
        {t('account.register.submit')}
      </Button>
    </form>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.register.title'));
  const [kind, setKind] = useState<Kind>('customer');
  const id = useId();
  const tabs = useRef<Record<Kind, HTMLButtonElement | null>>({ customer: null, company: null });
  // The company tab promises a proforma only when this shop offers bank transfer (BANK_IBAN and BANK_BIC set).
  const offered = useQuery({
    queryKey: ['payments', 'offered'],
    queryFn: ({ signal }) => api.request<PaymentConfig>('/payments/config', { signal, auth: false }),
    staleTime: Infinity,
  });
  const hint = (k: Kind) =>
    k === 'company' && offered.data?.bankTransferOffered
      ? t('account.register.companyHintTransfer')
      : t(`account.register.${k}Hint`);

  // Tabs pattern: arrows (and Home/End) move between the tabs and select at once.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = kinds.indexOf(kind);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: kinds.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = kinds[(next + kinds.length) % kinds.length]!;
    setKind(chosen);
    tabs.current[chosen]?.focus();
  };

  return (
    <section className="auth-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="auth-card__title">
        {t('account.register.title')}
      </h1>
      <p className="auth-card__intro">{t('account.register.intro')}</p>
      <div className="tabs" role="tablist" aria-label={t('account.register.kind')} onKeyDown={onKeyDown}>
        {kinds.map((k) => (
          <button
            key={k}
            ref={(el) => {
              tabs.current[k] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={kind === k}
            aria-controls={`${id}-panel-${k}`}
            tabIndex={kind === k ? 0 : -1}
            className="tabs__tab"
            onClick={() => setKind(k)}
          >
            <span className="tabs__name">{t(`account.register.${k}`)}</span>
            <span className="tabs__hint" data-testid={`register-hint-${k}`}>
              {hint(k)}
            </span>
          </button>
        ))}
      </div>
      {kinds.map((k) => (
        <div
          key={k}
          role="tabpanel"
          id={`${id}-panel-${k}`}
          aria-labelledby={`${id}-tab-${k}`}
          hidden={kind !== k}
          className="tabs__panel"
        >
          {k === 'customer' ? <CustomerForm /> : <CompanyForm />}
        </div>
      ))}
      <p className="auth-card__links">
        {t('account.register.haveAccount')} <Link to="/login">{t('account.register.signIn')}</Link>
      </p>
    </section>
  );
}
