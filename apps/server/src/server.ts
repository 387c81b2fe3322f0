// Starting and stopping the whole server: open the database, migrate, seed, listen, run jobs (as
// KUBIK_ROLE says); and the reverse. main.ts runs it for `npm start`; the browser tests start it the same way.
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { configurationNotices } from './notices.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createLogger } from './http/logging.ts';
import { ensureFirstAdmin } from './modules/accounts/first-admin.ts';
import { createServices, type Services } from './services.ts';

export type RunningServer = {
  app: FastifyInstance;
  database: Database;
  services: Services;
  url: string;
  close: () => Promise<void>;
};

export async function startServer(
  config: Config,
  options: { logStream?: DestinationStream } = {},
): Promise<RunningServer> {
  const log = createLogger(config.logLevel, options.logStream);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, directUrl: config.databaseDirectUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  let services: Services | undefined;
  try {
    await database.migrate();
    services = await createServices(database, config, log);
    const admin = await ensureFirstAdmin(services, config.admin);
    await services.seed();
    const app = await buildApp({ config, services, log });
    if (admin === 'created') app.log.info({ email: config.admin?.email }, 'created the first admin');
    await app.listen({ port: config.port, host: config.host });
    // The served app starts its worker threads once it listens, so the first export does not wait
    // for one to load; tests start theirs on the first task.
    if (config.env === 'production' && config.role !== 'worker') services.workers.warm();
    // KUBIK_ROLE (decision 0025): a web server only enqueues; workers (and `all`) run the jobs.
    if (config.role !== 'web') services.jobs.start();
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ port, database: database.kind, role: config.role }, 'Kubik is listening');
    for (const notice of configurationNotices(config)) app.log.warn({ feature: notice.feature }, notice.message);
    let closing: Promise<void> | undefined;
    const running = services;
    return {
      app,
      database,
      services,
      url: `http://127.0.0.1:${port}`,
      // fastify's close stops accepting connections and waits for the requests in flight; then the
      // jobs in hand finish, and the database closes last.
      close: () => (closing ??= app.close().finally(() => running.close().finally(() => database.close()))),
    };
  } catch (error) {
    await services?.close().catch(() => {});
    await database.close();
    throw error;
  }
}

/** Closes cleanly on the first SIGTERM or SIGINT, then exits; a second signal is logged and ignored. */
export function closeOnSignals(server: RunningServer) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      server.app.log.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
