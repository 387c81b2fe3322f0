// The server the browser tests run against: the built web app and the API from source, on a fresh
// embedded database in a temporary directory, seeded with two users. Environment overrides
// (e.g. ACCESS_TOKEN_TTL_SECONDS) come from e2e/support/server.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { closeOnSignals, startServer } from '../apps/server/src/server.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { seedDashboard } from './support/dashboard-seed.ts';
import { sql } from 'drizzle-orm';
import { e2ePartner, e2eUsers } from './support/users.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'kubik-e2e-'));
const server = await startServer(
  loadConfig({
    LOG_LEVEL: 'warn',
    ...process.env,
    NODE_ENV: 'test',
    // Every browser test signs up and signs in from 127.0.0.1: the per-address limits (tested by
    // the API tests) would stop the suite half-way.
    RATE_LIMIT_FACTOR: '100',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '3123',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  }),
);
const ids: Record<string, string> = {};
for (const [key, user] of Object.entries(e2eUsers)) {
  ids[key] = (
    await server.services.users.insert({
      email: user.email,
      name: user.name,
      passwordHash: await hashPassword(user.password),
      scopes: [...user.scopes],
      emailConfirmedAt: new Date(),
    })
  ).id;
}
// The partner and its partner-admin (a membership row, as an accepted invitation leaves it).
const partner = (await server.database.db.execute(sql`insert into partners (name, contact_email, region, discount_bp)
  values (${e2ePartner.name}, ${e2ePartner.contactEmail}, ${e2ePartner.region}, ${e2ePartner.discountBp}) returning id`)) as unknown;
const [partnerRow] = (Array.isArray(partner) ? partner : (partner as { rows: unknown[] }).rows) as { id: string }[];
await server.database.db.execute(
  sql`insert into partner_members (user_id, partner_id, is_admin) values (${ids.petra!}, ${partnerRow!.id}, true)`,
);
// A server of one test's own may start with that test's data (e2e/support/server.ts passes E2E_SEED).
if (process.env.E2E_SEED === 'dashboard') await seedDashboard(server, { ana: ids.ana!, admin: ids.admin! });
// A mail job that gave up (its mail is gone, so a retry finishes at once): e2e/admin-jobs.spec.ts.
if (process.env.E2E_SEED === 'jobs') {
  await server.database.db.execute(sql`insert into jobs (queue, payload, attempts, max_attempts, failed_at, last_error)
    values ('mail.send', ${JSON.stringify({ mailId: '00000000-0000-4000-8000-000000000000' })}::jsonb, 3, 3, now(), 'Greeting never received')`);
}
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
closeOnSignals(server);
process.stdout.write(`e2e server on ${server.url}\n`);
