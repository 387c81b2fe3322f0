// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
// prints their figures. Each module's default export is an async function that prints its own table.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((o) => name.startsWith(o)))
  .sort();

for (const file of files) {
  process.stdout.write(`\n=== ${file.replace('.bench.ts', '')} ===\n`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await module.default();
}
