// Rows no public view shows, read for a test's assertions: who made an order's move (its actor's
// id), a user's partner membership as stored. The one place a test reads another module's tables;
// setup never does (testing/factory.ts).
import { createOrderRepository, type OrderHistoryRow } from '../modules/orders/repository.ts';
import { createPartnerRepository } from '../modules/partners/repository.ts';
import { createAuditRepository } from '../modules/admin/audit-repository.ts';
import type { TestApp } from './test-app.ts';

type Uow = Pick<TestApp['services'], 'uow'>;

/** An order's history rows, oldest first; `publicOnly`: those the customer sees. */
export const orderHistoryRows = (
  t: { services: Uow },
  orderId: string,
  publicOnly = false,
): Promise<OrderHistoryRow[]> => createOrderRepository(t.services.uow).history(orderId, publicOnly);

/** The order row as stored (staff's), or undefined. */
export const orderRow = (t: { services: Uow }, orderId: string) => createOrderRepository(t.services.uow).find(orderId);

/** A user's partner membership as stored, or undefined. */
export const partnerMembership = (t: { services: Uow }, userId: string) =>
  createPartnerRepository(t.services.uow).membership(userId);

/** A page of the audit trail of one record, newest first (the admin module's rows). */
export const auditRows = (t: { services: Uow }, entity: string, id: string, offset = 0, limit = 50) =>
  createAuditRepository(t.services.uow).page(entity, id, offset, limit);
