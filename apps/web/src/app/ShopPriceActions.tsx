// The shop's buttons in the configurator's price bar, composed here because they come from two
// features: "Ask for an offer" sends the design on screen as an inquiry (the inquiries feature),
// "Add to cart" and the delivery weeks are the cart's. Loaded on demand by the configurator
// (ui/designActions.tsx), so neither feature imports the other; the inquiry form loads with its texts
// when the pointer or the focus reaches its button.
import { AddToCart, DeliveryWeeks } from '../features/cart/AddToCart.tsx';
import { AskForOfferFromDesign } from '../features/inquiries/AskForOfferFromDesign.tsx';
import type { DesignForShop } from '../ui/designActions.tsx';

export default function ShopPriceActions({ design }: { design: DesignForShop }) {
  return (
    <>
      <DeliveryWeeks />
      <AskForOfferFromDesign design={design} />
      <AddToCart design={design} />
    </>
  );
}
