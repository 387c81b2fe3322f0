// STYLE.md habit 6: a feature does not import another feature; app/ composes them. ESLint's
// no-restricted-imports cannot tell `../editor` inside a feature from `../other-feature` without
// resolving paths, so this test, which resolves them, holds the line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('feature boundaries', () => {
  it('no feature imports another feature, and none imports app/', () => {
    const offences: string[] = [];
    for (const file of sources(featuresDir)) {
      const feature = relative(featuresDir, file).split(sep)[0];
      for (const match of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'/g)) {
        const spec = match[1] ?? match[2] ?? '';
        if (!spec.startsWith('.')) continue;
        const target = relative(featuresDir, join(file, '..', spec));
        const top = target.split(sep)[0];
        if (target.startsWith('..')) {
          if (target.startsWith(`..${sep}app`)) offences.push(`${relative(featuresDir, file)} → ${spec}`);
        } else if (top !== feature) {
          offences.push(`${relative(featuresDir, file)} → ${spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
