// The bearer token of a request (seed §7: "sent as a bearer token in the Authorization header").
import type { FastifyRequest } from 'fastify';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
