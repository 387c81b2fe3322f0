// The state behind checkout's steps (CheckoutSteps.tsx): which step is open and what it found wrong,
// the server's shipping options and preview for the form, and placing the order with the attempt's
// Idempotency-Key.
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckoutPreview, CreateOrderRequest, PriceChange } from '@kubik/contract/orders';
import { isApiError } from '../../api/errors.ts';
import { shopKeys } from '../../api/shopKeys.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { checkoutApi } from './checkoutApi.ts';
import {
  checkCustomer,
  checkoutSteps,
  shippingOf,
  type CheckoutForm,
  type CheckoutStep,
  type FieldErrors,
} from './form.ts';
import { OrderAttempt } from './idempotency.ts';
import type { PlacedOrder } from './PayOrder.tsx';

/** The open step, the furthest reached, the field errors and the failure shown; `go` opens a step and focuses its title. */
export function useStepNavigation() {
  const [step, setStep] = useState<CheckoutStep>('customer');
  const [reached, setReached] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const go = (next: CheckoutStep) => {
    const index = checkoutSteps.indexOf(next);
    setStep(next);
    setReached((r) => Math.max(r, index));
    setErrors({});
    setFailure(null);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return { step, reached, errors, setErrors, failure, setFailure, heading, go };
}

/** The shipping options to where the form ships (from the shipping step on) and the server's preview (on the summary). */
export function useCheckoutQueries(form: CheckoutForm, step: CheckoutStep, offerId: string | undefined) {
  const shipTo = form.sameAddress ? form.billing.country : form.delivery.country;
  const shipping = useQuery({
    queryKey: ['checkout', 'shipping', shipTo, offerId ?? null],
    queryFn: ({ signal }) =>
      offerId ? checkoutApi.offerShipping(offerId, shipTo, signal) : checkoutApi.shipping(shipTo, signal),
    enabled: step === 'shipping' || step === 'summary',
  });
  const choice = shippingOf(form);
  const previewKey = ['checkout', 'preview', JSON.stringify(choice), offerId ?? null];
  const preview = useQuery({
    queryKey: previewKey,
    queryFn: () => checkoutApi.preview({ shipping: choice, ...(offerId ? { offerId } : {}) }),
    enabled: step === 'summary',
    staleTime: 0,
  });
  return { shipping, preview, previewKey };
}

type PlaceOrderOptions = {
  form: CheckoutForm;
  company: boolean;
  offerId: string | undefined;
  onPlaced: (order: PlacedOrder) => void;
  previewKey: readonly unknown[];
  setErrors: (errors: FieldErrors) => void;
  setFailure: (failure: string | null) => void;
  go: (step: CheckoutStep) => void;
};

/**
 * "Place order": checks the terms and the customer, sends the order with the attempt's key and hands the
 * placed order on; prices that changed meanwhile show the server's new preview and what changed.
 */
export function usePlaceOrder({
  form,
  company,
  offerId,
  onPlaced,
  previewKey,
  setErrors,
  setFailure,
  go,
}: PlaceOrderOptions) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [placing, setPlacing] = useState(false);
  const [changes, setChanges] = useState<PriceChange[] | null>(null);
  const attempt = useRef(new OrderAttempt());

  const place = async () => {
    if (!form.terms) {
      setErrors({ terms: t('shop.checkout.termsRequired') });
      return;
    }
    const checked = checkCustomer(form, company, t);
    if (!checked.customer) {
      setErrors(checked.errors);
      go('customer');
      return;
    }
    const body = orderRequest(form, checked.customer, offerId);
    setPlacing(true);
    setFailure(null);
    try {
      const order = await checkoutApi.placeOrder(body, attempt.current.current());
      attempt.current.settle(null);
      queries.setQueryData(shopKeys.order(order.id), order);
      void queries.invalidateQueries({ queryKey: shopKeys.cart });
      void queries.invalidateQueries({ queryKey: shopKeys.orders });
      onPlaced({
        id: order.id,
        number: order.number,
        grossCents: order.totals.grossCents,
        paymentMethod: order.paymentMethod,
      });
    } catch (error) {
      attempt.current.settle(error);
      if (isApiError(error) && error.code === 'prices_changed') {
        const next = error.details.preview as CheckoutPreview | undefined;
        if (next) queries.setQueryData(previewKey, next);
        setChanges((error.details.changes as PriceChange[] | undefined) ?? []);
        setFailure(t('errors.api.prices_changed'));
        return;
      }
      if (isApiError(error) && error.fields) setErrors(formFieldErrors(error.fields));
      setFailure(apiErrorMessage(t, error));
    } finally {
      setPlacing(false);
    }
  };

  return { place, placing, changes };
}

/** The order as the server takes it: the accepted offer or the cart, the chosen shipping, the customer and billing address, the payment, the note. */
function orderRequest(
  form: CheckoutForm,
  customer: CreateOrderRequest['customer'],
  offerId: string | undefined,
): CreateOrderRequest {
  return {
    ...(offerId ? { offerId } : {}),
    shipping: shippingOf(form),
    customer,
    billingAddress: { ...form.billing, country: form.billing.country.toUpperCase() },
    paymentMethod: form.payment,
    ...(form.note.trim() ? { note: form.note.trim() } : {}),
    termsAccepted: true,
  };
}

/** The server's field errors on the form's fields (its paths named as the form names them). */
function formFieldErrors(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      path
        .replace(/^billingAddress\./, 'billing.')
        .replace(/^customer\.(company\.)?/, '')
        .replace(/^shipping\.address\./, 'delivery.'),
      message,
    ]),
  );
}
