// Starting and stopping the whole server: open the database, migrate, seed, listen; and the
// reverse. main.ts runs it for `npm start`; the browser tests start it the same way.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createServices, type Services } from './services.ts';
import { ensureFirstAdmin } from './system/first-admin.ts';

export type RunningServer = { app: FastifyInstance; database: Database; services: Services; url: string; close: () => Promise<void> };

export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  try {
    await database.migrate();
    const admin = await ensureFirstAdmin(database.db, config.admin);
    const services = await createServices(database, config);
    await services.seed();
    const app = await buildApp({ config, services });
    if (admin === 'created') app.log.info({ email: config.admin?.email }, 'created the first admin');
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info({ port, database: database.kind }, 'Kubik is listening');
    let closing: Promise<void> | undefined;
    return {
      app,
      database,
      services,
      url: `http://127.0.0.1:${port}`,
      // fastify's close stops accepting connections and waits for the requests in flight.
      close: () =>
        (closing ??= app
          .close()
          .then(() => services.settle())
          .finally(() => {
            services.mailer.close();
            return database.close();
          })),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Closes cleanly on SIGTERM and SIGINT, then exits. */
export function closeOnSignals(server: RunningServer) {
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
