// Whether this server should get traffic (GET /api/ready, the load balancer's check): the database
// answers `select 1` within a short timeout, and it has every migration this build ships.
import type { Database } from '../../db/client.ts';

export type NotReady = 'database_unreachable' | 'migrations_pending';

/** How long the readiness check waits for `select 1`: well under any load balancer's probe timeout. */
export const readinessTimeoutMs = 1500;

export function createReadiness(
  database: Pick<Database, 'ping' | 'pendingMigrations'>,
  timeoutMs = readinessTimeoutMs,
) {
  // Migrations only move forward: once current, a database stays current for this build.
  let migrated = false;
  return async (): Promise<NotReady | 'ready'> => {
    if (!(await database.ping(timeoutMs))) return 'database_unreachable';
    if (!migrated) {
      const pending = await database.pendingMigrations().catch(() => undefined);
      if (pending === undefined) return 'database_unreachable';
      if (pending > 0) return 'migrations_pending';
      migrated = true;
    }
    return 'ready';
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
