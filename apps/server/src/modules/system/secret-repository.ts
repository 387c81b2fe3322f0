// Server-wide secrets: taken from the environment when given, otherwise generated once and kept
// in the database so that every app server on it (and every restart) signs with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from './schema.ts';

export async function loadOrCreateSecret(db: Db, name: string, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(48).toString('base64url');
  // Insert-if-absent, then read: concurrent first starts agree on whichever insert won.
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return new TextEncoder().encode(row!.value);
}
