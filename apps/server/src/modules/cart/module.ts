// The cart module's factory: its repository and the cart service over it.
import type { Clock } from '../../core/clock.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createCartRepository } from './repository.ts';
import { createCartService, type CartDeps, type DiscountOf } from './service.ts';

export type CartModuleDeps = {
  uow: UnitOfWork;
  clock: Clock;
  catalogue: CartDeps['catalogue'];
  projects: CartDeps['projects'];
  /** A customer's partner discount (the partners module answers). */
  discountOf: DiscountOf;
};

/** Builds the cart module: a customer's cart, priced against the catalogue in force. */
export function createCartModule({ uow, clock, catalogue, projects, discountOf }: CartModuleDeps) {
  const cart = createCartService({ carts: createCartRepository(uow), catalogue, projects, uow, clock, discountOf });
  return { cart };
}

export type CartModule = ReturnType<typeof createCartModule>;
