// Seed §9: a data-loading state, once shown, stays at least 200 ms so it does not flicker.
import { useEffect, useRef, useState } from 'react';

export const minimumLoadingMs = 200;

export function useMinimumDuration(active: boolean, minimumMs: number = minimumLoadingMs): boolean {
  const [shown, setShown] = useState(active);
  const since = useRef<number>(active ? Date.now() : 0);

  useEffect(() => {
    if (active) {
      since.current = Date.now();
      setShown(true);
      return;
    }
    const left = minimumMs - (Date.now() - since.current);
    if (left <= 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, [active, minimumMs]);

  return active || shown;
}
