// The composition root: builds every module through its module.ts factory, in dependency order, and
// wires them together.
// Modules get each other's services here (never repositories), and routes get services (app.ts).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { systemClock, type Clock } from './core/clock.ts';
import type { Database } from './db/client.ts';
import { watchDatabase } from './db/outage.ts';
import { createUnitOfWork } from './db/unit-of-work.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createJobAdmin } from './jobs/admin.ts';
import { contactLimits } from './modules/accounts/contact-service.ts';
import { createAccountsModule } from './modules/accounts/module.ts';
import { defaultLocale, isLocale } from '@kubik/contract/locale';
import { createAdminModule } from './modules/admin/module.ts';
import { createAdminStatsService } from './modules/admin/stats.ts';
import { createCatalogueEditor } from './modules/catalogue-editor/service.ts';
import { createAuthModule } from './modules/auth/module.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { createCartModule } from './modules/cart/module.ts';
import { createCatalogueModule } from './modules/catalogue/module.ts';
import { createMailModule } from './modules/mail/module.ts';
import { createMailedDesignsModule } from './modules/mailed-designs/module.ts';
import { createModelCache } from './modules/models3d/cache.ts';
import { createModelLinks } from './modules/models3d/links.ts';
import { createModelService } from './modules/models3d/service.ts';
import {
  mailedDesignLimits,
  purgeMailedDesignsEveryMs,
  purgeMailedDesignsQueue,
} from './modules/mailed-designs/service.ts';
import { createOrdersModule } from './modules/orders/module.ts';
import { createPaymentsModule } from './modules/payments/module.ts';
import { createOrderDocumentsModule } from './modules/order-documents/module.ts';
import {
  closeCancelledOrderPayments,
  closeCancelledPaymentsQueue,
  orderDocumentSource,
  payableOrders,
  refundCancelledOrder,
  refundCancelledOrderQueue,
} from './payment-wiring.ts';
import { createInquiriesModule } from './modules/inquiries/module.ts';
import { expireOffersEveryMs, expireOffersQueue } from './modules/inquiries/service.ts';
import { createPartnersModule } from './modules/partners/module.ts';
import { createProjectsModule } from './modules/projects/module.ts';
import { createSystemModule } from './modules/system/module.ts';
import { createUsersModule } from './modules/users/module.ts';
import type { UserRow } from './modules/users/service.ts';
import { createWorkshopService } from './modules/workshop/service.ts';
import { createPublicUrl } from './core/public-url.ts';
import { createRateLimits } from './rate-limit/rate-limit.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createWorkerPools } from './workers/pool.ts';

/** Names the seeding lock among PostgreSQL advisory locks (the same number as accounts/first-admin.ts). */
const seedLockKey = 0x6b75_6273;

/** The channel the database's triggers NOTIFY with a user id whenever a user or one of their sessions changes. */
export const authChangesChannel = 'kubik_auth';

export async function createServices(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  clock: Clock = systemClock,
) {
  const { db } = database;
  const uow = createUnitOfWork(db);
  // Links in mails, PDFs and payment return URLs: PUBLIC_URL, or the address of the request at hand.
  const publicUrl = createPublicUrl(config.publicUrlConfigured, config.publicUrl);
  /** This app's metrics (its own registry): counted by the modules below, scraped at /metrics. */
  const metrics = createMetrics(database);
  const limits = createRateLimits(database, config.rateLimitFactor, metrics.rateLimitRefused);
  /** An outage of the database: one log line when it starts and one when it ends (db/outage.ts). */
  const databaseWatch = watchDatabase({
    ping: () => database.ping(),
    log: { error: (d, m) => log.error(d, m), info: (d, m) => log.info(d, m) },
  });
  const jobs = createJobQueue(db, uow, {
    onRun: (job, outcome, seconds) => metrics.job(job.queue, outcome, seconds),
    leaseMs: config.jobLeaseSeconds * 1000,
    pollMs: 1000,
    concurrency: 2,
    // A poll or job that failed because the database is out is the outage's, logged once; the job is retried.
    onError: (error, job) => {
      if (!databaseWatch.caught(error)) log.error({ err: error, jobId: job?.id, queue: job?.queue }, 'job failed');
    },
  });
  const workers = createWorkerPools();
  /** GET /api/ready's check, and the secrets every app server on the database shares. */
  const { readiness, secrets } = createSystemModule({ database });
  /** The job table for admins: the list and the retry of a job that gave up. */
  const jobAdmin = createJobAdmin(uow);

  const { users } = createUsersModule({ uow, clock });
  const sessionCache = createSessionCache<UserRow>({ ttlMs: 60_000, maxEntries: 20_000 });
  // A worker answers no signed-in requests, so it holds no LISTEN connection (and caches no session).
  const stopListening =
    config.role === 'worker'
      ? async () => {}
      : await database.listen(
          authChangesChannel,
          (userId) => sessionCache.forgetUser(userId),
          (live) => sessionCache.setLive(live),
        );
  const signer = createTokenSigner(await secrets.loadOrCreate('jwt', config.jwtSecret));
  const { auth } = createAuthModule({
    users,
    limits,
    signer,
    lifetimes: {
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      sessionMaxAge: config.sessionMaxAge,
    },
    clock,
    uow,
    cache: sessionCache,
    confirmCached: database.kind === 'postgres',
  });
  // Files named by a mail are made when it goes out (the order documents come later in this map).
  const { mail } = createMailModule({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
    uow,
    onOutcome: metrics.mail,
    attachments: async (ref) => ({
      filename: ref.filename,
      content: (await orderDocuments.proformaPdf(ref.orderId, 'staff')).pdf,
      contentType: 'application/pdf',
    }),
  });
  const { catalogue } = createCatalogueModule({
    uow,
    workers,
    log: (problem) =>
      log.error(problem, 'the stored catalogue does not parse: nothing is priced until an admin saves a good one'),
  });
  const { projects } = createProjectsModule({
    uow,
    quota: config.projectQuota,
    publicUrl,
    ownerOf: async (userId) => {
      const user = await users.findById(userId);
      return user && { id: user.id, name: user.name, email: user.email };
    },
    // The partners module (made further down) holds the scoping rule: a partner's users read its customers' projects.
    partnerReads: (readerId, ownerId) => partners.reads(readerId, ownerId),
  });
  // The partners module (made further down) answers a customer's discount, for the PDF's price.
  const workshop = createWorkshopService({
    catalogue,
    projects,
    workers,
    publicUrl,
    seller: config.seller,
    timeZone: config.shopTimeZone,
    discountOf: (userId) => partners.discountOf(userId),
  });

  // A customer's partner discount comes from the partners module (made further down, and it depends
  // on orders for its views): the cart and checkout get a port, not the module.
  const discountOf = (userId: string) => partners.discountOf(userId);
  const { cart } = createCartModule({ uow, clock, catalogue, projects, discountOf });
  // An offer accepted at checkout is placed as an order; the inquiries module (made further down)
  // holds offers. A cancelled order's card payments are closed at Stripe by a job that commits with
  // the cancel (payments comes after orders in the map: the orders module is handed a hook).
  const { orders, checkout, orderPayments, orderStats, orderReads } = createOrdersModule({
    uow,
    clock,
    publicUrl,
    users,
    mail,
    cart,
    catalogue,
    discountOf,
    payments: { testProvider: config.stripe === undefined, bankTransfer: config.bank !== undefined },
    offers: {
      items: (...a) => inquiries.checkout.items(...a),
      open: (...a) => inquiries.checkout.open(...a),
      lock: (...a) => inquiries.checkout.lock(...a),
      accept: (...a) => inquiries.checkout.accept(...a),
    },
    onCancelled: (orderId) => jobs.enqueue(closeCancelledPaymentsQueue, { orderId }),
  });
  // An order's PDFs; its job pack, made once and kept; cutting runs of several orders (not kept).
  const { orderDocuments, jobPacks, cuttingRuns } = createOrderDocumentsModule({
    uow,
    orders: orderDocumentSource(orderReads),
    catalogue,
    workers,
    seller: config.seller,
    bank: config.bank,
    timeZone: config.shopTimeZone,
    linkKey: await secrets.loadOrCreate('order-document-links', undefined),
    publicUrl,
    clock,
  });
  // Money for an order cancelled meanwhile goes back by itself: a job enqueued with the payment.
  const { markPaid, stripe, stripeWebhooks, payments, testProvider, paymentRepository } = createPaymentsModule({
    uow,
    clock,
    stripe: config.stripe,
    bankTransfer: config.bank !== undefined,
    orderPayments,
    orders: payableOrders(orderReads, orderPayments),
    documents: orderDocuments,
    mail,
    publicUrl,
    onStarted: (provider) => metrics.payment(provider, 'started'),
    onApplied: metrics.payment,
    onPaidWhileCancelled: (orderId) => jobs.enqueue(refundCancelledOrderQueue, { orderId }),
    warn: (data, message) => log.warn(data, message),
  });
  const { registration, profile, contact } = createAccountsModule({
    uow,
    jobs,
    limits,
    publicUrl,
    clock,
    staffEmail: config.staffEmail,
    users,
    auth,
    mail,
    projects,
    cart,
    orders,
  });
  // The orders list's partner filter asks the partners module (made further down: it writes to this module's audit trail).
  const { admin, adminConfigurations, auditTrail, auditLog } = createAdminModule({
    uow,
    clock,
    timeZone: config.shopTimeZone,
    users,
    auth,
    projects,
    orders,
    payments,
    confirmations: registration,
    partnerCustomers: (partnerId) => partners.customerIds(partnerId),
  });
  jobs.register(closeCancelledPaymentsQueue, closeCancelledOrderPayments(payments, log));
  jobs.register(
    refundCancelledOrderQueue,
    refundCancelledOrder({
      payments,
      audit: auditLog,
      mail,
      orders: orderReads,
      publicUrl,
      log,
      staff: async () =>
        config.staffEmail
          ? [{ email: config.staffEmail, locale: defaultLocale }]
          : (await users.withScope('admin')).map((admin) => ({
              email: admin.email,
              locale: isLocale(admin.locale) ? admin.locale : defaultLocale,
            })),
    }),
  );

  /** Partners: admin commands audited in the admin module's trail; the scoping rule of every partner-facing read. */
  const { partners } = createPartnersModule({
    uow,
    users,
    auth,
    registration,
    mail,
    audit: auditTrail,
    orders,
    clock,
    publicUrl,
  });
  const catalogueEditor = createCatalogueEditor({ catalogue, carts: cart, users, audit: auditLog, uow, clock });
  const { inquiries, inquiryStats } = createInquiriesModule({
    users,
    projects,
    catalogue,
    partners,
    mail,
    uow,
    clock,
    staffEmail: config.staffEmail,
    publicUrl,
    audit: async ({ actor, inquiryId, action, before, after }) =>
      auditTrail.audited(actor, 'inquiry', inquiryId, action, async () => ({ result: undefined, before, after })),
    // A hundred an hour is far beyond any customer's need, and keeps the staff's inbox usable.
    limit: limits({ name: 'inquiry-user', points: 100, windowSeconds: 60 * 60 }),
    // Each message (and sent offer) mails the other side: sixty an hour per writer (staff and partners: per inquiry) is a lively conversation, not a flood.
    messageLimit: limits({ name: 'inquiry-message-user', points: 60, windowSeconds: 60 * 60 }),
  });

  const adminStats = createAdminStatsService({
    orders: orderStats,
    carts: cart,
    inquiries: inquiryStats,
    uow,
    clock,
  });

  // Sent offers past their validity are expired by a periodic durable job (one chain across servers, jobs/queue.ts).
  jobs.every(expireOffersQueue, expireOffersEveryMs, async () => void (await inquiries.expireLapsed()));

  /**
   * A design's 3D files (GLB, USDZ) and signed links to them for AR viewers: files kept in memory
   * (128 MB: the 2,000-cube design's pair is about 12 MB); an order item is read from the orders
   * module's rows, a partner's right from the partners module's rule.
   */
  const models = createModelService({
    catalogue,
    projects,
    workers,
    publicUrl,
    uow,
    clock,
    orderItem: async (orderId, seq) => {
      const [order, item] = await Promise.all([orderReads.find(orderId), orderReads.item(orderId, seq)]);
      return order && item
        ? { customerId: order.userId, name: item.name, design: item.design, catalogueVersion: order.catalogueVersion }
        : undefined;
    },
    partnerReads: (userId, customerId) => partners.reads(userId, customerId),
    cartItem: (userId, itemId) => cart.itemDesign(userId, itemId),
    cache: createModelCache({ maxBytes: 128 * 1024 * 1024 }),
    links: createModelLinks(await secrets.loadOrCreate('model-links', config.modelLinkSecret), clock),
  });

  /** Designs mailed as links (guests too): stored for 90 days, one mail each; expired ones are deleted periodically. */
  const { mailedDesigns } = createMailedDesignsModule({
    catalogue,
    mail,
    uow,
    limits,
    publicUrl,
    clock,
  });
  jobs.every(purgeMailedDesignsQueue, purgeMailedDesignsEveryMs, async () => void (await mailedDesigns.purgeExpired()));
  /** Mailed designs: ten an hour from one client address (each is a mail to an address of their choosing). */
  const mailedDesignLimit = limits({ name: 'mailed-design-ip', ...mailedDesignLimits.perClient });

  /** Contact messages: ten an hour from one address keeps the staff's inbox usable. */
  const contactLimit = limits({ name: 'contact-ip', ...contactLimits.perAddress });
  /** PDFs of designs in hand (guests too) cost seconds of CPU each. */
  const guestPdfLimit = limits({ name: 'design-pdf-ip', points: 30, windowSeconds: 60 * 60 });
  /** PDFs and CNC files of a signed-in user (projects and designs in hand): up to seconds of a worker each. */
  const exportLimit = limits({ name: 'export-user', points: 60, windowSeconds: 60 * 60 });
  /**
   * A partner-admin's invitations: each makes an account on an address of their choosing and mails
   * it; twenty an hour staffs any partner and keeps addresses from being taken (or mailed) in bulk.
   */
  const partnerInviteLimit = limits({ name: 'partner-invite-user', points: 20, windowSeconds: 60 * 60 });
  /** The account export (GDPR): every project's design in one answer. */
  const accountExportLimit = limits({ name: 'account-export-user', points: 10, windowSeconds: 60 * 60 });
  /** Quotes: the configurator asks on request; a big design is ~100 ms of a worker. */
  const quoteLimit = limits({ name: 'quote-ip', points: 120, windowSeconds: 60 });

  return {
    database,
    metrics,
    databaseWatch,
    /** GET /api/ready's check. */
    readiness,
    uow,
    jobs,
    jobAdmin,
    workers,
    users,
    auth,
    signer,
    sessionCache,
    mail,
    catalogue,
    catalogueEditor,
    projects,
    workshop,
    cart,
    orders,
    checkout,
    orderPayments,
    markPaid,
    paymentRepository,
    orderDocuments,
    jobPacks,
    cuttingRuns,
    stripe,
    stripeWebhooks,
    payments,
    testProvider,
    admin,
    adminConfigurations,
    adminStats,
    registration,
    profile,
    contact,
    partners,
    inquiries,
    contactLimit,
    mailedDesigns,
    models,
    mailedDesignLimit,
    guestPdfLimit,
    exportLimit,
    accountExportLimit,
    partnerInviteLimit,
    quoteLimit,
    /**
     * First-start content: the catalogue and the predefined configurations. In one transaction under
     * the seeding advisory lock (the first admin's too, accounts/first-admin.ts): servers started
     * together wait for the first, then find the content there (decision 0021).
     */
    async seed(): Promise<void> {
      await uow.withTransaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
        await catalogue.seed();
        await projects.seed();
      });
    },
    /** Runs every job that is due (tests). */
    settle: () => jobs.drain(),
    /** Stops the job runner (waiting for the jobs in hand), the worker threads and the listener. */
    async close(): Promise<void> {
      databaseWatch.stop();
      await jobs.stop();
      await workers.close();
      mail.close();
      await stopListening();
      metrics.close();
    },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
