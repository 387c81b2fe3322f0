// The catalogue in force: seeded from the design core's default on a fresh install, replaced by an
// admin's edit as a new version. It fails closed: a stored catalogue that no longer parses (the
// code changed under it) is an error — nothing is priced, validated for the workshop or exported
// until an admin saves a good one — never a quiet fallback to built-in prices under the stored
// version number. Parsed catalogues are kept per version, so quotes do not re-parse the JSON; a new
// version (from any app server) is picked up on the next read. Each version carries its shipping
// zones (@kubik/shop's shipping table; the built-in one for versions stored before they were
// editable), checked the same way. Admins publish versions through the catalogue-editor module.
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { parseCatalogue, type Catalogue } from '@kubik/design/catalogue/schema';
import { quote, type Quote } from '@kubik/design/quote';
import type { CatalogueInForce } from '@kubik/design/validate';
import { defaultShippingTable, shippingTableSchema, type ShippingTable } from '@kubik/shop/shipping';
import { AppError } from '../../core/errors.ts';
import type { WorkerPools } from '../../workers/pool.ts';
import type { CatalogueRepository } from './repository.ts';

/** Guests may have the server price designs of up to this many elements (the largest example has
 * 2,000 cubes); signed-in users up to the design core's own limit. */
export const guestMaxElements = 2_000;
/** Quotes of designs with more elements than this run in a worker thread, not on the request thread. */
export const inlineMaxElements = 200;
/** How many inline quotes are kept per catalogue (each a small design's BOM: tens of kB). */
const recentQuoteCount = 256;

const elementCount = (design: unknown) => {
  const elements = (design as { elements?: unknown } | null)?.elements;
  return Array.isArray(elements) ? elements.length : 0;
};

export type { CatalogueInForce } from '@kubik/design/validate';

/** 409 conflict: a draft of a catalogue version that is no longer in force. */
export const staleBase = (inForce: number) =>
  new AppError('conflict', { fields: { baseVersion: 'catalogue_changed' }, details: { version: inForce } });

export function createCatalogueService(deps: {
  repository: CatalogueRepository;
  workers: WorkerPools;
  log: (problem: { version: number; errors: string[] }) => void;
}) {
  const { repository } = deps;
  let cached: CatalogueInForce | undefined;
  let cachedShipping: { version: number; table: ShippingTable } | undefined;

  async function current(): Promise<CatalogueInForce> {
    // The version number first: the catalogue's data is read and parsed only when it changed.
    const version = await repository.currentVersion();
    if (version !== undefined && cached?.version === version) return cached;
    const row = await repository.current();
    if (!row) throw new AppError('catalogue_invalid');
    const parsed = parseCatalogue(row.data);
    if (!parsed.ok) {
      deps.log({ version: row.version, errors: parsed.errors.slice(0, 10) });
      throw new AppError('catalogue_invalid');
    }
    const shipping = shippingOf(row);
    cached = { version: row.version, catalogue: parsed.catalogue };
    cachedShipping = { version: row.version, table: shipping };
    return cached;
  }

  /** A version's shipping zones: its own table, or the built-in one; fails closed like the catalogue. */
  function shippingOf(row: { version: number; shippingTable: unknown }): ShippingTable {
    if (row.shippingTable === null || row.shippingTable === undefined) return defaultShippingTable;
    const parsed = shippingTableSchema.safeParse(row.shippingTable);
    if (parsed.success) return parsed.data;
    deps.log({
      version: row.version,
      errors: parsed.error.issues.slice(0, 10).map((i) => `shippingTable.${i.path.join('.')}: ${i.message}`),
    });
    throw new AppError('catalogue_invalid');
  }

  /**
   * The last quotes of designs small enough to quote inline, per catalogue object: the one in force
   * is the same object while it is in force, a draft a new one each time (and forgotten with it).
   * One design is quoted when it goes into the cart, again before checkout's lock and for the
   * order: the same design and catalogue give the same quote (decision 0027). Keyed by the design's
   * JSON as stored (jsonb's own key order), a few hundred at most.
   */
  const recentQuotes = new WeakMap<CatalogueInForce, Map<string, Quote>>();

  function quoteInline(design: unknown, inForce: CatalogueInForce): Quote {
    let quotes = recentQuotes.get(inForce);
    if (!quotes) recentQuotes.set(inForce, (quotes = new Map()));
    const key = JSON.stringify(design) ?? '';
    const found = quotes.get(key);
    if (found) {
      quotes.delete(key);
      quotes.set(key, found);
      return found;
    }
    const made = quote(design, inForce);
    quotes.set(key, made);
    if (quotes.size > recentQuoteCount) quotes.delete(quotes.keys().next().value!);
    return made;
  }

  /** The quote of a design with any catalogue (an admin's draft); big designs in a worker thread. */
  async function quoteWith(design: unknown, inForce: CatalogueInForce): Promise<Quote> {
    return elementCount(design) > inlineMaxElements
      ? deps.workers.quote(design, inForce)
      : quoteInline(design, inForce);
  }

  const frozen = new Map<number, CatalogueInForce>();
  /** A stored version (an order's, to make its workshop files as priced); fails closed like `current`. */
  async function version(number: number): Promise<CatalogueInForce> {
    if (cached?.version === number) return cached;
    const known = frozen.get(number);
    if (known) return known;
    const row = await repository.version(number);
    if (!row) throw new AppError('catalogue_invalid');
    const parsed = parseCatalogue(row.data);
    if (!parsed.ok) {
      deps.log({ version: row.version, errors: parsed.errors.slice(0, 10) });
      throw new AppError('catalogue_invalid');
    }
    const inForce = { version: row.version, catalogue: parsed.catalogue };
    // Versions never change once stored; a few are kept (the orders in the workshop are of few versions).
    if (frozen.size >= 8) frozen.delete(frozen.keys().next().value!);
    frozen.set(number, inForce);
    return inForce;
  }

  return {
    /** Stores the default catalogue when there is none yet. */
    async seed(): Promise<void> {
      if (!(await repository.current())) await repository.add(defaultCatalogue, null);
    },
    /** The catalogue and its version; AppError catalogue_invalid (503) when none is stored or it does not parse. */
    current,
    /**
     * The catalogue in force as this server last read it, without asking the database (read when
     * never read yet): only for work that is checked against `current` again (checkout prices a
     * cart before its lock with it, and under the lock only what was priced with another version).
     */
    recent: async (): Promise<CatalogueInForce> => cached ?? (await current()),
    version,
    /** The shipping zones of the version in force (the cart's shipping step and checkout), or of a stored version. */
    async shippingTable(number?: number): Promise<ShippingTable> {
      const wanted = number ?? (await current()).version;
      if (cachedShipping?.version === wanted) return cachedShipping.table;
      const row = await repository.version(wanted);
      if (!row) throw new AppError('catalogue_invalid');
      return shippingOf(row);
    },
    /** The newest versions first: when, by whom (a user id), and the note. */
    history: (limit: number) => repository.history(limit),
    /**
     * Stores a checked catalogue as the next version, in the caller's transaction: the version in
     * force is locked first, and a draft made from another version is refused (409 conflict, with
     * the version in force), so two admins publishing at once cannot undo each other's edit.
     */
    async addVersion(input: {
      baseVersion: number;
      catalogue: Catalogue;
      shippingTable: ShippingTable;
      note: string;
      createdBy: string;
    }): Promise<number> {
      const locked = await repository.lockCurrentVersion();
      if (locked === undefined) throw new AppError('catalogue_invalid');
      if (locked !== input.baseVersion) throw staleBase(locked);
      const row = await repository.add(input.catalogue, input.createdBy, {
        note: input.note,
        shippingTable: input.shippingTable,
      });
      return row.version;
    },
    quoteWith,
    /**
     * Findings, BOM and price of any JSON, with the catalogue in force (its version in the answer).
     * Big designs are quoted in a worker thread; guests are held to guestMaxElements.
     */
    async quote(design: unknown, who: { guest: boolean }): Promise<Quote> {
      const elements = elementCount(design);
      if (who.guest && elements > guestMaxElements)
        throw new AppError('validation_failed', { fields: { design: 'design_too_large_for_guest' } });
      return quoteWith(design, await current());
    },
    /** The same for a big request body still as text: parsed, checked, quoted and written as JSON in a worker. */
    async quoteText(text: string, who: { guest: boolean }): Promise<string> {
      return deps.workers.quoteText(text, await current(), who.guest ? guestMaxElements : Number.MAX_SAFE_INTEGER);
    },
    async replace(input: unknown, adminId: string): Promise<CatalogueInForce> {
      const parsed = parseCatalogue(input);
      if (!parsed.ok) {
        const fields = Object.fromEntries(
          parsed.errors.map((e) => [e.split(':')[0] || '_', e.slice(e.indexOf(':') + 1).trim()]),
        );
        throw new AppError('validation_failed', { fields });
      }
      // The shipping zones are edited with the catalogue (the admin's editor); this keeps the ones in force.
      const row = await repository.add(parsed.catalogue, adminId, {
        shippingTable: (await repository.current())?.shippingTable ?? null,
      });
      return { version: row.version, catalogue: parsed.catalogue };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
