// The seam through which app/ lets the inquiries feature put "Ask for an offer" on the cart page
// without the cart importing it (STYLE.md habit 6), as ui/designActions.tsx does for the price bar:
// the cart names its projects, app/ provides the button (loaded on demand with its texts).
import { createContext, useContext, type ComponentType } from 'react';

/** A saved project the customer may include in an inquiry. */
export interface OfferProject {
  projectId: string;
  name: string;
  thumbnail: string | null;
}

export type AskForOfferComponent = ComponentType<{ projects: OfferProject[] }>;

const AskForOfferContext = createContext<AskForOfferComponent | null>(null);

export const AskForOfferProvider = AskForOfferContext.Provider;

/** The cart's "Ask for an offer" app/ provides; null where there is none (tests, other apps). */
export function useAskForOffer(): AskForOfferComponent | null {
  return useContext(AskForOfferContext);
}

/**
 * The projects behind a list of cart items, once each and in the cart's order: a cart may hold a
 * project twice (a copy added beside it), and an item whose project was deleted has none to send.
 */
export function offerProjectsOf(
  items: readonly { projectId: string | null; name: string; thumbnail: string | null }[],
): OfferProject[] {
  const seen = new Set<string>();
  const projects: OfferProject[] = [];
  for (const item of items) {
    if (!item.projectId || seen.has(item.projectId)) continue;
    seen.add(item.projectId);
    projects.push({ projectId: item.projectId, name: item.name, thumbnail: item.thumbnail });
  }
  return projects;
}
