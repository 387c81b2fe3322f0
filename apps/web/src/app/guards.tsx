// Route guards (seed §2, §6). Sign-in required: a guest goes to /login and the requested path is
// remembered; a user who signs out here goes to /. Guest-only: a signed-in user goes to the
// remembered path or /dashboard. Admin: without the `admin` scope the 404 page, so admin pages
// are not revealed to anyone else. Partner (and partner-admin): the same with the `partner` (and
// `partner-admin`) scope; the server answers 404 to anyone without a partner membership anyway.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasScope } from '../api/shapes.ts';
import { useSession } from '../api/instance.ts';
import { Navigate, useLocation, useSearchParams } from '../ui/routing.tsx';
import { NotFoundPage } from './ErrorPage.tsx';
import { homeAfterSignIn, homeAfterSignOut, loginPath, safeRedirect } from './redirect.ts';

export type GuardKind = 'open' | 'auth' | 'guest' | 'admin' | 'partner' | 'partner-admin';

function SessionPending() {
  const { t } = useTranslation();
  return (
    <p className="session-pending" role="status">
      {t('session.checking')}
    </p>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const wasSignedIn = useRef(session.loggedIn);
  useEffect(() => {
    if (session.loggedIn) wasSignedIn.current = true;
  }, [session.loggedIn]);
  if (!session.ready) return <SessionPending />;
  if (!session.loggedIn) {
    const signedOutHere = wasSignedIn.current && session.endReason === 'logout';
    const to = signedOutHere ? homeAfterSignOut : loginPath(location.pathname + location.search + location.hash);
    return <Navigate to={to} replace />;
  }
  return children;
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (!session.ready) return <SessionPending />;
  if (session.loggedIn) return <Navigate to={safeRedirect(params.get('redirect')) ?? homeAfterSignIn} replace />;
  return children;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.ready) return <SessionPending />;
  if (!hasScope(session.user, 'admin')) return <NotFoundPage />;
  return children;
}

export function RequirePartner({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.ready) return <SessionPending />;
  if (!hasScope(session.user, 'partner')) return <NotFoundPage />;
  return children;
}

/** Inside RequirePartner: the partner's own admin pages (its users). */
export function RequirePartnerAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.ready) return <SessionPending />;
  if (!hasScope(session.user, 'partner') || !hasScope(session.user, 'partner-admin')) return <NotFoundPage />;
  return children;
}

const guards = { auth: RequireAuth, guest: GuestOnly, admin: RequireAdmin, partner: RequirePartner } as const;

/** The route's page behind its guard (routes.tsx names it). */
export function Guarded({ guard, children }: { guard: GuardKind; children: ReactNode }) {
  if (guard === 'open') return children;
  if (guard === 'partner-admin') {
    return (
      <RequirePartner>
        <RequirePartnerAdmin>{children}</RequirePartnerAdmin>
      </RequirePartner>
    );
  }
  const Guard = guards[guard];
  return <Guard>{children}</Guard>;
}
