// Inquiries (issue 14): a customer with a confirmed e-mail sends projects with a message; the
// projects are frozen as items with the catalogue's price of the moment, the inquiry gets the next
// number of the year (2026-0042), staff and the users of the customer's partner get a mail in
// their language, and the customer a confirmation in theirs — all in one transaction, so an inquiry, its number and its mails exist together
// or not at all. The state moves only through @kubik/shop's inquiry table, each move in the history.
//
// Who may read an inquiry and write in its thread: its customer, staff (admin scope), and the users
// of the partner the customer is assigned to now. Anyone else gets 404, as for a missing inquiry.
import type {
  AdminInquiryListQuery,
  CreateInquiryRequest,
  Inquiry,
  InquiryListQuery,
  LatestOffer,
  InquiryPage,
  InquiryStatus,
  OfferDraftRequest,
  OfferRevision,
} from '@kubik/contract/inquiries';
import { defaultLocale, isLocale, type Locale } from '@kubik/contract/locale';
import { inquiryProcess, inquiryStatusForOffer, type InquiryActor } from '@kubik/shop/inquiry-process';
import { bp, cents } from '@kubik/shop/money';
import {
  acceptOffer,
  declineOffer,
  expireOffer,
  isPastValidity,
  reviseOffer,
  sendOffer,
  withdrawOffer,
  type OfferResult,
} from '@kubik/shop/offer';
import { buildOrderLines, effectiveDiscountBp } from '@kubik/shop/order-lines';
import { formatInquiryNumber, parseInquiryNumber } from '@kubik/shop/numbering';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { RateLimit } from '../../rate-limit/rate-limit.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { OfferedItem, OfferedOrder } from '../orders/checkout-service.ts';
import type { MailService } from '../mail/service.ts';
import type { PartnerService } from '../partners/service.ts';
import type { ProjectService } from '../projects/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { inquiryMessageMail, inquiryReceivedMail, newInquiryMail, offerAnsweredMail, offerSentMail } from './mails.ts';
import { deliveryOf, offerRefusal, offerView, shopOffer } from './offers.ts';
import type { InquiryOwners, InquiryRepository, InquiryRow, NewInquiryItem, OfferRow } from './repository.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import type { OfferExtraJson } from './schema.ts';
import { pageUrl } from '@kubik/contract/pages';

/** The periodic job that expires sent offers past their validity (`expireLapsed`), and how often it runs. */
export const expireOffersQueue = 'inquiries.expire-offers';
export const expireOffersEveryMs = 5 * 60 * 1000;

/** The furthest an offer may be valid ahead of the moment it is drafted or revised: a year and a day. */
export const maxOfferValidityMs = 366 * 24 * 60 * 60 * 1000;

/** How a reader stands to an inquiry; decides what they may do (the table's actor). */
export type InquiryRole = 'customer' | 'partner' | 'staff';

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

export function createInquiryService(deps: {
  inquiries: InquiryRepository;
  users: UserService;
  projects: Pick<ProjectService, 'snapshot'>;
  catalogue: Pick<CatalogueService, 'quote' | 'current'>;
  partners: Pick<PartnerService, 'ofCustomer' | 'partnerOf' | 'customerIds' | 'discountOf'>;
  mail: Pick<MailService, 'send'>;
  /** Each inquiry mails staff and the partner: counted per customer. */
  limit?: Pick<RateLimit, 'hit'>;
  /** Each message in a thread (and each sent offer) mails the other side: counted per writer (see mailsTheOtherSide). */
  messageLimit?: Pick<RateLimit, 'hit'>;
  uow: UnitOfWork;
  clock: Clock;
  /**
   * The admin module's trail (a port wired in services.ts; this module does not import admin): every
   * offer move and withdrawal by staff or a partner user gets a row (entity `inquiry`), in the caller's transaction.
   */
  audit?: (entry: {
    actor: { userId: string; email: string };
    inquiryId: string;
    action: string;
    before: unknown;
    after: unknown;
  }) => Promise<void>;
  staffEmail: string | undefined;
  publicUrl: PublicUrl;
}) {
  const { inquiries, users, uow } = deps;
  const inquiryLink = (id: string) => pageUrl(deps.publicUrl(), 'inquiry', { inquiryId: id });

  /** The inquiry as `role` sees it: the customer never sees a draft offer. */
  async function view(row: InquiryRow, role: InquiryRole): Promise<Inquiry> {
    const [items, messages, history, customer, offerRows] = [
      await inquiries.items(row.id),
      await inquiries.messages(row.id),
      await inquiries.history(row.id),
      await users.findById(row.customerId),
      await inquiries.offers(row.id),
    ];
    const now = deps.clock();
    const cartPrice = await cartPriceOf(row.customerId);
    return {
      id: row.id,
      seqId: row.seqId,
      status: row.status,
      customer: { id: row.customerId, name: customer?.name ?? '', email: customer?.email ?? '' },
      message: row.message,
      items: items.map((i) => ({
        id: i.id,
        seq: i.seq,
        projectId: i.projectId,
        name: i.name,
        thumbnail: i.thumbnail,
        quantity: i.quantity,
        computedUnitNetCents: i.computedUnitNetCents,
        customerUnitNetCents: i.computedUnitNetCents === null ? null : cartPrice(i.computedUnitNetCents, i.vatRateBp),
        vatRateBp: i.vatRateBp,
        currency: i.currency,
      })),
      messages: messages.map((m) => ({
        id: String(m.id),
        authorRole: m.authorRole as InquiryRole,
        authorName: m.authorName,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
      history: history.map((h) => ({
        at: h.at.toISOString(),
        from: (h.fromState as InquiryStatus | null) ?? null,
        to: h.toState as InquiryStatus,
        actorRole: h.actorRole,
        note: h.note,
      })),
      offers: offerRows.filter((o) => role !== 'customer' || o.status !== 'draft').map((o) => offerView(o, now)),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /**
   * What the customer pays for one piece in their cart: the price less the partner discount that
   * applies to them now, by the cart's own order lines (buildOrderLines), so an offer is compared
   * with what the customer would pay without it, not with the list price (issue 20 §3).
   */
  async function cartPriceOf(customerId: string): Promise<(unitNetCents: number, vatRateBp: number) => number> {
    const { catalogue } = await deps.catalogue.current();
    const discountBp = effectiveDiscountBp(await deps.partners.discountOf(customerId), catalogue.maxPartnerDiscountBp);
    return (unitNetCents, vatRateBp) =>
      buildOrderLines({
        items: [{ ref: 'piece', name: '', quantity: 1, unitNetCents: cents(unitNetCents), vatRateBp: bp(vatRateBp) }],
        partnerDiscountBp: discountBp,
        maxPartnerDiscountBp: catalogue.maxPartnerDiscountBp,
      }).totals.netCents;
  }

  /** The inquiry and how `user` stands to it; 404 when they may not see it at all. */
  async function access(inquiryId: string, user: UserRow): Promise<{ row: InquiryRow; role: InquiryRole }> {
    const row = await inquiries.find(inquiryId);
    if (!row) throw new AppError('not_found');
    if (row.customerId === user.id) return { row, role: 'customer' };
    if (user.scopes.includes('admin')) return { row, role: 'staff' };
    if (user.scopes.includes('partner')) {
      const assigned = await deps.partners.ofCustomer(row.customerId);
      if (assigned && assigned.members.some((m) => m.userId === user.id)) return { row, role: 'partner' };
    }
    throw new AppError('not_found');
  }

  /** Who hears of a customer's inquiry: staff (the shared inbox, or every admin) and the partner's users. */
  async function audience(customerId: string): Promise<{ email: string; locale: Locale }[]> {
    const staff = deps.staffEmail
      ? [{ email: deps.staffEmail, locale: defaultLocale }]
      : (await users.withScope('admin')).map((a) => ({ email: a.email, locale: localeOf(a.locale) }));
    const assigned = await deps.partners.ofCustomer(customerId);
    const partnerUsers = assigned
      ? (await users.byIds(assigned.members.map((m) => m.userId)))
          .filter((u) => !u.deletedAt && !u.blockedAt)
          .map((u) => ({ email: u.email, locale: localeOf(u.locale) }))
      : [];
    const seen = new Set<string>();
    return [...staff, ...partnerUsers].filter((r) => !seen.has(r.email) && (seen.add(r.email), true));
  }

  /** Who hears of the customer's answer to an offer: the partner's users; staff when the customer has no partner (issue 14 §5). */
  async function answerAudience(customerId: string): Promise<{ email: string; locale: Locale }[]> {
    const assigned = await deps.partners.ofCustomer(customerId);
    const partnerUsers = assigned
      ? (await users.byIds(assigned.members.map((m) => m.userId)))
          .filter((u) => !u.deletedAt && !u.blockedAt)
          .map((u) => ({ email: u.email, locale: localeOf(u.locale) }))
      : [];
    if (partnerUsers.length > 0) return partnerUsers;
    return deps.staffEmail
      ? [{ email: deps.staffEmail, locale: defaultLocale }]
      : (await users.withScope('admin')).map((a) => ({ email: a.email, locale: localeOf(a.locale) }));
  }

  /** `drafts`: whether the reader sees draft offers (staff and partners do, the customer does not). */
  async function page(owners: InquiryOwners, query: InquiryListQuery, drafts = true): Promise<InquiryPage> {
    const { rows, total } = await inquiries.page(owners, query, users.idsMatching);
    const people = new Map(
      (await users.byIds([...new Set(rows.map((r) => r.inquiry.customerId))])).map((u) => [u.id, u]),
    );
    const latest = new Map<string, LatestOffer>();
    const now = deps.clock();
    for (const o of await inquiries.offersOf(rows.map((r) => r.inquiry.id))) {
      if (latest.has(o.inquiryId) || (!drafts && o.status === 'draft')) continue;
      const v = offerView(o, now);
      latest.set(o.inquiryId, {
        number: v.number,
        status: v.status,
        grossCents: v.grossCents,
        currency: v.currency,
        validUntil: v.validUntil,
      });
    }
    return {
      items: rows.map(({ inquiry: r, itemCount }) => ({
        id: r.id,
        seqId: r.seqId,
        status: r.status,
        itemCount,
        latestOffer: latest.get(r.id) ?? null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        customer: {
          id: r.customerId,
          name: people.get(r.customerId)?.name ?? '',
          email: people.get(r.customerId)?.email ?? '',
        },
      })),
      total,
      page: query.page,
      perPage: query.perPage,
    };
  }

  return {
    async create(customer: UserRow, input: CreateInquiryRequest): Promise<Inquiry> {
      if (!customer.emailConfirmedAt) throw new AppError('email_not_confirmed');
      await deps.limit?.hit(customer.id);
      // Priced before the transaction (a big design costs a worker's time); the snapshot and its price go together.
      const inForce = await deps.catalogue.current();
      const items: NewInquiryItem[] = [];
      for (const [index, projectId] of input.projectIds.entries()) {
        const project = await deps.projects.snapshot(projectId, customer.id);
        const quote = await deps.catalogue.quote(project.design, { guest: false });
        items.push({
          seq: index + 1,
          projectId: project.id,
          name: project.name,
          thumbnail: project.thumbnail,
          design: project.design,
          quantity: 1,
          computedUnitNetCents: quote.ok ? quote.price.goodsCents : null,
          vatRateBp: quote.ok ? quote.price.vatRateBp : inForce.catalogue.vatRateBp,
          currency: inForce.catalogue.currency,
        });
      }
      const recipients = await audience(customer.id);
      const assigned = await deps.partners.ofCustomer(customer.id);
      const row = await uow.withTransaction(async () => {
        const at = deps.clock();
        const year = at.getUTCFullYear();
        const seqId = formatInquiryNumber({ year, seq: await inquiries.nextNumber(year) });
        const created = await inquiries.insert(
          {
            seqId,
            customerId: customer.id,
            status: 'submitted',
            message: input.message,
            locale: localeOf(customer.locale),
            catalogueVersion: inForce.version,
            createdAt: at,
            updatedAt: at,
          },
          items,
        );
        await inquiries.addHistory({
          inquiryId: created.id,
          at,
          fromState: null,
          toState: 'submitted',
          actorRole: 'customer',
          actorId: customer.id,
        });
        const facts = {
          seqId,
          customerName: customer.name,
          customerEmail: customer.email,
          message: input.message,
          items,
          partnerName: assigned?.partner.name ?? null,
          link: inquiryLink(created.id),
        };
        for (const r of recipients) await deps.mail.send(r.email, newInquiryMail(r.locale, facts));
        await deps.mail.send(
          customer.email,
          inquiryReceivedMail(localeOf(customer.locale), { ...facts, link: inquiryLink(created.id) }),
        );
        return created;
      });
      return view(row, 'customer');
    },
    async list(customerId: string, query: InquiryListQuery): Promise<InquiryPage> {
      return page({ customerId }, query, false);
    },
    /** The inquiries of the customers assigned to the user's partner (404 for a user who is no partner user). */
    async partnerList(user: UserRow, query: InquiryListQuery): Promise<InquiryPage> {
      const { partnerId } = await deps.partners.partnerOf(user);
      const customerIds = await deps.partners.customerIds(partnerId);
      if (customerIds.length === 0) return { items: [], total: 0, page: query.page, perPage: query.perPage };
      return page({ customerIds }, query);
    },
    async staffList(query: AdminInquiryListQuery): Promise<InquiryPage> {
      return page(query.customerId ? { customerId: query.customerId } : 'all', query);
    },
    async get(inquiryId: string, user: UserRow): Promise<Inquiry> {
      const { row, role } = await access(inquiryId, user);
      const live = (await inquiries.offers(row.id)).find((o) => o.status === 'sent');
      if (!live || !isPastValidity(shopOffer(live), deps.clock())) return view(row, role);
      // Its offer lapsed: the clock's move is made now, before anyone reads it as still open.
      const current = await uow.withTransaction(async () => {
        const locked = await inquiries.lock(row.id);
        const offer = locked && (await inquiries.lockOffer(live.id, row.id));
        if (locked && offer) await expireIfDue(offer, locked);
        return inquiries.find(row.id);
      });
      return view(current ?? row, role);
    },
    /** A message in the thread, from the customer, staff or the partner; the other side hears of it by mail. */
    /**
     * One frozen item's design, for its readers only (404 for anyone else). `ref` is the inquiry's id
     * or its number (2026-0042): the configurator's short address names the number.
     */
    async itemDesign(ref: string, seq: number, user: UserRow) {
      const found = parseInquiryNumber(ref) ? await inquiries.findBySeqId(ref) : await inquiries.find(ref);
      if (!found) throw new AppError('not_found');
      const { row } = await access(found.id, user);
      const item = await inquiries.item(row.id, seq);
      if (!item) throw new AppError('not_found');
      return {
        inquiryId: row.id,
        inquirySeqId: row.seqId,
        seq: item.seq,
        name: item.name,
        thumbnail: item.thumbnail,
        projectId: item.projectId,
        design: item.design,
      };
    },
    async addMessage(inquiryId: string, user: UserRow, body: string): Promise<Inquiry> {
      const { role } = await access(inquiryId, user);
      // Counted before the transaction (the limit's store must not wait on it); a refused message stores and mails nothing.
      await mailsTheOtherSide(user, role, inquiryId);
      return uow.withTransaction(async () => {
        const row = await inquiries.lock(inquiryId);
        if (!row) throw new AppError('not_found');
        const at = deps.clock();
        await inquiries.addMessage({
          inquiryId,
          authorId: user.id,
          authorRole: role,
          authorName: user.name,
          body,
          createdAt: at,
        });
        await inquiries.touch(inquiryId, at);
        const facts = { seqId: row.seqId, authorName: user.name, body };
        if (role === 'customer') {
          for (const r of await audience(row.customerId))
            await deps.mail.send(r.email, inquiryMessageMail(r.locale, { ...facts, link: inquiryLink(row.id) }));
        } else {
          const customer = await users.findById(row.customerId);
          if (customer && !customer.deletedAt)
            await deps.mail.send(
              customer.email,
              inquiryMessageMail(localeOf(row.locale), { ...facts, link: inquiryLink(row.id) }),
            );
        }
        return view({ ...row, updatedAt: at }, role);
      });
    },
    /** Moves the inquiry through the table as `actor` (locked, with a history row); 409 illegal_transition otherwise. */
    async transition(inquiryId: string, user: UserRow, to: InquiryStatus, note?: string): Promise<Inquiry> {
      const { role } = await access(inquiryId, user);
      const actor: InquiryActor = role;
      return uow.withTransaction(async () => {
        const row = await inquiries.lock(inquiryId);
        if (!row) throw new AppError('not_found');
        const result = inquiryProcess.transition(row.status, to, actor);
        if (!result.ok) throw new AppError('illegal_transition');
        const at = deps.clock();
        const updated = await inquiries.setStatus(row.id, to, at);
        await inquiries.addHistory({
          inquiryId: row.id,
          at,
          fromState: row.status,
          toState: to,
          actorRole: actor,
          actorId: user.id,
          note: note ?? null,
        });
        await audited(user, role, row.id, to, { status: row.status }, { status: to, ...(note ? { note } : {}) });
        // A withdrawn inquiry takes its live offer with it (the inquiry table's move, not the offer's).
        if (to === 'withdrawn')
          for (const o of await inquiries.offers(row.id))
            if (o.status === 'draft' || o.status === 'sent')
              await inquiries.updateOffer(o.id, { status: 'withdrawn', updatedAt: at });
        return view(updated, role);
      });
    },

    /** A draft offer (staff or the customer's partner); one live offer per inquiry. */
    async createOffer(inquiryId: string, user: UserRow, input: OfferDraftRequest): Promise<Inquiry> {
      const { role } = await access(inquiryId, user);
      if (role === 'customer') throw new AppError('forbidden');
      const { catalogue } = await deps.catalogue.current();
      return uow.withTransaction(async () => {
        const row = await inquiries.lock(inquiryId);
        if (!row) throw new AppError('not_found');
        if (!inquiryProcess.next(row.status).includes('offered') && row.status !== 'offered')
          throw new AppError('illegal_transition');
        const at = deps.clock();
        let made: OfferRow;
        try {
          made = await inquiries.insertOffer({
            inquiryId,
            number: (await inquiries.offers(inquiryId)).length + 1,
            status: 'draft',
            lines: await linesOf(inquiryId, input.lines),
            extras: extrasOf(input.extras, catalogue.vatRateBp),
            vatRateBp: catalogue.vatRateBp,
            currency: catalogue.currency,
            validUntil: validityOf(input.validUntil),
            delivery: deliveryOf(input.delivery),
            note: input.note,
            authorId: user.id,
            authorRole: role,
            createdAt: at,
            updatedAt: at,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('conflict');
          throw error;
        }
        await audited(user, role, inquiryId, 'offer_create', null, offerFacts(made));
        return view(row, role);
      });
    },
    /** Changes a draft; a sent offer is frozen (409 offer_not_editable). */
    async reviseOffer(inquiryId: string, offerId: string, user: UserRow, input: OfferRevision): Promise<Inquiry> {
      return offerMove(inquiryId, offerId, user, ['partner', 'staff'], async (offer, row, role) => {
        const lines = input.lines ? await linesOf(inquiryId, input.lines) : undefined;
        const extras = input.extras ? extrasOf(input.extras, offer.vatRateBp) : undefined;
        const revised = reviseOffer(shopOffer(offer), {});
        if (!revised.ok) throw offerRefusal(revised.error);
        const after = await inquiries.updateOffer(offer.id, {
          ...(lines ? { lines } : {}),
          ...(extras ? { extras } : {}),
          ...(input.validUntil ? { validUntil: validityOf(input.validUntil) } : {}),
          ...(input.delivery !== undefined ? { delivery: deliveryOf(input.delivery) } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          updatedAt: deps.clock(),
        });
        await audited(user, role, inquiryId, 'offer_revise', offerFacts(offer), offerFacts(after));
        return row;
      });
    },
    /** Sends a draft: the customer sees it and gets a mail; the inquiry is offered. */
    async sendOffer(inquiryId: string, offerId: string, user: UserRow): Promise<Inquiry> {
      const { role } = await access(inquiryId, user);
      if (role !== 'customer') await mailsTheOtherSide(user, role, inquiryId);
      return offerMove(inquiryId, offerId, user, ['partner', 'staff'], async (offer, row, role) => {
        const at = deps.clock();
        const moved = await applyOfferMove(offer, row, sendOffer(shopOffer(offer), role, at), role, user.id, {
          sentAt: at,
        });
        const customer = await users.findById(row.customerId);
        const sent = offerView({ ...offer, status: 'sent' }, at);
        if (customer && !customer.deletedAt)
          await deps.mail.send(
            customer.email,
            offerSentMail(localeOf(row.locale), {
              seqId: row.seqId,
              grossCents: sent.grossCents,
              validUntil: offer.validUntil,
              link: inquiryLink(row.id),
            }),
          );
        await audited(user, role, inquiryId, 'offer_send', offerFacts(offer), {
          ...offerFacts({ ...offer, status: 'sent' }),
          grossCents: sent.grossCents,
        });
        return moved;
      });
    },
    /** Staff or the partner withdraw a draft (discarded) or a sent offer (the inquiry waits for a new one). */
    async withdrawOffer(inquiryId: string, offerId: string, user: UserRow): Promise<Inquiry> {
      return offerMove(inquiryId, offerId, user, ['partner', 'staff'], async (offer, row, role) => {
        const moved = await applyOfferMove(offer, row, withdrawOffer(shopOffer(offer), role), role, user.id);
        await audited(
          user,
          role,
          inquiryId,
          'offer_withdraw',
          offerFacts(offer),
          offerFacts({ ...offer, status: 'withdrawn' }),
        );
        return moved;
      });
    },
    /** The customer declines a sent offer with a reason; the partner's users (staff without a partner) hear of it. */
    async declineOffer(inquiryId: string, offerId: string, user: UserRow, reason: string): Promise<Inquiry> {
      return offerMove(inquiryId, offerId, user, ['customer'], async (offer, row, role) => {
        const moved = await applyOfferMove(offer, row, declineOffer(shopOffer(offer), role, reason), role, user.id, {
          declineReason: reason,
        });
        for (const r of await answerAudience(row.customerId))
          await deps.mail.send(
            r.email,
            offerAnsweredMail(r.locale, { seqId: row.seqId, accepted: false, reason, link: inquiryLink(row.id) }),
          );
        return moved;
      });
    },

    /**
     * The expiry job's sweep (services.ts runs it every few minutes): every sent offer past its
     * validity becomes expired, with its inquiry (offered → expired, a history row by `system`) — one
     * transaction per offer, under the inquiry's and the offer's locks, re-checked there, so two
     * workers at once expire each offer once. Reads still expire a lapsed offer themselves (`get`,
     * `offerMove`), so nobody sees one as open between two sweeps. Answers how many it expired.
     */
    async expireLapsed(batch = 200): Promise<number> {
      let expired = 0;
      let failure: unknown;
      for (const due of await inquiries.lapsedOffers(deps.clock(), batch)) {
        try {
          const moved = await uow.withTransaction(async () => {
            const row = await inquiries.lock(due.inquiryId);
            const offer = row && (await inquiries.lockOffer(due.id, due.inquiryId));
            return row && offer ? expireIfDue(offer, row) : false;
          });
          if (moved) expired += 1;
        } catch (error) {
          // One offer that cannot move does not hold the others up; the job fails (and retries) after them.
          failure ??= error;
        }
      }
      if (failure) throw failure;
      return expired;
    },

    /** Accepting an offer is placing an order (orders' checkout, `offerId`): these are its calls. */
    checkout: {
      async items(offerId: string, userId: string): Promise<OfferedItem[]> {
        const { offer } = await customersOffer(offerId, userId);
        return offeredItems(offer);
      },
      /** Checkout's preview: an offer that may still be accepted (409 offer_expired, illegal_transition once answered). */
      async open(offerId: string, userId: string): Promise<OfferedOrder> {
        const { offer } = await customersOffer(offerId, userId);
        const check = acceptOffer(shopOffer(offer), 'customer', deps.clock());
        if (!check.ok) throw offerRefusal(check.error);
        return offeredOrder(offer);
      },
      async lock(offerId: string, userId: string): Promise<{ accepted: boolean; offer: OfferedOrder | null }> {
        if (!uow.inTransaction()) throw new Error("an offer is locked for checkout in the order's transaction");
        const { offer: found } = await customersOffer(offerId, userId);
        await inquiries.lock(found.inquiryId);
        const offer = (await inquiries.lockOffer(offerId, found.inquiryId))!;
        if (offer.status === 'accepted') return { accepted: true, offer: null };
        const check = acceptOffer(shopOffer(offer), 'customer', deps.clock());
        if (!check.ok) throw offerRefusal(check.error);
        return { accepted: false, offer: await offeredOrder(offer) };
      },
      async accept(offerId: string, userId: string): Promise<void> {
        const { offer: found } = await customersOffer(offerId, userId);
        const row = (await inquiries.lock(found.inquiryId))!;
        const offer = (await inquiries.lockOffer(offerId, found.inquiryId))!;
        await applyOfferMove(offer, row, acceptOffer(shopOffer(offer), 'customer', deps.clock()), 'customer', userId);
        for (const r of await answerAudience(row.customerId))
          await deps.mail.send(
            r.email,
            offerAnsweredMail(r.locale, { seqId: row.seqId, accepted: true, reason: null, link: inquiryLink(row.id) }),
          );
      },
    },
  };

  /** A sent (or answered) offer of one of the user's inquiries; 404 for anyone else's and for drafts. */
  async function customersOffer(offerId: string, userId: string): Promise<{ offer: OfferRow; row: InquiryRow }> {
    const offer = await inquiries.findOffer(offerId);
    const row = offer && (await inquiries.find(offer.inquiryId));
    if (!offer || !row || row.customerId !== userId || offer.status === 'draft') throw new AppError('not_found');
    return { offer, row };
  }

  /** The whole offer as checkout takes it: its items, its own lines and its delivery window. */
  async function offeredOrder(offer: OfferRow): Promise<OfferedOrder> {
    return { items: await offeredItems(offer), extras: shopOffer(offer).extras, delivery: offer.delivery };
  }

  /** The offer's lines with the frozen designs of the items they price. */
  async function offeredItems(offer: OfferRow): Promise<OfferedItem[]> {
    const items = new Map((await inquiries.items(offer.inquiryId)).map((i) => [i.id, i]));
    return offer.lines.map((l) => {
      const item = items.get(l.itemId)!;
      return {
        itemId: item.id,
        projectId: item.projectId,
        name: item.name,
        thumbnail: item.thumbnail,
        design: item.design,
        quantity: l.quantity,
        unitNetCents: l.unitNetCents,
        vatRateBp: offer.vatRateBp,
      };
    });
  }

  /**
   * An offer's validity as given, refused (400) when it reaches more than `maxOfferValidityMs` ahead:
   * an offer holds its prices against every catalogue change until then. A past one may be drafted;
   * sending refuses it.
   */
  function validityOf(validUntil: string): Date {
    const until = new Date(validUntil);
    if (until.getTime() > deps.clock().getTime() + maxOfferValidityMs)
      throw new AppError('validation_failed', { fields: { validUntil: 'too_far_ahead' } });
    return until;
  }

  /** The audit row of a change by staff or a partner user, in the caller's transaction (a customer's own moves are the history's only). */
  async function audited(
    user: UserRow,
    role: InquiryRole,
    inquiryId: string,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    if (role === 'customer' || !deps.audit) return;
    await deps.audit({
      actor: { userId: user.id, email: user.email },
      inquiryId,
      action,
      before,
      after: { ...(after as object), role },
    });
  }
  /** What the trail keeps of an offer: its number, state, prices and validity. */
  function offerFacts(o: Pick<OfferRow, 'number' | 'status' | 'lines' | 'extras' | 'validUntil'>) {
    return {
      number: o.number,
      status: o.status,
      lines: o.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, unitNetCents: l.unitNetCents })),
      extras: o.extras,
      validUntil: o.validUntil.toISOString(),
    };
  }

  /**
   * Counts one mail to the other side of a thread (a message, a sent offer): 429 past the limit. A
   * customer is counted across all their inquiries; staff and partner users per inquiry, so one who
   * answers many customers is never held up, and none can flood one customer.
   */
  async function mailsTheOtherSide(user: UserRow, role: InquiryRole, inquiryId: string): Promise<void> {
    await deps.messageLimit?.hit(role === 'customer' ? user.id : `${user.id}:${inquiryId}`);
  }

  /** An offer's own lines as stored; each VAT rate is the catalogue's (the offer's) or 0 (400 otherwise). */
  function extrasOf(extras: OfferDraftRequest['extras'], catalogueVatRateBp: number): OfferExtraJson[] {
    if (extras.some((e) => e.vatRateBp !== 0 && e.vatRateBp !== catalogueVatRateBp))
      throw new AppError('validation_failed', { fields: { extras: 'vat_rate_not_offered' } });
    return extras.map((e) => ({
      kind: e.kind,
      description: e.description,
      quantity: e.quantity,
      unitNetCents: e.unitNetCents,
      vatRateBp: e.vatRateBp,
    }));
  }

  /** Prices lines against the inquiry's items (each line names one of them). */
  async function linesOf(inquiryId: string, lines: OfferDraftRequest['lines']) {
    const items = new Map((await inquiries.items(inquiryId)).map((i) => [i.id, i]));
    return lines.map((l) => {
      const item = items.get(l.itemId);
      if (!item) throw new AppError('validation_failed', { fields: { lines: 'not_an_item_of_this_inquiry' } });
      return {
        itemId: item.id,
        name: item.name,
        quantity: l.quantity,
        unitNetCents: l.unitNetCents,
        computedUnitNetCents: item.computedUnitNetCents,
      };
    });
  }

  /**
   * Runs `change` on a locked offer of a locked inquiry, for the roles allowed (others: 403; readers
   * who may not see the inquiry: 404). A sent offer past its validity is expired first, as the clock's move.
   */
  async function offerMove(
    inquiryId: string,
    offerId: string,
    user: UserRow,
    roles: InquiryRole[],
    change: (offer: OfferRow, row: InquiryRow, role: InquiryRole) => Promise<InquiryRow>,
  ): Promise<Inquiry> {
    const { role } = await access(inquiryId, user);
    if (!roles.includes(role)) throw new AppError(role === 'customer' ? 'not_found' : 'forbidden');
    const result = await uow.withTransaction(async () => {
      const row = await inquiries.lock(inquiryId);
      const offer = row && (await inquiries.lockOffer(offerId, inquiryId));
      if (!row || !offer || (role === 'customer' && offer.status === 'draft')) throw new AppError('not_found');
      const expired = await expireIfDue(offer, row);
      if (expired) return { expired: true as const };
      return { row: await change(offer, row, role) };
    });
    if ('expired' in result) throw new AppError('offer_expired');
    return view(result.row, role);
  }

  /** The clock's move on a sent offer past its validity, with the inquiry's (offered → expired). */
  async function expireIfDue(offer: OfferRow, row: InquiryRow): Promise<boolean> {
    if (offer.status !== 'sent' || !isPastValidity(shopOffer(offer), deps.clock())) return false;
    await applyOfferMove(offer, row, expireOffer(shopOffer(offer), deps.clock()), 'system', null);
    return true;
  }

  /** Stores an offer's move and the inquiry's that follows from it (with its history row). */
  async function applyOfferMove(
    offer: OfferRow,
    row: InquiryRow,
    result: OfferResult,
    actor: InquiryActor,
    actorId: string | null,
    extra: Partial<Pick<OfferRow, 'sentAt' | 'declineReason'>> = {},
  ): Promise<InquiryRow> {
    if (!result.ok) throw offerRefusal(result.error);
    const at = deps.clock();
    await inquiries.updateOffer(offer.id, { status: result.offer.status, updatedAt: at, ...extra });
    const to = inquiryStatusForOffer(result.move.from, result.move.to);
    if (to === null || to === row.status) return row;
    const moved = inquiryProcess.transition(row.status, to, actor);
    if (!moved.ok) throw new AppError('illegal_transition');
    const updated = await inquiries.setStatus(row.id, to, at);
    await inquiries.addHistory({
      inquiryId: row.id,
      at,
      fromState: row.status,
      toState: to,
      actorRole: actor,
      actorId,
      note: `offer ${result.move.from} → ${result.move.to}`,
    });
    return updated;
  }
}

export type InquiryService = ReturnType<typeof createInquiryService>;
