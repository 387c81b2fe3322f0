// The catalogue in force: seeded from the design core's default on a fresh install, replaced by an
// admin's edit as a new version. Parsed catalogues are kept per version, so pricing does not re-parse
// the JSON on every quote; a new version (from any app server) is picked up on the next read.
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { parseCatalogue, type Catalogue } from '@kubik/design/catalogue/schema';
import { AppError } from '../http/errors.ts';
import type { CatalogueRepository } from './catalogue-repository.ts';

export function createCatalogueService(repository: CatalogueRepository) {
  let cached: { version: number; catalogue: Catalogue } | undefined;

  return {
    /** Stores the default catalogue when there is none yet. */
    async seed(): Promise<void> {
      if (!(await repository.current())) await repository.add(defaultCatalogue, null);
    },
    async current(): Promise<{ version: number; catalogue: Catalogue }> {
      const row = await repository.current();
      if (!row) return { version: 0, catalogue: defaultCatalogue };
      if (cached?.version === row.version) return cached;
      const parsed = parseCatalogue(row.data);
      // A stored catalogue was checked when it was saved; if it no longer parses, the code changed
      // under it, and the default keeps the shop running until an admin saves a fixed one.
      cached = { version: row.version, catalogue: parsed.ok ? parsed.catalogue : defaultCatalogue };
      return cached;
    },
    async replace(input: unknown, adminId: string): Promise<{ version: number; catalogue: Catalogue }> {
      const parsed = parseCatalogue(input);
      if (!parsed.ok) {
        const fields = Object.fromEntries(parsed.errors.map((e) => [e.split(':')[0] || '_', e.slice(e.indexOf(':') + 1).trim()]));
        throw new AppError('validation_failed', { fields });
      }
      const row = await repository.add(parsed.catalogue, adminId);
      return { version: row.version, catalogue: parsed.catalogue };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
