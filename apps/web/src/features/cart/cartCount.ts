// How many items the cart holds, for the header badge. The cart itself arrives with the shop
// issue; until then the count is the empty cart's, and the shop code will set it from the API.
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export function setCartCount(next: number): void {
  count = Math.max(0, Math.trunc(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, () => count, () => count);
}
