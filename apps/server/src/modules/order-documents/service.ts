// An order's documents, made on request from the order as it was frozen, not stored:
// - for the customer (its owner), in the language they ordered in unless they ask for another: the
//   order confirmation, and for a bank transfer the proforma invoice with the payment reference;
//   the proforma is also reachable by a signed link (the order mail's), valid for 60 days;
// - for staff: each item's workshop PDF, from the items' frozen designs against the catalogue
//   version the order was priced with — a later catalogue never changes what the workshop makes.
//   The order's job pack (CNC ZIP and cut list) is made once and kept: job-packs.ts.
// The files are made in the worker pool, off the request thread.
import { jwtVerify, SignJWT } from 'jose';
import { bankReference } from '@kubik/shop/numbering';
import type { Locale } from '@kubik/contract/locale';
import { addWorkingDays, holidaysAround } from '@kubik/shop/calendar';
import type { LabelLayout } from '@kubik/documents/labels-pdf';
import type { OrderDocument } from '@kubik/documents/order-pdf';
import type { BankConfig } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { FrozenItem, WorkerPools } from '../../workers/pool.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { PublicUrl } from '../../core/public-url.ts';

/** What the documents need of an order (the orders module's row, as the composition root hands it over). */
export type OrderForDocuments = Omit<OrderDocument, 'seller' | 'createdAt'> & {
  id: string;
  userId: string;
  locale: Locale;
  createdAt: Date;
  catalogueVersion: number;
};

export type OrderSource = {
  /** The order with its lines, whoever owns it; undefined when there is none. */
  find: (orderId: string) => Promise<OrderForDocuments | undefined>;
  /** Its items with their frozen designs, by position. */
  items: (orderId: string) => Promise<FrozenItem[]>;
  /** The id of the order with that number (the piece labels' links name orders by number). */
  idOfNumber: (number: string) => Promise<string | undefined>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Viewer = { userId: string } | 'staff' | 'link';

const linkLifetimeSeconds = 60 * 24 * 60 * 60;

/** The bytes as a Buffer over the same memory (what fastify sends). */
export const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createOrderDocumentsService(deps: {
  orders: OrderSource;
  catalogue: Pick<CatalogueService, 'version'>;
  workers: WorkerPools;
  seller: {
    name: string;
    address: string | undefined;
    vatId: string | undefined;
    email: string | undefined;
    phone: string | undefined;
  };
  bank: BankConfig | undefined;
  /** SHOP_TIME_ZONE: the documents' dates. */
  timeZone: string;
  /** Signs the documents' links in mails. */
  linkKey: Uint8Array;
  publicUrl: PublicUrl;
  clock: Clock;
}) {
  /** The order if `viewer` may see it; someone else's order is "not found", as is none. */
  async function orderFor(orderId: string, viewer: Viewer): Promise<OrderForDocuments> {
    const order = await deps.orders.find(orderId);
    if (!order || (typeof viewer === 'object' && order.userId !== viewer.userId)) throw new AppError('not_found');
    return order;
  }

  const documentOf = (order: OrderForDocuments): OrderDocument => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    seller: deps.seller,
    timeZone: deps.timeZone,
  });

  /** The proforma's transfer details: the reference from the order number, due so many working days after the order. */
  function transfer(order: OrderForDocuments) {
    if (!deps.bank) throw new AppError('not_found');
    const ordered = order.createdAt.toISOString().slice(0, 10);
    return {
      beneficiary: deps.seller.name,
      iban: deps.bank.iban,
      bic: deps.bank.bic,
      reference: bankReference(order.number),
      dueDate: addWorkingDays(ordered, deps.bank.paymentDays, holidaysAround(ordered)),
      issuedOn: ordered,
    };
  }

  async function itemsOf(
    order: OrderForDocuments,
  ): Promise<{ items: FrozenItem[]; catalogue: Awaited<ReturnType<CatalogueService['version']>> }> {
    const [items, catalogue] = await Promise.all([
      deps.orders.items(order.id),
      deps.catalogue.version(order.catalogueVersion),
    ]);
    return { items, catalogue };
  }

  return {
    async confirmationPdf(orderId: string, viewer: Viewer, lang?: Locale): Promise<{ name: string; pdf: Buffer }> {
      const order = await orderFor(orderId, viewer);
      const pdf = await deps.workers.orderDocument({
        kind: 'order-pdf',
        request: { kind: 'confirmation', order: documentOf(order), lang: lang ?? order.locale },
      });
      return { name: order.number, pdf: buffer(pdf) };
    },

    /** Only for an order paid by bank transfer (404 otherwise, and while bank transfer is not configured). */
    async proformaPdf(orderId: string, viewer: Viewer, lang?: Locale): Promise<{ name: string; pdf: Buffer }> {
      const order = await orderFor(orderId, viewer);
      if (order.paymentMethod !== 'bank_transfer') throw new AppError('not_found');
      const { issuedOn, ...bank } = transfer(order);
      const pdf = await deps.workers.orderDocument({
        kind: 'order-pdf',
        request: { kind: 'proforma', order: documentOf(order), bank, issuedOn, lang: lang ?? order.locale },
      });
      return { name: order.number, pdf: buffer(pdf) };
    },

    /** The transfer details the payment step shows (the same as the proforma's). */
    async transferDetails(
      orderId: string,
    ): Promise<{ beneficiary: string; iban: string; bic: string; reference: string; dueDate: string }> {
      const order = await orderFor(orderId, 'staff');
      const { issuedOn: _issued, ...details } = transfer(order);
      return details;
    },

    /** A link to the proforma that works without signing in (for the order mail), valid 60 days. */
    async proformaLink(orderId: string): Promise<string> {
      const now = Math.floor(deps.clock().getTime() / 1000);
      const token = await new SignJWT({ doc: 'proforma' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(orderId)
        .setIssuedAt(now)
        .setExpirationTime(now + linkLifetimeSeconds)
        .sign(deps.linkKey);
      return `${deps.publicUrl()}/api/orders/${orderId}/documents/proforma.pdf?token=${token}`;
    },

    /** Whether `token` is a good link to this order's proforma. */
    async linkAllows(orderId: string, token: string): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(token, deps.linkKey, {
          algorithms: ['HS256'],
          subject: orderId,
          currentDate: deps.clock(),
        });
        return payload.doc === 'proforma';
      } catch {
        return false;
      }
    },

    /** Every piece's label, one PDF for the whole order; the QR codes link to PUBLIC_URL's piece pages. */
    async labels(
      orderId: string,
      lang: Locale | undefined,
      layout: LabelLayout,
    ): Promise<{ name: string; pdf: Buffer }> {
      const order = await orderFor(orderId, 'staff');
      const { items, catalogue } = await itemsOf(order);
      const task = {
        kind: 'order-labels' as const,
        number: order.number,
        items,
        catalogue,
        lang: lang ?? order.locale,
        layout,
        baseUrl: deps.publicUrl(),
      };
      return { name: order.number, pdf: buffer(await deps.workers.orderDocument(task)) };
    },

    /** One piece by the order's id or number and the piece's key ("1-V001-3"): its label's data, drawing and holes; 404 when none. */
    async piece(ref: string, key: string): Promise<{ orderId: string; number: string; piece: unknown }> {
      const id = uuid.test(ref) ? ref : await deps.orders.idOfNumber(ref);
      const order = id === undefined ? undefined : await deps.orders.find(id);
      if (!order) throw new AppError('not_found');
      const { items, catalogue } = await itemsOf(order);
      const bytes = await deps.workers.orderDocument({
        kind: 'order-piece',
        number: order.number,
        items,
        catalogue,
        piece: key,
        baseUrl: deps.publicUrl(),
      });
      const piece: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (piece === null) throw new AppError('not_found');
      return { orderId: order.id, number: order.number, piece };
    },

    /** One item's workshop PDF (drawings, BOM, cutting plan, assembly steps), titled with the order number. */
    async itemPdf(orderId: string, seq: number, lang: Locale): Promise<{ name: string; pdf: Buffer }> {
      const order = await orderFor(orderId, 'staff');
      const { items, catalogue } = await itemsOf(order);
      const item = items.find((i) => i.seq === seq);
      if (!item) throw new AppError('not_found');
      const title = `${order.number} · ${seq}. ${item.name} × ${item.quantity}`;
      const pdf = await deps.workers.document({ kind: 'pdf', design: item.design, catalogue, lang, title });
      return { name: `${order.number}-${seq}`, pdf: buffer(pdf) };
    },
  };
}

export type OrderDocumentsService = ReturnType<typeof createOrderDocumentsService>;
