// Seed §4: when the signed-in state changes, the user goes to home on sign-out (in every tab), and
// to /login with the current path remembered when the tokens ran out or were refused. Sign-in
// sends guest-only pages on through their guard; other open pages stay where they are.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/instance.ts';
import { notify } from '../ui/Toasts.tsx';
import { homeAfterSignOut, loginPath } from './redirect.ts';

export function SessionEvents() {
  const { loggedIn, endReason, ready } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const was = useRef(loggedIn);

  useEffect(() => {
    const before = was.current;
    was.current = loggedIn;
    if (!ready || !before || loggedIn) return;
    if (endReason === 'logout') {
      void navigate(homeAfterSignOut);
      return;
    }
    notify.warning(t('auth.sessionExpired'));
    void navigate(loginPath(location.pathname + location.search + location.hash), { replace: true });
    // Only the transition matters, not later moves of the location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, ready]);

  return null;
}
