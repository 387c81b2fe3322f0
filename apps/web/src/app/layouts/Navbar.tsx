// The header's navbar: logo, configurator, cart with its count, sign-in or the account menu, and
// the language switcher. app/ composes the features; they do not know about each other.
import { Link, NavLink } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu.tsx';
import { CartLink } from '../../features/cart/CartLink.tsx';
import { LanguageSwitcher } from '../../features/i18n-switcher/LanguageSwitcher.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('nav.home')}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="logo__mark">
        <rect width="32" height="32" rx="6" />
        <path d="M8 10h16v12H8zM16 10v12M8 16h16" />
      </svg>
      <span className="logo__word">Kubik</span>
    </Link>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <nav className="navbar" aria-label={t('nav.label')}>
        <Logo />
        <ul className="navbar__links">
          <li>
            <NavLink to="/configurator" className="nav-link">
              {t('nav.configurator')}
            </NavLink>
          </li>
        </ul>
        <div className="navbar__end">
          <ErrorBoundary fallback={() => null}>
            <CartLink />
          </ErrorBoundary>
          <ErrorBoundary fallback={() => null}>
            <AccountMenu />
          </ErrorBoundary>
          <LanguageSwitcher />
        </div>
      </nav>
    </header>
  );
}
