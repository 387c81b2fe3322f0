// The cart: snapshots of saved projects priced by the server. Adding takes the project's design,
// name and thumbnail as they are now, quotes it with the catalogue in force and keeps one piece's
// price and a BOM summary. A new catalogue re-prices every item on the next read and the change is
// reported until the customer has seen it. Checkout (orders module) locks the cart, re-prices it
// under the lock and empties it into an order through the functions at the end.
import type { Cart, CartItem, ShippingOptions } from '@kubik/contract/cart';
import { effectiveDiscountBp, type OrderLine } from '@kubik/shop/order-lines';
import { priceBreakdown, type PricedItem, type ShopTerms } from '@kubik/shop/price';
import { bp, cents, withVat } from '@kubik/shop/money';
import {
  parcelOf,
  quoteShipping,
  shippingOptions,
  type ShippingChoice,
  type ShippingResult,
  type ShippingTable,
} from '@kubik/shop/shipping';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CatalogueInForce, CatalogueService } from '../catalogue/service.ts';
import type { ProjectService } from '../projects/service.ts';
import { pricedDesign, workshopCalendar, type PricedDesign } from './pricing.ts';
import type { CartItemRow, CartRepository, CartRow, NewCartItem, ShownCartItem } from './repository.ts';
import type { ShownShippingJson } from './schema.ts';
import { currency } from '@kubik/design/pricing/currency';

export type { CartItemRow, CartRow, ShownCartItem } from './repository.ts';
export type { PricedDesign } from './pricing.ts';
export { workshopCalendar } from './pricing.ts';

/** Prices taken before checkout's lock, per item id, with the item row's updated_at they belong to. */
export type PricedBefore = Map<string, { updatedAt: Date; design: string; priced: PricedDesign | null }>;

export type CartDeps = {
  carts: CartRepository;
  catalogue: Pick<CatalogueService, 'current' | 'recent' | 'quote' | 'quoteWith' | 'shippingTable'>;
  projects: Pick<ProjectService, 'snapshot' | 'updatedAtOf'>;
  uow: UnitOfWork;
  clock: Clock;
  /** Shipping zones for tests; otherwise the catalogue version in force's (edited with the catalogue, issue 13). */
  shippingTable?: ShippingTable;
  /**
   * The partner discount a customer gets on goods, in basis points before the catalogue's cap (0
   * without a partner): the partners module's, handed in by services.ts, so the cart does not import it.
   */
  discountOf: DiscountOf;
};

/** The port through which the cart and checkout learn a customer's partner discount (basis points, uncapped). */
export type DiscountOf = (userId: string) => Promise<number>;

/** A cart item as the one price function takes it: its unit price and what it weighs for delivery. */
export function pricedItem(
  i: Pick<CartItemRow, 'id' | 'name' | 'quantity' | 'unitNetCents' | 'vatRateBp' | 'bom'>,
): PricedItem {
  return {
    ref: i.id,
    name: i.name,
    quantity: i.quantity,
    unitNetCents: cents(i.unitNetCents),
    vatRateBp: bp(i.vatRateBp),
    weightKg: i.bom.weightKg,
    boardVolumeM3: i.bom.boardVolumeM3,
  };
}

export function createCartService(deps: CartDeps) {
  const { carts, uow } = deps;
  /** The shipping zones of the version in force (read once by the caller: `inForce`, or here). */
  const tableInForce = async (inForce?: CatalogueInForce) =>
    deps.shippingTable ?? (await deps.catalogue.shippingTable(inForce?.version));

  /** A design priced with the catalogue in force: the one the caller read (`inForce`), or read now. */
  async function price(design: unknown, inForce?: CatalogueInForce): Promise<PricedDesign | null> {
    return pricedDesign(
      design,
      inForce ? await deps.catalogue.quoteWith(design, inForce) : await deps.catalogue.quote(design, { guest: false }),
    );
  }

  /**
   * Items priced with an older catalogue are re-priced (in one transaction); the old price is kept to
   * report. Items come with their designs, or without (what the cart shows): then only the stale
   * items' designs are read.
   */
  async function repriceStale<T extends ShownCartItem & { design?: unknown }>(
    items: T[],
    inForce: CatalogueInForce,
  ): Promise<T[]> {
    const { version } = inForce;
    // An item priced with a newer version than the caller read (another request, moments ago) is kept too.
    const stale = items.filter((i) => i.catalogueVersion < version);
    if (stale.length === 0) return items;
    return uow.withTransaction(async () => {
      const designs = await carts.designs(stale.filter((i) => !('design' in i)).map((i) => i.id));
      const out: T[] = [];
      for (const item of items) {
        if (item.catalogueVersion >= version) {
          out.push(item);
          continue;
        }
        const design = 'design' in item ? item.design : designs.get(item.id);
        const updated = await carts.updateItem(
          item.id,
          repricedChange(item, await price(design, inForce), version),
          deps.clock(),
        );
        out.push(updated ? ({ ...item, ...updated } as T) : item);
      }
      return out;
    });
  }

  function repricedChange(item: ShownCartItem, fresh: PricedDesign | null, version: number) {
    const at = deps.clock();
    if (!fresh) return { orderable: false, catalogueVersion: version, pricedAt: at };
    // The price the customer last saw: kept across several re-pricings until they have seen one.
    const seen = item.previousUnitNetCents ?? item.unitNetCents;
    return {
      unitNetCents: fresh.unitNetCents,
      vatRateBp: fresh.vatRateBp,
      orderable: fresh.orderable,
      bom: fresh.bom,
      catalogueVersion: fresh.catalogueVersion,
      pricedAt: at,
      previousUnitNetCents: seen === fresh.unitNetCents ? null : seen,
    };
  }

  /** The partner discount that applies to the customer now: their partner's, capped by the catalogue in force. */
  async function discountBpOf(userId: string): Promise<number> {
    const partnerBp = await deps.discountOf(userId);
    // Most customers have no partner: the catalogue is not asked then.
    if (partnerBp <= 0) return 0;
    const { catalogue } = await deps.catalogue.current();
    return effectiveDiscountBp(partnerBp, catalogue.maxPartnerDiscountBp);
  }

  /** What prices goods for this customer: the catalogue in force, its shipping table, their partner's rate. */
  async function termsOf(userId: string, inForce: CatalogueInForce): Promise<ShopTerms> {
    const { catalogue } = inForce;
    return {
      vatRateBp: catalogue.vatRateBp,
      maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
      partnerDiscountBp: await deps.discountOf(userId),
      shippingTable: await tableInForce(inForce),
    };
  }

  /** The cart as the customer sees it; `inForce`: the catalogue the caller read for this request (read here otherwise). */
  async function view(userId: string, rows: ShownCartItem[], read?: CatalogueInForce): Promise<Cart> {
    // The catalogue in force is read once for the whole view (its version is a query).
    const inForce = read ?? (await deps.catalogue.current());
    const items = await repriceStale(rows, inForce);
    const { lines, totals, discountBp, deliveryFrom } = priceBreakdown(
      items.map(pricedItem),
      await termsOf(userId, inForce),
    );
    // Each project once (a cart of copies of one design asks for one row, not thirty).
    const projectIds = [...new Set(items.flatMap((i) => (i.projectId ? [i.projectId] : [])))];
    const changedAt = await deps.projects.updatedAtOf(userId, projectIds);
    const byRef = new Map(lines.filter((l) => l.kind === 'item').map((l) => [l.ref, l]));
    return {
      items: items.map((i) => itemView(i, byRef.get(i.id)!, changedAt)),
      totals: {
        itemCount: items.reduce((n, i) => n + i.quantity, 0),
        goodsCents: totals.goodsCents,
        // The rate that applies to this customer (shown even while the cart is empty); the amount is its line's.
        discountBp,
        discountCents: totals.discountCents,
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        grossCents: totals.grossCents,
        deliveryFrom: deliveryFrom && {
          netCents: deliveryFrom.netCents,
          vatCents: deliveryFrom.vatCents,
          grossCents: deliveryFrom.grossCents,
          pickup: deliveryFrom.pickup,
        },
      },
      currency,
    };
  }

  function itemView(i: ShownCartItem, line: OrderLine, changedAt: Map<string, Date>): CartItem {
    const unit = withVat(cents(i.unitNetCents), line.vatRateBp);
    const projectUpdated = i.projectId ? changedAt.get(i.projectId) : undefined;
    return {
      id: i.id,
      projectId: i.projectId,
      name: i.name,
      thumbnail: i.thumbnail,
      quantity: i.quantity,
      unitNetCents: i.unitNetCents,
      vatRateBp: i.vatRateBp,
      unitGrossCents: unit.grossCents,
      lineNetCents: line.netCents,
      lineVatCents: line.vatCents,
      lineGrossCents: line.grossCents,
      orderable: i.orderable,
      catalogueVersion: i.catalogueVersion,
      pricedAt: i.pricedAt.toISOString(),
      priceChange:
        i.previousUnitNetCents === null
          ? null
          : {
              previousUnitNetCents: i.previousUnitNetCents,
              previousUnitGrossCents: withVat(cents(i.previousUnitNetCents), line.vatRateBp).grossCents,
            },
      projectChanged:
        projectUpdated !== undefined &&
        i.projectUpdatedAt !== null &&
        projectUpdated.getTime() > i.projectUpdatedAt.getTime(),
      bom: {
        cubeCount: i.bom.cubeCount,
        panelCount: i.bom.panelCount,
        hardwareCount: i.bom.hardwareCount,
        areaM2: i.bom.areaM2,
        weightKg: i.bom.weightKg,
      },
      addedAt: i.createdAt.toISOString(),
    };
  }

  async function snapshotOf(userId: string, projectId: string, inForce: CatalogueInForce) {
    const project = await deps.projects.snapshot(projectId, userId);
    const priced = await price(project.design, inForce);
    if (!priced) throw new AppError('invalid_design');
    return {
      projectId: project.id,
      projectUpdatedAt: project.updatedAt,
      name: project.name,
      thumbnail: project.thumbnail,
      design: project.design,
      unitNetCents: priced.unitNetCents,
      vatRateBp: priced.vatRateBp,
      currency,
      orderable: priced.orderable,
      bom: priced.bom,
      catalogueVersion: priced.catalogueVersion,
      pricedAt: deps.clock(),
      previousUnitNetCents: null,
    };
  }

  const parcelOfItems = (items: Pick<CartItemRow, 'bom' | 'quantity'>[]) =>
    parcelOf(
      items.map((i) => ({ weightKg: i.bom.weightKg, boardVolumeM3: i.bom.boardVolumeM3, quantity: i.quantity })),
    );

  /** What the shipping step offers for a country and a parcel: pickup and/or delivery with their price and estimate. */
  async function optionsFor(
    country: string,
    parcel: ReturnType<typeof parcelOf>,
    read?: CatalogueInForce,
  ): Promise<ShippingOptions> {
    const inForce = read ?? (await deps.catalogue.current());
    const { catalogue } = inForce;
    const options = shippingOptions(await tableInForce(inForce), country, parcel, workshopCalendar(deps.clock()));
    return {
      country,
      options: options.map((o) => ({
        method: o.method,
        zoneId: o.zoneId,
        netCents: o.cents,
        grossCents: withVat(o.cents, bp(catalogue.vatRateBp)).grossCents,
        chargeableKg: o.chargeableGrams / 1000,
        estimate: o.estimate,
      })),
    };
  }

  async function ownItem(userId: string, itemId: string) {
    const cart = await carts.find(userId);
    const item = cart && (await carts.item(cart.id, itemId));
    if (!cart || !item) throw new AppError('not_found');
    return { cart, item };
  }

  const service = {
    async get(userId: string, inForce?: CatalogueInForce): Promise<Cart> {
      // One statement for the items of the user's cart (a user without one sees it empty).
      return view(userId, await carts.shownItemsOf(userId), inForce);
    },

    /**
     * The header's count: pieces in the cart (one query, no re-pricing), and the partner discount
     * that applies to the customer (the configurator's price bar says so; one indexed join, and the
     * catalogue's cap only for a customer with a partner).
     */
    count: async (userId: string) => ({
      itemCount: await carts.pieceCount(userId),
      discountBp: await discountBpOf(userId),
    }),

    /** One item of the user's cart as its snapshot holds it (its 3D files: the models3d module); undefined when it is not theirs. */
    async itemDesign(userId: string, itemId: string): Promise<{ name: string; design: unknown } | undefined> {
      const cart = await carts.find(userId);
      const item = cart && (await carts.item(cart.id, itemId));
      return item ? { name: item.name, design: item.design } : undefined;
    },

    /**
     * Adds a snapshot of one of the user's projects. When the project is in the cart already:
     * AppError already_in_cart with the item's id, unless `asNewItem` ("add a copy").
     */
    async add(
      userId: string,
      input: { projectId: string; quantity: number; asNewItem: boolean },
    ): Promise<{ itemId: string; cart: Cart }> {
      const inForce = await deps.catalogue.current();
      const snapshot = await snapshotOf(userId, input.projectId, inForce);
      const itemId = await uow.withTransaction(async () => {
        const { cart, made } = await carts.lockOrMake(userId);
        // "Add a copy" adds whatever the cart holds; only a plain add looks for the project in it
        // (not in a cart this transaction has just made: it holds nothing).
        const existing = input.asNewItem || made ? undefined : await carts.itemOfProject(cart.id, input.projectId);
        if (existing) throw new AppError('already_in_cart', { details: { itemId: existing.id } });
        return (await carts.insertItem({ ...snapshot, cartId: cart.id, quantity: input.quantity })).id;
      });
      // The answer is priced with the catalogue the new item was priced with (read at the start).
      return { itemId, cart: await service.get(userId, inForce) };
    },

    /**
     * Puts designs back in the cart as new items ("order again"): each priced now; the project is
     * kept when it is still the user's, and `takenAt` says when the design was taken from it.
     */
    async addDesigns(
      userId: string,
      designs: {
        projectId: string | null;
        name: string;
        thumbnail: string | null;
        design: unknown;
        quantity: number;
      }[],
      takenAt: Date,
    ): Promise<Cart> {
      const owned = await deps.projects.updatedAtOf(
        userId,
        designs.flatMap((d) => (d.projectId ? [d.projectId] : [])),
      );
      const snapshots: Omit<NewCartItem, 'cartId'>[] = [];
      const inForce = await deps.catalogue.current();
      for (const d of designs) {
        const priced = await price(d.design, inForce);
        if (!priced) throw new AppError('invalid_design');
        const projectId = d.projectId && owned.has(d.projectId) ? d.projectId : null;
        snapshots.push({
          projectId,
          projectUpdatedAt: projectId ? takenAt : null,
          name: d.name,
          thumbnail: d.thumbnail,
          design: d.design,
          quantity: d.quantity,
          unitNetCents: priced.unitNetCents,
          vatRateBp: priced.vatRateBp,
          currency,
          orderable: priced.orderable,
          bom: priced.bom,
          catalogueVersion: priced.catalogueVersion,
          pricedAt: deps.clock(),
          previousUnitNetCents: null,
        });
      }
      await uow.withTransaction(async () => {
        const cart = await carts.lock(userId);
        for (const snapshot of snapshots) await carts.insertItem({ ...snapshot, cartId: cart.id });
      });
      return service.get(userId);
    },

    /** A new quantity, or the project's current design, name, thumbnail and price ("update" in the dialog). */
    async update(
      userId: string,
      itemId: string,
      input: { quantity?: number | undefined; refreshFromProject?: true | undefined },
    ): Promise<Cart> {
      const { item } = await ownItem(userId, itemId);
      let change = {};
      if (input.refreshFromProject) {
        if (!item.projectId) throw new AppError('not_found');
        const {
          projectId: _projectId,
          currency: _currency,
          ...snapshot
        } = await snapshotOf(userId, item.projectId, await deps.catalogue.current());
        change = snapshot;
      }
      await carts.updateItem(
        item.id,
        {
          ...change,
          ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
          previousUnitNetCents: null,
        },
        deps.clock(),
      );
      return service.get(userId);
    },

    async remove(userId: string, itemId: string): Promise<Cart> {
      const { cart } = await ownItem(userId, itemId);
      await carts.deleteItem(cart.id, itemId);
      return service.get(userId);
    },

    /** The customer has seen the re-pricing: the changes are no longer reported. */
    async acknowledgePrices(userId: string): Promise<Cart> {
      const cart = await carts.ensure(userId);
      await carts.clearPriceChanges(cart.id);
      return view(userId, await carts.shownItemsOf(userId));
    },

    /** What the checkout's shipping step offers for a country, for the cart as it is. */
    async shippingOptions(userId: string, country: string): Promise<ShippingOptions> {
      const inForce = await deps.catalogue.current();
      const items = await repriceStale(await carts.shownItemsOf(userId), inForce);
      return optionsFor(country, parcelOfItems(items), inForce);
    },
    /** The same for designs not in a cart (an accepted offer's items), by their BOM × quantity. */
    async shippingOptionsOf(
      parcels: { bom: CartItemRow['bom']; quantity: number }[],
      country: string,
    ): Promise<ShippingOptions> {
      return optionsFor(
        country,
        parcelOf(
          parcels.map((p) => ({ weightKg: p.bom.weightKg, boardVolumeM3: p.bom.boardVolumeM3, quantity: p.quantity })),
        ),
      );
    },

    /**
     * The open carts (the `limit` most recently changed, one more tells whether there were more) priced
     * with the catalogue in force and with a draft (an admin's catalogue preview). Gross totals, as the
     * customer's cart shows them; nothing is stored. Items priced with an older catalogue are quoted
     * afresh for "now", as the customer's next look at the cart would.
     */
    async totalsWith(draft: CatalogueInForce, limit: number) {
      const inForce = await deps.catalogue.current();
      const open = await carts.openCarts(limit + 1);
      const table = await tableInForce(inForce);
      const grossOf = (
        partnerDiscountBp: number,
        priced: { item: CartItemRow; unitNetCents: number; vatRateBp: number }[],
        catalogue: CatalogueInForce['catalogue'],
      ) =>
        priceBreakdown(
          priced.map((p) => ({
            ...pricedItem(p.item),
            unitNetCents: cents(p.unitNetCents),
            vatRateBp: bp(p.vatRateBp),
          })),
          {
            vatRateBp: catalogue.vatRateBp,
            maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
            partnerDiscountBp,
            shippingTable: table,
          },
        ).totals.grossCents;
      const rows = [];
      for (const { cart, changedAt, items } of open.slice(0, limit)) {
        const now = [],
          later = [];
        const partnerDiscountBp = await deps.discountOf(cart.userId);
        let priceable = true;
        for (const item of items) {
          const current =
            item.catalogueVersion === inForce.version
              ? { unitNetCents: item.unitNetCents, vatRateBp: item.vatRateBp }
              : await price(item.design);
          now.push({
            item,
            unitNetCents: current?.unitNetCents ?? item.unitNetCents,
            vatRateBp: current?.vatRateBp ?? item.vatRateBp,
          });
          const drafted = pricedDesign(item.design, await deps.catalogue.quoteWith(item.design, draft));
          if (drafted) later.push({ item, unitNetCents: drafted.unitNetCents, vatRateBp: drafted.vatRateBp });
          else priceable = false;
        }
        rows.push({
          cartId: cart.id,
          userId: cart.userId,
          itemCount: items.reduce((n, i) => n + i.quantity, 0),
          updatedAt: changedAt,
          nowCents: grossOf(partnerDiscountBp, now, inForce.catalogue) as number,
          draftCents: priceable ? (grossOf(partnerDiscountBp, later, draft.catalogue) as number) : null,
        });
      }
      return { rows, truncated: open.length > limit };
    },

    /** The cart for the account export: what is in it, as the customer sees it. */
    async exportOf(userId: string) {
      const cart = await carts.find(userId);
      const items = cart ? await carts.items(cart.id) : [];
      return items.map((i) => ({
        name: i.name,
        projectId: i.projectId,
        quantity: i.quantity,
        unitNetCents: i.unitNetCents,
        design: i.design,
        addedAt: i.createdAt.toISOString(),
      }));
    },
    /** Account deletion: the cart and its designs go (inside the caller's unit of work). */
    deleteOf: (userId: string) => carts.deleteOf(userId),

    // Checkout's part (orders module). Run inside its transaction.

    /** The user's cart locked for checkout, with its items as stored (the prices the customer was shown). */
    async lockForCheckout(userId: string): Promise<{ cart: CartRow; items: CartItemRow[] }> {
      if (!uow.inTransaction()) throw new Error('lockForCheckout needs a transaction');
      const cart = await carts.lock(userId);
      return { cart, items: await carts.items(cart.id) };
    },
    /** The items' current designs priced afresh with the catalogue in force (null: not a design any more). */
    async priceAfresh(items: CartItemRow[], earlier?: PricedBefore): Promise<Map<string, PricedDesign | null>> {
      const fresh = new Map<string, PricedDesign | null>();
      const inForce = await deps.catalogue.current();
      const { version } = inForce;
      for (const item of items) {
        // Priced moments ago, before the lock: the same design and the same catalogue give the same
        // price, so the quote (a worker thread's 100 ms for a big design) is not redone under it.
        const before = earlier?.get(item.id);
        const reuse =
          before &&
          before.updatedAt.getTime() === item.updatedAt.getTime() &&
          before.design === JSON.stringify(item.design) &&
          (before.priced === null || before.priced.catalogueVersion === version);
        fresh.set(item.id, reuse ? before.priced : await price(item.design, inForce));
      }
      return fresh;
    },
    /** The user's items priced now, outside any lock, for priceAfresh to reuse under it. */
    async priceBeforeLock(userId: string): Promise<PricedBefore> {
      const out: PricedBefore = new Map();
      const items = await carts.itemsOf(userId);
      if (items.length === 0) return out;
      // A hint: priceAfresh reuses only prices of the version in force under the lock.
      const inForce = await deps.catalogue.recent();
      for (const item of items)
        out.set(item.id, {
          updatedAt: item.updatedAt,
          design: JSON.stringify(item.design),
          priced: await price(item.design, inForce),
        });
      return out;
    },
    /** Stores fresh prices (a refused submit: the cart shows the new prices and what they were). */
    async storePrices(items: CartItemRow[], fresh: Map<string, PricedDesign | null>): Promise<void> {
      const { version } = await deps.catalogue.current();
      for (const item of items) {
        const priced = fresh.get(item.id) ?? null;
        if (priced && priced.unitNetCents === item.unitNetCents && priced.orderable === item.orderable) continue;
        await carts.updateItem(item.id, repricedChange(item, priced, version), deps.clock());
      }
    },
    /** Pickup or delivery for these items, from the workshop's calendar today. */
    async quoteShipping(
      items: CartItemRow[],
      choice: ShippingChoice,
      inForce?: CatalogueInForce,
    ): Promise<ShippingResult> {
      return quoteShipping(await tableInForce(inForce), choice, parcelOfItems(items), workshopCalendar(deps.clock()));
    },
    /** One design priced with the catalogue in force (an accepted offer's item at checkout: its BOM and parts). */
    priceDesign: price,
    /** Pickup or delivery for designs not in a cart (an accepted offer's items), by their BOM × quantity. */
    async quoteShippingOf(
      parcels: { bom: CartItemRow['bom']; quantity: number }[],
      choice: ShippingChoice,
    ): Promise<ShippingResult> {
      return quoteShipping(
        await tableInForce(),
        choice,
        parcelOf(
          parcels.map((p) => ({ weightKg: p.bom.weightKg, boardVolumeM3: p.bom.boardVolumeM3, quantity: p.quantity })),
        ),
        workshopCalendar(deps.clock()),
      );
    },
    /** What checkout's summary last showed (shipping and the partner discount), for submit to compare with. */
    setShownShipping: (cartId: string, shown: ShownShippingJson | null) => carts.setShownShipping(cartId, shown),
    /** Empties the cart into an order. */
    clear: (cartId: string) => carts.clear(cartId),
    /** The stored items re-priced when the catalogue changed (what a preview shows). */
    currentItems: async (userId: string) => {
      const inForce = await deps.catalogue.current();
      const cart = await carts.ensure(userId);
      return { cart, inForce, items: await repriceStale(await carts.items(cart.id), inForce) };
    },
    /** The admin dashboard's figure: carts holding items whose first item was added at or after `since` (not ordered yet: checkout empties a cart). */
    openCartsFirstFilledSince: (since: Date) => carts.openFirstFilledSince(since),
  };
  return service;
}

export type CartService = ReturnType<typeof createCartService>;
