import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { informalSpanish } from '@kubik/contract/spanish-register';

// The server's and the packages' own text tables (errors, mails, PDFs, findings, assembly) sit in source as
// `{ sl: …, en: …, es: … }`; every Spanish entry must use usted and "carrito", like the web catalogue.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sources = [join(root, 'apps/server/src'), join(root, 'packages')];

function spanishEntries(): string[] {
  const found: string[] = [];
  for (const dir of sources) {
    for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name.includes('node_modules')) continue;
      const file = join(dir, name);
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const at = line.search(/\bes: /);
          if (at >= 0 && informalSpanish(line.slice(at + 4)))
            found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

describe('Spanish texts of the server and packages', () => {
  it('say "carrito" and address the customer as usted', () => {
    expect(spanishEntries()).toEqual([]);
  });
});
