// The seam through which app/ lets the shop put its buttons ("Add to cart", "Ask for an offer") into
// the configurator's price bar without either feature importing the other (STYLE.md habit 6): the
// configurator describes the design in hand as a `DesignForShop`, app/ provides the component that
// renders the buttons for it, loaded on demand so the configurator's route does not carry the shop.
import { createContext, useContext, type ComponentType } from 'react';

/** What the configurator tells the shop about the design on screen. */
export interface DesignForShop {
  /** The saved project the design is; null for a design not saved as a project yet (a draft). */
  projectId: string | null;
  name: string;
  /** Whether the design has no error findings (only those may be ordered). */
  orderable: boolean;
  /**
   * Makes sure the server holds the design as it is on screen before the shop takes it: a saved
   * project saves its pending edits and answers its id. A draft cannot be added where it is: a
   * signed-in user's draft becomes a project and the page moves to it with `intent` set (answers
   * "moved"); a guest's draft is kept in this browser for after sign-in (answers "guest").
   */
  save(intent: DesignIntent): Promise<{ projectId: string } | 'moved' | 'guest' | 'failed'>;
  /** What the customer set out to do before the page changed (sign-in, saving a draft); null when nothing. */
  intent: DesignIntent | null;
  /** Forgets the intent once done (the address loses it, so a reload does not repeat it). */
  clearIntent(): void;
  /** The address a guest comes back to after sign-in or registration to finish `intent`. */
  returnPath(intent: DesignIntent): string;
}

/** `cart`: add it to the cart; `inquiry`: ask for an offer on it (features/inquiries). */
export type DesignIntent = 'cart' | 'inquiry';

export const designIntents: readonly DesignIntent[] = ['cart', 'inquiry'];

export type DesignActionsComponent = ComponentType<{ design: DesignForShop }>;

const DesignActionsContext = createContext<DesignActionsComponent | null>(null);

export const DesignActionsProvider = DesignActionsContext.Provider;

/** The shop's price-bar buttons app/ provides; null where there are none (tests, other apps). */
export function useDesignActions(): DesignActionsComponent | null {
  return useContext(DesignActionsContext);
}
