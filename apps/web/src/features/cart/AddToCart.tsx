// "Add to cart" in the configurator's price bar. A saved project saves its pending edits and goes
// in; a signed-in user's draft becomes a project first (the page moves to it and finishes there);
// a guest is asked to sign in or register and comes back to the same design, saved, in the cart
// (`?intent=cart` carries the wish across the sign-in and the draft's becoming a project).
import { useEffect, useRef, useState } from 'react';
import type { DeliveryEstimate } from '@kubik/contract/cart';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { DesignForShop } from '../../ui/designActions.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { formatEstimate, formatWeeks } from '../../ui/deliveryEstimate.ts';
import { Modal } from '../../ui/Modal.tsx';
import { useLocale } from '../../i18n/i18n.ts';
import { useAddToCart } from './useAddToCart.tsx';
import '../../ui/shop.css';
import './cart.css';

export function AddToCart({ design }: { design: DesignForShop }) {
  const { t } = useTranslation();
  const { add, busy, dialog } = useAddToCart();
  const [saving, setSaving] = useState(false);
  const [guest, setGuest] = useState(false);
  const [inCart, setInCart] = useState(false);
  const started = useRef(false);
  const latest = useRef(design);
  latest.current = design;

  const run = async () => {
    setSaving(true);
    try {
      const saved = await latest.current.save('cart');
      if (saved === 'guest') setGuest(true);
      if (typeof saved !== 'object') return;
      const outcome = await add(saved.projectId, latest.current.name);
      if (outcome !== 'failed' && outcome !== 'cancelled') setInCart(true);
    } finally {
      setSaving(false);
    }
  };

  // Back from sign-in, or on the project a draft just became: finish what the customer asked for, once.
  useEffect(() => {
    if (started.current || design.intent !== 'cart' || design.projectId === null) return;
    started.current = true;
    design.clearIntent();
    void run();
    // run reads the latest design through a ref; this runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [design.intent, design.projectId]);

  const working = saving || busy;
  const hintId = `add-to-cart-hint`;
  return (
    <>
      {inCart ? (
        <Link to="/shopping-cart" className="button button--ghost shop-incart-link">
          {t('shop.cart.view')}
        </Link>
      ) : null}
      <Button
        onClick={() => void run()}
        disabled={working || !design.orderable}
        aria-busy={working}
        aria-describedby={design.orderable ? undefined : hintId}
        data-testid="add-to-cart"
      >
        {t('shop.cart.add')}
      </Button>
      {design.orderable ? null : (
        <span id={hintId} className="visually-hidden">
          {t('shop.cart.notOrderable')}
        </span>
      )}
      {dialog}
      <Modal
        open={guest}
        onClose={() => setGuest(false)}
        title={t('shop.guest.title')}
        closeLabel={t('shop.guest.close')}
      >
        <p>{t('shop.guest.text')}</p>
        <div className="confirm__buttons">
          <ButtonLink to={`/login?redirect=${encodeURIComponent(design.returnPath('cart'))}`} variant="secondary">
            {t('shop.guest.signIn')}
          </ButtonLink>
          <ButtonLink to={`/register?redirect=${encodeURIComponent(design.returnPath('cart'))}`}>
            {t('shop.guest.register')}
          </ButtonLink>
        </div>
      </Modal>
    </>
  );
}

/**
 * The delivery weeks beside the buttons: to Slovenia from today (checkout gives the customer's own).
 * The customer's partner discount is in the price bar's price, said there as its own note.
 * The shipping table comes with its zod schemas, so it loads once the configurator is up rather
 * than with it (a new design loads no zod otherwise; see the configurator's README, "Bundle").
 */
export function DeliveryWeeks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null);
  useEffect(() => {
    let live = true;
    import('./deliveryEstimate.ts').then(
      ({ homeDeliveryEstimate }) => live && setEstimate(homeDeliveryEstimate(new Date())),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!estimate) return null;
  return (
    <p className="shop-bar-estimate" data-testid="delivery-estimate">
      <span className="shop-bar-estimate__label">{t('shop.delivery.label')}</span>
      <span title={formatEstimate(t, locale, estimate)}>{formatWeeks(t, estimate)}</span>
      <span className="visually-hidden"> ({formatEstimate(t, locale, estimate)})</span>
    </p>
  );
}
