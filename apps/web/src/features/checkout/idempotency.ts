// The Idempotency-Key of "place order" (issue 12 §3): one UUID per attempt, kept while the attempt
// is retried — a double click, a lost answer, a 5xx — so the server makes exactly one order; a new
// one only once the server gave a definite answer about the request (an order, or a refusal that
// a corrected request would not repeat).
import { isApiError } from '../../api/errors.ts';

export class OrderAttempt {
  private key: string | null = null;
  private readonly makeKey: () => string;

  constructor(makeKey: () => string = () => crypto.randomUUID()) {
    this.makeKey = makeKey;
  }

  /** The key to send now: the running attempt's, or a new one. */
  current(): string {
    this.key ??= this.makeKey();
    return this.key;
  }

  /**
   * After an answer: a definite one (an order, a 4xx refusal) ends the attempt, so the next click
   * is a new one; a network failure or a 5xx keeps the key, since the order may have been made.
   */
  settle(outcome: unknown): void {
    if (
      outcome === null ||
      (isApiError(outcome) && outcome.status >= 400 && outcome.status < 500 && outcome.code !== 'too_many_requests')
    )
      this.key = null;
  }
}
