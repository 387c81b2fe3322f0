// Single-use mail tokens in SQL. Only their SHA-256 is stored; using one is atomic.
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { emailTokens } from './schema.ts';

export type TokenPurpose = 'confirm_email' | 'reset_password' | 'change_email' | 'invite';
export type EmailTokenRow = typeof emailTokens.$inferSelect;

export function createEmailTokenRepository(uow: UnitOfWork) {
  return {
    async create(token: {
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      newEmail?: string;
      createdAt: Date;
    }): Promise<void> {
      // A new token replaces the open ones of the same purpose: only the newest link works.
      await uow
        .db()
        .update(emailTokens)
        .set({ usedAt: token.createdAt })
        .where(
          and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)),
        );
      await uow.db().insert(emailTokens).values(token);
    },
    /** Marks the token used and returns it, when it exists, is of one of these purposes, unused and unexpired. */
    async consume(tokenHash: string, purposes: TokenPurpose[], now: Date): Promise<EmailTokenRow | undefined> {
      const [row] = await uow
        .db()
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            inArray(emailTokens.purpose, purposes),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
    /** Holds the user's tokens of `purpose` against other writers until the transaction ends. */
    async lock(userId: string, purpose: TokenPurpose): Promise<void> {
      await uow
        .db()
        .execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kubik.email-tokens:${purpose}:${userId}`}, 0))`);
    },
    async countSince(userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
      const [row] = await uow
        .db()
        .select({ n: count() })
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)));
      return row?.n ?? 0;
    },
    async pendingEmail(userId: string, now: Date): Promise<string | null> {
      const [row] = await uow
        .db()
        .select({ newEmail: emailTokens.newEmail })
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'change_email'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .orderBy(desc(emailTokens.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },
    async deleteAllOf(userId: string): Promise<void> {
      await uow.db().delete(emailTokens).where(eq(emailTokens.userId, userId));
    },
  };
}

export type EmailTokenRepository = ReturnType<typeof createEmailTokenRepository>;
