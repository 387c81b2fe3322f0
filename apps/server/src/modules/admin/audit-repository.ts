// The audit trail in SQL: rows are added inside the caller's transaction (the change and its record
// commit or roll back together) and read per record, newest first.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { adminAudit } from './schema.ts';

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAuditRow = typeof adminAudit.$inferInsert;

export function createAuditRepository(uow: UnitOfWork) {
  return {
    async add(row: NewAuditRow): Promise<void> {
      if (!uow.inTransaction()) throw new Error('an audit row is written in the transaction of the change it records');
      await uow.db().insert(adminAudit).values(row);
    },
    /** The newest row of one action on a record (the reason of the block in force). */
    async latest(entity: string, entityId: string, action: string): Promise<AuditRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId), eq(adminAudit.action, action)))
        .orderBy(desc(adminAudit.id))
        .limit(1);
      return row;
    },
    /** The row of an action on a record done under a request's idempotency key (kept in its `after`). */
    async byKey(entity: string, entityId: string, action: string, key: string): Promise<AuditRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(adminAudit)
        .where(
          and(
            eq(adminAudit.entity, entity),
            eq(adminAudit.entityId, entityId),
            eq(adminAudit.action, action),
            sql`${adminAudit.after}->>'idempotencyKey' = ${key}`,
          ),
        )
        .limit(1);
      return row;
    },
    async page(
      entity: string,
      entityId: string,
      offset: number,
      limit: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(eq(adminAudit.entity, entity), eq(adminAudit.entityId, entityId));
      const rows = await uow
        .db()
        .select()
        .from(adminAudit)
        .where(where)
        .orderBy(desc(adminAudit.id))
        .limit(limit)
        .offset(offset);
      const [total] = await uow.db().select({ n: count() }).from(adminAudit).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
