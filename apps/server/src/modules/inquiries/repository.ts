// Inquiries in SQL: the inquiry, its frozen items, its messages, its history and the per-year counter.
// The only code that touches this module's tables.
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { InquiryStatus } from '@kubik/contract/inquiry-states';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { inquiries, inquiryCounters, inquiryHistory, inquiryItems, inquiryMessages, offers } from './schema.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiry = typeof inquiries.$inferInsert;
export type InquiryItemRow = typeof inquiryItems.$inferSelect;
export type NewInquiryItem = Omit<typeof inquiryItems.$inferInsert, 'inquiryId'>;
export type InquiryMessageRow = typeof inquiryMessages.$inferSelect;
export type InquiryHistoryRow = typeof inquiryHistory.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type NewOffer = typeof offers.$inferInsert;

/** Whose inquiries a list shows: one customer's, several customers' (a partner's), or everyone's (staff). */
export type InquiryOwners = { customerId: string } | { customerIds: readonly string[] } | 'all';

export function createInquiryRepository(uow: UnitOfWork) {
  return {
    /**
     * The next number of the year, in the caller's transaction: the counter row stays locked until it
     * commits, so concurrent inquiries queue on it — no duplicates — and a rolled-back inquiry gives
     * its number back with the rollback — no gaps.
     */
    async nextNumber(year: number): Promise<number> {
      if (!uow.inTransaction())
        throw new Error('an inquiry number is drawn in the transaction that stores the inquiry');
      const [row] = await uow
        .db()
        .insert(inquiryCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: inquiryCounters.year, set: { last: sql`${inquiryCounters.last} + 1` } })
        .returning({ last: inquiryCounters.last });
      return row!.last;
    },
    async insert(inquiry: NewInquiry, items: NewInquiryItem[]): Promise<InquiryRow> {
      const [row] = await uow.db().insert(inquiries).values(inquiry).returning();
      if (items.length > 0)
        await uow
          .db()
          .insert(inquiryItems)
          .values(items.map((i) => ({ ...i, inquiryId: row!.id })));
      return row!;
    },
    async find(id: string): Promise<InquiryRow | undefined> {
      const [row] = await uow.db().select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
      return row;
    },
    async findBySeqId(seqId: string): Promise<InquiryRow | undefined> {
      const [row] = await uow.db().select().from(inquiries).where(eq(inquiries.seqId, seqId)).limit(1);
      return row;
    },
    /** The inquiry row, locked until the caller's transaction ends: its state changes one at a time. */
    async lock(id: string): Promise<InquiryRow | undefined> {
      const [row] = await uow.db().select().from(inquiries).where(eq(inquiries.id, id)).for('no key update').limit(1);
      return row;
    },
    async setStatus(id: string, status: InquiryStatus, at: Date): Promise<InquiryRow> {
      const [row] = await uow
        .db()
        .update(inquiries)
        .set({ status, updatedAt: at })
        .where(eq(inquiries.id, id))
        .returning();
      return row!;
    },
    async touch(id: string, at: Date): Promise<void> {
      await uow.db().update(inquiries).set({ updatedAt: at }).where(eq(inquiries.id, id));
    },
    async items(inquiryId: string): Promise<InquiryItemRow[]> {
      return uow
        .db()
        .select()
        .from(inquiryItems)
        .where(eq(inquiryItems.inquiryId, inquiryId))
        .orderBy(asc(inquiryItems.seq));
    },
    async item(inquiryId: string, seq: number): Promise<InquiryItemRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(inquiryItems)
        .where(and(eq(inquiryItems.inquiryId, inquiryId), eq(inquiryItems.seq, seq)))
        .limit(1);
      return row;
    },
    async messages(inquiryId: string): Promise<InquiryMessageRow[]> {
      return uow
        .db()
        .select()
        .from(inquiryMessages)
        .where(eq(inquiryMessages.inquiryId, inquiryId))
        .orderBy(asc(inquiryMessages.id));
    },
    async addMessage(message: typeof inquiryMessages.$inferInsert): Promise<void> {
      await uow.db().insert(inquiryMessages).values(message);
    },
    async history(inquiryId: string): Promise<InquiryHistoryRow[]> {
      return uow
        .db()
        .select()
        .from(inquiryHistory)
        .where(eq(inquiryHistory.inquiryId, inquiryId))
        .orderBy(asc(inquiryHistory.id));
    },
    async addHistory(entry: typeof inquiryHistory.$inferInsert): Promise<void> {
      await uow.db().insert(inquiryHistory).values(entry);
    },
    /** The inquiry's offers, newest first. */
    async offers(inquiryId: string): Promise<OfferRow[]> {
      return uow.db().select().from(offers).where(eq(offers.inquiryId, inquiryId)).orderBy(desc(offers.number));
    },
    /** The offers of several inquiries (a list's page), newest first within each. */
    async offersOf(inquiryIds: readonly string[]): Promise<OfferRow[]> {
      if (inquiryIds.length === 0) return [];
      return uow
        .db()
        .select()
        .from(offers)
        .where(inArray(offers.inquiryId, [...inquiryIds]))
        .orderBy(asc(offers.inquiryId), desc(offers.number));
    },
    async findOffer(offerId: string): Promise<OfferRow | undefined> {
      const [row] = await uow.db().select().from(offers).where(eq(offers.id, offerId)).limit(1);
      return row;
    },
    /** An offer of that inquiry, locked until the caller's transaction ends. */
    async lockOffer(offerId: string, inquiryId: string): Promise<OfferRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.inquiryId, inquiryId)))
        .for('update')
        .limit(1);
      return row;
    },
    /** Sent offers past their validity at `now` (the expiry job's list), the longest lapsed first; unlocked. */
    async lapsedOffers(now: Date, limit: number): Promise<Pick<OfferRow, 'id' | 'inquiryId'>[]> {
      return uow
        .db()
        .select({ id: offers.id, inquiryId: offers.inquiryId })
        .from(offers)
        .where(and(eq(offers.status, 'sent'), lt(offers.validUntil, now)))
        .orderBy(asc(offers.validUntil), asc(offers.id))
        .limit(limit);
    },
    async insertOffer(offer: NewOffer): Promise<OfferRow> {
      const [row] = await uow.db().insert(offers).values(offer).returning();
      return row!;
    },
    async updateOffer(
      id: string,
      fields: Partial<Omit<NewOffer, 'id' | 'inquiryId' | 'createdAt'>>,
    ): Promise<OfferRow> {
      const [row] = await uow.db().update(offers).set(fields).where(eq(offers.id, id)).returning();
      return row!;
    },
    /** A page of inquiries, newest first, with their item counts. */
    async page(
      owners: InquiryOwners,
      query: { page: number; perPage: number; status?: InquiryStatus | undefined; q?: string | undefined },
      customersMatching?: (text: string) => SQLWrapper,
    ) {
      const filters: (SQL | undefined)[] = [];
      if (owners !== 'all')
        filters.push(
          'customerId' in owners
            ? eq(inquiries.customerId, owners.customerId)
            : inArray(inquiries.customerId, [...owners.customerIds]),
        );
      if (query.status) filters.push(eq(inquiries.status, query.status));
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(
          or(
            ilike(inquiries.seqId, like),
            ilike(inquiries.message, like),
            ...(customersMatching ? [inArray(inquiries.customerId, customersMatching(query.q))] : []),
          ),
        );
      }
      const where = and(...filters);
      const rows = await uow
        .db()
        // Qualified by hand: drizzle writes a one-table select's columns unqualified, and an unqualified
        // "id" inside the subquery would be the item's own id (every count 0).
        .select({
          inquiry: inquiries,
          itemCount:
            sql<number>`(select count(*)::int from "inquiry_items" where "inquiry_items"."inquiry_id" = "inquiries"."id")`.mapWith(
              Number,
            ),
        })
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.seqId))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const [total] = await uow.db().select({ n: count() }).from(inquiries).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
