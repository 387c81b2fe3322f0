// The module map in docs/ARCHITECTURE.md, generated from the code: for every server module
// (apps/server/src/modules/*), workspace package and app, what it imports from the others — read
// from the import and export statements of its non-test sources with TypeScript's parser.
//   node scripts/module-map.mjs          rewrites the block between the markers
//   node scripts/module-map.mjs --check  exits 1 when the block differs from what the code gives
//   --root <dir>                         for another tree than this repository
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const startMarker = '<!-- module-map:start -->';
export const endMarker = '<!-- module-map:end -->';
const defaultRoot = join(fileURLToPath(import.meta.url), '..', '..');
const modulesDir = 'apps/server/src/modules';

/** Source files under dir, tests, test helpers and declarations left out. */
function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' || name === 'testing' ? [] : sources(path);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.(test|bench|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every import of a file: its specifier and whether it brings types only. */
export function importsOf(fileName, text) {
  const file = ts.createSourceFile(
    fileName,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
  );
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    if (dynamic) ts.forEachChild(node, visit);
  };
  // Static imports and exports are top-level statements; the whole tree is walked only for a file
  // that has a dynamic import (the walk was most of the check's time).
  const dynamic = /\bimport\s*\(/.test(text);
  file.statements.forEach(visit);
  return found;
}

function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/** What one unit (a module, a package, an app) uses: other modules and @kubik packages, each marked when types only. */
function usesOf(root, dir, moduleOf, keep = () => true) {
  const uses = new Map();
  const note = (name, typeOnly) => uses.set(name, (uses.get(name) ?? true) && typeOnly);
  for (const file of sources(join(root, dir)).filter(keep)) {
    for (const { spec, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      const pkg = /^@kubik\/([^/]+)/.exec(spec);
      if (pkg) note(pkg[1], typeOnly);
      else if (spec.startsWith('.') && moduleOf) {
        const other = moduleOf(join(file, '..', spec));
        if (other) note(other, typeOnly);
      }
    }
  }
  return uses;
}

function listed(uses, exclude) {
  const names = [...uses.keys()].filter((name) => name !== exclude).sort();
  return names.length === 0 ? '—' : names.map((name) => (uses.get(name) ? `${name} (types)` : name)).join(', ');
}

/** The block's lines, from the code under root. */
export function moduleMap(root = defaultRoot) {
  const modules = readdirSync(join(root, modulesDir))
    .filter((name) => statSync(join(root, modulesDir, name)).isDirectory())
    .sort();
  const moduleOf = (path) => {
    const inside = relative(join(root, modulesDir), path);
    return inside.startsWith('..') ? null : inside.split(sep)[0];
  };
  const lines = ['| server module | uses modules | uses packages |', '|---|---|---|'];
  for (const name of modules) {
    const uses = usesOf(root, join(modulesDir, name), moduleOf);
    const mods = new Map([...uses].filter(([n]) => modules.includes(n)));
    const pkgs = new Map([...uses].filter(([n]) => !modules.includes(n)));
    lines.push(`| ${name} | ${listed(mods, name)} | ${listed(pkgs)} |`);
  }
  lines.push('', '| package / app | uses packages |', '|---|---|');
  const units = [
    ...readdirSync(join(root, 'packages'))
      .filter((name) => statSync(join(root, 'packages', name)).isDirectory())
      .sort()
      .map((name) => [name, `packages/${name}/src`]),
    ['server (outside modules)', 'apps/server/src', (p) => moduleOf(p) === null],
    ['web', 'apps/web/src'],
  ];
  for (const [name, dir, keep] of units) {
    const uses = usesOf(root, dir, null, keep);
    lines.push(`| ${name} | ${listed(uses, name)} |`);
  }
  return lines;
}

/** The document with its block replaced by lines; throws when the markers are missing. */
export function withBlock(doc, lines) {
  const start = doc.indexOf(startMarker);
  const end = doc.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`docs/ARCHITECTURE.md needs ${startMarker} … ${endMarker}`);
  return `${doc.slice(0, start + startMarker.length)}\n${lines.join('\n')}\n${doc.slice(end)}`;
}

/** Whether the doc's block says what the code gives. */
export function checkModuleMap(root = defaultRoot) {
  const doc = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  return withBlock(doc, moduleMap(root)) === doc;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --root <dir>: another tree's map (the script's own test runs it on a small one).
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt > 0 ? process.argv[rootAt + 1] : defaultRoot;
  const docPath = join(root, 'docs/ARCHITECTURE.md');
  const doc = readFileSync(docPath, 'utf8');
  const next = withBlock(doc, moduleMap(root));
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error('docs/ARCHITECTURE.md: the module map differs from the code; run node scripts/module-map.mjs');
      process.exit(1);
    }
  } else if (next !== doc) writeFileSync(docPath, next);
}
