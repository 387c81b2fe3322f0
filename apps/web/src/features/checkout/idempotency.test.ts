import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { OrderAttempt } from './idempotency.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('the Idempotency-Key of placing an order', () => {
  it('stays the same across retries of one attempt: a lost answer, a 5xx, a 429', () => {
    const attempt = new OrderAttempt(counter());
    expect(attempt.current()).toBe('key-1');
    attempt.settle(new TypeError('Failed to fetch'));
    expect(attempt.current()).toBe('key-1');
    attempt.settle(new ApiError(502, 'payment_provider_error', 'down'));
    expect(attempt.current()).toBe('key-1');
    attempt.settle(new ApiError(429, 'too_many_requests', 'slow down'));
    expect(attempt.current()).toBe('key-1');
  });

  it('starts a new attempt after an order was made or the request was refused', () => {
    const attempt = new OrderAttempt(counter());
    expect(attempt.current()).toBe('key-1');
    attempt.settle(null);
    expect(attempt.current()).toBe('key-2');
    attempt.settle(new ApiError(409, 'prices_changed', 'dearer'));
    expect(attempt.current()).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(new OrderAttempt().current()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
