// Seed §2, §8: when a route's code fails to load (a deploy replaced the chunks, the network
// dropped), reload the page once to pick up the current build — at most once per 60 s, so a
// chunk that keeps failing shows the error page instead of reloading forever.
export const chunkReloadGuardMs = 60_000;
export const chunkReloadKey = 'kubik.chunk-reload-at';

const chunkErrorPatterns = [
  /Loading chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

let navigationTarget: string | null = null;

/** The path a navigation in progress is heading to: a reload should land there, not where it left. */
export function setNavigationTarget(path: string | null): void {
  navigationTarget = path;
}

/** Loads the page the user was going to (or the current one) afresh from the server. */
export function reloadToTarget(): void {
  if (
    navigationTarget &&
    navigationTarget !== window.location.pathname + window.location.search + window.location.hash
  ) {
    window.location.assign(navigationTarget);
  } else {
    window.location.reload();
  }
}

/** Reloads unless it already did so within the guard window; true when a reload was started. */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = reloadToTarget,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(chunkReloadKey) ?? 0);
  if (Number.isFinite(last) && now - last < chunkReloadGuardMs) return false;
  storage.setItem(chunkReloadKey, String(now));
  reload();
  return true;
}
