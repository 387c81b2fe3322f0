// Registration signs the user in, but the register page sits behind the guest-only guard, which
// would send a freshly signed-in user to /dashboard before the page could move on. So the register
// page hands the answer over and goes to /verify-your-email, and that page (an open one) signs in.
import type { AppHref } from '@kubik/contract/pages';
import type { Registered } from './accountApi.ts';

let pending: Registered | null = null;

export function handOverSignIn(registered: Registered): void {
  pending = registered;
}

/** The registration answer waiting to sign in, once. */
export function takeSignIn(): Registered | null {
  const registered = pending;
  pending = null;
  return registered;
}

/** A path inside the app to go on to (the `?redirect=` a guest arrived with), or null. */
export function localPath(value: string | null): AppHref | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value as AppHref;
}
