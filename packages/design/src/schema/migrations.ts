// Forward migrations of the design document, one step per version, in the manner of tldraw's
// record migrations: a document written by any earlier version is lifted step by step to the
// current one before it is validated. Migrations work on plain JSON and never throw; what they
// cannot make sense of they leave for the schema to report.

export const CURRENT_SCHEMA_VERSION = 1;

type Json = Record<string, unknown>;

/** `steps[n]` lifts a version-n document to version n + 1. */
const steps: Record<number, (doc: Json) => Json> = {
  // Version 0 is the prototype's format: no schemaVersion, elements tagged with `type` instead of
  // `kind`, sliding doors spelled "sliding-door", and settings possibly absent.
  0: (doc) => ({
    ...doc,
    schemaVersion: 1,
    settings: isObject(doc.settings) ? doc.settings : {},
    elements: Array.isArray(doc.elements)
      ? doc.elements.map((el: unknown) => {
          if (!isObject(el) || 'kind' in el || typeof el.type !== 'string') return el;
          const { type, ...rest } = el;
          return { ...rest, kind: type === 'sliding-door' ? 'slidingDoor' : type };
        })
      : doc.elements,
  }),
};

export type MigrationResult =
  | { ok: true; document: Json; from: number }
  | { ok: false; reason: 'unsupported'; version: number }
  | { ok: false; reason: 'invalid' };

/** Lifts a plain JSON document to the current schema version. */
export function migrate(doc: Json): MigrationResult {
  const declared = doc.schemaVersion;
  const from = declared === undefined ? 0 : declared;
  if (typeof from !== 'number' || !Number.isInteger(from) || from < 0) return { ok: false, reason: 'invalid' };
  if (from > CURRENT_SCHEMA_VERSION) return { ok: false, reason: 'unsupported', version: from };
  let document = doc;
  for (let version = from; version < CURRENT_SCHEMA_VERSION; version++) {
    const step = steps[version];
    if (step) document = step(document);
  }
  return { ok: true, document, from };
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
