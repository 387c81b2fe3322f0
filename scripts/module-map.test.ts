// The module map in docs/ARCHITECTURE.md says what the code imports: `npm test` fails when they drift.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModuleMap, endMarker, importsOf, moduleMap, startMarker, withBlock } from './module-map.mjs';

const root = join(import.meta.dirname, '..');
const script = join(root, 'scripts/module-map.mjs');

function write(base: string, path: string, text: string): void {
  mkdirSync(dirname(join(base, path)), { recursive: true });
  writeFileSync(join(base, path), text);
}

/** A small repo: module a uses b (types only) and @kubik/x; package x uses nothing. */
function tinyRepo(): string {
  const base = mkdtempSync(join(tmpdir(), 'kubik-module-map-'));
  write(
    base,
    'apps/server/src/modules/a/service.ts',
    "import type { B } from '../b/service.ts';\nimport { x } from '@kubik/x/y';\nexport const a = (b: B) => x(b);\n",
  );
  write(base, 'apps/server/src/modules/a/a.test.ts', "import { c } from '../c/service.ts';\n");
  write(base, 'apps/server/src/modules/b/service.ts', 'export type B = number;\n');
  write(base, 'apps/server/src/modules/c/service.ts', "export const c = () => import('../b/service.ts');\n");
  write(base, 'apps/server/src/app.ts', "import { a } from './modules/a/service.ts';\nimport '@kubik/x';\n");
  write(base, 'apps/web/src/main.tsx', "export { x } from '@kubik/x';\n");
  write(base, 'packages/x/src/index.ts', 'export const x = (n: number) => n;\n');
  write(base, 'docs/ARCHITECTURE.md', `# Map\n\n${startMarker}\n${endMarker}\n\nmore\n`);
  return base;
}

describe('module map', () => {
  it('the block in docs/ARCHITECTURE.md is what the code gives', () => {
    expect(checkModuleMap(root)).toBe(true);
  }, 60_000); // parses every source file: 3 s of CPU, a ceiling for a hang rather than a speed check

  it('reads imports with TypeScript: type-only, re-exports, dynamic and side-effect imports', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B, type C } from './b.ts';",
      "import { type D, e } from './d.ts';",
      "import './side.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "const h = await import('./h.ts');",
      "// import { no } from './comment.ts';",
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual([
      { spec: './a.ts', typeOnly: true },
      { spec: './b.ts', typeOnly: true },
      { spec: './d.ts', typeOnly: false },
      { spec: './side.ts', typeOnly: false },
      { spec: './f.ts', typeOnly: false },
      { spec: './g.ts', typeOnly: true },
      { spec: './h.ts', typeOnly: false },
    ]);
  });

  it('worked example: a small repo gives the lines worked out by hand, tests left out', () => {
    const base = tinyRepo();
    expect(moduleMap(base)).toEqual([
      '| server module | uses modules | uses packages |',
      '|---|---|---|',
      '| a | b (types) | x |',
      '| b | — | — |',
      '| c | b | — |',
      '',
      '| package / app | uses packages |',
      '|---|---|',
      '| x | — |',
      '| server (outside modules) | x |',
      '| web | x |',
    ]);
  });

  it('--check fails on a stale block and passes once the script has rewritten it', () => {
    const base = tinyRepo();
    const docPath = join(base, 'docs/ARCHITECTURE.md');
    const check = () => spawnSync(process.execPath, [script, '--check', '--root', base], { encoding: 'utf8' });
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/the module map differs from the code/);
    expect(spawnSync(process.execPath, [script, '--root', base]).status).toBe(0);
    expect(check()).toMatchObject({ status: 0, stderr: '' });
    expect(checkModuleMap(base)).toBe(true);
    expect(readFileSync(docPath, 'utf8')).toMatch(/^# Map\n\n<!-- module-map:start -->\n\| server module/);
    expect(readFileSync(docPath, 'utf8').endsWith(`${endMarker}\n\nmore\n`)).toBe(true);
    // a new import in module b makes the doc stale again
    write(
      base,
      'apps/server/src/modules/b/service.ts',
      "import { c } from '../c/service.ts';\nexport type B = number;\nexport { c };\n",
    );
    expect(checkModuleMap(base)).toBe(false);
  });

  it('refuses a document without the markers', () => {
    expect(() => withBlock('# no block\n', ['x'])).toThrow(/module-map:start/);
  });
});
