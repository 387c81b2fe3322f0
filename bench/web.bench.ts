// Web bundle sizes (issue 3): the gzipped size of every built chunk in apps/web/dist/assets, and
// the JavaScript the landing page loads — the entry and its static imports (from the Vite
// manifest), plus the messages of the default and fallback languages — against the 150 kB gzipped target.
// Builds the app first when there is no build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const targetKb = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const kb = (bytes: number) => bytes / 1000;
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

export default async function webBench(): Promise<void> {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'apps/web/vite.config.ts',
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: 'inherit' },
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const rows = readdirSync(join(dist, 'assets'))
    .map((name) => ({
      file: `assets/${name}`,
      raw: readFileSync(join(dist, 'assets', name)).length,
      gz: gzipped(`assets/${name}`),
    }))
    .sort((a, b) => b.gz - a.gz);
  console.log('chunk                                         raw kB   gzip kB');
  for (const row of rows)
    console.log(`${row.file.padEnd(44)} ${kb(row.raw).toFixed(1).padStart(8)} ${kb(row.gz).toFixed(1).padStart(9)}`);

  // The landing page: the entry plus everything it imports statically, transitively.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  const landing = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || landing.has(chunk.file)) return;
    landing.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);
  // The first screen also loads the default language's messages and the fallback language's
  // (lazy chunks, both fetched at start by i18next): their main part (the configurator's texts load
  // with the configurator, src/i18n/messageParts.ts).
  const messages = ['src/i18n/locales/sl.json', 'src/i18n/locales/en.json'].map((key) => {
    const chunk = manifest[`${key}?part=main`] ?? manifest[key];
    if (!chunk) throw new Error(`${key}: no messages chunk in the manifest`);
    return chunk.file;
  });
  const js = [...landing, ...messages].filter((file) => file.endsWith('.js'));
  const total = js.reduce((sum, file) => sum + gzipped(file), 0);
  const configurator = Object.values(manifest).find((c) => c.src?.includes('features/configurator/'));

  console.log(`\nlanding page JavaScript (entry + static imports + sl and fallback en messages): ${js.length} files`);
  for (const file of js) console.log(`  ${file.padEnd(42)} ${kb(gzipped(file)).toFixed(1).padStart(7)} kB`);
  console.log(
    `  total ${kb(total).toFixed(1)} kB gzipped — target ≤ ${targetKb} kB: ${((kb(total) / targetKb) * 100).toFixed(0)} % of budget, ${kb(total) <= targetKb ? 'within' : 'OVER'}`,
  );
  console.log(
    `  configurator chunk on the landing page: ${configurator && landing.has(configurator.file) ? 'YES (it should not be)' : 'no'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await webBench();
