// Whether the main pointer is a finger (CSS `pointer: coarse`): touch screens say "tap", not "click".
import { useSyncExternalStore } from 'react';

const query = '(pointer: coarse)';
const media = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(query));

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const coarse = () => media()?.matches ?? false;

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarse, () => false);
}
