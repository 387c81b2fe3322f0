// Partners, their members and their customers in SQL. The only code that touches this module's tables.
import { and, asc, count, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { partnerCustomers, partnerMembers, partnerOrderMoves, partners } from './schema.ts';

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerMemberRow = typeof partnerMembers.$inferSelect;
export type PartnerCustomerRow = typeof partnerCustomers.$inferSelect;
export type PartnerWithCounts = PartnerRow & { userCount: number; customerCount: number };

const counts = {
  userCount:
    sql<number>`(select count(*)::int from ${partnerMembers} where ${partnerMembers.partnerId} = ${partners.id})`.mapWith(
      Number,
    ),
  customerCount:
    sql<number>`(select count(*)::int from ${partnerCustomers} where ${partnerCustomers.partnerId} = ${partners.id})`.mapWith(
      Number,
    ),
};

export function createPartnerRepository(uow: UnitOfWork) {
  const orderMoves = (): Promise<{ from: string; to: string }[]> =>
    uow
      .db()
      .select({ from: partnerOrderMoves.fromState, to: partnerOrderMoves.toState })
      .from(partnerOrderMoves)
      .orderBy(asc(partnerOrderMoves.fromState), asc(partnerOrderMoves.toState));
  return {
    async page(
      q: string | undefined,
      offset: number,
      limit: number,
    ): Promise<{ rows: PartnerWithCounts[]; total: number }> {
      const where = q
        ? or(
            ilike(partners.name, containing(q)),
            ilike(partners.contactEmail, containing(q)),
            ilike(partners.region, containing(q)),
          )
        : undefined;
      const rows = await uow
        .db()
        .select({ ...getTableColumns(partners), ...counts })
        .from(partners)
        .where(where)
        .orderBy(asc(partners.name), asc(partners.id))
        .limit(limit)
        .offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(partners).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async find(id: string): Promise<PartnerWithCounts | undefined> {
      const [row] = await uow
        .db()
        .select({ ...getTableColumns(partners), ...counts })
        .from(partners)
        .where(eq(partners.id, id))
        .limit(1);
      return row;
    },
    /** The partner row, locked until the caller's transaction ends (edits one at a time). */
    async lock(id: string): Promise<PartnerRow | undefined> {
      const [row] = await uow.db().select().from(partners).where(eq(partners.id, id)).for('update').limit(1);
      return row;
    },
    async insert(partner: NewPartner): Promise<PartnerRow> {
      const [row] = await uow.db().insert(partners).values(partner).returning();
      return row!;
    },
    async update(
      id: string,
      fields: Partial<Omit<NewPartner, 'id' | 'createdAt'>>,
      at: Date,
    ): Promise<PartnerRow | undefined> {
      const [row] = await uow
        .db()
        .update(partners)
        .set({ ...fields, updatedAt: at })
        .where(eq(partners.id, id))
        .returning();
      return row;
    },
    async addMember(member: typeof partnerMembers.$inferInsert): Promise<void> {
      await uow.db().insert(partnerMembers).values(member);
    },
    async setMemberAdmin(userId: string, isAdmin: boolean): Promise<void> {
      await uow.db().update(partnerMembers).set({ isAdmin }).where(eq(partnerMembers.userId, userId));
    },
    async members(partnerId: string): Promise<PartnerMemberRow[]> {
      return uow
        .db()
        .select()
        .from(partnerMembers)
        .where(eq(partnerMembers.partnerId, partnerId))
        .orderBy(asc(partnerMembers.createdAt));
    },
    async membership(userId: string): Promise<PartnerMemberRow | undefined> {
      const [row] = await uow.db().select().from(partnerMembers).where(eq(partnerMembers.userId, userId)).limit(1);
      return row;
    },
    async customers(partnerId: string): Promise<PartnerCustomerRow[]> {
      return uow
        .db()
        .select()
        .from(partnerCustomers)
        .where(eq(partnerCustomers.partnerId, partnerId))
        .orderBy(asc(partnerCustomers.assignedAt), asc(partnerCustomers.customerId));
    },
    async assignment(customerId: string): Promise<PartnerCustomerRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(partnerCustomers)
        .where(eq(partnerCustomers.customerId, customerId))
        .limit(1);
      return row;
    },
    /** The discount of the partner a customer is assigned to (basis points); undefined without one. One indexed join. */
    async discountOf(customerId: string): Promise<number | undefined> {
      const [row] = await uow
        .db()
        .select({ discountBp: partners.discountBp })
        .from(partnerCustomers)
        .innerJoin(partners, eq(partners.id, partnerCustomers.partnerId))
        .where(eq(partnerCustomers.customerId, customerId))
        .limit(1);
      return row?.discountBp;
    },
    /** Whether the customer is assigned to that partner: the one test every partner-facing read passes. */
    async isAssigned(customerId: string, partnerId: string): Promise<boolean> {
      const [row] = await uow
        .db()
        .select({ id: partnerCustomers.customerId })
        .from(partnerCustomers)
        .where(and(eq(partnerCustomers.customerId, customerId), eq(partnerCustomers.partnerId, partnerId)))
        .limit(1);
      return row !== undefined;
    },
    /** Assigns (or moves) a customer to a partner. */
    async assign(customerId: string, partnerId: string, at: Date): Promise<void> {
      await uow
        .db()
        .insert(partnerCustomers)
        .values({ customerId, partnerId, assignedAt: at })
        .onConflictDoUpdate({ target: partnerCustomers.customerId, set: { partnerId, assignedAt: at } });
    },
    async unassign(customerId: string): Promise<void> {
      await uow.db().delete(partnerCustomers).where(eq(partnerCustomers.customerId, customerId));
    },
    /** The order moves partners are granted (the admin's order policy), in a stable order. */
    orderMoves,
    /** Takes the policy's lock until the caller's transaction ends (two saves one after the other), then reads it. */
    async lockOrderMoves(): Promise<{ from: string; to: string }[]> {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtextextended('kubik.partner-order-moves', 0))`);
      return orderMoves();
    },
    /** Replaces the granted moves (inside the transaction that holds lockOrderMoves). */
    async setOrderMoves(moves: readonly { from: string; to: string }[], at: Date): Promise<void> {
      await uow.db().delete(partnerOrderMoves);
      if (moves.length > 0)
        await uow
          .db()
          .insert(partnerOrderMoves)
          .values(moves.map((m) => ({ fromState: m.from, toState: m.to, grantedAt: at })));
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
