// What the shop's one price function (`@kubik/shop/price`) needs to price a design for the person
// looking at it, in the browser: the catalogue's VAT and discount cap, the shipping table, the
// customer's partner discount (with the header's cart count: one shared query, no call of its own)
// and whether they are a company (net prices first). The server computes the same for the cart,
// checkout and the order; the property tests hold the two to the cent.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { CartCount } from '@kubik/contract/cart';
import { hasScope } from '@kubik/contract/scopes';
import type { ShopTerms } from '@kubik/shop/price';
import type { ShippingTable } from '@kubik/shop/shipping';
import { api, useSession } from '../api/instance.ts';
import { shopKeys } from '../api/shopKeys.ts';

export type ShopView = { terms: ShopTerms; netFirst: boolean };

export function useShopTerms(catalogue: Catalogue, shippingTable: ShippingTable | null): ShopView {
  const { loggedIn, user } = useSession();
  const count = useQuery({
    queryKey: shopKeys.cartCount,
    queryFn: ({ signal }) => api.request<CartCount>('/cart/count', { signal }),
    enabled: loggedIn,
  });
  const partnerDiscountBp = loggedIn ? (count.data?.discountBp ?? 0) : 0;
  const netFirst = loggedIn && hasScope(user, 'company');
  return useMemo(
    () => ({
      terms: {
        vatRateBp: catalogue.vatRateBp,
        maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
        partnerDiscountBp,
        shippingTable,
      },
      netFirst,
    }),
    [catalogue, partnerDiscountBp, shippingTable, netFirst],
  );
}
