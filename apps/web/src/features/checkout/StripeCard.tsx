// Paying by card through Stripe's Payment Element, for the PaymentIntent the server made with the
// order's amount. Stripe's script is fetched only here, when the server reported a publishable key
// and the customer pays (`@stripe/stripe-js/pure` injects nothing until loadStripe is called; this
// module itself is a chunk of its own). Confirmation stays on the page when no redirect is needed:
// only then is the payment "confirmed" (seed §7); the provider's message shows under the field
// (seed §5). The order becomes paid when Stripe's webhook tells the server, never from here.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { StartPaymentAnswer } from '@kubik/contract/payments';
import { useLocale } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';
import { elementsOptions, paymentElementOptions } from './cardWidget.ts';

type StripeAnswer = Extract<StartPaymentAnswer, { provider: 'stripe' }>;

export function StripeCard({
  answer,
  payLabel,
  onConfirmed,
}: {
  answer: StripeAnswer;
  payLabel: string;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let destroy = () => {};
    void (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const options = elementsOptions({
        publishableKey: answer.publishableKey,
        clientSecret: answer.clientSecret,
        locale,
      });
      const stripe = await loadStripe(answer.publishableKey);
      if (!live || !stripe || !host.current) return;
      const elements = stripe.elements(options);
      const element = elements.create('payment', paymentElementOptions);
      element.on('ready', () => setReady(true));
      element.on('change', () => setMessage(null));
      element.on('loaderror', (event) => setMessage(event.error.message ?? t('shop.pay.cardUnavailable')));
      element.mount(host.current);
      widget.current = { stripe, elements };
      destroy = () => element.destroy();
    })().catch(() => live && setMessage(t('shop.pay.cardUnavailable')));
    return () => {
      live = false;
      widget.current = null;
      destroy();
    };
  }, [answer.publishableKey, answer.clientSecret, locale, t]);

  const pay = async () => {
    if (!widget.current) return;
    setBusy(true);
    setMessage(null);
    try {
      const { stripe, elements } = widget.current;
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: answer.returnUrl },
        redirect: 'if_required',
      });
      if (result.error) setMessage(result.error.message ?? t('shop.pay.declined'));
      else onConfirmed();
    } catch {
      setMessage(t('shop.pay.cardUnavailable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pay-card">
      <div ref={host} className="pay-card__element" aria-busy={!ready} />
      {!ready && !message ? (
        <p className="shop-loading" role="status">
          {t('shop.pay.loadingCard')}
        </p>
      ) : null}
      <p className="pay-card__message" role="alert" data-testid="card-message">
        {message ?? ''}
      </p>
      <Button onClick={() => void pay()} disabled={!ready || busy} aria-busy={busy}>
        {payLabel}
      </Button>
    </div>
  );
}
