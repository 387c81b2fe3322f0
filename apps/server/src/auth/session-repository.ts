// Sign-ins (sessions) and their refresh tokens in SQL.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, sessions, users } from '../db/schema.ts';

export type SessionState = { userId: string; revoked: boolean; blocked: boolean; expiresAt: Date; user: typeof users.$inferSelect };

export function createSessionRepository(db: Db) {
  return {
    async create(session: { userId: string; expiresAt: Date; userAgent: string | null }): Promise<string> {
      const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
      return row!.id;
    },
    /** The session with its user, in one query: runs on every authenticated request. */
    async state(sessionId: string): Promise<SessionState | undefined> {
      const [row] = await db
        .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      if (!row) return undefined;
      return { userId: row.user.id, revoked: row.revokedAt !== null, blocked: row.user.blockedAt !== null, expiresAt: row.expiresAt, user: row.user };
    },
    async addRefreshToken(token: { jti: string; sessionId: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(token);
      await db.update(sessions).set({ expiresAt: token.expiresAt }).where(eq(sessions.id, token.sessionId));
    },
    /**
     * Marks a refresh token used. Returns 'ok' the first time, 'reused' when it was already used,
     * 'unknown' when no such token belongs to that session. Atomic: two concurrent uses cannot both win.
     */
    async useRefreshToken(jti: string, sessionId: string): Promise<'ok' | 'reused' | 'unknown'> {
      const updated = await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
        .returning({ jti: refreshTokens.jti });
      if (updated.length === 1) return 'ok';
      const [existing] = await db
        .select({ jti: refreshTokens.jti })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId)))
        .limit(1);
      return existing ? 'reused' : 'unknown';
    },
    async revoke(sessionId: string, reason: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAllOfUser(userId: string, reason: string, exceptSessionId?: string): Promise<void> {
      const condition = exceptSessionId
        ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${exceptSessionId}`)
        : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(condition);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
