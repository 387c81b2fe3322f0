// A lifecycle as a transition table (Vendure's default-order-process.ts): for each state, the
// states it may move to and who may make each move. Every process of the shop (order, payment,
// inquiry, offer) is one such table; nothing else decides whether a move is legal.

/** `table[from][to]` lists the actors who may move from → to; a missing entry is no transition. */
export type TransitionTable<S extends string, A extends string> = {
  readonly [F in S]: { readonly [T in S]?: readonly A[] };
};

export type IllegalReason = 'unknown_state' | 'not_in_table' | 'actor_not_allowed';

/** An attempted move the table does not allow. Expected, so it is returned, not thrown. */
export class IllegalTransition extends Error {
  readonly code = 'illegal_transition' as const;
  constructor(
    readonly process: string,
    readonly from: string,
    readonly to: string,
    readonly actor: string,
    readonly reason: IllegalReason,
  ) {
    super(`${process}: ${actor} may not move ${from} → ${to} (${reason})`);
    this.name = 'IllegalTransition';
  }
}

export type TransitionResult<S extends string> = { ok: true; from: S; to: S } | { ok: false; error: IllegalTransition };

export class Process<S extends string, A extends string> {
  readonly states: readonly S[];

  constructor(
    readonly name: string,
    readonly table: TransitionTable<S, A>,
  ) {
    this.states = Object.keys(table) as S[];
    for (const from of this.states) {
      for (const to of Object.keys(table[from])) {
        if (!(to in table)) throw new Error(`${name}: ${from} → ${to} leads to an unknown state`);
      }
    }
  }

  isState(value: unknown): value is S {
    return typeof value === 'string' && Object.hasOwn(this.table, value);
  }

  /** Whether the table has from → to at all, whoever asks. */
  has(from: S, to: S): boolean {
    return this.isState(from) && this.isState(to) && Object.hasOwn(this.table[from], to);
  }

  /** Who may move from → to (empty when the table has no such move). */
  actors(from: S, to: S): readonly A[] {
    return this.has(from, to) ? (this.table[from][to] ?? []) : [];
  }

  /** The states `actor` may move to from `from` — what a UI offers (illegal moves are not shown). */
  next(from: S, actor?: A): S[] {
    if (!this.isState(from)) return [];
    const targets = Object.keys(this.table[from]) as S[];
    return actor === undefined ? targets : targets.filter((to) => this.actors(from, to).includes(actor));
  }

  isFinal(state: S): boolean {
    return this.next(state).length === 0;
  }

  transition(from: S, to: S, actor: A): TransitionResult<S> {
    const fail = (reason: IllegalReason): TransitionResult<S> => ({
      ok: false,
      error: new IllegalTransition(this.name, from, to, actor, reason),
    });
    if (!this.isState(from) || !this.isState(to)) return fail('unknown_state');
    if (!this.has(from, to)) return fail('not_in_table');
    if (!this.actors(from, to).includes(actor)) return fail('actor_not_allowed');
    return { ok: true, from, to };
  }

  /** Every move in the table as [from, to], in table order. */
  pairs(): [S, S][] {
    return this.states.flatMap((from) => this.next(from).map((to): [S, S] => [from, to]));
  }
}
