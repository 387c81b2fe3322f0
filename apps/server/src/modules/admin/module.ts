// The admin module's factory: its audit repository, the audit trail other modules write to, and
// the admin and configuration-admin services over them.
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { AuthService } from '../auth/service.ts';
import type { OrderService } from '../orders/service.ts';
import type { PaymentService } from '../payments/service.ts';
import type { ProjectService } from '../projects/service.ts';
import type { UserRow, UserService } from '../users/service.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createAuditService } from './audit-service.ts';
import { createConfigurationAdminService } from './configurations.ts';
import { createAdminService } from './service.ts';

export type AdminModuleDeps = {
  uow: UnitOfWork;
  clock: Clock;
  /** SHOP_TIME_ZONE: the exports' times. */
  timeZone: string;
  users: UserService;
  auth: AuthService;
  projects: ProjectService;
  orders: OrderService;
  payments: PaymentService;
  /** The accounts module's confirmation mail. */
  confirmations: { resendConfirmation: (user: UserRow) => Promise<void> };
  /** The partners module's list of a partner's assigned customers (the orders list's partner filter). */
  partnerCustomers: (partnerId: string) => Promise<string[]>;
};

/**
 * Builds the admin module: the staff's commands and lists, the predefined configurations' editing,
 * and the audit trail — `auditTrail` runs another module's change with its row in one transaction,
 * `auditLog` writes and reads rows inside a transaction the caller holds.
 */
export function createAdminModule(deps: AdminModuleDeps) {
  const { uow, clock, timeZone, users, auth, projects, orders, payments, confirmations, partnerCustomers } = deps;
  const auditLog = createAuditRepository(uow);
  const admin = createAdminService({
    users,
    auth,
    projects,
    orders,
    payments,
    audit: auditLog,
    uow,
    clock,
    confirmations,
    partnerCustomers,
    timeZone,
  });
  const adminConfigurations = createConfigurationAdminService({ projects, audit: auditLog, uow, clock });
  const auditTrail = createAuditService({ audit: auditLog, uow, clock });
  return { admin, adminConfigurations, auditTrail, auditLog };
}

export type AdminModule = ReturnType<typeof createAdminModule>;
/** The audit rows, written and read inside a transaction the caller holds (the automatic refund's job). */
export type AuditLog = AdminModule['auditLog'];
