// "Is this sign-in still open?" for many requests at once. Each signed-in request on PostgreSQL
// asks before it trusts its cached sign-in (decision 0022). One query runs at a time; the ids asked
// while it runs wait and go together in the next one. So under load many requests share one round
// trip, and the answer stays exact: a request never joins a query that started before it arrived,
// so it sees every revocation committed before it came in. A read that hangs (a database behind a
// broken network) fails its requests after `timeoutMs` as ETIMEDOUT (503, db/errors.ts), and the
// next read goes ahead, so one stuck query cannot hold every signed-in request.
export type OpenSessions = (sessionId: string) => Promise<boolean>;

export function createOpenSessions(
  read: (sessionIds: string[]) => Promise<Set<string>>,
  timeoutMs = 5000,
): OpenSessions {
  type Waiter = { resolve: (open: boolean) => void; reject: (error: unknown) => void };
  let waiting = new Map<string, Waiter[]>();
  let running = false;

  const flush = async () => {
    if (running || waiting.size === 0) return;
    const batch = waiting;
    waiting = new Map();
    running = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`the session check took over ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
          timeoutMs,
        );
      });
      const open = await Promise.race([read([...batch.keys()]), late]);
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(open.has(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    } finally {
      clearTimeout(timer);
      running = false;
      void flush();
    }
  };

  return (sessionId) =>
    new Promise<boolean>((resolve, reject) => {
      const waiters = waiting.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(sessionId, [{ resolve, reject }]);
      void flush();
    });
}
