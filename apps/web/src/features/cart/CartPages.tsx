// /shopping-cart: the designs about to be ordered. Each item is a snapshot of a saved project (its
// picture, the server's price and what it is made of) with its quantity, "open in configurator"
// and remove; an item the server re-priced (a new catalogue) says by how much, one whose project
// changed since offers to take the current design, one that breaks a rule cannot go to checkout.
// Instead of ordering, the customer may ask for an offer on the cart's projects (features/inquiries,
// composed by app/ through ui/askForOffer.ts).
import { Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { hasScope } from '@kubik/contract/scopes';
import { maxCartQuantity } from '@kubik/contract/cart';
import { useSession } from '../../api/instance.ts';
import { shopKeys } from '../../api/shopKeys.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { offerProjectsOf, useAskForOffer } from '../../ui/askForOffer.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useRoomView } from '../../ui/model3d/roomView.tsx';
import { Page } from '../../ui/Page.tsx';
import { TotalsList } from '../../ui/ShopTotals.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { cartApi, putCart, type Cart, type CartItem } from './cartApi.ts';
import '../../ui/shop.css';
import './cart.css';

const quantities = Array.from({ length: maxCartQuantity }, (_, i) => i + 1);

export function CartPage() {
  const { t } = useTranslation();
  const { loggedIn, ready } = useSession();
  if (ready && !loggedIn) {
    return (
      <Page title={t('pages.cart.title')} intro={t('pages.cart.purpose')}>
        <EmptyState
          title={t('shop.cart.guestTitle')}
          hint={t('shop.cart.guestHint')}
          action={<ButtonLink to="/login?redirect=%2Fshopping-cart">{t('nav.signIn')}</ButtonLink>}
        />
      </Page>
    );
  }
  return <SignedInCart />;
}

function SignedInCart() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queries = useQueryClient();
  const cart = useQuery({ queryKey: shopKeys.cart, queryFn: ({ signal }) => cartApi.get(signal) });
  // "Ask for an offer" on the cart's projects, from the inquiries feature through app/ (ui/askForOffer.ts).
  const AskForOffer = useAskForOffer();
  // "View in your room" for an item, as its snapshot holds it (issue 23); the dialog loads when asked for.
  const room = useRoomView();

  const change = useMutation({
    mutationFn: (work: () => Promise<Cart>) => work(),
    onSuccess: (next) => putCart(queries, next),
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });

  const title = t('pages.cart.title');
  if (cart.isPending) {
    return (
      <Page title={title}>
        <p role="status" className="shop-loading">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (cart.isError) {
    return (
      <Page title={title}>
        <EmptyState
          title={apiErrorMessage(t, cart.error)}
          action={
            <Button variant="secondary" onClick={() => void cart.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  const { items, totals } = cart.data;
  if (items.length === 0) {
    return (
      <Page title={title} intro={t('pages.cart.purpose')}>
        <EmptyState
          title={t('pages.cart.empty')}
          hint={t('pages.cart.emptyHint')}
          action={<ButtonLink to="/configurator">{t('landing.cta')}</ButtonLink>}
        />
      </Page>
    );
  }
  const blocked = items.some((item) => !item.orderable);
  // Companies see net prices first, the total with VAT beside them.
  const netFirst = hasScope(user, 'company');
  const repriced = items.filter((item) => item.priceChange);
  return (
    <Page title={title} intro={t('pages.cart.purpose')}>
      {repriced.length > 0 ? (
        <p className="shop-notice" role="status" data-testid="reprice-notice">
          {t('shop.cart.repriced', { count: repriced.length })}{' '}
          <button
            type="button"
            className="shop-link-button"
            disabled={change.isPending}
            onClick={() => change.mutate(() => cartApi.acknowledgePrices())}
          >
            {t('shop.cart.acknowledge')}
          </button>
        </p>
      ) : null}
      <div className="cart">
        <ul className="cart__items" aria-label={t('shop.cart.itemsLabel')}>
          {items.map((item) => (
            <CartRow
              key={item.id}
              item={item}
              busy={change.isPending}
              netFirst={netFirst}
              onChange={(work) => change.mutate(work)}
              onViewInRoom={() => room.open({ linksPath: `/cart/items/${item.id}/model-links`, name: item.name })}
            />
          ))}
        </ul>
        {room.view}
        <aside className="cart__summary" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className="cart__summary-title">
            {t('shop.cart.summary')}
          </h2>
          <TotalsList
            totals={totals}
            discountBp={totals.discountBp}
            deliveryFrom={totals.deliveryFrom}
            netFirst={netFirst}
            totalTestId="cart-total"
          />
          <p className="cart__shipping-note">{t('shop.cart.shippingLater')}</p>
          {blocked ? (
            <p className="shop-warning" role="alert">
              {t('shop.cart.blocked')}
            </p>
          ) : null}
          {blocked ? (
            <Button disabled>{t('shop.cart.checkout')}</Button>
          ) : (
            <ButtonLink to="/shopping-cart/check-out">{t('shop.cart.checkout')}</ButtonLink>
          )}
          {AskForOffer ? (
            <div className="cart__inquiry">
              <Suspense fallback={null}>
                <AskForOffer projects={offerProjectsOf(items)} />
              </Suspense>
            </div>
          ) : null}
        </aside>
      </div>
    </Page>
  );
}

function CartRow({
  item,
  busy,
  netFirst,
  onChange,
  onViewInRoom,
}: {
  item: CartItem;
  busy: boolean;
  netFirst: boolean;
  onChange: (work: () => Promise<Cart>) => void;
  onViewInRoom: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityId = `qty-${item.id}`;
  return (
    <li className="cart-item" data-testid="cart-item">
      {item.thumbnail ? (
        <img className="cart-item__picture" src={item.thumbnail} alt="" width={160} height={100} />
      ) : (
        <span className="cart-item__picture cart-item__picture--none" aria-hidden="true" />
      )}
      <div className="cart-item__body">
        <h2 className="cart-item__name">{item.name}</h2>
        <p className="cart-item__bom">
          {t('shop.bom', {
            cubes: formatNumber(locale, item.bom.cubeCount),
            panels: formatNumber(locale, item.bom.panelCount),
            hardware: formatNumber(locale, item.bom.hardwareCount),
            weight: formatNumber(locale, item.bom.weightKg, { maximumFractionDigits: 1 }),
          })}
        </p>
        <p className="cart-item__unit">
          {netFirst
            ? t('shop.cart.unitPriceNet', {
                price: formatMoney(locale, item.unitNetCents),
                gross: formatMoney(locale, item.unitGrossCents),
              })
            : t('shop.cart.unitPrice', { price: formatMoney(locale, item.unitGrossCents) })}
        </p>
        {item.priceChange ? (
          <p className="shop-notice shop-notice--small" data-testid="item-repriced">
            {t(
              item.unitGrossCents > item.priceChange.previousUnitGrossCents
                ? 'shop.cart.priceUp'
                : 'shop.cart.priceDown',
              {
                before: formatMoney(locale, item.priceChange.previousUnitGrossCents),
                after: formatMoney(locale, item.unitGrossCents),
              },
            )}
          </p>
        ) : null}
        {!item.orderable ? <p className="shop-warning shop-warning--small">{t('shop.cart.itemBlocked')}</p> : null}
        {item.projectChanged && item.projectId ? (
          <p className="shop-notice shop-notice--small">
            {t('shop.cart.projectChanged')}{' '}
            <button
              type="button"
              className="shop-link-button"
              disabled={busy}
              onClick={() => onChange(() => cartApi.update(item.id, { refreshFromProject: true }))}
            >
              {t('shop.inCart.update')}
            </button>
          </p>
        ) : null}
        <div className="cart-item__actions">
          <label className="cart-item__qty" htmlFor={quantityId}>
            <span>{t('shop.cart.quantity')}</span>
            <select
              id={quantityId}
              className="field__input"
              value={item.quantity}
              disabled={busy}
              onChange={(e) => {
                const quantity = Number(e.target.value);
                onChange(() => cartApi.update(item.id, { quantity }));
              }}
            >
              {quantities.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {item.projectId ? (
            <Link to={`/configurator/${item.projectId}`} className="button button--ghost">
              {t('shop.cart.open')}
            </Link>
          ) : null}
          <Button
            variant="ghost"
            onClick={onViewInRoom}
            aria-label={t('shop.order.viewInRoomNamed', { name: item.name })}
          >
            {t('shop.order.viewInRoom')}
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() => onChange(() => cartApi.remove(item.id))}
            aria-label={t('shop.cart.removeNamed', { name: item.name })}
          >
            {t('shop.cart.remove')}
          </Button>
        </div>
      </div>
      <p className="cart-item__line" data-testid="line-total">
        {formatMoney(locale, netFirst ? item.lineNetCents : item.lineGrossCents)}
      </p>
    </li>
  );
}
