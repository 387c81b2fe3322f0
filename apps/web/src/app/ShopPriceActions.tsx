// The shop's buttons in the configurator's price bar, composed here because they come from two
// features: "Request a quote" opens the contact form with the design named and the project linked
// (the inquiry issue turns it into a real inquiry), "Add to cart" and the delivery weeks are the cart's. Loaded on demand
// by the configurator (ui/designActions.tsx), so neither feature imports the other.
import { useTranslation } from 'react-i18next';
import { AddToCart, DeliveryWeeks } from '../features/cart/AddToCart.tsx';
import { ContactButton } from '../features/contact/ContactButton.tsx';
import type { DesignForShop } from '../ui/designActions.tsx';

export default function ShopPriceActions({ design }: { design: DesignForShop }) {
  const { t } = useTranslation();
  return (
    <>
      <DeliveryWeeks />
      <ContactButton
        {...(design.projectId ? { projectId: design.projectId } : {})}
        label={t('shop.quote.request')}
        message={t('shop.quote.message', { name: design.name })}
        className="button button--secondary shop-quote"
      />
      <AddToCart design={design} />
    </>
  );
}
