// Catalogue versions in SQL.
import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogues } from '../db/schema.ts';

export type CatalogueVersion = { version: number; data: unknown; createdAt: Date };

export function createCatalogueRepository(db: Db) {
  return {
    async current(): Promise<CatalogueVersion | undefined> {
      const [row] = await db.select().from(catalogues).orderBy(desc(catalogues.version)).limit(1);
      return row;
    },
    async add(data: unknown, createdBy: string | null): Promise<CatalogueVersion> {
      const [row] = await db.insert(catalogues).values({ data, createdBy }).returning();
      return row!;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
