// Who a session belongs to and whether it is still good, kept in memory so a signed-in request
// does not cost a database round trip. It is only a cache of the database, and is kept honest by it:
// - every committed change of a session or a user row fires a NOTIFY (triggers in the migrations),
//   which every app server LISTENs to and answers by forgetting that user's sessions;
// - this server forgets at once, after commit, what it changed itself (no wait for the NOTIFY);
// - while the LISTEN connection is down, nothing is cached or served from cache (notifications may
//   be missed), and everything cached before is dropped;
// - a read that started before an invalidation is not stored (the generation check), so a read
//   racing a block cannot put the old state back;
// - entries live at most `ttlMs` anyway, a bound on what a lost notification could cost;
// - on PostgreSQL the auth service serves an entry only once its session row, read by primary key,
//   says it is still open (decision 0022): NOTIFY arrives a moment late, revocation must not.
/** `endsAt`: the end of the sign-in's absolute lifetime, in epoch seconds. */
export type SessionState<User> = { userId: string; revoked: boolean; endsAt: number; user: User };

export type SessionCache<User> = ReturnType<typeof createSessionCache<User>>;

export function createSessionCache<User>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { state: SessionState<User>; at: number }>();
  const byUser = new Map<string, Set<string>>();
  let generation = 0;
  let live = false;

  const drop = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const sessions = byUser.get(entry.state.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(entry.state.userId);
  };

  return {
    get(sessionId: string): SessionState<User> | undefined {
      if (!live) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.at > options.ttlMs) {
        drop(sessionId);
        return undefined;
      }
      return entry.state;
    },
    /** Take a ticket before reading the database; store() refuses it if anything was invalidated since. */
    ticket(): number {
      return generation;
    },
    store(sessionId: string, state: SessionState<User>, ticket: number): void {
      if (!live || ticket !== generation) return;
      if (entries.size >= options.maxEntries) drop(entries.keys().next().value!);
      entries.set(sessionId, { state, at: now() });
      let sessions = byUser.get(state.userId);
      if (!sessions) byUser.set(state.userId, (sessions = new Set()));
      sessions.add(sessionId);
    },
    forgetUser(userId: string): void {
      generation++;
      for (const sessionId of [...(byUser.get(userId) ?? [])]) drop(sessionId);
    },
    /** Whether notifications are known to arrive; false clears and disables the cache. */
    setLive(value: boolean): void {
      generation++;
      live = value;
      entries.clear();
      byUser.clear();
    },
    size: () => entries.size,
  };
}
