// The cart (issue 12 §2): each item is a snapshot of a saved project — its design, thumbnail, the
// server's price and a BOM summary. Every amount is computed by the server (integer cents); the
// browser only shows them. Routes: GET /api/cart; POST /api/cart/items; PUT and DELETE
// /api/cart/items/{id} (each answers the cart); DELETE /api/cart/price-changes (the customer has seen
// the re-priced items); GET /api/cart/count (the header's badge, cheap); GET /api/cart/shipping?country=SI
// for the checkout's shipping step.
import { z } from 'zod';
import { errorBody } from './errors.ts';
import { currency } from '@kubik/design/pricing/currency';

const id = z.string().min(1).max(64);
const money = z.number().int();
const bp = z.number().int().min(0).max(10_000);

export const maxCartQuantity = 99;
export const cartQuantity = z.number().int().min(1).max(maxCartQuantity);

export const addCartItemRequest = z.object({
  projectId: z.string().uuid(),
  quantity: cartQuantity.default(1),
  /** Add a second item even when the project is in the cart already ("add a copy" in the dialog). */
  asNewItem: z.boolean().default(false),
});
export type AddCartItemRequest = z.input<typeof addCartItemRequest>;

export const updateCartItemRequest = z
  .object({
    quantity: cartQuantity,
    /** Take the project's current design, thumbnail and price into the item ("update" in the dialog). */
    refreshFromProject: z.literal(true),
  })
  .partial()
  .refine((r) => r.quantity !== undefined || r.refreshFromProject !== undefined, { message: 'nothing_to_update' });
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequest>;

/** What the design is made of, from the server's BOM. */
export const bomSummary = z.object({
  cubeCount: z.number().int(),
  panelCount: z.number().int(),
  hardwareCount: z.number().int(),
  areaM2: z.number(),
  weightKg: z.number(),
});
export type BomSummary = z.infer<typeof bomSummary>;

export const cartItem = z.object({
  id,
  /** The project the snapshot was taken from; null once that project is deleted (the item stays). */
  projectId: z.string().nullable(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  quantity: cartQuantity,
  /** One piece, net of VAT: the design's goods (boards, banding, hardware, machining). */
  unitNetCents: money,
  vatRateBp: bp,
  /** One piece with VAT, for display; the line's own figures below are what add up. */
  unitGrossCents: money,
  lineNetCents: money,
  lineVatCents: money,
  lineGrossCents: money,
  /** False when the design breaks a rule under the current catalogue: it cannot be checked out. */
  orderable: z.boolean(),
  catalogueVersion: z.number().int(),
  pricedAt: z.string(),
  /** Set when the server re-priced the item (a new catalogue) since the customer last saw it. */
  priceChange: z.object({ previousUnitNetCents: money, previousUnitGrossCents: money }).nullable(),
  /** The project was edited after this snapshot was taken (offer "update to the current design"). */
  projectChanged: z.boolean(),
  bom: bomSummary,
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartTotals = z.object({
  /** Pieces in the cart (Σ quantities): the header's count. */
  itemCount: z.number().int(),
  goodsCents: money,
  /** The partner discount's rate (the one that applies to the customer, even while the cart is empty) and amount; 0 without a partner. */
  discountBp: bp,
  discountCents: money,
  netCents: money,
  vatCents: money,
  grossCents: money,
  /**
   * Delivery is chosen at checkout: until then the cheapest delivery of this cart's consignment
   * (net, VAT, gross) and whether free pickup is offered — "plus delivery from X", as the
   * configurator says it. Null for an empty cart.
   */
  deliveryFrom: z.object({ netCents: money, vatCents: money, grossCents: money, pickup: z.boolean() }).nullable(),
});
export type CartTotals = z.infer<typeof cartTotals>;

/**
 * GET /api/cart/count: pieces in the cart (Σ quantities), for the header without the whole cart; and
 * the partner discount that applies to the customer (capped by the catalogue; 0 without a partner),
 * which the configurator's price bar mentions.
 */
export const cartCount = z.object({ itemCount: z.number().int(), discountBp: bp });
export type CartCount = z.infer<typeof cartCount>;

export const cart = z.object({ items: z.array(cartItem), totals: cartTotals, currency: z.literal(currency) });
export type Cart = z.infer<typeof cart>;

/** 409 `already_in_cart`: the project is in the cart; the dialog offers "update" or "add a copy". */
export const alreadyInCartError = z.object({
  error: errorBody.shape.error.extend({ code: z.literal('already_in_cart'), itemId: id }),
});
export type AlreadyInCartError = z.infer<typeof alreadyInCartError>;

export const deliveryEstimate = z.object({
  /** Calendar dates, "2026-03-24". */
  earliest: z.string(),
  latest: z.string(),
  /** ISO weeks, "2026-W13". */
  weeks: z.object({ from: z.string(), to: z.string() }),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

export const shippingMethods = ['pickup', 'delivery'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];

export const shippingOptionsQuery = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'invalid_country' }),
});

export const shippingOption = z.object({
  method: z.enum(shippingMethods),
  /** The delivery zone; null for pickup. */
  zoneId: z.string().nullable(),
  netCents: money,
  grossCents: money,
  /** The weight charged for (the heavier of actual and volumetric), kg. */
  chargeableKg: z.number(),
  estimate: deliveryEstimate,
});
export type ShippingOption = z.infer<typeof shippingOption>;

/** Pickup (when offered) and delivery (when a zone serves the country); none means no delivery there. */
export const shippingOptions = z.object({ country: z.string(), options: z.array(shippingOption) });
export type ShippingOptions = z.infer<typeof shippingOptions>;
