// The 3D files made lately, in memory: least recently used out first past `maxBytes`. A file is
// a pure function of its key (the design, the catalogue version, the format and the output's
// version), so a cache per app server is all it takes — another server makes the same bytes — and a
// file that falls out is made again in at most a few seconds. Two requests for a file being made
// wait for the one making (no second worker task).
import { createHash } from 'node:crypto';

export type CachedModel = { bytes: Buffer; etag: string };

export function createModelCache(options: { maxBytes: number }) {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, CachedModel>();
  const making = new Map<string, Promise<CachedModel>>();
  let bytes = 0;

  const store = (key: string, entry: CachedModel) => {
    if (entry.bytes.length > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes.length;
    }
  };

  return {
    /** The file under `key`, made by `make` when it is not kept (its ETag: the bytes' SHA-256). */
    async get(key: string, make: () => Promise<Uint8Array>): Promise<CachedModel> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make()
          .then((made) => {
            const file = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
            const entry = { bytes: file, etag: `"${createHash('sha256').update(file).digest('hex')}"` };
            store(key, entry);
            return entry;
          })
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    /** What is kept now (tests, logs). */
    stats: () => ({ entries: entries.size, bytes }),
  };
}

export type ModelCache = ReturnType<typeof createModelCache>;

/** A file's cache key: the format, the output's version, the catalogue version and the design as stored. */
export function modelKey(format: string, version: number, catalogueVersion: number, design: unknown): string {
  return createHash('sha256')
    .update(`${format}\n${version}\n${catalogueVersion}\n${JSON.stringify(design)}`)
    .digest('hex');
}
