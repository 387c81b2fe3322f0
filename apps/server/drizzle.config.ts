import { defineConfig } from 'drizzle-kit';

// One migrations folder for the whole server, generated from every module's own schema.ts
// (and the infrastructure tables: jobs, rate limits).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/modules/*/schema.ts',
    './apps/server/src/jobs/schema.ts',
    './apps/server/src/rate-limit/schema.ts',
  ],
  out: './apps/server/drizzle',
});
