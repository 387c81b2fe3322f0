// Which errors mean "the database cannot be reached", and the outage's two log lines.
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './errors.ts';
import { watchDatabase } from './outage.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle's DrizzleQueryError keeps the driver's error as its cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('connection errors', () => {
  it('knows an unreachable database by code, SQLSTATE or the driver’s words, however wrapped', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      wrapped(withCode('ECONNRESET')),
      wrapped(withCode('57P01', 'terminating connection due to administrator command')),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
    ])
      expect(isConnectionError(error)).toBe(true);
  });

  it('leaves every other failure to be a 500 and logged', () => {
    for (const error of [
      new Error('boom'),
      withCode('23505'),
      wrapped(withCode('42P01')),
      withCode('57014', 'canceling statement due to statement timeout'),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isConnectionError(error)).toBe(false);
    }
  });
});

describe('the outage watch', () => {
  it('logs an outage once however many requests fail, and its end once the database answers', async () => {
    const logged: string[] = [];
    let answers = false;
    let asked = 0;
    const watch = watchDatabase({
      ping: async () => (asked++, answers),
      log: { error: (_d, m) => logged.push(m), info: (_d, m) => logged.push(m) },
      probeEveryMs: 5,
    });
    for (let i = 0; i < 50; i++) expect(watch.caught(withCode('ECONNREFUSED'))).toBe(true);
    expect(watch.caught(new Error('a bug'))).toBe(false);
    expect([logged, watch.down()]).toEqual([['database unreachable'], true]);
    while (asked < 3) await new Promise((r) => setTimeout(r, 5));
    answers = true;
    while (watch.down()) await new Promise((r) => setTimeout(r, 5));
    expect(logged).toEqual(['database unreachable', 'database back']);
    watch.caught(withCode('57P01'));
    expect(logged).toEqual(['database unreachable', 'database back', 'database unreachable']);
    watch.stop();
  });
});
