// Signed links to a design's 3D files: a JWT (HS256, jose) under the server's model-link key
// (MODEL_LINK_SECRET, or one generated and kept in the database) naming what it opens — a project,
// a share, an order item, a cart item or a design held for it (an unsaved draft's, a cart item's) — and who it was made for with the rights they had, valid for an hour.
// Its audience is its own, so no other token Kubik signs opens a model, nor this one anything else.
// Redeemed, the rights are asked again (a project deleted, a share revoked or a customer moved to
// another partner closes the link), with the reader's scopes as they were when it was made.
import { jwtVerify, SignJWT } from 'jose';
import { modelLinkSeconds } from '@kubik/contract/models3d';

/** What a model is of. */
export type ModelSubject =
  | { kind: 'project'; id: string }
  | { kind: 'share'; shareId: string }
  | { kind: 'item'; orderId: string; seq: number }
  | { kind: 'held'; id: string }
  | { kind: 'cart'; itemId: string };

/** Who reads it: a signed-in user and the scopes that count here; null for a share's link, which anyone with it may open. */
export type ModelReader = { userId: string; admin: boolean; partner: boolean } | null;

export type ModelGrant = { subject: ModelSubject; reader: ModelReader };

const audience = 'kubik:model3d';

type Claims = { k: 'p' | 's' | 'i' | 'h' | 'c'; id: string; seq?: number; u?: string; a?: 1; p?: 1 };

function claimsOf({ subject, reader }: ModelGrant): Claims {
  const who = reader
    ? { u: reader.userId, ...(reader.admin ? { a: 1 as const } : {}), ...(reader.partner ? { p: 1 as const } : {}) }
    : {};
  if (subject.kind === 'project') return { k: 'p', id: subject.id, ...who };
  if (subject.kind === 'share') return { k: 's', id: subject.shareId, ...who };
  if (subject.kind === 'held') return { k: 'h', id: subject.id, ...who };
  if (subject.kind === 'cart') return { k: 'c', id: subject.itemId, ...who };
  return { k: 'i', id: subject.orderId, seq: subject.seq, ...who };
}

function grantOf(claims: Record<string, unknown>): ModelGrant | undefined {
  const { k, id, seq, u } = claims;
  if (typeof id !== 'string') return undefined;
  const reader: ModelReader =
    typeof u === 'string' ? { userId: u, admin: claims.a === 1, partner: claims.p === 1 } : null;
  if (k === 'p' && reader) return { subject: { kind: 'project', id }, reader };
  if (k === 's') return { subject: { kind: 'share', shareId: id }, reader };
  if (k === 'h') return { subject: { kind: 'held', id }, reader };
  if (k === 'c' && reader) return { subject: { kind: 'cart', itemId: id }, reader };
  if (k === 'i' && reader && typeof seq === 'number' && Number.isInteger(seq))
    return { subject: { kind: 'item', orderId: id, seq }, reader };
  return undefined;
}

export function createModelLinks(key: Uint8Array, clock: () => Date) {
  return {
    /** A token for the grant, and when it stops working. */
    async sign(grant: ModelGrant): Promise<{ token: string; expiresAt: Date }> {
      const now = Math.floor(clock().getTime() / 1000);
      const expires = now + modelLinkSeconds;
      const token = await new SignJWT(claimsOf(grant))
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(expires)
        .sign(key);
      return { token, expiresAt: new Date(expires * 1000) };
    },
    /** The grant a token carries; `expired` for a good token past its time, undefined for anything else. */
    async read(token: string): Promise<{ grant: ModelGrant; expiresAt: Date } | 'expired' | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience, currentDate: clock() });
        const grant = grantOf(payload);
        return grant && payload.exp !== undefined ? { grant, expiresAt: new Date(payload.exp * 1000) } : undefined;
      } catch (error) {
        return error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED' ? 'expired' : undefined;
      }
    },
  };
}

export type ModelLinkSigner = ReturnType<typeof createModelLinks>;
