// Sign-in link for guests; for a signed-in user a menu button with the account's pages and
// sign-out. Escape (focus in the menu), focus leaving it, a click outside or a tap outside (a touch
// that moved under 20 px) closes it; for 300 ms after a touch closed it, the button ignores the
// ghost click that follows (seed §9).
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link, NavLink, useLocation } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { User } from '@kubik/contract/auth';
import { hasScope } from '../../api/shapes.ts';
import { session, useSession } from '../../api/instance.ts';
import { isTap, type Point } from '../../ui/tap.ts';
import { notify } from '../../ui/Toasts.tsx';

/** Seed §9: popover close is suppressed for 300 ms after a touch-based close. */
const touchCloseGuardMs = 300;

export function AccountMenu() {
  const { t } = useTranslation();
  const { user, loggedIn, ready } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const touchClosedAt = useRef(0);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useDismissOnOutside(open, setOpen, root, touchClosedAt);

  if (!ready) return <span className="account-menu__pending" aria-hidden="true" />;
  if (!loggedIn || !user) {
    return (
      <Link to="/login" className="button button--secondary nav-signin">
        {/* On a phone only the icon shows; the words stay the link's name. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="nav-signin__icon">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
        </svg>
        <span className="nav-signin__label">{t('nav.signIn')}</span>
      </Link>
    );
  }

  async function signOut() {
    setOpen(false);
    try {
      await session.logout();
      notify.success(t('auth.signedOut'));
    } catch {
      notify.error(t('auth.errors.generic'));
    }
  }

  // Escape is heard on the menu itself, where the focus is while it is used: a handler React holds
  // from the first render, never one an effect adds a moment after the menu opened.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };
  // The focus leaving the menu (Tab past its last item) closes it, as a disclosure menu does.
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };

  const initial = (user.name || user.email).charAt(0).toUpperCase();
  return (
    <div className="account-menu" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (Date.now() - touchClosedAt.current < touchCloseGuardMs) return;
          setOpen((value) => !value);
        }}
      >
        <span className="account-menu__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="account-menu__name">{user.name || user.email}</span>
        <span className="visually-hidden">{t('nav.accountMenu')}</span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__email">{user.email}</p>
        <AccountLinks user={user} />
        <button type="button" className="button button--ghost account-menu__signout" onClick={() => void signOut()}>
          {t('nav.signOut')}
        </button>
      </div>
    </div>
  );
}

/**
 * While the menu is open: a click outside or a tap outside (a touch that moved under 20 px) closes
 * it; a tap's close is noted for the ghost-click guard.
 */
function useDismissOnOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  root: RefObject<HTMLDivElement | null>,
  touchClosedAt: RefObject<number>,
) {
  useEffect(() => {
    if (!open) return;
    let touchStart: Point | null = null;
    const outside = (target: EventTarget | null) => !root.current?.contains(target as Node);
    const onMouseDown = (event: MouseEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touchStart && touch && isTap(touchStart, { x: touch.clientX, y: touch.clientY }) && outside(event.target)) {
        touchClosedAt.current = Date.now();
        setOpen(false);
      }
      touchStart = null;
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, [open, setOpen, root, touchClosedAt]);
}

/** The account's pages, with the partner-admin's and the admin's own where the user has the scope. */
function AccountLinks({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <NavLink to="/dashboard" end>
          {t('nav.dashboard')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/projects">{t('nav.projects')}</NavLink>
      </li>
      <li>
        <NavLink to="/dashboard/order-history">{t('nav.orders')}</NavLink>
      </li>
      {hasScope(user, 'customer') ? (
        <li>
          <NavLink to="/dashboard/inquiries">{t('nav.inquiries')}</NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/dashboard/account">{t('nav.account')}</NavLink>
      </li>
      {hasScope(user, 'partner-admin') ? (
        <li>
          <NavLink to="/dashboard/partner/users">{t('nav.partnerUsers')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/orders">{t('nav.admin')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/inquiries">{t('nav.adminInquiries')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/partners">{t('nav.partners')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/mailbox">{t('nav.mailbox')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/configurations">{t('nav.configurations')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/catalogue">{t('nav.catalogue')}</NavLink>
        </li>
      ) : null}
      {hasScope(user, 'admin') ? (
        <li>
          <NavLink to="/dashboard/admin/jobs">{t('nav.jobs')}</NavLink>
        </li>
      ) : null}
    </ul>
  );
}
