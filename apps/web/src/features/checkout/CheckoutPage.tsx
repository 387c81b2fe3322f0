// /shopping-cart/check-out in the seed's steps: customer info (prefilled from the account; company
// accounts add the company and its VAT id), shipping (pickup or delivery, priced by the server with
// the delivery week), payment (card, the test provider said to be a test, bank transfer for
// companies), the order summary the server priced — then the order is placed once (an
// Idempotency-Key per attempt) and paid: "order submitted" or "order failed" with a retry.
// Only a confirmed e-mail address may order: otherwise a clear message and a resend link.
// `?order={id}` pays an order placed before: where checkout goes once the order is placed (so a
// reload resumes paying it), "Pay now" in the history and on the order page, Stripe's return.
// `?offer={id}` orders an accepted offer (issue 14): the same steps with the offer's items and prices
// (the server's preview and shipping for that offer); the cart is neither read nor changed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { hasScope } from '../../api/shapes.ts';
import { session, useSession } from '../../api/instance.ts';
import { shopKeys } from '../../api/shopKeys.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import type { PaymentConfig } from '@kubik/contract/payments';
import { checkoutApi } from './checkoutApi.ts';
import { CheckoutSteps } from './CheckoutSteps.tsx';
import { PayOrder, type PayPhase, type PlacedOrder } from './PayOrder.tsx';
import '../../ui/shop.css';
import './checkout.css';

export function CheckoutPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const resume = params.get('order');
  const offerId = params.get('offer');
  // The address may have been confirmed in another tab since the session was read: ask again.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void session
      .fetchUser()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, []);
  const config = useQuery({
    queryKey: shopKeys.paymentConfig,
    queryFn: ({ signal }) => checkoutApi.paymentConfig(signal),
  });

  const title = t('pages.checkout.title');
  if (!checked || config.isPending) {
    return (
      <Page title={title}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (config.isError) {
    return (
      <Page title={title}>
        <EmptyState
          title={apiErrorMessage(t, config.error)}
          action={
            <Button variant="secondary" onClick={() => void config.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (user && !user.emailConfirmed) return <Unconfirmed email={user.email} />;
  if (resume) return <ResumePayment orderId={resume} bankTransfer={config.data.bankTransfer} />;
  if (offerId) return <OfferOrder offerId={offerId} config={config.data} company={hasScope(user, 'company')} />;
  return <NewOrder config={config.data} company={hasScope(user, 'company')} />;
}

function Unconfirmed({ email }: { email: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await checkoutApi.resendConfirmation();
      setSent(true);
      notify.success(t('account.verify.sent'));
    } catch (error) {
      notify.error(apiErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('pages.checkout.title')}>
      <div className="shop-warning checkout-unconfirmed" role="alert" data-testid="email-unconfirmed">
        <p>
          <strong>{t('shop.checkout.unconfirmedTitle')}</strong>
        </p>
        <p>{t('shop.checkout.unconfirmedText', { email })}</p>
        <p className="checkout-unconfirmed__actions">
          <Button variant="secondary" onClick={() => void resend()} disabled={busy || sent} aria-busy={busy}>
            {t('account.verify.resend')}
          </Button>
          <Link to="/verify-your-email?redirect=%2Fshopping-cart%2Fcheck-out">
            {t('shop.checkout.unconfirmedHelp')}
          </Link>
        </p>
        {sent ? <p role="status">{t('account.verify.sent')}</p> : null}
      </div>
      <ButtonLink variant="secondary" to="/shopping-cart">
        {t('shop.checkout.backToCart')}
      </ButtonLink>
    </Page>
  );
}

/**
 * Once placed, the order is paid at `?order={id}` (the history entry replaced): a reload, or coming
 * back later, resumes paying that order instead of finding an empty cart.
 */
function usePayPlaced(): (order: PlacedOrder) => void {
  const [, setParams] = useSearchParams();
  return (order) => setParams({ order: order.id }, { replace: true });
}

function NewOrder({ config, company }: { config: PaymentConfig; company: boolean }) {
  const { t } = useTranslation();
  const payPlaced = usePayPlaced();
  const cart = useQuery({ queryKey: shopKeys.cart, queryFn: ({ signal }) => checkoutApi.cart(signal) });
  const account = useQuery({ queryKey: ['account'], queryFn: ({ signal }) => checkoutApi.account(signal) });
  const title = t('pages.checkout.title');

  if (cart.isPending || account.isPending) {
    return (
      <Page title={title}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (cart.isError || account.isError) {
    const failed = cart.error ?? account.error;
    return (
      <Page title={title}>
        <EmptyState
          title={apiErrorMessage(t, failed)}
          action={
            <Button variant="secondary" onClick={() => void Promise.all([cart.refetch(), account.refetch()])}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('pages.checkout.empty')}
          action={<ButtonLink to="/shopping-cart">{t('shop.checkout.backToCart')}</ButtonLink>}
        />
      </Page>
    );
  }
  return (
    <Page title={title} intro={t('pages.checkout.purpose')}>
      <CheckoutSteps config={config} company={company} account={account.data} onPlaced={payPlaced} />
    </Page>
  );
}

/**
 * An accepted offer as an order: first asked whether the offer may still be ordered (its shipping
 * choices for the account's country: 404 not the reader's, 409 expired, declined or withdrawn), then
 * checkout's steps with the offer's items.
 */
function OfferOrder({ offerId, config, company }: { offerId: string; config: PaymentConfig; company: boolean }) {
  const { t } = useTranslation();
  const payPlaced = usePayPlaced();
  const account = useQuery({ queryKey: ['account'], queryFn: ({ signal }) => checkoutApi.account(signal) });
  const country = account.data?.billingAddress?.country || 'SI';
  const open = useQuery({
    queryKey: ['checkout', 'shipping', country, offerId],
    queryFn: ({ signal }) => checkoutApi.offerShipping(offerId, country, signal),
    enabled: account.isSuccess,
    retry: false,
  });
  const title = t('pages.checkout.title');

  if (account.isError || open.isError) {
    return (
      <Page title={title}>
        <EmptyState
          title={t('offerCheckout.unavailable')}
          hint={apiErrorMessage(t, account.error ?? open.error)}
          action={<ButtonLink to="/dashboard">{t('offerCheckout.back')}</ButtonLink>}
        />
      </Page>
    );
  }
  if (account.isPending || open.isPending) {
    return (
      <Page title={title}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  return (
    <Page title={title} intro={t('offerCheckout.purpose')}>
      <p className="shop-notice" data-testid="offer-checkout">
        {t('offerCheckout.notice')}
      </p>
      <CheckoutSteps config={config} company={company} account={account.data} offerId={offerId} onPlaced={payPlaced} />
    </Page>
  );
}

/** An order placed earlier: its payment state decides whether to show the result or pay again. */
function ResumePayment({ orderId, bankTransfer }: { orderId: string; bankTransfer: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Back from the card provider's redirect: wait for its webhook a moment before saying anything.
  const returned = params.has('redirect_status') || params.has('payment_intent');
  const order = useQuery({
    queryKey: shopKeys.order(orderId),
    queryFn: ({ signal }) => checkoutApi.order(orderId, signal),
  });
  const state = useQuery({
    queryKey: ['payments', 'state', orderId],
    queryFn: ({ signal }) => checkoutApi.paymentState(orderId, signal),
    refetchInterval: (query) =>
      returned && query.state.data?.paymentStatus === 'pending' && query.state.dataUpdateCount < 20 ? 1500 : false,
  });
  const initial = useRef<PayPhase | null>(null);
  const placed = useMemo<PlacedOrder | null>(
    () =>
      order.data
        ? {
            id: order.data.id,
            number: order.data.number,
            grossCents: order.data.totals.grossCents,
            paymentMethod: order.data.paymentMethod,
          }
        : null,
    [order.data],
  );
  const title = t('pages.checkout.title');

  if (order.isError || state.isError) {
    return (
      <Page title={title}>
        <EmptyState
          title={apiErrorMessage(t, order.error ?? state.error)}
          action={<ButtonLink to="/dashboard/order-history">{t('shop.result.allOrders')}</ButtonLink>}
        />
      </Page>
    );
  }
  const waiting = returned && state.data?.paymentStatus === 'pending' && state.data && state.isFetching;
  if (!placed || !state.data || (waiting && initial.current === null)) {
    return (
      <Page title={title}>
        <p className="shop-loading" role="status">
          {t(returned ? 'shop.pay.confirming' : 'shop.loading')}
        </p>
      </Page>
    );
  }
  if (initial.current === null) {
    const s = state.data;
    initial.current =
      s.paymentStatus === 'paid' || s.paymentStatus === 'refunded' || s.paymentStatus === 'partially_refunded'
        ? { kind: 'submitted', paid: true }
        : s.status === 'cancelled'
          ? { kind: 'failed', message: t('shop.status.order.cancelled') }
          : // Back from the provider: its verdict. Come to pay ("Pay now"): a new attempt.
            returned && s.paymentStatus === 'failed'
            ? { kind: 'failed', message: s.lastError?.message ?? t('shop.pay.declined') }
            : returned
              ? { kind: 'submitted', paid: false }
              : { kind: 'starting' };
  }
  return (
    <Page title={title}>
      <PayOrder order={placed} initial={initial.current} bankTransfer={bankTransfer} />
    </Page>
  );
}
