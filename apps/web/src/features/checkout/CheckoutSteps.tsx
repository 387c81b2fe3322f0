// The four steps of checkout as one form the customer walks through (and may step back in): each
// step is checked before the next opens; the summary is the server's preview of exactly what will
// be ordered; "Place order" sends it with the attempt's Idempotency-Key.
import { useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@kubik/contract/accounts';
import type { ShippingOptions } from '@kubik/contract/cart';
import type { CheckoutAddresses, CheckoutPreview, PriceChange } from '@kubik/contract/orders';
import type { PaymentConfig } from '@kubik/contract/payments';
import { useSession } from '../../api/instance.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import { TextField } from '../../ui/TextField.tsx';
import { checkoutApi } from './checkoutApi.ts';
import { AddressBlock, ChoiceCard } from './fields.tsx';
import {
  cardMethod,
  checkCustomer,
  checkoutSteps,
  checkShipping,
  initialForm,
  savedAddresses,
  shippingOf,
  type CheckoutForm,
  type CheckoutStep,
  type FieldErrors,
} from './form.ts';
import type { PlacedOrder } from './PayOrder.tsx';
import { SummaryLines } from './SummaryLines.tsx';
import { useCheckoutQueries, usePlaceOrder, useStepNavigation } from './useCheckoutSteps.ts';

type StepsProps = {
  config: PaymentConfig;
  company: boolean;
  account: Account;
  offerId?: string | undefined;
  onPlaced: (order: PlacedOrder) => void;
};

/**
 * `offerId`: the order is that accepted offer (its items at its prices), not the cart. The form
 * starts once what checkout remembers (the last order's addresses, the countries delivered to) is
 * read; without it (an error) it starts from the account alone.
 */
export function CheckoutSteps(props: StepsProps) {
  const { t } = useTranslation();
  // Read afresh each time checkout opens (gcTime 0): the last order may have changed since.
  const remembered = useQuery({
    queryKey: ['checkout', 'addresses'],
    queryFn: ({ signal }) => checkoutApi.addresses(signal),
    retry: false,
    gcTime: 0,
  });
  if (remembered.isPending)
    return (
      <p className="shop-loading" role="status">
        {t('shop.loading')}
      </p>
    );
  return <Steps {...props} remembered={remembered.data} />;
}

function Steps({
  config,
  company,
  account,
  offerId,
  onPlaced,
  remembered,
}: StepsProps & { remembered: CheckoutAddresses | undefined }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(account, user, config, remembered?.lastOrder));
  const saved = savedAddresses(account, remembered?.lastOrder);
  const delivered = remembered?.deliveryCountries ?? [];
  const { step, reached, errors, setErrors, failure, setFailure, heading, go } = useStepNavigation();

  const set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const { shipping, preview, previewKey } = useCheckoutQueries(form, step, offerId);
  const { place, placing, changes } = usePlaceOrder({
    form,
    company,
    offerId,
    onPlaced,
    previewKey,
    setErrors,
    setFailure,
    go,
  });

  const continueFrom = (current: CheckoutStep) => {
    if (current === 'customer') {
      const checked = checkCustomer(form, company, t);
      setErrors(checked.errors);
      if (!checked.customer) return;
    }
    if (current === 'shipping') {
      const found = checkShipping(form, t);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      if (!shipping.data?.options.some((o) => o.method === form.method)) {
        setErrors({
          method: t(form.method === 'pickup' ? 'errors.api.pickup_unavailable' : 'errors.api.no_shipping_zone'),
        });
        return;
      }
    }
    go(checkoutSteps[checkoutSteps.indexOf(current) + 1]!);
  };

  const stepIndex = checkoutSteps.indexOf(step);

  return (
    <div className="checkout">
      <StepList step={step} reached={reached} onGo={go} />

      <form
        className="form checkout__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'summary') void place();
          else continueFrom(step);
        }}
      >
        <h2 ref={heading} tabIndex={-1} className="checkout__title">
          {t('shop.checkout.stepTitle', { n: stepIndex + 1, title: t(`pages.checkout.steps.${step}`) })}
        </h2>

        {step === 'customer' ? (
          <CustomerStep form={form} set={set} errors={errors} company={company} saved={saved} delivered={delivered} />
        ) : null}

        {step === 'shipping' ? (
          <ShippingStep
            form={form}
            set={set}
            errors={errors}
            shipping={shipping}
            offerId={offerId}
            saved={saved}
            delivered={delivered}
          />
        ) : null}

        {step === 'payment' ? <PaymentStep form={form} set={set} config={config} /> : null}

        {step === 'summary' ? (
          <SummaryStep form={form} set={set} errors={errors} company={company} changes={changes} preview={preview} />
        ) : null}

        <StepProblems failure={failure} fixFields={Object.keys(errors).length > 0 && step !== 'summary'} />

        <StepActions
          step={step}
          placing={placing}
          total={preview.data?.totals.grossCents}
          onBack={stepIndex > 0 ? () => go(checkoutSteps[stepIndex - 1]!) : undefined}
        />
      </form>
    </div>
  );
}

type SetField = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;
type StepFields = { form: CheckoutForm; set: SetField; errors: FieldErrors };
type Addresses = { saved: ReturnType<typeof savedAddresses>; delivered: readonly string[] };

/** Who orders: name, e-mail, phone, a company's name and VAT id, and the billing address. */
function CustomerStep({ form, set, errors, company, saved, delivered }: StepFields & Addresses & { company: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('account.fields.name')}
        autoComplete="name"
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label={t('account.fields.email')}
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        label={t('shop.checkout.phone')}
        type="tel"
        autoComplete="tel"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
      {company ? (
        <div className="checkout__row">
          <TextField
            label={t('account.fields.companyName')}
            autoComplete="organization"
            value={form.companyName}
            onChange={(e) => set('companyName', e.target.value)}
            error={errors.companyName}
          />
          <TextField
            label={t('account.fields.vatId')}
            value={form.vatId}
            onChange={(e) => set('vatId', e.target.value)}
            error={errors.vatId}
          />
        </div>
      ) : null}
      <AddressBlock
        legend={t('shop.checkout.billingAddress')}
        value={form.billing}
        onChange={(v) => set('billing', v)}
        errors={errors}
        prefix="billing"
        autoCompleteSection="billing"
        saved={saved}
        delivered={delivered}
      />
    </>
  );
}

/** Delivery or pickup, each with its price and when it arrives, and where it goes. */
function ShippingStep({
  form,
  set,
  errors,
  shipping,
  offerId,
  saved,
  delivered,
}: StepFields & Addresses & { shipping: UseQueryResult<ShippingOptions>; offerId: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const option = (method: 'pickup' | 'delivery') => shipping.data?.options.find((o) => o.method === method);
  return (
    <>
      <fieldset className="checkout__fieldset">
        <legend className="checkout__legend">{t('shop.checkout.shippingChoice')}</legend>
        {shipping.isPending ? (
          <p className="shop-loading" role="status">
            {t('shop.loading')}
          </p>
        ) : null}
        {shipping.isError ? (
          <p className="shop-warning" role="alert">
            {apiErrorMessage(t, shipping.error)}
          </p>
        ) : null}
        {(['delivery', 'pickup'] as const).map((method) => {
          const o = option(method);
          return (
            <ChoiceCard
              key={method}
              name="shipping"
              value={method}
              checked={form.method === method}
              onChange={() => set('method', method)}
              disabled={!shipping.isPending && !o}
              testId={`shipping-${method}`}
              title={
                <>
                  {t(`shop.shipping.${method}`)}
                  {/* An offer's delivery is its own line: the choice adds nothing to it. */}
                  {o ? (
                    <span className="choice__price">
                      {offerId
                        ? t('offerCheckout.asOffered')
                        : o.grossCents === 0
                          ? t('shop.shipping.free')
                          : formatMoney(locale, o.grossCents)}
                    </span>
                  ) : null}
                </>
              }
            >
              {o
                ? t('shop.shipping.estimate', { when: formatEstimate(t, locale, o.estimate) })
                : shipping.isPending
                  ? null
                  : t(method === 'pickup' ? 'errors.api.pickup_unavailable' : 'errors.api.no_shipping_zone')}
              {method === 'pickup' ? <span className="choice__more">{t('shop.shipping.pickupWhere')}</span> : null}
            </ChoiceCard>
          );
        })}
        {errors.method ? (
          <p className="field__error" role="alert">
            {errors.method}
          </p>
        ) : null}
      </fieldset>
      {form.method === 'delivery' ? (
        <>
          <div className="field field--check">
            <div className="check">
              <input
                id="same-address"
                type="checkbox"
                className="check__input"
                checked={form.sameAddress}
                onChange={(e) => set('sameAddress', e.target.checked)}
              />
              <label className="check__label" htmlFor="same-address">
                {t('shop.checkout.sameAddress')}
              </label>
            </div>
          </div>
          {form.sameAddress ? null : (
            <AddressBlock
              legend={t('shop.checkout.deliveryAddress')}
              value={form.delivery}
              onChange={(v) => set('delivery', v)}
              errors={errors}
              prefix="delivery"
              autoCompleteSection="shipping"
              saved={saved}
              delivered={delivered}
            />
          )}
        </>
      ) : null}
    </>
  );
}

/** How to pay: by card (or the test provider) or by bank transfer, where the shop takes it. */
function PaymentStep({ form, set, config }: { form: CheckoutForm; set: SetField; config: PaymentConfig }) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout__fieldset">
      <legend className="checkout__legend">{t('shop.checkout.paymentChoice')}</legend>
      <ChoiceCard
        name="payment"
        value={cardMethod(config)}
        checked={form.payment === cardMethod(config)}
        onChange={() => set('payment', cardMethod(config))}
        testId="payment-card"
        title={config.card.provider === 'test' ? t('shop.payment.test') : t('shop.payment.card')}
      >
        {config.card.provider === 'test' ? (
          <strong className="pay-test__badge">{t('shop.payment.testNote')}</strong>
        ) : (
          t('shop.payment.cardNote')
        )}
      </ChoiceCard>
      {config.bankTransfer ? (
        <ChoiceCard
          name="payment"
          value="bank_transfer"
          checked={form.payment === 'bank_transfer'}
          onChange={() => set('payment', 'bank_transfer')}
          title={t('shop.payment.bank')}
          testId="payment-bank"
        >
          {t('shop.payment.bankNote')}
        </ChoiceCard>
      ) : null}
    </fieldset>
  );
}

/** The server's preview of exactly what is ordered, what was chosen, a note and the terms. */
function SummaryStep({
  form,
  set,
  errors,
  company,
  changes,
  preview,
}: StepFields & { company: boolean; changes: PriceChange[] | null; preview: UseQueryResult<CheckoutPreview> }) {
  const { t } = useTranslation();
  const choice = shippingOf(form);
  return (
    <>
      {changes ? (
        <div className="shop-notice" role="status" data-testid="prices-changed">
          <p>{t('shop.checkout.pricesChanged')}</p>
        </div>
      ) : null}
      {preview.isPending ? (
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      ) : null}
      {preview.isError ? (
        <p className="shop-warning" role="alert">
          {apiErrorMessage(t, preview.error)}
        </p>
      ) : null}
      {preview.data ? <SummaryLines preview={preview.data} /> : null}
      <dl className="facts checkout__recap">
        <dt>{t('shop.checkout.customer')}</dt>
        <dd>
          {[form.name, form.email, company ? `${form.companyName} (${form.vatId})` : ''].filter(Boolean).join(', ')}
        </dd>
        <dt>{t('shop.checkout.billingAddress')}</dt>
        <dd>{`${form.billing.street}, ${form.billing.postalCode} ${form.billing.city}, ${form.billing.country}`}</dd>
        <dt>{t('pages.checkout.steps.shipping')}</dt>
        <dd>
          {choice.method === 'pickup'
            ? t('shop.shipping.pickup')
            : `${choice.address.street}, ${choice.address.postalCode} ${choice.address.city}, ${choice.address.country}`}
        </dd>
        <dt>{t('pages.checkout.steps.payment')}</dt>
        <dd>
          {form.payment === 'bank_transfer'
            ? t('shop.payment.bank')
            : form.payment === 'test'
              ? t('shop.payment.test')
              : t('shop.payment.card')}
        </dd>
      </dl>
      <div className="field">
        <label className="field__label" htmlFor="order-note">
          {t('shop.checkout.note')}
        </label>
        <textarea
          id="order-note"
          className="field__input"
          rows={3}
          maxLength={1000}
          value={form.note}
          onChange={(e) => set('note', e.target.value)}
        />
      </div>
      <div className="field field--check">
        <div className="check">
          <input
            id="terms"
            type="checkbox"
            className="check__input"
            checked={form.terms}
            onChange={(e) => set('terms', e.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
          />
          <label className="check__label" htmlFor="terms">
            {t('shop.checkout.terms')}
          </label>
        </div>
        {errors.terms ? (
          <p id="terms-error" className="field__error">
            {errors.terms}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The steps, numbered; one reached before is a button back to it. */
function StepList({
  step,
  reached,
  onGo,
}: {
  step: CheckoutStep;
  reached: number;
  onGo: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <ol className="steps checkout__steps" aria-label={t('pages.checkout.stepsLabel')}>
      {checkoutSteps.map((s, index) => (
        <li key={s} className="steps__item" aria-current={s === step ? 'step' : undefined}>
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {index <= reached && s !== step ? (
            <button type="button" className="shop-link-button" onClick={() => onGo(s)}>
              {t(`pages.checkout.steps.${s}`)}
            </button>
          ) : (
            t(`pages.checkout.steps.${s}`)
          )}
        </li>
      ))}
    </ol>
  );
}

/** What went wrong: the failure of the last try, and (before the summary) a call to fix the fields marked. */
function StepProblems({ failure, fixFields }: { failure: string | null; fixFields: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <p className="form__error" role="alert" data-testid="checkout-error">
          {failure}
        </p>
      ) : null}
      {fixFields ? (
        <p className="form__error" role="alert">
          {t('account.errors.fixFields')}
        </p>
      ) : null}
    </>
  );
}

/** Back (after the first step), and Continue — or, on the summary, Place order for the previewed total. */
function StepActions({
  step,
  placing,
  total,
  onBack,
}: {
  step: CheckoutStep;
  placing: boolean;
  total: number | undefined;
  onBack: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="form__actions checkout__actions">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={placing}>
          {t('shop.checkout.back')}
        </Button>
      ) : null}
      {step === 'summary' ? (
        <Button type="submit" disabled={placing || total === undefined} aria-busy={placing} data-testid="place-order">
          {total !== undefined
            ? t('shop.checkout.place', { amount: formatMoney(locale, total) })
            : t('shop.checkout.placePlain')}
        </Button>
      ) : (
        <Button type="submit">{t('shop.checkout.continue')}</Button>
      )}
    </div>
  );
}
