import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrderPolicy,
  customerMayCancel,
  grantableOrderMoves,
  orderActors,
  orderProcess,
  orderStatuses,
  transitionOrder,
  type OrderActor,
  type OrderStatus,
} from './order-process.ts';
import { IllegalTransition } from './process.ts';

describe('order process', () => {
  it('walks the happy path as staff', () => {
    const path: OrderStatus[] = ['submitted', 'confirmed', 'in_production', 'shipped', 'delivered'];
    for (let i = 1; i < path.length; i++) {
      expect(transitionOrder(path[i - 1]!, path[i]!, 'staff')).toEqual({ ok: true, from: path[i - 1], to: path[i] });
    }
    expect(orderProcess().isFinal('delivered')).toBe(true);
    expect(orderProcess().isFinal('cancelled')).toBe(true);
  });

  it('lets the customer cancel only while submitted', () => {
    expect(transitionOrder('submitted', 'cancelled', 'customer').ok).toBe(true);
    const late = transitionOrder('confirmed', 'cancelled', 'customer');
    expect(late.ok).toBe(false);
    if (!late.ok) {
      expect(late.error).toBeInstanceOf(IllegalTransition);
      expect(late.error).toMatchObject({
        code: 'illegal_transition',
        process: 'order',
        from: 'confirmed',
        to: 'cancelled',
        actor: 'customer',
        reason: 'actor_not_allowed',
      });
    }
    expect(orderStatuses.filter(customerMayCancel)).toEqual(['submitted']);
    expect(transitionOrder('submitted', 'confirmed', 'customer').ok).toBe(false);
  });

  it('refuses moves outside the table for everybody, staff included', () => {
    for (const [from, to] of [
      ['submitted', 'shipped'],
      ['delivered', 'cancelled'],
      ['cancelled', 'submitted'],
      ['shipped', 'cancelled'],
      ['confirmed', 'confirmed'],
    ] as const) {
      const r = transitionOrder(from, to, 'staff');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.reason).toBe('not_in_table');
    }
    const bogus = transitionOrder('submitted', 'lost' as OrderStatus, 'staff');
    expect(!bogus.ok && bogus.error.reason).toBe('unknown_state');
  });

  it('gives partners only the moves the admin granted', () => {
    expect(orderProcess().next('shipped', 'partner')).toEqual([]);
    const policy = {
      partnerMay: [
        ['shipped', 'delivered'],
        ['submitted', 'confirmed'],
      ] as const,
    };
    expect(checkOrderPolicy(policy)).toEqual({ ok: true });
    expect(transitionOrder('shipped', 'delivered', 'partner', policy).ok).toBe(true);
    expect(transitionOrder('submitted', 'confirmed', 'partner', policy).ok).toBe(true);
    expect(transitionOrder('confirmed', 'in_production', 'partner', policy).ok).toBe(false);
    // Granting partners a move does not change who else may make it.
    expect(orderProcess(policy).actors('shipped', 'delivered')).toEqual(['staff', 'partner']);
    expect(orderProcess().actors('shipped', 'delivered')).toEqual(['staff']);
    // A grant of a move the table does not have is reported, and gives nothing.
    const bad = { partnerMay: [['submitted', 'delivered']] as const };
    expect(checkOrderPolicy(bad)).toEqual({ ok: false, unknown: [['submitted', 'delivered']] });
    expect(transitionOrder('submitted', 'delivered', 'partner', bad).ok).toBe(false);
  });

  it('offers in the UI exactly the moves it would accept', () => {
    const policy = { partnerMay: grantableOrderMoves };
    for (const from of orderStatuses) {
      for (const actor of orderActors) {
        for (const to of orderStatuses) {
          expect(transitionOrder(from, to, actor, policy).ok).toBe(orderProcess(policy).next(from, actor).includes(to));
        }
      }
    }
  });

  it('never leaves the table, whatever sequence of moves is tried', () => {
    const attempt = fc.record({
      to: fc.constantFrom(...orderStatuses),
      actor: fc.constantFrom<OrderActor>(...orderActors),
    });
    const policy = fc.subarray([...grantableOrderMoves]).map((partnerMay) => ({ partnerMay }));
    fc.assert(
      fc.property(policy, fc.array(attempt, { maxLength: 30 }), (p, attempts) => {
        const process = orderProcess(p);
        let state: OrderStatus = 'submitted';
        const visited: OrderStatus[] = [state];
        for (const { to, actor } of attempts) {
          const r = transitionOrder(state, to, actor, p);
          if (r.ok) {
            expect(process.has(state, to)).toBe(true);
            expect(process.actors(state, to)).toContain(actor);
            state = r.to;
            visited.push(state);
          }
        }
        expect(visited.every((s) => orderStatuses.includes(s))).toBe(true);
        // The lifecycle only moves forward: no state is visited twice.
        expect(new Set(visited).size).toBe(visited.length);
      }),
    );
  });
});
