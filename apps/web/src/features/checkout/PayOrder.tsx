// Paying a placed order, and the two screens that end checkout: "order submitted" and "order
// failed" (with a retry). The server answers how to pay: the built-in test provider (said plainly
// to be a test), Stripe's card form (loaded only then), or bank-transfer details. A retry starts a
// new payment of the same order — the order itself is never placed twice.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@kubik/contract/orders';
import type { PaymentState, StartPaymentAnswer } from '@kubik/contract/payments';
import { shopKeys } from '../../api/shopKeys.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { checkoutApi } from './checkoutApi.ts';

const StripeCard = lazy(() => import('./StripeCard.tsx').then((m) => ({ default: m.StripeCard })));

export interface PlacedOrder {
  id: string;
  number: string;
  grossCents: number;
  paymentMethod: PaymentMethod;
}

export type PayPhase =
  | { kind: 'starting' }
  | { kind: 'paying'; answer: StartPaymentAnswer }
  | { kind: 'confirming' }
  | { kind: 'submitted'; paid: boolean; bank?: Extract<StartPaymentAnswer, { provider: 'bank' }> }
  | { kind: 'failed'; message: string };

const pollEveryMs = 1500;
const pollTimes = 20;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After a card was confirmed: waits (a while) for the provider's webhook to mark the order paid or failed. */
async function settled(orderId: string, isLive: () => boolean): Promise<PaymentState | null> {
  for (let i = 0; i < pollTimes && isLive(); i++) {
    const state = await checkoutApi.paymentState(orderId);
    if (state.paymentStatus !== 'pending') return state;
    await wait(pollEveryMs);
  }
  return null;
}

export function PayOrder({
  order,
  initial = { kind: 'starting' },
  bankTransfer,
}: {
  order: PlacedOrder;
  initial?: PayPhase;
  bankTransfer: boolean;
}) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const [phase, setPhase] = useState<PayPhase>(initial);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (phase.kind === 'submitted' || phase.kind === 'failed') heading.current?.focus();
  }, [phase.kind]);

  const refreshOrders = useCallback(() => void queries.invalidateQueries({ queryKey: shopKeys.orders }), [queries]);

  const finish = useCallback(
    (state: PaymentState | null) => {
      refreshOrders();
      if (!live.current) return;
      if (state?.paymentStatus === 'failed')
        setPhase({ kind: 'failed', message: state.lastError?.message ?? t('shop.pay.declined') });
      else setPhase({ kind: 'submitted', paid: state?.paymentStatus === 'paid' });
    },
    [refreshOrders, t],
  );

  const start = useCallback(
    async (how: PaymentMethod) => {
      setPhase({ kind: 'starting' });
      try {
        const answer = await checkoutApi.startPayment(order.id, { method: how });
        if (!live.current) return;
        if (answer.provider === 'bank') {
          refreshOrders();
          setPhase({ kind: 'submitted', paid: false, bank: answer });
        } else setPhase({ kind: 'paying', answer });
      } catch (error) {
        if (live.current) setPhase({ kind: 'failed', message: apiErrorMessage(t, error) });
      }
    },
    [order.id, refreshOrders, t],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current || initial.kind !== 'starting') return;
    started.current = true;
    void start(order.paymentMethod);
  }, [initial.kind, order.paymentMethod, start]);

  const completeTest = async (completeUrl: string, outcome: 'succeeded' | 'failed') => {
    setPhase({ kind: 'confirming' });
    try {
      finish(await checkoutApi.completeTest(completeUrl, { outcome }));
    } catch (error) {
      if (live.current) setPhase({ kind: 'failed', message: apiErrorMessage(t, error) });
    }
  };

  if (phase.kind === 'starting' || phase.kind === 'confirming') {
    return (
      <p className="shop-loading" role="status">
        {t(phase.kind === 'starting' ? 'shop.pay.starting' : 'shop.pay.confirming')}
      </p>
    );
  }

  if (phase.kind === 'paying') {
    return (
      <PaymentForm
        order={order}
        answer={phase.answer}
        onCompleteTest={(completeUrl, outcome) => void completeTest(completeUrl, outcome)}
        onCardConfirmed={() => {
          setPhase({ kind: 'confirming' });
          void settled(order.id, () => live.current).then(finish, () => finish(null));
        }}
      />
    );
  }

  if (phase.kind === 'failed') {
    return (
      <OrderFailed
        order={order}
        message={phase.message}
        heading={heading}
        bankTransfer={bankTransfer}
        onRetry={(how) => void start(how)}
      />
    );
  }

  return <OrderSubmitted order={order} phase={phase} heading={heading} />;
}

/** Paying the order: the test provider's two outcomes (said plainly to be a test) or Stripe's card form. */
function PaymentForm({
  order,
  answer,
  onCompleteTest,
  onCardConfirmed,
}: {
  order: PlacedOrder;
  answer: StartPaymentAnswer;
  onCompleteTest: (completeUrl: string, outcome: 'succeeded' | 'failed') => void;
  onCardConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = formatMoney(locale, order.grossCents);
  const payLabel = t('shop.pay.payAmount', { amount: total });
  return (
    <section className="pay" aria-labelledby="pay-title">
      <h2 id="pay-title" className="pay__title">
        {t('shop.pay.title', { number: order.number })}
      </h2>
      {answer.provider === 'test' ? (
        <div className="pay-test" data-testid="test-payment">
          <p className="pay-test__badge">{t('shop.pay.testBadge')}</p>
          <p>{t('shop.pay.testText', { amount: total })}</p>
          <div className="pay__buttons">
            <Button onClick={() => onCompleteTest(answer.completeUrl, 'succeeded')}>
              {t('shop.pay.testSucceed', { amount: total })}
            </Button>
            <Button variant="secondary" onClick={() => onCompleteTest(answer.completeUrl, 'failed')}>
              {t('shop.pay.testFail')}
            </Button>
          </div>
        </div>
      ) : answer.provider === 'stripe' ? (
        <Suspense
          fallback={
            <p className="shop-loading" role="status">
              {t('shop.pay.loadingCard')}
            </p>
          }
        >
          <StripeCard answer={answer} payLabel={payLabel} onConfirmed={onCardConfirmed} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The payment failed: why, a retry (or paying by bank transfer instead) and the way to the order. */
function OrderFailed({
  order,
  message,
  heading,
  bankTransfer,
  onRetry,
}: {
  order: PlacedOrder;
  message: string;
  heading: RefObject<HTMLHeadingElement | null>;
  bankTransfer: boolean;
  onRetry: (how: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="pay-result pay-result--failed" aria-labelledby="result-title" data-testid="order-failed">
      <h2 id="result-title" ref={heading} tabIndex={-1} className="pay-result__title">
        {t('shop.result.failedTitle')}
      </h2>
      <p>{t('shop.result.failedText', { number: order.number })}</p>
      <p className="shop-warning" role="alert">
        {message}
      </p>
      <div className="pay__buttons">
        <Button onClick={() => onRetry(order.paymentMethod)}>{t('shop.result.retry')}</Button>
        {bankTransfer && order.paymentMethod !== 'bank_transfer' ? (
          <Button variant="secondary" onClick={() => onRetry('bank_transfer')}>
            {t('shop.result.payByBank')}
          </Button>
        ) : null}
        <ButtonLink variant="secondary" to={`/dashboard/order-history/${order.id}`}>
          {t('shop.result.viewOrder')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** The order is in: paid, waiting for the transfer (with the bank details to pay to) or for the payment's outcome. */
function OrderSubmitted({
  order,
  phase,
  heading,
}: {
  order: PlacedOrder;
  phase: Extract<PayPhase, { kind: 'submitted' }>;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = formatMoney(locale, order.grossCents);
  return (
    <section className="pay-result pay-result--ok" aria-labelledby="result-title" data-testid="order-submitted">
      <h2 id="result-title" ref={heading} tabIndex={-1} className="pay-result__title">
        {t('shop.result.submittedTitle')}
      </h2>
      <p>{t('shop.result.submittedText', { number: order.number, amount: total })}</p>
      <p>
        {phase.paid
          ? t('shop.result.paid')
          : phase.bank
            ? t('shop.result.awaitingTransfer')
            : t('shop.result.paymentPending')}
      </p>
      {phase.bank ? (
        <dl className="facts" data-testid="bank-details">
          <dt>{t('shop.bank.beneficiary')}</dt>
          <dd>{phase.bank.beneficiary}</dd>
          <dt>IBAN</dt>
          <dd>{phase.bank.iban}</dd>
          <dt>BIC</dt>
          <dd>{phase.bank.bic}</dd>
          <dt>{t('shop.bank.reference')}</dt>
          <dd>{phase.bank.reference}</dd>
          <dt>{t('shop.bank.amount')}</dt>
          <dd>{formatMoney(locale, phase.bank.amountCents)}</dd>
        </dl>
      ) : null}
      <div className="pay__buttons">
        <ButtonLink to={`/dashboard/order-history/${order.id}`}>{t('shop.result.viewOrder')}</ButtonLink>
        <Link to="/dashboard/order-history">{t('shop.result.allOrders')}</Link>
      </div>
    </section>
  );
}
