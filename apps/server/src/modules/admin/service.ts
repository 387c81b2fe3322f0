// The admin area's commands and views. It owns one table, the audit trail; everything else it reads
// and changes through the other modules' services. Every change an admin makes runs in one
// transaction with its audit row (who, what, when, before, after): both are kept, or neither.
// Lists are filtered, sorted and paged in SQL by the module that owns the rows; CSV exports walk
// the same filtered query page by page.
import type {
  AdminOrder,
  AdminOrderQuery,
  AdminOrderRow,
  AdminProjectQuery,
  AdminProjectRow,
  AdminUserDetail,
  AdminUserQuery,
  AdminUserRow,
  AuditEntry,
} from '@kubik/contract/admin';
import type { Scope } from '@kubik/contract/auth';
import { nextOrderStates } from '@kubik/shop/order-process';
import type { Order, OrderStatus, OrderTracking } from '@kubik/contract/orders';
import type { PaymentState, RecordBankPaymentRequest } from '@kubik/contract/payments';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrderRow, OrderService } from '../orders/service.ts';
import type { PaymentService } from '../payments/service.ts';
import type { ProjectService } from '../projects/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import type { AuditRepository, AuditRow } from './audit-repository.ts';
import type { Locale } from '@kubik/contract/locale';
import { csv } from './csv.ts';
import {
  csvEuros,
  csvTime,
  orderCsvHeader,
  orderStatusWords,
  paymentMethodWords,
  paymentStatusWords,
} from './csv-words.ts';

type Page<T> = { items: T[]; total: number; page: number; perPage: number };
export type AuditEntity = AuditEntry['entity'];

/** Rows fetched per query while writing a CSV export; the export stops at `csvMaxRows`. */
const csvChunk = 500;
export const csvMaxRows = 50_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const reasonOf = (after: unknown): string | null =>
  typeof after === 'object' && after !== null && 'reason' in after && typeof after.reason === 'string'
    ? after.reason
    : null;

function userRow(u: UserRow): AdminUserRow {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    scopes: [...u.scopes],
    companyName: u.company?.companyName ?? null,
    emailConfirmed: u.emailConfirmedAt !== null,
    blockedAt: iso(u.blockedAt),
    deleted: u.deletedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}

function orderRow(o: OrderRow): AdminOrderRow {
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    customer: {
      id: o.userId,
      name: o.customer.name,
      email: o.customer.email,
      companyName: o.customer.company?.companyName ?? null,
    },
    grossCents: o.grossCents,
    paidCents: o.paidCents,
    refundedCents: o.refundedCents,
    createdAt: o.createdAt.toISOString(),
  };
}

function auditView(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    action: row.action,
    before: (row.before ?? null) as AuditEntry['before'],
    after: (row.after ?? null) as AuditEntry['after'],
  };
}

export type Admin = { userId: string; email: string };

const dayMs = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A bank transfer staff record: received on a real day between the order's placing and today (a
 * day's leeway each way, as staff and server may be in different time zones), and never more than
 * the order costs — a typo there would make the order "paid" beyond its price and refundable up to it.
 */
function checkBankPayment(
  order: Pick<OrderRow, 'createdAt' | 'grossCents'>,
  request: RecordBankPaymentRequest,
  now: Date,
) {
  const fields: Record<string, string> = {};
  if (request.receivedOn > utcDay(new Date(now.getTime() + dayMs))) fields.receivedOn = 'in_future';
  else if (request.receivedOn < utcDay(new Date(order.createdAt.getTime() - dayMs))) fields.receivedOn = 'before_order';
  if (request.amountCents > order.grossCents) fields.amountCents = 'above_due';
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}

export function createAdminService(deps: {
  users: UserService;
  auth: AuthService;
  projects: ProjectService;
  orders: OrderService;
  payments: PaymentService;
  audit: AuditRepository;
  uow: UnitOfWork;
  clock: Clock;
  /** The accounts module's confirmation mail (its link, its template in the user's language, its rate limit). */
  confirmations: { resendConfirmation: (user: UserRow) => Promise<void> };
  /** The partners module's list of a partner's assigned customers (the orders list's partner filter). */
  partnerCustomers: (partnerId: string) => Promise<string[]>;
  /** SHOP_TIME_ZONE: the exports' times. */
  timeZone: string;
}) {
  const { users, orders, audit, uow } = deps;

  /**
   * Runs an admin's change and its audit row in one transaction; `change` answers the result, before
   * and after, and `changed: false` when nothing changed (unblocking someone not blocked): no row then.
   */
  async function audited<T>(
    admin: Admin,
    entity: AuditEntity,
    entityId: string,
    action: string,
    change: () => Promise<{ result: T; before: unknown; after: unknown; changed?: boolean }>,
  ): Promise<T> {
    return uow.withTransaction(async () => {
      const { result, before, after, changed = true } = await change();
      if (!changed) return result;
      await audit.add({
        at: deps.clock(),
        actorId: admin.userId,
        actorEmail: admin.email,
        entity,
        entityId,
        action,
        before: before ?? null,
        after: after ?? null,
      });
      return result;
    });
  }

  /** Every row of a filtered list, page by page in SQL (never all rows at once in memory of the database). */
  async function everyRow<R>(fetch: (offset: number, limit: number) => Promise<{ rows: R[] }>): Promise<R[]> {
    const all: R[] = [];
    for (let offset = 0; offset < csvMaxRows; offset += csvChunk) {
      const { rows } = await fetch(offset, Math.min(csvChunk, csvMaxRows - offset));
      all.push(...rows);
      if (rows.length < csvChunk) break;
    }
    return all;
  }

  /** Refuses a change that would leave the shop without an active admin (called inside its transaction). */
  async function keepAnAdmin(userId: string): Promise<void> {
    const admins = await users.lockActiveAdmins();
    if (admins.includes(userId) && admins.length === 1) throw new AppError('last_admin');
  }

  async function userOf(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    if (!user) throw new AppError('not_found');
    return user;
  }

  /** The order with its customer's account and the moves staff may make now, from the same table the order service enforces. */
  async function staffOrder(o: Order): Promise<AdminOrder> {
    const row = await orders.find(o.id);
    if (!row) throw new AppError('not_found');
    return { ...o, customerId: row.userId, allowedTransitions: nextOrderStates(o.status, 'staff') };
  }

  const blockState = (u: UserRow) => ({ blockedAt: iso(u.blockedAt) });

  async function projectRows(
    rows: Awaited<ReturnType<ProjectService['adminPage']>>['rows'],
  ): Promise<AdminProjectRow[]> {
    const owners = new Map((await users.byIds([...new Set(rows.map((r) => r.ownerId))])).map((u) => [u.id, u]));
    return rows.map((p) => {
      const owner = owners.get(p.ownerId);
      return {
        id: p.id,
        name: p.name,
        owner: { id: p.ownerId, name: owner?.name ?? '', email: owner?.email ?? '' },
        size: p.cubeCount,
        shared: p.shareId !== null,
        thumbnail: p.thumbnail,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
      };
    });
  }

  /** The partner filter is the customers assigned to the partner now (an unknown partner has none). */
  const orderFilter = async (query: AdminOrderQuery) =>
    query.partnerId ? { ...query, userIds: await deps.partnerCustomers(query.partnerId) } : query;

  /** The text of the projects list matches the project's name or its owner's name or e-mail. */
  const projectFilter = (query: AdminProjectQuery) =>
    query.q ? { ...query, ownersMatching: users.idsMatching(query.q) } : query;

  return {
    async users(query: AdminUserQuery): Promise<Page<AdminUserRow>> {
      const { rows, total } = await users.adminPage(query, (query.page - 1) * query.perPage, query.perPage);
      return { items: rows.map(userRow), total, page: query.page, perPage: query.perPage };
    },
    async usersCsv(query: AdminUserQuery): Promise<string> {
      const rows = (await everyRow((offset, limit) => users.adminPage(query, offset, limit))).map(userRow);
      return csv(
        ['id', 'email', 'name', 'scopes', 'company', 'email_confirmed', 'blocked_at', 'created_at'],
        rows.map((u) => [
          u.id,
          u.email,
          u.name,
          u.scopes.join(' '),
          u.companyName,
          u.emailConfirmed,
          u.blockedAt,
          u.createdAt,
        ]),
      );
    },

    async user(id: string): Promise<AdminUserDetail> {
      const u = await userOf(id);
      const [projectCount, orderCount, signIns] = [
        await deps.projects.countOwned(id),
        await orders.countOfUser(id),
        await deps.auth.recentSignIns(id, 10),
      ];
      return {
        ...userRow(u),
        locale: u.locale,
        company: u.company ?? null,
        billingAddress: u.billingAddress ?? null,
        shippingAddress: u.shippingAddress ?? null,
        blockReason: u.blockedAt ? reasonOf((await audit.latest('user', id, 'block'))?.after) : null,
        projectCount,
        orderCount,
        signIns: signIns.map((s) => ({
          at: s.createdAt.toISOString(),
          userAgent: s.userAgent,
          expiresAt: s.expiresAt.toISOString(),
          endedAt: iso(s.revokedAt),
          endedBecause: s.revokedReason,
        })),
      };
    },

    /** Blocks a user with a reason: their sign-ins end at once. An admin cannot block themselves. */
    async block(admin: Admin, userId: string, reason: string): Promise<AdminUserDetail> {
      if (userId === admin.userId) throw new AppError('cannot_block_self');
      await audited(admin, 'user', userId, 'block', async () => {
        await keepAnAdmin(userId);
        const before = await userOf(userId);
        await deps.auth.setBlocked(userId, true);
        const after = await userOf(userId);
        return { result: null, before: blockState(before), after: { ...blockState(after), reason } };
      });
      return this.user(userId);
    },
    /** Unblocks a user; the sign-ins the block ended stay ended. */
    async unblock(admin: Admin, userId: string): Promise<AdminUserDetail> {
      await audited(admin, 'user', userId, 'unblock', async () => {
        const before = await userOf(userId);
        if (before.blockedAt === null) return { result: null, before: null, after: null, changed: false };
        await deps.auth.setBlocked(userId, false);
        return { result: null, before: blockState(before), after: blockState(await userOf(userId)) };
      });
      return this.user(userId);
    },
    /** Sets a user's scopes; an admin cannot take away their own admin scope. */
    async setScopes(admin: Admin, userId: string, scopes: readonly Scope[]): Promise<AdminUserDetail> {
      if (userId === admin.userId && !scopes.includes('admin')) throw new AppError('cannot_remove_own_admin');
      const next = [...new Set(scopes)].sort();
      await audited(admin, 'user', userId, 'scopes', async () => {
        const before = await userOf(userId);
        const had = [...before.scopes].sort();
        if (had.length === next.length && had.every((scope, i) => scope === next[i]))
          return { result: null, before: null, after: null, changed: false };
        if (!next.includes('admin')) await keepAnAdmin(userId);
        await users.update(userId, { scopes: next });
        return { result: null, before: { scopes: [...before.scopes] }, after: { scopes: next } };
      });
      return this.user(userId);
    },

    /**
     * Mails the confirmation link again, as the user's own resend does (their language, once a
     * minute and five times an hour per user: 429 beyond that); 409 when the address is confirmed.
     */
    async resendConfirmation(admin: Admin, userId: string): Promise<void> {
      await audited(admin, 'user', userId, 'resend_confirmation', async () => {
        const user = await userOf(userId);
        if (user.deletedAt) throw new AppError('not_found');
        if (user.emailConfirmedAt) throw new AppError('email_already_confirmed');
        await deps.confirmations.resendConfirmation(user);
        return {
          result: null,
          before: { emailConfirmed: false },
          after: { mailedTo: user.email, locale: user.locale },
        };
      });
    },

    async projects(query: AdminProjectQuery): Promise<Page<AdminProjectRow>> {
      const { rows, total } = await deps.projects.adminPage(
        projectFilter(query),
        (query.page - 1) * query.perPage,
        query.perPage,
      );
      return { items: await projectRows(rows), total, page: query.page, perPage: query.perPage };
    },
    async projectsCsv(query: AdminProjectQuery): Promise<string> {
      const rows = await projectRows(
        await everyRow((offset, limit) => deps.projects.adminPage(projectFilter(query), offset, limit)),
      );
      return csv(
        ['id', 'name', 'owner_email', 'owner_name', 'cubes', 'shared', 'created_at', 'updated_at'],
        rows.map((p) => [p.id, p.name, p.owner.email, p.owner.name, p.size, p.shared, p.createdAt, p.updatedAt]),
      );
    },

    async orders(query: AdminOrderQuery): Promise<Page<AdminOrderRow>> {
      const { rows, total } = await orders.adminPage(
        await orderFilter(query),
        (query.page - 1) * query.perPage,
        query.perPage,
      );
      return { items: rows.map(orderRow), total, page: query.page, perPage: query.perPage };
    },
    /** The orders as CSV in `locale`: states in words, amounts in euros as the language writes them, times in the shop's zone. */
    async ordersCsv(query: AdminOrderQuery, locale: Locale): Promise<string> {
      const filter = await orderFilter(query);
      const rows = (await everyRow((offset, limit) => orders.adminPage(filter, offset, limit))).map(orderRow);
      const euros = (cents: number) => csvEuros(cents, locale);
      return csv(
        orderCsvHeader[locale],
        rows.map((o) => [
          o.number,
          csvTime(o.createdAt, deps.timeZone),
          orderStatusWords[locale][o.status] ?? o.status,
          paymentStatusWords[locale][o.paymentStatus] ?? o.paymentStatus,
          paymentMethodWords[locale][o.paymentMethod] ?? o.paymentMethod,
          o.customer.name,
          o.customer.email,
          o.customer.companyName,
          euros(o.grossCents),
          euros(o.paidCents),
          euros(o.refundedCents),
          o.id,
        ]),
      );
    },

    order: async (id: string): Promise<AdminOrder> => staffOrder(await orders.staffView(id)),

    /** Moves the order through the transition table (illegal, or no longer in `from`: 409, nothing changes); the customer is mailed. */
    async transition(
      admin: Admin,
      orderId: string,
      to: OrderStatus,
      note: string | undefined,
      from?: OrderStatus,
      tracking?: OrderTracking,
    ): Promise<AdminOrder> {
      const moved = await audited(admin, 'order', orderId, 'transition', async () => {
        // Read under the order's lock: the audit's "before" is the state this move really left.
        const before = await orders.lock(orderId);
        if (!before) throw new AppError('not_found');
        const result = await orders.transition(orderId, to, admin.userId, note, from, tracking);
        return {
          result,
          before: { status: before.status },
          after: {
            status: result.status,
            ...(note ? { note } : {}),
            ...(result.tracking ? { tracking: result.tracking } : {}),
          },
        };
      });
      return staffOrder(moved);
    },

    /** Records a bank transfer that arrived (the payments module's markPaid), audited. */
    async recordBankPayment(admin: Admin, orderId: string, request: RecordBankPaymentRequest): Promise<PaymentState> {
      return audited(admin, 'order', orderId, 'bank_payment', async () => {
        // Under the order's lock (markPaid takes it too, in this transaction): the audit's before is the order this payment found.
        const before = await orders.lock(orderId);
        if (!before) throw new AppError('not_found');
        checkBankPayment(before, request, deps.clock());
        const result = await deps.payments.recordBankPayment(orderId, admin.userId, request);
        return {
          result,
          before: { paymentStatus: before.paymentStatus, paidCents: before.paidCents },
          after: { paymentStatus: result.paymentStatus, paidCents: result.paidCents, ...request },
        };
      });
    },

    /**
     * Refunds part or all of what was paid (never more); the audit row commits with the refund's
     * record and keeps the request's idempotency key: the same key again (a double click, a retry)
     * refunds nothing more and answers the payment as it is (`replayed`); with another amount it is 409.
     */
    async refund(
      admin: Admin,
      orderId: string,
      amountCents: number,
      reason: string,
      key: string,
    ): Promise<{ state: PaymentState; replayed: boolean }> {
      let before: { paymentStatus: string; refundedCents: number } | undefined;
      const seen = async (order: { paymentStatus: string; refundedCents: number }) => {
        before = { paymentStatus: order.paymentStatus, refundedCents: order.refundedCents };
        const prior = await audit.byKey('order', orderId, 'refund', key);
        if (!prior) return false;
        const done = prior.after as { amountCents?: unknown; reason?: unknown } | null;
        if (done?.amountCents !== amountCents || done.reason !== reason) throw new AppError('idempotency_key_reused');
        return true;
      };
      return deps.payments.refund(orderId, admin.userId, amountCents, reason, {
        key,
        seen,
        record: async (after) => {
          await audit.add({
            at: deps.clock(),
            actorId: admin.userId,
            actorEmail: admin.email,
            entity: 'order',
            entityId: orderId,
            action: 'refund',
            before: before ?? null,
            after: {
              paymentStatus: after.paymentStatus,
              refundedCents: after.refundedCents,
              amountCents,
              reason,
              idempotencyKey: key,
            },
          });
        },
      });
    },

    async addNote(admin: Admin, orderId: string, note: string, visibleToCustomer: boolean): Promise<AdminOrder> {
      return staffOrder(
        await audited(admin, 'order', orderId, 'note', async () => ({
          result: await orders.addNote(orderId, admin.userId, note, visibleToCustomer),
          before: null,
          after: { note, visibleToCustomer },
        })),
      );
    },

    async audit(entity: AuditEntity, id: string, page: number, perPage: number): Promise<Page<AuditEntry>> {
      const { rows, total } = await audit.page(entity, id, (page - 1) * perPage, perPage);
      return { items: rows.map(auditView), total, page, perPage };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
