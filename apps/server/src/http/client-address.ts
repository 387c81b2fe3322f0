// The address a client is counted by in per-address rate limits. An IPv6 subscriber gets a whole
// /64 (often more) and can pick a fresh address from it for every request, so IPv6 clients are
// counted by their /64. An IPv4 client seen through a dual-stack socket arrives as an
// IPv4-mapped IPv6 address (::ffff:192.0.2.7) and is counted as the IPv4 address it is.
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** request.ip as rate limits count it: IPv6 as its /64, IPv4-mapped IPv6 as IPv4. */
    readonly clientAddress: string;
  }
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, embedded IPv4 expanded), or null. */
function ipv6Groups(address: string): number[] | null {
  const text = address.split('%')[0]!;
  if (!isIPv6(text)) return null;
  // An embedded IPv4 tail (::ffff:192.0.2.7) becomes its two groups (::ffff:c000:207).
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  const body = isIPv4(last)
    ? text.slice(0, lastColon + 1) +
      [0, 2]
        .map((i) => {
          const [a, b] = last
            .split('.')
            .slice(i, i + 2)
            .map(Number) as [number, number];
          return ((a << 8) | b).toString(16);
        })
        .join(':')
    : text;
  const [head, rest] = body.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  const missing = 8 - front.length - back.length;
  const groups = rest === undefined ? front : [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.length === 8 ? groups : null;
}

export function rateLimitAddress(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

export function registerClientAddress(app: FastifyInstance) {
  app.decorateRequest('clientAddress', {
    getter(this: { ip: string }) {
      return rateLimitAddress(this.ip);
    },
  });
}
