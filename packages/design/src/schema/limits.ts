// The limits every design document must stay within. They protect the browser and the server from
// documents that are absurd or hostile (deep nesting, millions of elements), and they are the
// numbers packages/design/README.md documents.

/** Largest document text accepted by `parseDesignText`, in bytes (UTF-8). */
export const MAX_DOCUMENT_BYTES = 4_000_000;
/** Deepest nesting of objects and arrays; a valid design needs 5. */
export const MAX_DEPTH = 16;
/** Most JSON values (objects, arrays and scalars) in one document. */
export const MAX_NODES = 400_000;
/** Most elements in one design (the 2,000-cube stress example fits five times over). */
export const MAX_ELEMENTS = 10_000;
/** Farthest any coordinate may lie from the origin: 100 m. */
export const MAX_COORDINATE_MM = 100_000;
/** Largest single length (cube side, wall, bar): 20 m. */
export const MAX_LENGTH_MM = 20_000;
/** Longest element id. Ids are letters, digits, `_`, `-`, `.` and `:`. */
export const MAX_ID_LENGTH = 64;
/** Longest design name and longest label text. */
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 500;
/** Most cubes one shelf or sliding door may span. */
export const MAX_HOSTS = 50;
/** Keys refused anywhere in a document: they could poison object prototypes downstream. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);
/**
 * Most cubes whose left-bottom-back corners lie in one 400 mm cube of space. Cubes of at least
 * 200 mm that do not overlap fit at most 27; more means a pile of overlapping cubes, which would
 * cost quadratic time to untangle, so the design is refused before parts are derived.
 */
export const MAX_CUBES_PER_SPACE = 64;
/** Most findings of one code listed; the rest are counted in one `more_findings`. */
export const MAX_FINDINGS_PER_CODE = 100;
