// Vitest global setup of the api-pglite project: one migrated PGlite cluster, dumped to a file once
// per run, which every test file opens a copy of — seconds of initdb saved per file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const file = join(dir, 'cluster.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
