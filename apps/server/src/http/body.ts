// Request bodies (JSON only), checked before any route sees them, so bad input is a clear 400
// naming the field and never a 500 further down:
// - sizes: 64 kB, except on routes that take a design (`config: { takesDesign: true }`), which take
//   BODY_LIMIT_BYTES (5 MB) from a signed-in user and 512 kB from a guest. Routes authenticate in
//   onRequest, before the body is read, so a guest cannot make the server read and parse megabytes;
// - nesting deeper than maxDepth is refused before parsing (a 4 kB body of nested brackets would
//   otherwise overflow the stack of any recursive walk, zod's included);
// - `__proto__` and `constructor.prototype` keys are refused (secure-json-parse);
// - text that PostgreSQL cannot store is refused wherever it is: NUL (\u0000) in any string, and
//   lone UTF-16 surrogates (which jsonb rejects). Query strings and path parameters get the same check.
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from '../core/errors.ts';

/** Every body but a design's: forms, sign-in, contact messages (the largest, a 5,000-character message). */
export const smallBodyLimit = 64 * 1024;
/** A guest's design (quote, PDF): guests price up to 2,000 elements, about 240 kB. */
export const guestDesignBodyLimit = 512 * 1024;

/** Deeper than any request Kubik takes: a design nests ~6 levels (its own guard allows 16). */
export const maxDepth = 64;

/** NUL, or a surrogate that is not half of a pair. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path (e.g. "design.elements.3") at which `text` first nests deeper than `limit`, or null.
 * One pass over the characters; strings are skipped, so brackets inside them do not count.
 */
export function tooDeepAt(text: string, limit: number): string | null {
  const path: (string | number)[] = [];
  const inArray: boolean[] = [];
  let lastString = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = i + 1;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i++;
        else if (d === 34) break;
      }
      lastString = text.slice(start, Math.min(i, start + 100));
    } else if (c === 58 /* : */) {
      path[path.length - 1] = lastString;
    } else if (c === 44 /* , */) {
      if (inArray.at(-1)) path[path.length - 1] = (path.at(-1) as number) + 1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (inArray.length >= limit) return path.slice(0, 4).join('.') || '_';
      inArray.push(c === 91);
      path.push(c === 91 ? 0 : '');
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      inArray.pop();
      path.pop();
    }
  }
  return null;
}

/** The path of the first string (or key) PostgreSQL could not store, or null. Iterative: any depth. */
export function unstorableAt(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorable.test(item)) return path || '_';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (unstorable.test(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return null;
}

const refuse = (field: string, code: string) => new AppError('validation_failed', { fields: { [field]: code } });

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new AppError('invalid_json');
  const deep = tooDeepAt(text, maxDepth);
  if (deep) throw refuse(deep, 'too_deeply_nested');
  let value: unknown;
  try {
    value = sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new AppError('invalid_json');
  }
  // Only then walk: a NUL or a surrogate can only arrive as a \u escape in JSON text.
  if (/\\u(0000|[dD][89a-fA-F])/.test(text)) {
    const at = unstorableAt(value);
    if (at) throw refuse(at, 'invalid_characters');
  }
  return value;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Bodies larger than this many characters reach the route unparsed, as RawJson, to be parsed
     * off the request thread (see the quote route). */
    rawJsonAbove?: number;
    /** The route takes a design: BODY_LIMIT_BYTES from a signed-in user, guestDesignBodyLimit from a guest. */
    takesDesign?: boolean;
  }
}

/** A JSON body left as text for a worker thread to parse. */
export class RawJson {
  constructor(readonly text: string) {}
}

const tooLarge = () => new AppError('payload_too_large');

/** Passes a body through, failing with 413 once more than `limit` bytes have come. */
function capped(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
}

/** `designBodyLimit`: BODY_LIMIT_BYTES; every other route takes smallBodyLimit (the app's default). */
export function registerBodyParsing(app: FastifyInstance, { designBodyLimit }: { designBodyLimit: number }) {
  app.addHook('onRoute', (route) => {
    if (route.config?.takesDesign) route.bodyLimit ??= designBodyLimit;
  });
  // Runs after onRequest, where routes authenticate: request.auth is known before a byte is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.routeOptions.config?.takesDesign || request.auth) return payload;
    if (Number(request.headers['content-length']) > guestDesignBodyLimit) throw tooLarge();
    return payload.pipe(capped(guestDesignBodyLimit));
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      const text = body as string;
      const rawAbove = request.routeOptions.config?.rawJsonAbove;
      if (rawAbove !== undefined && text.length > rawAbove) return done(null, new RawJson(text));
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const at = unstorableAt({ ...(request.query as object), ...(request.params as object) });
    if (at) throw refuse(at, 'invalid_characters');
  });
}
