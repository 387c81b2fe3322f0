// The cart in the header, with the number of pieces it holds (the server's count, refreshed with
// every change the shop makes to the cart). Guests have no cart: 0.
import { useQuery } from '@tanstack/react-query';
import { NavLink } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/instance.ts';
import { shopKeys } from '../../api/shopKeys.ts';
import { cartApi } from './cartApi.ts';

export function CartLink() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const cart = useQuery({
    queryKey: shopKeys.cartCount,
    queryFn: ({ signal }) => cartApi.count(signal),
    enabled: loggedIn,
  });
  const count = loggedIn ? (cart.data?.itemCount ?? 0) : 0;
  return (
    <NavLink to="/shopping-cart" className="nav-link cart-link" aria-label={t('nav.cartWithCount', { n: count })}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="cart-link__icon">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      <span className="cart-link__label">{t('nav.cart')}</span>
      <span className="cart-link__count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </NavLink>
  );
}
