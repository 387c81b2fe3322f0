// Catalogue versions in SQL.
import { desc, eq, sql } from 'drizzle-orm';
import type { ShippingTable } from '@kubik/shop/shipping';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { catalogues } from './schema.ts';

export type CatalogueVersion = { version: number; data: unknown; createdAt: Date; shippingTable: ShippingTable | null };
export type CatalogueHistoryRow = { version: number; createdAt: Date; createdBy: string | null; note: string | null };

const versionColumns = {
  version: catalogues.version,
  data: catalogues.data,
  createdAt: catalogues.createdAt,
  shippingTable: catalogues.shippingTable,
};

export function createCatalogueRepository(uow: UnitOfWork) {
  // The version in force as a transaction first read it: a checkout asks for it several times under
  // its lock, and one statement answers them all. Outside a transaction every call reads it afresh.
  const versionInTransaction = new WeakMap<object, Promise<number | undefined>>();
  const readVersion = async () => {
    const [row] = await uow
      .db()
      .select({ version: catalogues.version })
      .from(catalogues)
      .orderBy(desc(catalogues.version))
      .limit(1);
    return row?.version;
  };
  return {
    async current(): Promise<CatalogueVersion | undefined> {
      const [row] = await uow.db().select(versionColumns).from(catalogues).orderBy(desc(catalogues.version)).limit(1);
      return row;
    },
    /** Only the newest version's number: a cheap check before reading (and parsing) its data. */
    async currentVersion(): Promise<number | undefined> {
      if (!uow.inTransaction()) return readVersion();
      const tx = uow.db();
      let version = versionInTransaction.get(tx);
      if (!version) {
        version = readVersion();
        versionInTransaction.set(tx, version);
        // A failed read is not kept (the transaction is failing anyway).
        version.catch(() => versionInTransaction.delete(tx));
      }
      return version;
    },
    /**
     * The number of the version in force, read under a transaction-wide lock on publishing: two
     * admins publishing at once run one after the other, and the second sees it is no longer based
     * on the version in force. (Locking the newest row with FOR UPDATE is not enough: PostgreSQL
     * hands the waiting reader that same row once the first commits, not the newer one it added.)
     */
    async lockCurrentVersion(): Promise<number | undefined> {
      await uow.db().execute(sql`select pg_advisory_xact_lock(hashtextextended('kubik.catalogue-publish', 0))`);
      const [row] = await uow
        .db()
        .select({ version: catalogues.version })
        .from(catalogues)
        .orderBy(desc(catalogues.version))
        .limit(1);
      return row?.version;
    },
    /** One version, as an order froze it. */
    async version(version: number): Promise<CatalogueVersion | undefined> {
      const [row] = await uow
        .db()
        .select(versionColumns)
        .from(catalogues)
        .where(eq(catalogues.version, version))
        .limit(1);
      return row;
    },
    /** The newest versions first, with who published them and their note. */
    async history(limit: number): Promise<CatalogueHistoryRow[]> {
      return uow
        .db()
        .select({
          version: catalogues.version,
          createdAt: catalogues.createdAt,
          note: catalogues.note,
          createdBy: catalogues.createdBy,
        })
        .from(catalogues)
        .orderBy(desc(catalogues.version))
        .limit(limit);
    },
    async add(
      data: unknown,
      createdBy: string | null,
      extra: { note?: string; shippingTable?: ShippingTable | null } = {},
    ): Promise<CatalogueVersion> {
      // The transaction that publishes a version sees it as the one in force from here on.
      if (uow.inTransaction()) versionInTransaction.delete(uow.db());
      const [row] = await uow
        .db()
        .insert(catalogues)
        .values({ data, createdBy, note: extra.note ?? null, shippingTable: extra.shippingTable ?? null })
        .returning(versionColumns);
      return row!;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
