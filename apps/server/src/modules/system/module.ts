// The system module's factory: the readiness check and the server-wide secrets kept in the database.
import type { Database } from '../../db/client.ts';
import { createReadiness } from './readiness.ts';
import { loadOrCreateSecret } from './secret-repository.ts';

export type SystemModuleDeps = { database: Database };

/** Builds the system module: GET /api/ready's check, and secrets shared by every app server on the database. */
export function createSystemModule({ database }: SystemModuleDeps) {
  const readiness = createReadiness(database);
  const secrets = {
    /** The secret `name`: from the environment when given, otherwise generated once and kept. */
    loadOrCreate: (name: string, fromEnv: string | undefined) => loadOrCreateSecret(database.db, name, fromEnv),
  };
  return { readiness, secrets };
}

export type SystemModule = ReturnType<typeof createSystemModule>;
