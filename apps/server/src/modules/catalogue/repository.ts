// Catalogue versions in SQL.
import { desc, eq } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { catalogues } from './schema.ts';

export type CatalogueVersion = { version: number; data: unknown; createdAt: Date };

export function createCatalogueRepository(uow: UnitOfWork) {
  return {
    async current(): Promise<CatalogueVersion | undefined> {
      const [row] = await uow.db().select().from(catalogues).orderBy(desc(catalogues.version)).limit(1);
      return row;
    },
    /** Only the newest version's number: a cheap check before reading (and parsing) its data. */
    async currentVersion(): Promise<number | undefined> {
      const [row] = await uow.db().select({ version: catalogues.version }).from(catalogues).orderBy(desc(catalogues.version)).limit(1);
      return row?.version;
    },
    /** One version, as an order froze it. */
    async version(version: number): Promise<CatalogueVersion | undefined> {
      const [row] = await uow.db().select().from(catalogues).where(eq(catalogues.version, version)).limit(1);
      return row;
    },
    async add(data: unknown, createdBy: string | null): Promise<CatalogueVersion> {
      const [row] = await uow.db().insert(catalogues).values({ data, createdBy }).returning();
      return row!;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
