// JWTs: HS256 only; issuer, audience and type (the `typ` header: at+jwt for access tokens per
// RFC 9068, refresh+jwt for refresh tokens) are checked on every verify. Anything else is 401.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const algorithm = 'HS256';
export const issuer = 'kubik';
export const audience = 'kubik-api';

export type TokenKind = 'access' | 'refresh';
const typeHeader: Record<TokenKind, string> = { access: 'at+jwt', refresh: 'refresh+jwt' };

export type TokenClaims = { sub: string; sid: string; jti: string; iat: number; exp: number };

export type TokenSigner = {
  sign: (
    kind: TokenKind,
    claims: { sub: string; sid: string; jti?: string },
    lifetimeSeconds: number,
    nowSeconds?: number,
  ) => Promise<{ token: string; claims: TokenClaims }>;
  verify: (kind: TokenKind, token: string) => Promise<TokenClaims>;
};

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  return {
    async sign(kind, { sub, sid, jti = randomUUID() }, lifetimeSeconds, nowSeconds = Math.floor(Date.now() / 1000)) {
      const claims: TokenClaims = { sub, sid, jti, iat: nowSeconds, exp: nowSeconds + lifetimeSeconds };
      const token = await new SignJWT({ sid })
        .setProtectedHeader({ alg: algorithm, typ: typeHeader[kind] })
        .setSubject(sub)
        .setJti(jti)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(secret);
      return { token, claims };
    },
    async verify(kind, token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [algorithm],
          issuer,
          audience,
          typ: typeHeader[kind],
          requiredClaims: ['sub', 'jti', 'iat', 'exp', 'sid'],
          clockTolerance: 0,
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
          throw new TokenError('invalid');
        return { sub: payload.sub, sid: payload.sid, jti: payload.jti, iat: payload.iat!, exp: payload.exp! };
      } catch (error) {
        if (error instanceof TokenError) throw error;
        if (error instanceof errors.JWTExpired) throw new TokenError('expired');
        throw new TokenError('invalid');
      }
    },
  };
}
