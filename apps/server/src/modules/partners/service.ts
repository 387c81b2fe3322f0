// Partners, their users and their customers (issue 14). Admins create and edit partners, invite
// partner users and assign customers; every such change runs in one transaction with its audit row
// (the admin module's audit trail). A partner user is a user with the scope `partner` (and
// `partner-admin` for the partner's lead) AND a membership row naming their partner: the scope opens
// the partner routes, the row decides whose data they see. Neither is ever set from a user's own
// request: only these admin commands write them.
//
// The scoping rule every partner-facing read goes through: `partnerOf(user)` (404 for anyone who is
// not a member) and `assertAssigned(customer, partner)` (404 for a customer of another partner or of
// none) — a server-side filter, answered exactly as a record that does not exist.
import { orderPolicyAuditId } from '@kubik/contract/admin';
import type { OrderStatus, OrderTracking } from '@kubik/contract/orders';
import type {
  CreatePartnerRequest,
  CustomerAssignment,
  CustomerPartner,
  InvitePartnerUserRequest,
  OrderMoveView,
  OrderPolicyView,
  Partner,
  PartnerDetail,
  PartnerOrder,
  PartnerPage,
  PartnerQuery,
  PartnerSelf,
  UpdatePartnerRequest,
} from '@kubik/contract/partners';
import { grantableOrderMoves, type OrderMove, type OrderPolicy } from '@kubik/shop/order-process';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { RegistrationService } from '../accounts/registration-service.ts';
import type { Admin, AuditService } from '../admin/audit-service.ts';
import type { AuthService } from '../auth/service.ts';
import type { MailService } from '../mail/service.ts';
import type { OrderService } from '../orders/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { partnerInviteMail } from './mails.ts';
import type { PartnerMemberRow, PartnerRepository, PartnerRow, PartnerWithCounts } from './repository.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

/** The partner a signed-in partner user acts for. */
export type PartnerActor = { userId: string; partnerId: string; isAdmin: boolean };

const partnerState = (p: PartnerRow) => ({
  name: p.name,
  contactEmail: p.contactEmail,
  contactPhone: p.contactPhone,
  region: p.region,
  discountBp: p.discountBp,
});

function partnerView(p: PartnerWithCounts): Partner {
  return {
    ...partnerState(p),
    id: p.id,
    userCount: p.userCount,
    customerCount: p.customerCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export function createPartnerService(deps: {
  partners: PartnerRepository;
  users: UserService;
  auth: Pick<AuthService, 'hashPassword'>;
  registration: Pick<RegistrationService, 'issueToken'>;
  mail: Pick<MailService, 'send'>;
  audit: AuditService;
  /** The partner's view of their customers' orders and the moves the admin's policy grants them. */
  orders: Pick<OrderService, 'find' | 'load' | 'partnerTransition' | 'partnerMoves'>;
  clock: Clock;
  publicUrl: PublicUrl;
}) {
  const { partners, users, audit, orders } = deps;

  const audited = audit.audited;

  async function detail(id: string): Promise<PartnerDetail> {
    const found = await partners.find(id);
    if (!found) throw new AppError('not_found');
    const members = await partners.members(id);
    const assigned = await partners.customers(id);
    const people = new Map(
      (await users.byIds([...members.map((m) => m.userId), ...assigned.map((c) => c.customerId)])).map((u) => [
        u.id,
        u,
      ]),
    );
    return {
      ...partnerView(found),
      users: members.flatMap((m) => {
        const u = people.get(m.userId);
        return u
          ? [
              {
                id: u.id,
                email: u.email,
                name: u.name,
                isAdmin: m.isAdmin,
                emailConfirmed: u.emailConfirmedAt !== null,
              },
            ]
          : [];
      }),
      customers: assigned.flatMap((c) => {
        const u = people.get(c.customerId);
        return u
          ? [
              {
                id: u.id,
                email: u.email,
                name: u.name,
                companyName: u.company?.companyName ?? null,
                assignedAt: c.assignedAt.toISOString(),
              },
            ]
          : [];
      }),
    };
  }

  /** A user a partner may be given as a customer: not a partner user, not an admin, not erased. */
  function assignable(u: UserRow | undefined, membership: PartnerMemberRow | undefined): u is UserRow {
    return !!u && !u.deletedAt && !membership && !u.scopes.includes('admin') && !u.scopes.includes('partner');
  }

  /** The moves partners are granted now: only moves of the order process count (a row of an older table is ignored). */
  async function policy(): Promise<OrderPolicy> {
    const rows = await partners.orderMoves();
    return { partnerMay: grantableOrderMoves.filter(([from, to]) => rows.some((r) => r.from === from && r.to === to)) };
  }
  const moveView = ([from, to]: OrderMove): OrderMoveView => ({ from, to });
  const policyView = async (): Promise<OrderPolicyView> => ({
    partnerMay: (await policy()).partnerMay.map(moveView),
    grantable: grantableOrderMoves.map(moveView),
  });

  async function partnerOf(user: Pick<UserRow, 'id' | 'scopes'>): Promise<PartnerActor> {
    const membership = user.scopes.includes('partner') ? await partners.membership(user.id) : undefined;
    if (!membership) throw new AppError('not_found');
    return { userId: user.id, partnerId: membership.partnerId, isAdmin: membership.isAdmin };
  }
  async function assertAssigned(customerId: string, partnerId: string): Promise<void> {
    if (!(await partners.isAssigned(customerId, partnerId))) throw new AppError('not_found');
  }

  return {
    async page(query: PartnerQuery): Promise<PartnerPage> {
      const { rows, total } = await partners.page(query.q, (query.page - 1) * query.perPage, query.perPage);
      return { items: rows.map(partnerView), total, page: query.page, perPage: query.perPage };
    },
    detail,
    async create(admin: Admin, input: CreatePartnerRequest): Promise<PartnerDetail> {
      const id = crypto.randomUUID();
      await audited(admin, 'partner', id, 'create', async () => {
        const row = await partners.insert({ ...input, id, createdAt: deps.clock(), updatedAt: deps.clock() });
        return { result: null, before: null, after: partnerState(row) };
      });
      return detail(id);
    },
    async update(admin: Admin, id: string, input: UpdatePartnerRequest): Promise<PartnerDetail> {
      await audited(admin, 'partner', id, 'update', async () => {
        const before = await partners.lock(id);
        if (!before) throw new AppError('not_found');
        const after = (await partners.update(id, input, deps.clock()))!;
        return { result: null, before: partnerState(before), after: partnerState(after) };
      });
      return detail(id);
    },
    /**
     * A new partner user (invited by an admin, or by a partner-admin into their own partner): an
     * account with the scope `partner` (and `partner-admin`), a membership
     * row, and a mail in their language with a link to set their first password (which confirms the
     * address too). An address that already has an account answers 409 email_taken.
     */
    async invite(admin: Admin, partnerId: string, input: InvitePartnerUserRequest): Promise<PartnerDetail> {
      // An unguessable password nobody knows until the invitation's link sets a real one.
      const placeholderHash = await deps.auth.hashPassword(crypto.randomUUID() + crypto.randomUUID());
      await audited(admin, 'partner', partnerId, 'invite_user', async () => {
        const partner = await partners.lock(partnerId);
        if (!partner) throw new AppError('not_found');
        const scopes = input.isAdmin ? ['partner', 'partner-admin'] : ['partner'];
        const user = await users.insert({
          email: input.email,
          name: input.name,
          passwordHash: placeholderHash,
          scopes,
          locale: input.locale,
        });
        await partners.addMember({ userId: user.id, partnerId, isAdmin: input.isAdmin, createdAt: deps.clock() });
        const token = await deps.registration.issueToken(user, 'invite');
        await deps.mail.send(
          user.email,
          partnerInviteMail(input.locale, {
            name: user.name,
            partnerName: partner.name,
            link: pageUrl(deps.publicUrl(), 'passwordReset', undefined, { token }),
          }),
        );
        return { result: null, before: null, after: { userId: user.id, email: user.email, isAdmin: input.isAdmin } };
      });
      return detail(partnerId);
    },
    /**
     * Marks or unmarks a member as the partner's partner-admin: the membership's flag and the scope
     * `partner-admin` change together. A partner may be left with no partner-admin (decision): a new
     * partner has none either, and the shop's admins manage its users in any case; the partner page
     * says when it has none. 404 for a user who is not a member of this partner.
     */
    async setAdmin(admin: Admin, partnerId: string, userId: string, isAdmin: boolean): Promise<PartnerDetail> {
      await audited(admin, 'partner', partnerId, isAdmin ? 'mark_partner_admin' : 'unmark_partner_admin', async () => {
        if (!(await partners.lock(partnerId))) throw new AppError('not_found');
        const membership = await partners.membership(userId);
        const user = await users.findById(userId);
        if (!membership || membership.partnerId !== partnerId || !user) throw new AppError('not_found');
        const others = user.scopes.filter((s) => s !== 'partner-admin');
        await users.update(userId, { scopes: isAdmin ? [...others, 'partner-admin'] : others });
        await partners.setMemberAdmin(userId, isAdmin);
        return {
          result: null,
          before: { userId, email: user.email, isAdmin: membership.isAdmin },
          after: { userId, email: user.email, isAdmin },
        };
      });
      return detail(partnerId);
    },
    /** The partner a customer is assigned to (the admin's page of a user); 404 for an unknown user. */
    async partnerOfCustomer(customerId: string): Promise<CustomerPartner> {
      if (!(await users.findById(customerId))) throw new AppError('not_found');
      const assignment = await partners.assignment(customerId);
      const found = assignment ? await partners.find(assignment.partnerId) : undefined;
      return { customerId, partner: found ? partnerView(found) : null };
    },
    /** Assigns a customer (or company) to a partner, or moves them from another one. */
    async assign(admin: Admin, customerId: string, partnerId: string): Promise<CustomerAssignment> {
      return audited(admin, 'user', customerId, 'partner', async () => {
        const customer = await users.findById(customerId);
        if (!assignable(customer, await partners.membership(customerId))) throw new AppError('not_found');
        if (!(await partners.lock(partnerId))) throw new AppError('not_found', { fields: { partnerId: 'not_found' } });
        const before = (await partners.assignment(customerId))?.partnerId ?? null;
        await partners.assign(customerId, partnerId, deps.clock());
        return { result: { customerId, partnerId }, before: { partnerId: before }, after: { partnerId } };
      });
    },
    async unassign(admin: Admin, customerId: string): Promise<CustomerAssignment> {
      return audited(admin, 'user', customerId, 'partner', async () => {
        if (!(await users.findById(customerId))) throw new AppError('not_found');
        const before = (await partners.assignment(customerId))?.partnerId ?? null;
        await partners.unassign(customerId);
        return { result: { customerId, partnerId: null }, before: { partnerId: before }, after: { partnerId: null } };
      });
    },

    /** The partner a user acts for; 404 for anyone without the `partner` scope and a membership. */
    partnerOf,
    /** 404 unless the customer is assigned to that partner. */
    assertAssigned,
    /**
     * Whether a user (whose scope `partner` the caller has checked) reads a customer's records as a
     * user of the customer's partner: a membership, and the customer assigned to that partner (the
     * projects module asks, for its read-only view).
     */
    async reads(userId: string, customerId: string): Promise<boolean> {
      const membership = await partners.membership(userId);
      return membership !== undefined && (await partners.isAssigned(customerId, membership.partnerId));
    },
    /** The partner the signed-in partner user works for (their dashboard's heading). */
    async self(user: Pick<UserRow, 'id' | 'scopes'>): Promise<PartnerSelf> {
      const actor = await partnerOf(user);
      const found = await partners.find(actor.partnerId);
      if (!found) throw new AppError('not_found');
      return { id: found.id, ...partnerState(found), isAdmin: actor.isAdmin };
    },

    /** The admin's order policy: what partners may move, and every move that may be granted. */
    orderPolicy: policyView,
    /** Replaces the moves partners may make (only moves of the order process: 400 otherwise), audited. */
    async setOrderPolicy(admin: Admin, moves: readonly OrderMoveView[]): Promise<OrderPolicyView> {
      const granted = grantableOrderMoves.filter(([from, to]) => moves.some((m) => m.from === from && m.to === to));
      const unknown = moves.filter((m) => !grantableOrderMoves.some(([from, to]) => m.from === from && m.to === to));
      if (unknown.length > 0)
        throw new AppError('validation_failed', {
          fields: { partnerMay: unknown.map((m) => `${m.from}→${m.to}`).join(', ') },
        });
      await audited(admin, 'order_policy', orderPolicyAuditId, 'update', async () => {
        const before = await partners.lockOrderMoves();
        await partners.setOrderMoves(granted.map(moveView), deps.clock());
        return { result: null, before: { partnerMay: before }, after: { partnerMay: granted.map(moveView) } };
      });
      return policyView();
    },

    /** One of the partner's customers' orders as the customer sees it, with the moves this partner may make now (404 outside the partner's customers). */
    async order(user: Pick<UserRow, 'id' | 'scopes'>, orderId: string): Promise<PartnerOrder> {
      const { partnerId } = await partnerOf(user);
      const row = await orders.find(orderId);
      if (!row) throw new AppError('not_found');
      await assertAssigned(row.userId, partnerId);
      const view = await orders.load(row, 'customer');
      return { ...view, allowedTransitions: orders.partnerMoves(view.status, await policy()) };
    },
    /**
     * A partner user moves one of their customers' orders as the admin's policy grants: 404 outside
     * the partner's customers, 409 illegal_transition for a stale `from` or a move not granted. The
     * move, its history row (role partner, the user's id) and the audit row share one transaction.
     */
    async moveOrder(
      user: Pick<UserRow, 'id' | 'scopes' | 'email'>,
      orderId: string,
      to: OrderStatus,
      from: OrderStatus | undefined,
      note: string | undefined,
      tracking?: OrderTracking,
    ): Promise<PartnerOrder> {
      const moved = await audited({ userId: user.id, email: user.email }, 'order', orderId, 'transition', async () => {
        const { partnerId } = await partnerOf(user);
        const rules = await policy();
        let before: string | undefined;
        const result = await orders.partnerTransition(
          orderId,
          to,
          user.id,
          note,
          from,
          rules,
          async (o) => {
            await assertAssigned(o.userId, partnerId);
            before = o.status;
          },
          tracking,
        );
        return {
          result: { order: result, rules },
          before: { status: before },
          after: {
            status: result.status,
            partnerId,
            ...(note ? { note } : {}),
            ...(result.tracking ? { tracking: result.tracking } : {}),
          },
        };
      });
      return { ...moved.order, allowedTransitions: orders.partnerMoves(moved.order.status, moved.rules) };
    },
    /** The ids of the customers assigned to a partner (the filter of its lists). */
    async customerIds(partnerId: string): Promise<string[]> {
      return (await partners.customers(partnerId)).map((c) => c.customerId);
    },
    /** The partner a customer is assigned to, with its users (who hear of the customer's inquiries), or null. */
    async ofCustomer(customerId: string): Promise<{ partner: PartnerRow; members: PartnerMemberRow[] } | null> {
      const assignment = await partners.assignment(customerId);
      if (!assignment) return null;
      const partner = await partners.find(assignment.partnerId);
      return partner ? { partner, members: await partners.members(partner.id) } : null;
    },
    /**
     * The partner discount a customer gets on goods (basis points, not yet capped by the catalogue):
     * their partner's `discount_bp`, 0 when they are assigned to none. The port the cart and checkout
     * price with (wired in services.ts), so neither imports this module.
     */
    async discountOf(customerId: string): Promise<number> {
      return (await partners.discountOf(customerId)) ?? 0;
    },
    /** A partner's users (the partner's own page). */
    async users(partnerId: string) {
      return (await detail(partnerId)).users;
    },
    /** The customers assigned to a partner as rows of the partner's list. */
    async customers(partnerId: string) {
      return (await detail(partnerId)).customers;
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
