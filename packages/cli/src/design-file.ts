// Reads a design file for a command and validates it, writing findings to stderr in the chosen
// language (`--lang sl|en|es`, English by default). The command line prices with the catalogue built
// into the code (version 0).
import { readFile } from 'node:fs/promises';
import type { Lang } from '@kubik/design/i18n/lang';
import { langs } from '@kubik/design/i18n/lang';
import type { Finding } from '@kubik/design/findings/finding';
import { MAX_DOCUMENT_BYTES } from '@kubik/design/schema/limits';
import { parseDesignText } from '@kubik/design/schema/document';
import { builtInCatalogue, validateDesign, type Validation } from '@kubik/design/validate';
import { WorkshopRefused } from '@kubik/design/workshop-guard';
import { EXIT_INVALID, type Io } from './command.ts';
import { messageOf } from '@kubik/design/i18n/findings';

export async function readDesign(path: string, io: Io): Promise<Validation | undefined> {
  let text: string;
  try {
    const buffer = await readFile(path);
    if (buffer.length > MAX_DOCUMENT_BYTES) text = ' '.repeat(MAX_DOCUMENT_BYTES + 1);
    else text = buffer.toString('utf8');
  } catch (error) {
    io.stderr(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
    return undefined;
  }
  const parsed = parseDesignText(text);
  if (!parsed.ok)
    return { ok: false, findings: parsed.findings, orderable: false, catalogueVersion: builtInCatalogue.version };
  return validateDesign(parsed.design, builtInCatalogue);
}

export function langOf(value: string | undefined): Lang | string {
  if (value === undefined) return 'en';
  return (langs as readonly string[]).includes(value) ? (value as Lang) : `--lang must be one of ${langs.join(', ')}`;
}

export function writeFindings(findings: readonly Finding[], lang: Lang, io: Io): void {
  for (const f of findings) {
    const where =
      f.elementIds.length > 0
        ? ` [${f.elementIds.slice(0, 10).join(', ')}${f.elementIds.length > 10 ? ', …' : ''}]`
        : '';
    io.stderr(`${f.severity} ${f.code}${where}: ${messageOf(f)[lang]}\n`);
  }
}

/**
 * Makes a workshop output, or — for a design with errors (workshop-guard.ts) — prints its errors and
 * answers exit 1 with nothing made (issue 21, D-B). `make` writes nothing until it has its bytes.
 */
export async function workshopOutput(make: () => Promise<number>, lang: Lang, io: Io): Promise<number> {
  try {
    return await make();
  } catch (error) {
    if (!(error instanceof WorkshopRefused)) throw error;
    writeFindings(error.findings, lang, io);
    io.stderr('the design has errors: no workshop files were written\n');
    return EXIT_INVALID;
  }
}
