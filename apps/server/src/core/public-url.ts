// The address people reach Kubik at, for the links Kubik writes (mails, PDFs, invitations, payment
// return URLs). PUBLIC_URL when it is set. Without it, the address of the request being answered:
// its Host header, or behind TRUST_PROXY the proxy's X-Forwarded-Host and X-Forwarded-Proto
// (http/request-origin.ts puts it here for the request's whole handling). A job a request enqueues
// keeps the request's address in its payload and runs under it (the forgotten-password mail); work
// no request started falls back to `http://localhost:PORT`. Production warns at start when
// PUBLIC_URL is unset: a Host header is the client's to write, so set it.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The public address for a link now, without a trailing slash. */
export type PublicUrl = () => string;

const requestOrigin = new AsyncLocalStorage<string>();

/** Runs `fn` (and all it starts) with `origin` as the request's address. */
export function withRequestOrigin<T>(origin: string, fn: () => T): T {
  return requestOrigin.run(origin, fn);
}

/** The address of the request being answered, if any (for a job to carry to where it runs). */
export function currentRequestOrigin(): string | undefined {
  return requestOrigin.getStore();
}

// A host name, IPv4 or bracketed IPv6, with an optional port: nothing a link could be bent by.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `https://host` from a request's protocol and host, or undefined when either is not a plain one. */
export function originFrom(protocol: string | undefined, host: string | undefined): string | undefined {
  if ((protocol !== 'http' && protocol !== 'https') || !host || host.length > 255 || !hostPattern.test(host))
    return undefined;
  return `${protocol}://${host.toLowerCase()}`;
}

/** `configured`: PUBLIC_URL, or undefined; `fallback`: the address used outside any request. */
export function createPublicUrl(configured: string | undefined, fallback: string): PublicUrl {
  if (configured !== undefined) return () => configured;
  return () => requestOrigin.getStore() ?? fallback;
}
