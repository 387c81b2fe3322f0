// Payment attempts and providers' events in SQL.
import { and, desc, eq } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { payments, providerEvents, type PaymentErrorJson } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentAttemptStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/** `onStarted` hears each new attempt once its transaction commits (metrics: payments started). */
export function createPaymentRepository(uow: UnitOfWork, hooks: { onStarted?: (provider: string) => void } = {}) {
  const started = (provider: string) => {
    const { onStarted } = hooks;
    if (onStarted) uow.afterCommit(() => onStarted(provider));
  };
  return {
    async insert(payment: NewPayment): Promise<PaymentRow> {
      const [row] = await uow.db().insert(payments).values(payment).returning();
      started(payment.provider);
      return row!;
    },
    /**
     * Inserts unless an attempt with the same provider id or idempotency key exists (two requests
     * at once: the second waits for the first's commit); `inserted` says whether this call made it.
     */
    async insertOrGet(payment: NewPayment & { providerRef: string }): Promise<{ row: PaymentRow; inserted: boolean }> {
      const [row] = await uow.db().insert(payments).values(payment).onConflictDoNothing().returning();
      if (row) {
        started(payment.provider);
        return { row, inserted: true };
      }
      const [existing] = await uow
        .db()
        .select()
        .from(payments)
        .where(and(eq(payments.provider, payment.provider), eq(payments.providerRef, payment.providerRef)))
        .limit(1);
      if (!existing)
        throw new Error(`payment attempt ${payment.provider}/${payment.providerRef} conflicts but cannot be found`);
      return { row: existing, inserted: false };
    },
    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await uow.db().select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },
    async findByProviderRef(provider: string, providerRef: string): Promise<PaymentRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .limit(1);
      return row;
    },
    async findByIdempotencyKey(provider: string, key: string): Promise<PaymentRow | undefined> {
      const [row] = await uow
        .db()
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.idempotencyKey, key)))
        .limit(1);
      return row;
    },
    /** An order's attempts, newest first. */
    async ofOrder(orderId: string): Promise<PaymentRow[]> {
      return uow
        .db()
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },
    async update(
      id: string,
      fields: Partial<Pick<PaymentRow, 'status' | 'providerRef' | 'amountCents' | 'idempotencyKey'>> & {
        lastError?: PaymentErrorJson | null;
      },
      at: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await uow
        .db()
        .update(payments)
        .set({ ...fields, updatedAt: at })
        .where(eq(payments.id, id))
        .returning();
      return row;
    },
    /** Records a provider's event; false when it was recorded before (a replay). */
    async recordEvent(event: {
      provider: string;
      eventId: string;
      type: string;
      orderId: string | null;
    }): Promise<boolean> {
      const rows = await uow
        .db()
        .insert(providerEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: providerEvents.eventId });
      return rows.length === 1;
    },
    async setEventOutcome(provider: string, eventId: string, outcome: string): Promise<void> {
      await uow
        .db()
        .update(providerEvents)
        .set({ outcome })
        .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, eventId)));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
