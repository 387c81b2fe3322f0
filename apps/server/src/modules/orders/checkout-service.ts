// Checkout: the summary step's preview, and placing the order. The browser sends who, where and
// how to pay — never an amount. Placing an order (Medusa's complete-cart, shopper#614):
//   1. the same Idempotency-Key again answers the order it made (a different request under it: 409);
//   2. under the cart's row lock (SELECT … FOR UPDATE: a double submit waits here, then finds the
//      first one's order) every item is priced afresh with the catalogue in force;
//   3. dearer than shown (an item, the discount, shipping) → refused with the new prices, which the
//      cart keeps, so the customer sees them and submits again; cheaper → passed on. The partner
//      discount (the partners module's, through the `discountOf` port, capped by the catalogue) is
//      compared with the rate the summary showed (kept with the shown shipping): an admin who lowers
//      the partner's discount or unassigns the customer in between gets the submit refused;
//   4. the order freezes each item's design, parts and price and the catalogue version, gets its
//      number (K-2026-00042, a per-year counter in the same transaction), starts its history, the
//      cart is emptied and the customer mailed — all in one transaction.
// The order exists (submitted, payment pending) before any payment is started, so a crash between
// the two leaves a pending, payable order.
// With `offerId` the order is an accepted offer (issue 14): its lines are the whole offer's — items
// at the offered prices, its delivery, installation and free lines (@kubik/shop offerOrderLines) —
// so it costs exactly the offer's total: no partner discount, no shipping priced on top (issue 20).
// The customer only says where it goes: an offer with a delivery line is delivered (no pickup);
// one without is picked up or delivered as agreed, adding nothing. Its delivery window is the
// offer's (the shop's own estimate only when the offer gave none). The designs are quoted only for
// their parts and weight; the cart is left alone, and under the offer's lock the offer is accepted
// in the same transaction — a second accept, whatever its key, answers the one order the offer became.
import { createHash, randomUUID } from 'node:crypto';
import type { ShippingOptions } from '@kubik/contract/cart';
import type { Address } from '@kubik/contract/accounts';
import type {
  CheckoutAddresses,
  CheckoutPreview,
  CheckoutPreviewRequest,
  CreateOrderRequest,
  Order,
  PaymentMethod,
  PriceChange,
} from '@kubik/contract/orders';
import { bp, cents, type Cents } from '@kubik/shop/money';
import { offerDelivers, offerOrderLines, type OfferExtraLine } from '@kubik/shop/offer';
import { effectiveDiscountBp, type OrderLine, type OrderTotals } from '@kubik/shop/order-lines';
import { priceBreakdown } from '@kubik/shop/price';
import { comparePrices, type PriceChange as ShopPriceChange } from '@kubik/shop/reprice';
import type { DeliveryEstimate } from '@kubik/shop/calendar';
import type { ShippingChoice, ShippingQuote } from '@kubik/shop/shipping';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import {
  workshopCalendar,
  type CartItemRow,
  type CartService,
  type DiscountOf,
  type PricedDesign,
} from '../cart/service.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { UserService } from '../users/service.ts';
import type { OrderNotifier } from './notify.ts';
import type { OrderRepository, OrderRow } from './repository.ts';
import { orderView, shopLineView } from './view.ts';
import { currency } from '@kubik/design/pricing/currency';

export type PaymentAvailability = {
  /** The built-in test provider is active (no Stripe keys): `card` and `test` orders are paid through it. */
  testProvider: boolean;
  /** The shop offers bank transfer to company accounts (BANK_IBAN and BANK_BIC set). */
  bankTransfer: boolean;
};

export type CheckoutDeps = {
  orders: OrderRepository;
  cart: CartService;
  catalogue: Pick<CatalogueService, 'current' | 'shippingTable'>;
  /** Read only to be sure before refusing a customer (see `placing`). */
  users: Pick<UserService, 'findById'>;
  uow: UnitOfWork;
  clock: Clock;
  notify: OrderNotifier;
  payments: PaymentAvailability;
  /** Loads the order's view (service.ts). */
  orderView: (order: OrderRow) => Promise<Order>;
  /** Accepting offers (the inquiries module, wired in services.ts); without it `offerId` is 404. */
  offers?: OfferCheckout;
  /** A customer's partner discount, uncapped (the partners module's, wired in services.ts; 0 without a partner). */
  discountOf: DiscountOf;
};

/** An offer's items at the offered prices, as checkout takes them. */
export type OfferedItem = {
  itemId: string;
  projectId: string | null;
  name: string;
  thumbnail: string | null;
  design: unknown;
  quantity: number;
  unitNetCents: number;
  vatRateBp: number;
};

/** The whole offer as checkout takes it: its items, its own lines (delivery, installation, free) and its delivery window. */
export type OfferedOrder = {
  items: OfferedItem[];
  extras: readonly OfferExtraLine[];
  delivery: DeliveryEstimate | null;
};

/** What checkout needs of an offer; both calls 404 for an offer that is not the user's (or a draft). */
export type OfferCheckout = {
  /** The offer's items, unlocked, to quote their designs before the lock. */
  items: (offerId: string, userId: string) => Promise<OfferedItem[]>;
  /** The whole offer for checkout's steps before the order: only while it may still be accepted (409 otherwise). */
  open: (offerId: string, userId: string) => Promise<OfferedOrder>;
  /** In the order's transaction: locks the offer; 'accepted' when it was accepted before, else checks it may be (409 otherwise). */
  lock: (offerId: string, userId: string) => Promise<{ accepted: boolean; offer: OfferedOrder | null }>;
  /** In the same transaction: the offer is accepted and its inquiry follows. */
  accept: (offerId: string, userId: string) => Promise<void>;
};

type Recipient = { id: string; email: string; locale: string; deletedAt: Date | null };

/**
 * Who places an order: the signed-in user as the sign-in check found them (the session cache,
 * decision 0010 — exact on PGlite's one server, on PostgreSQL within NOTIFY's moment of a change
 * made on another server; a deletion or a block ends the session itself, decision 0022), not read
 * again: that was a statement on every order (decision 0027).
 */
export type Customer = Recipient & { emailConfirmedAt: Date | null; scopes: readonly string[] };

/** An item with its price now (every item is orderable by then, so priced): a cart item's, or an offer's. */
type Priced = {
  item: Pick<CartItemRow, 'id' | 'name' | 'quantity' | 'projectId' | 'thumbnail' | 'design'>;
  unitNetCents: Cents;
  vatRateBp: number;
  fresh: PricedDesign;
};

const shippingKey = (choice: CheckoutPreviewRequest['shipping']) =>
  choice.method === 'pickup' ? 'pickup' : `delivery:${choice.address.country}`;
const toShopChoice = (choice: CheckoutPreviewRequest['shipping']): ShippingChoice =>
  choice.method === 'pickup' ? { method: 'pickup' } : { method: 'delivery', country: choice.address.country };

function changeView(change: ShopPriceChange): PriceChange {
  switch (change.kind) {
    case 'item':
      return { kind: 'item', itemId: change.id, beforeUnitNetCents: change.before, afterUnitNetCents: change.after };
    case 'item_unavailable':
      return { kind: 'item_unavailable', itemId: change.id };
    case 'discount':
      return { kind: 'discount', beforeBp: change.beforeBp, afterBp: change.afterBp };
    case 'shipping':
      return { kind: 'shipping', beforeCents: change.before, afterCents: change.after };
  }
}

/** A canonical hash of the request: the same key may only ever stand for the same order. */
function requestHash(body: CreateOrderRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url');
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { orders, cart, uow } = deps;

  async function shippingOf(
    items: CartItemRow[],
    choice: CheckoutPreviewRequest['shipping'],
    inForce?: InForce,
  ): Promise<ShippingQuote> {
    const result = await cart.quoteShipping(items, toShopChoice(choice), inForce);
    if (!result.ok)
      throw new AppError(result.code, {
        fields: { [choice.method === 'delivery' ? 'shipping.address.country' : 'shipping.method']: result.code },
      });
    return result.quote;
  }

  type InForce = Awaited<ReturnType<CheckoutDeps['catalogue']['current']>>;
  /** The partner discount rate that applies to the customer now: their partner's, capped by the catalogue in force. */
  async function discountBpOf(inForce: InForce, userId: string): Promise<number> {
    return effectiveDiscountBp(await deps.discountOf(userId), inForce.catalogue.maxPartnerDiscountBp);
  }

  /** `discountBp`: the partner discount rate (discountBpOf); an offer's lines pass 0 — its prices are already all the customer pays for the goods. */
  function linesFor(
    inForce: InForce,
    discountBp: number,
    priced: { ref: string; name: string; quantity: number; unitNetCents: Cents; vatRateBp: number }[],
    shipping: ShippingQuote,
  ) {
    const { catalogue } = inForce;
    // The one price function (the cart's and the configurator's): with delivery chosen, it is a line.
    return priceBreakdown(
      priced.map((p) => ({ ...p, vatRateBp: bp(p.vatRateBp), weightKg: 0, boardVolumeM3: 0 })),
      {
        vatRateBp: catalogue.vatRateBp,
        maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
        partnerDiscountBp: discountBp,
        shippingTable: null,
      },
      { ref: shipping.zoneId ?? 'pickup', cents: shipping.cents, vatRateBp: bp(catalogue.vatRateBp) },
    );
  }

  function previewOf(
    lines: OrderLine[],
    totals: OrderTotals,
    choice: CheckoutPreviewRequest['shipping'],
    shipping: ShippingQuote,
  ): CheckoutPreview {
    return {
      lines: lines.map(shopLineView),
      totals: {
        goodsCents: totals.goodsCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
      },
      shipping: {
        method: shipping.method,
        address: choice.method === 'delivery' ? choice.address : null,
        zoneId: shipping.zoneId,
        estimate: shipping.estimate,
      },
      currency,
    };
  }

  function paymentMethodAvailable(method: PaymentMethod, scopes: readonly string[]): boolean {
    return method === 'bank_transfer'
      ? deps.payments.bankTransfer && scopes.includes('company')
      : method === 'test'
        ? deps.payments.testProvider
        : true;
  }

  function checkPaymentMethod(method: PaymentMethod, scopes: readonly string[]) {
    if (!paymentMethodAvailable(method, scopes))
      throw new AppError('payment_method_unavailable', { fields: { paymentMethod: 'payment_method_unavailable' } });
  }

  return {
    /** The summary step: the cart priced with the shipping chosen. The shipping shown is remembered for submit. */
    async preview(userId: string, request: CheckoutPreviewRequest): Promise<CheckoutPreview> {
      if (request.offerId) {
        // An accepted offer's summary: the whole offer's lines, nothing added; the cart is not read.
        const { offered, priced, parcels } = await offerParcels(request.offerId, userId);
        const shipping = await offerShippingOf(offered, parcels, request.shipping);
        const { lines, totals } = offerOrderLines(
          priced.map((p) => ({ ...p, vatRateBp: bp(p.vatRateBp) })),
          offered.extras,
        );
        return previewOf(lines, totals, request.shipping, shipping);
      }
      const { cart: row, items, inForce } = await cart.currentItems(userId);
      if (items.length === 0) throw new AppError('cart_empty');
      const shipping = await shippingOf(items, request.shipping, inForce);
      const discountBp = await discountBpOf(inForce, userId);
      const { lines, totals } = linesFor(
        inForce,
        discountBp,
        items.map((i) => ({
          ref: i.id,
          name: i.name,
          quantity: i.quantity,
          unitNetCents: cents(i.unitNetCents),
          vatRateBp: i.vatRateBp,
        })),
        shipping,
      );
      await cart.setShownShipping(row.id, { key: shippingKey(request.shipping), cents: shipping.cents, discountBp });
      return previewOf(lines, totals, request.shipping, shipping);
    },

    /** What checkout prefills beyond the account: the latest order's phone and addresses; the countries delivered to (the zones in force). */
    async addresses(userId: string): Promise<CheckoutAddresses> {
      const last = await orders.latestOf(userId);
      const table = await deps.catalogue.shippingTable();
      return {
        lastOrder: last
          ? {
              phone: last.customer.phone ?? null,
              billingAddress: last.billingAddress as Address,
              deliveryAddress: (last.shipping.address as Address | null) ?? null,
            }
          : null,
        deliveryCountries: [...new Set(table.zones.flatMap((z) => z.countries))],
      };
    },

    /**
     * The shipping step's choices for an accepted offer (the cart's are the cart module's): priced
     * nothing — the offer's delivery is its own line — with the offer's delivery window; no pickup
     * when the offer delivers, and delivery wherever the offer gave a window.
     */
    async shippingOptions(userId: string, offerId: string, country: string): Promise<ShippingOptions> {
      const { offered, parcels } = await offerParcels(offerId, userId);
      const shop = await cart.shippingOptionsOf(parcels, country);
      const options = shop.options
        .filter((o) => o.method === 'delivery' || !offerDelivers(offered))
        .map((o) => ({ ...o, netCents: 0, grossCents: 0, estimate: offered.delivery ?? o.estimate }));
      if (offered.delivery && !options.some((o) => o.method === 'delivery'))
        options.unshift({
          method: 'delivery',
          zoneId: null,
          netCents: 0,
          grossCents: 0,
          chargeableKg: 0,
          estimate: offered.delivery,
        });
      return { ...shop, options };
    },

    /** Places the order (see the top of this file). Answers it and whether it was made before under the same key. */
    async place(
      customer: Customer,
      idempotencyKey: string,
      request: CreateOrderRequest,
    ): Promise<{ order: Order; replayed: boolean }> {
      if (request.offerId) return placeOffer(customer, idempotencyKey, request, request.offerId);
      const { user, hash, earlier } = await placing(customer, idempotencyKey, request);
      const userId = user.id;

      // The designs are quoted before the lock; under it only what changed since is quoted again.
      const pricedBefore = await cart.priceBeforeLock(userId);
      let outcome:
        { order: OrderRow; view?: Order; replayed: boolean } | { refused: PriceChange[]; preview: CheckoutPreview };
      try {
        outcome = await uow.withTransaction(async () => {
          const { cart: locked, items } = await cart.lockForCheckout(userId);
          const made = await earlier();
          if (made) return { order: made, replayed: true };
          if (items.length === 0) throw new AppError('cart_empty');
          const inForce = await deps.catalogue.current();
          const fresh = await cart.priceAfresh(items, pricedBefore);
          const priced: Priced[] = [];
          const unorderable: CartItemRow[] = [];
          for (const item of items) {
            const f = fresh.get(item.id);
            if (f?.orderable) priced.push({ item, unitNetCents: f.unitNetCents, vatRateBp: f.vatRateBp, fresh: f });
            else unorderable.push(item);
          }
          if (unorderable.length > 0)
            throw new AppError('not_orderable', {
              fields: Object.fromEntries(unorderable.map((i) => [`items.${i.id}`, 'not_orderable'])),
            });
          const shipping = await shippingOf(items, request.shipping, inForce);
          const shown =
            locked.shownShipping?.key === shippingKey(request.shipping) ? cents(locked.shownShipping.cents) : undefined;
          // The rate now, against the one the summary showed (a submit without a summary: nothing to compare).
          const discountBp = await discountBpOf(inForce, userId);
          const shownDiscountBp = locked.shownShipping?.discountBp ?? discountBp;
          const verdict = comparePrices(
            {
              items: items.map((i) => ({ id: i.id, unitNetCents: cents(i.unitNetCents) })),
              discountBp: shownDiscountBp,
              ...(shown !== undefined ? { shippingCents: shown } : {}),
            },
            {
              items: new Map(items.map((i) => [i.id, fresh.get(i.id) ?? null])),
              discountBp,
              shippingCents: shipping.cents,
            },
          );
          if (verdict.outcome === 'higher') {
            // The cart keeps the new prices (and what they were) and the shipping and discount now shown.
            await cart.storePrices(items, fresh);
            await cart.setShownShipping(locked.id, {
              key: shippingKey(request.shipping),
              cents: shipping.cents,
              discountBp,
            });
            const { lines, totals } = linesFor(
              inForce,
              discountBp,
              priced.map((p) => ({
                ref: p.item.id,
                name: p.item.name,
                quantity: p.item.quantity,
                unitNetCents: p.unitNetCents,
                vatRateBp: p.vatRateBp,
              })),
              shipping,
            );
            return {
              refused: verdict.changes.map(changeView),
              preview: previewOf(lines, totals, request.shipping, shipping),
            };
          }
          return {
            ...(await create(
              inForce,
              user,
              idempotencyKey,
              hash,
              request,
              priced,
              shipping,
              { cartId: locked.id },
              discountBp,
            )),
            replayed: false,
          };
        });
      } catch (error) {
        // Two requests with one key that raced past the lock's check (cannot happen under the cart
        // lock, kept as the unique index's backstop): the first one's order is the answer.
        if (!isUniqueViolation(error)) throw error;
        const made = await earlier();
        if (!made) throw error;
        outcome = { order: made, replayed: true };
      }
      if ('refused' in outcome)
        throw new AppError('prices_changed', { details: { changes: outcome.refused, preview: outcome.preview } });
      return { order: outcome.view ?? (await deps.orderView(outcome.order)), replayed: outcome.replayed };
    },
  };

  /**
   * Who places the order (signed in, confirmed, allowed that payment method), and `earlier`: the
   * order made before under the same key if any (a replay; the same key with another request is
   * refused) — the same for a cart and for an offer. A cart's order asks for it under the cart's
   * lock only: a replay is rare, and asking first as well cost every new order a statement
   * (decision 0027). The customer is the sign-in check's; only a refusal reads them afresh, so an
   * address confirmed or a company scope given on another server a moment ago is not refused.
   */
  async function placing(customer: Customer, idempotencyKey: string, request: CreateOrderRequest) {
    const userId = customer.id;
    const refused = (user: Customer) =>
      !user.emailConfirmedAt || !paymentMethodAvailable(request.paymentMethod, user.scopes);
    const user = refused(customer) ? ((await deps.users.findById(userId)) ?? customer) : customer;
    if (user.deletedAt) throw new AppError('unauthorized');
    if (!user.emailConfirmedAt) throw new AppError('email_not_confirmed');
    checkPaymentMethod(request.paymentMethod, user.scopes);
    const hash = requestHash(request);
    const earlier = async () => {
      const found = await orders.findByIdempotencyKey(userId, idempotencyKey);
      if (found && found.requestHash !== hash) throw new AppError('idempotency_key_reused');
      return found;
    };
    return { user, hash, earlier };
  }

  /** An open offer, its items at its prices, with the parts and weight of each design (for shipping); 404 not the user's, 409 no longer open. */
  async function offerParcels(offerId: string, userId: string) {
    const offers = deps.offers;
    if (!offers) throw new AppError('not_found');
    const offered = await offers.open(offerId, userId);
    const priced = [];
    const parcels = [];
    for (const item of offered.items) {
      const fresh = await cart.priceDesign(item.design);
      if (!fresh?.orderable)
        throw new AppError('not_orderable', { fields: { [`items.${item.itemId}`]: 'not_orderable' } });
      priced.push({
        ref: item.itemId,
        name: item.name,
        quantity: item.quantity,
        unitNetCents: cents(item.unitNetCents),
        vatRateBp: item.vatRateBp,
      });
      parcels.push({ bom: fresh.bom, quantity: item.quantity });
    }
    return { offered, priced, parcels };
  }

  /**
   * Where an offer's order goes, priced nothing (its delivery, if any, is the offer's own line), with
   * the offer's delivery window. An offer that delivers is not picked up; delivery goes to a country
   * the shop serves, or anywhere the offer itself gave a window for.
   */
  async function offerShippingOf(
    offered: OfferedOrder,
    parcels: { bom: PricedDesign['bom']; quantity: number }[],
    choice: CheckoutPreviewRequest['shipping'],
  ): Promise<ShippingQuote> {
    const field = choice.method === 'delivery' ? 'shipping.address.country' : 'shipping.method';
    if (choice.method === 'pickup' && offerDelivers(offered))
      throw new AppError('pickup_unavailable', { fields: { [field]: 'pickup_unavailable' } });
    const quoted = await cart.quoteShippingOf(parcels, toShopChoice(choice));
    if (!quoted.ok && !(choice.method === 'delivery' && offered.delivery))
      throw new AppError(quoted.code, { fields: { [field]: quoted.code } });
    const estimate = offered.delivery ?? (quoted.ok ? quoted.quote.estimate : null);
    if (!estimate) throw new AppError('no_shipping_zone', { fields: { [field]: 'no_shipping_zone' } });
    return {
      method: choice.method,
      zoneId: quoted.ok ? quoted.quote.zoneId : null,
      cents: cents(0),
      chargeableGrams: quoted.ok ? quoted.quote.chargeableGrams : 0,
      estimate,
    };
  }

  /** Places the order an offer becomes (see the top of this file). */
  async function placeOffer(
    customer: Customer,
    idempotencyKey: string,
    request: CreateOrderRequest,
    offerId: string,
  ): Promise<{ order: Order; replayed: boolean }> {
    const offers = deps.offers;
    if (!offers) throw new AppError('not_found');
    const { user, hash, earlier } = await placing(customer, idempotencyKey, request);
    const userId = user.id;
    // An offer's replay is answered before anything else (its designs are quoted next): the same
    // key with another offer is 409, not that offer's 404.
    const before = await earlier();
    if (before) return { order: await deps.orderView(before), replayed: true };
    // Quoted before the lock, for each design's parts and weight only: the prices are the offer's.
    const quoted = new Map<string, PricedDesign | null>();
    for (const item of await offers.items(offerId, userId))
      quoted.set(item.itemId, await cart.priceDesign(item.design));
    const outcome = await uow.withTransaction(
      async (): Promise<{ order: OrderRow; view?: Order; replayed: boolean }> => {
        const made = await earlier();
        if (made) return { order: made, replayed: true };
        const locked = await offers.lock(offerId, userId);
        if (locked.accepted) {
          const order = await orders.findByOffer(offerId);
          if (!order || order.userId !== userId) throw new AppError('illegal_transition');
          return { order, replayed: true };
        }
        const offered = locked.offer!;
        const priced: Priced[] = [];
        for (const item of offered.items) {
          const fresh = quoted.get(item.itemId) ?? (await cart.priceDesign(item.design));
          if (!fresh?.orderable)
            throw new AppError('not_orderable', { fields: { [`items.${item.itemId}`]: 'not_orderable' } });
          priced.push({
            item: {
              id: item.itemId,
              name: item.name,
              quantity: item.quantity,
              projectId: item.projectId,
              thumbnail: item.thumbnail,
              design: item.design,
            },
            unitNetCents: cents(item.unitNetCents),
            vatRateBp: item.vatRateBp,
            fresh,
          });
        }
        const shipping = await offerShippingOf(
          offered,
          priced.map((p) => ({ bom: p.fresh.bom, quantity: p.item.quantity })),
          request.shipping,
        );
        // The offer's lines are all the customer pays: no partner discount on top, no shipping added.
        const { order, view } = await create(
          await deps.catalogue.current(),
          user,
          idempotencyKey,
          hash,
          request,
          priced,
          shipping,
          { offerId, extras: offered.extras },
          0,
        );
        await offers.accept(offerId, userId);
        return { order, view, replayed: false };
      },
    );
    return { order: outcome.view ?? (await deps.orderView(outcome.order)), replayed: outcome.replayed };
  }

  /**
   * `discountBp`: the partner discount rate the order freezes as its own line (0 for an offer's order).
   * An offer's order freezes the whole offer's lines (its `extras` after the items) instead of shipping.
   */
  async function create(
    inForce: InForce,
    user: Recipient,
    key: string,
    hash: string,
    request: CreateOrderRequest,
    priced: Priced[],
    shipping: ShippingQuote,
    from: { cartId: string } | { offerId: string; extras: readonly OfferExtraLine[] },
    discountBp: number,
  ): Promise<{ order: OrderRow; view: Order }> {
    const now = deps.clock();
    const userId = user.id;
    const { version } = inForce;
    const itemIds = priced.map(() => randomUUID());
    const items = priced.map((p, i) => ({
      ref: itemIds[i]!,
      name: p.item.name,
      quantity: p.item.quantity,
      unitNetCents: p.unitNetCents,
      vatRateBp: p.vatRateBp,
    }));
    const { lines, totals } =
      'offerId' in from
        ? offerOrderLines(
            items.map((i) => ({ ...i, vatRateBp: bp(i.vatRateBp) })),
            from.extras,
          )
        : linesFor(inForce, discountBp, items, shipping);
    const { orderDate } = workshopCalendar(now);
    const year = Number(orderDate.slice(0, 4));
    if ('cartId' in from) await cart.clear(from.cartId);
    // The order's own statement takes its number from the year's counter, whose row is locked from
    // there to the commit: every order of the year queues on it, so only the last statements run
    // under it (the order's rows, the mail; no gaps, no duplicates, a short queue).
    const {
      order,
      items: storedItems,
      lines: storedLines,
      history,
    } = await orders.insertWithRows(
      {
        userId,
        status: 'submitted',
        paymentStatus: 'pending',
        paymentMethod: request.paymentMethod,
        idempotencyKey: key,
        requestHash: hash,
        customer: {
          name: request.customer.name,
          email: request.customer.email,
          ...(request.customer.phone ? { phone: request.customer.phone } : {}),
          ...(request.customer.company ? { company: request.customer.company } : {}),
        },
        billingAddress: request.billingAddress,
        shipping: {
          method: shipping.method,
          address: request.shipping.method === 'delivery' ? request.shipping.address : null,
          zoneId: shipping.zoneId,
          chargeableGrams: shipping.chargeableGrams,
          estimate: shipping.estimate,
        },
        locale: user.locale,
        note: request.note ?? null,
        catalogueVersion: version,
        offerId: 'offerId' in from ? from.offerId : null,
        goodsCents: totals.goodsCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
        currency,
        createdAt: now,
        updatedAt: now,
      },
      priced.map((p, i) => ({
        id: itemIds[i]!,
        seq: i + 1,
        projectId: p.item.projectId,
        name: p.item.name,
        thumbnail: p.item.thumbnail,
        design: p.item.design,
        parts: p.fresh.parts,
        bom: p.fresh.bom,
        quantity: p.item.quantity,
        unitNetCents: p.unitNetCents,
        vatRateBp: p.vatRateBp,
        currency,
      })),
      lines.map((l, i) => ({
        position: i + 1,
        kind: l.kind,
        ref: l.ref,
        name: l.name,
        quantity: l.quantity,
        signedUnitNetCents: l.unitNetCents,
        signedNetCents: l.netCents,
        vatRateBp: l.vatRateBp,
        signedVatCents: l.vatCents,
        signedGrossCents: l.grossCents,
        discountBp: l.discountBp,
        currency,
      })),
      [
        {
          at: now,
          kind: 'status',
          fromState: null,
          toState: 'submitted',
          actorRole: 'customer',
          actorId: userId,
          note: request.note ?? null,
        },
      ],
      year,
    );
    await deps.notify(
      order,
      { kind: 'submitted' },
      user,
      priced.map((p) => ({ name: p.item.name, quantity: p.item.quantity })),
    );
    // The customer's view of the new order from the rows just written (their public history only),
    // as orders.load would read them back after the commit.
    return {
      order,
      view: orderView(
        order,
        storedItems,
        storedLines,
        history.filter((h) => h.public),
        'customer',
      ),
    };
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
