// Seed §5: a remembered redirect target is a path starting with "/" made of letters, digits and
// @ - % _ ~ . : /, optionally followed by a query and a fragment. Anything else is dropped — and
// so is "//host", which browsers read as another site.
import type { AppHref } from '@kubik/contract/pages';

const allowed = /^\/[A-Za-z0-9@\-%_~.:/]*(\?[A-Za-z0-9@\-%_~.:/=&+,;!*'()[\]]*)?(#[A-Za-z0-9@\-%_~.:/=&+,;!*'()]*)?$/;

export const homeAfterSignIn: AppHref = '/dashboard';
export const homeAfterSignOut: AppHref = '/';

/** A remembered path checked as safe (not as one of the app's pages: an unknown one shows the 404 page). */
export function safeRedirect(value: string | null | undefined): AppHref | null {
  if (!value || value.length > 2048) return null;
  if (value.startsWith('//') || !allowed.test(value)) return null;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login#')) return null;
  return value as AppHref;
}

export function loginPath(requested: string): AppHref {
  const target = safeRedirect(requested);
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
