// Sign-ins (sessions) and their refresh tokens in SQL.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { refreshTokens, sessions } from './schema.ts';

export type SessionRow = { id: string; userId: string; revokedAt: Date | null; expiresAt: Date; createdAt: Date };

const openQuery = (db: Db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(sessions.revokedAt)));

export function createSessionRepository(uow: UnitOfWork) {
  let openPrepared: ReturnType<ReturnType<typeof openQuery>['prepare']> | undefined;
  return {
    async create(session: {
      userId: string;
      createdAt: Date;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<string> {
      const [row] = await uow.db().insert(sessions).values(session).returning({ id: sessions.id });
      return row!.id;
    },
    /** A user's latest sign-ins, newest first (for the admin's view of the user). */
    async recentOfUser(userId: string, limit: number) {
      return uow
        .db()
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          revokedAt: sessions.revokedAt,
          revokedReason: sessions.revokedReason,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit);
    },
    async find(sessionId: string): Promise<SessionRow | undefined> {
      const [row] = await uow
        .db()
        .select({
          id: sessions.id,
          userId: sessions.userId,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row;
    },
    /**
     * Which of these sign-ins are still open (exist, not revoked): one read by primary key, the
     * check signed-in requests make on PostgreSQL before trusting a cached sign-in (decision 0022;
     * auth/open-sessions.ts gathers concurrent requests' ids into one call).
     */
    async openOf(sessionIds: string[]): Promise<Set<string>> {
      // The SQL is built once (drizzle's query building is most of a small query's CPU), outside any
      // transaction. The name '' is PostgreSQL's unnamed statement: nothing is kept per connection,
      // so it also works through PgBouncer in transaction mode.
      const rows = uow.inTransaction()
        ? await openQuery(uow.db()).execute({ ids: sessionIds })
        : await (openPrepared ??= openQuery(uow.db()).prepare('')).execute({ ids: sessionIds });
      return new Set(rows.map((row) => row.id));
    },
    /** Two rows: run it inside a unit of work (the auth service does). */
    async addRefreshToken(token: { jti: string; sessionId: string; expiresAt: Date }): Promise<void> {
      await uow.db().insert(refreshTokens).values(token);
      await uow.db().update(sessions).set({ expiresAt: token.expiresAt }).where(eq(sessions.id, token.sessionId));
    },
    /**
     * Marks a refresh token used. Returns 'ok' the first time, 'reused' when it was already used,
     * 'unknown' when no such token belongs to that session. Atomic: two concurrent uses cannot both win.
     */
    async useRefreshToken(jti: string, sessionId: string): Promise<'ok' | 'reused' | 'unknown'> {
      const updated = await uow
        .db()
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
        .returning({ jti: refreshTokens.jti });
      if (updated.length === 1) return 'ok';
      const [existing] = await uow
        .db()
        .select({ jti: refreshTokens.jti })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.jti, jti), eq(refreshTokens.sessionId, sessionId)))
        .limit(1);
      return existing ? 'reused' : 'unknown';
    },
    /** The user of the revoked session, when it was open. */
    async revoke(sessionId: string, reason: string): Promise<string | undefined> {
      const [row] = await uow
        .db()
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },
    async revokeAllOfUser(userId: string, reason: string, exceptSessionId?: string): Promise<void> {
      const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await uow
        .db()
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(exceptSessionId ? and(open, ne(sessions.id, exceptSessionId)) : open);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
