// The two layouts of seed §2: the site layout with the header and navbar, and the plain
// container (sign-in and the other account screens) with just the logo and the language choice.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactButton } from '../../features/contact/ContactButton.tsx';
import { LanguageSwitcher } from '../../features/i18n-switcher/LanguageSwitcher.tsx';
import { inquiriesMessages, loadMessages } from '../../i18n/i18n.ts';
import { AskForOfferProvider } from '../../ui/askForOffer.ts';
import { DesignActionsProvider } from '../../ui/designActions.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useLocation } from '../../ui/routing.tsx';
import { AppLoading } from '../AppLoading.tsx';
import { RouteErrorPage } from '../ErrorPage.tsx';
import { Logo, Navbar } from './Navbar.tsx';

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skip')}
    </a>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p>{t('footer.note', { year: new Date().getFullYear() })}</p>
      <ContactButton />
    </footer>
  );
}

// The frame both layouts share: skip link, a header, the routed page inside an error boundary
// that resets on navigation (a page whose code is still loading shows the loading line), and the footer.
function Shell({ variant, header, children }: { variant?: 'plain'; header: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <div className={variant === 'plain' ? 'shell shell--plain' : 'shell'}>
      <SkipLink />
      {header}
      <main id="main" className={variant === 'plain' ? 'container container--narrow' : 'container'} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname} fallback={(error) => <RouteErrorPage error={error} />}>
          <Suspense fallback={<AppLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/** The shop's price-bar buttons for the configurator, loaded when a configurator shows them (their texts are the shop's). */
const ShopPriceActions = lazy(() => import('../ShopPriceActions.tsx'));
/** The cart's "Ask for an offer", loaded likewise when the cart shows it. */
const CartAskForOffer = lazy(() =>
  Promise.all([import('../../features/inquiries/AskForOffer.tsx'), loadMessages(inquiriesMessages)]).then(
    ([module]) => ({ default: module.AskForOfferFromCart }),
  ),
);

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <DesignActionsProvider value={ShopPriceActions}>
      <AskForOfferProvider value={CartAskForOffer}>
        <Shell header={<Navbar />}>{children}</Shell>
      </AskForOfferProvider>
    </DesignActionsProvider>
  );
}

export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <Shell
      variant="plain"
      header={
        <header className="plain-header">
          <Logo />
          <LanguageSwitcher />
        </header>
      }
    >
      {children}
    </Shell>
  );
}
