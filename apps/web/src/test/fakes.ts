// Test doubles for the API client: an in-memory Storage, a scripted fetch, and a Web Locks stand-in
// that, like the browser's, runs one holder of a lock at a time across every "tab" sharing it.
import type { TokenResponse } from '@kubik/contract/auth';
import type { LockManagerLike } from '../api/client.ts';

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

export class FakeLocks implements LockManagerLike {
  private tail: Promise<unknown> = Promise.resolve();
  request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
    const run = this.tail.then(callback, callback);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Responder = (call: FakeCall) => Response | Promise<Response>;

/** A fetch that records its calls and answers from a route table ("POST /api/auth/token"). */
export function fakeFetch(routes: Record<string, Responder>) {
  const calls: FakeCall[] = [];
  const fn = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const call: FakeCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    calls.push(call);
    const responder = routes[`${call.method} ${call.url}`];
    if (!responder) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    return responder(call);
  };
  return { fetch: fn as unknown as typeof fetch, calls };
}

export function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function tokens(now: number, token: string, accessMs = 60_000, refreshMs = 600_000): TokenResponse {
  return {
    token_type: 'Bearer',
    access_token: token,
    expires_in: accessMs / 1000,
    refresh_expires_in: refreshMs / 1000,
    access_expires_at: now + accessMs,
    refresh_expires_at: now + refreshMs,
  };
}

export const sampleUser = {
  id: 'u1',
  email: 'ana@kubik.test',
  name: 'Ana',
  scope: ['customer'],
  emailConfirmed: true,
  locale: 'sl',
  createdAt: '2026-01-01T00:00:00.000Z',
};
