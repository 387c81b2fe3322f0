// The unit of work: `withTransaction(work)` runs `work` in one database transaction, and every
// repository call made inside it — in any module, however deep — joins that transaction, because
// repositories ask `uow.db()` for their executor on each call instead of holding the root
// connection. A nested withTransaction joins the outer one (one unit, one commit). Work to do only
// once the data is committed (waking the job runner, dropping cached sign-ins) goes to afterCommit.
//
// Why AsyncLocalStorage rather than a `tx` parameter on every repository method: a service that
// writes several rows calls other modules' services, which must not need to know whether they run
// inside a unit of work. On PGlite (one connection) this is also what keeps a query made inside a
// transaction from waiting for that very transaction to end.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

type Scope = { tx: Db; afterCommit: (() => void)[]; open: boolean };

export type UnitOfWork = {
  /** The executor for the current call: the open transaction, else the database. */
  db: () => Db;
  /**
   * Runs `work` in one transaction (or in the one already open); rolls back on a throw. `snapshot`:
   * a read-only REPEATABLE READ transaction, so every statement in it sees the same moment (reports
   * whose figures must agree); ignored when joining an open transaction.
   */
  withTransaction: <T>(work: (tx: Db) => Promise<T>, options?: { snapshot?: boolean }) => Promise<T>;
  /** Runs `effect` once the current transaction commits (at once when none is open); never on rollback. */
  afterCommit: (effect: () => void) => void;
  /** True inside withTransaction. */
  inTransaction: () => boolean;
};

export function createUnitOfWork(root: Db): UnitOfWork {
  const storage = new AsyncLocalStorage<Scope>();
  const current = () => {
    const scope = storage.getStore();
    return scope?.open ? scope : undefined;
  };
  return {
    db: () => current()?.tx ?? root,
    inTransaction: () => current() !== undefined,
    async withTransaction(work, options) {
      const outer = current();
      if (outer) return work(outer.tx);
      const afterCommit: (() => void)[] = [];
      let scope: Scope | undefined;
      const result = await root.transaction(
        async (tx) => {
          scope = { tx: tx as unknown as Db, afterCommit, open: true };
          try {
            return await storage.run(scope, () => work(scope!.tx));
          } finally {
            // Work that outlives the transaction (a promise left running) must not use it.
            scope.open = false;
          }
        },
        options?.snapshot ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
      );
      for (const effect of afterCommit) effect();
      return result;
    },
    afterCommit(effect) {
      const scope = current();
      if (scope) scope.afterCommit.push(effect);
      else effect();
    },
  };
}
