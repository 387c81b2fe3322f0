// Every route of seed §2 with its layout and guard, in the order they are matched (the first whose
// pattern fits the path wins; none: the 404 page in the site layout). Pages other than the landing
// page are their own chunks (one per feature), so the configurator's code never reaches the landing page.
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { accountMessages, adminMessages, configuratorMessages, inquiriesMessages, loadMessages, projectsMessages, roomMessages, shopMessages, type MessageLoaders } from '../i18n/i18n.ts';
import { NotFoundPage } from './ErrorPage.tsx';
import type { GuardKind } from './guards.tsx';
import { lazyPage, type Page } from './lazyPage.ts';

/** A page's chunk together with the parts of the messages it uses (i18n/messageParts.ts). */
function withTexts<M>(load: () => Promise<M>, ...parts: MessageLoaders[]): () => Promise<M> {
  return () => Promise.all([load(), ...parts.map(loadMessages)]).then(([module]) => module);
}

// The configurator's, the shop's and the account pages' texts come with their code: the landing page loads none of them.
const configurator = withTexts(() => import('../features/configurator/ConfiguratorPages.tsx'), configuratorMessages, shopMessages);
// /configuration (the ready-made designs) in a chunk of its own: the editor's first visit does not carry it.
const gallery = withTexts(() => import('../features/configurator/ConfigurationPage.tsx'), configuratorMessages, shopMessages);
// The same chunk, with the inquiry texts for an inquiry's frozen item.
const inquiryDesign = withTexts(() => import('../features/configurator/ConfiguratorPages.tsx'), configuratorMessages, shopMessages, inquiriesMessages);
const register = withTexts(() => import('../features/account/RegisterPage.tsx'), accountMessages);
const emailPages = withTexts(() => import('../features/account/EmailPages.tsx'), accountMessages);
const passwordPages = withTexts(() => import('../features/account/PasswordPages.tsx'), accountMessages);
const account = withTexts(() => import('../features/account/AccountPage.tsx'), accountMessages);
const mailbox = withTexts(() => import('../features/account/MailboxPage.tsx'), accountMessages);
const login = () => import('../features/auth/LoginPage.tsx');
const cart = withTexts(() => import('../features/cart/CartPages.tsx'), shopMessages);
const checkout = withTexts(() => import('../features/checkout/CheckoutPage.tsx'), shopMessages, accountMessages, inquiriesMessages);
const orders = withTexts(() => import('../features/orders/OrderHistoryPage.tsx'), shopMessages);
// With the inquiries' texts: an order made from an accepted offer says so and leads to the inquiries.
const order = withTexts(() => import('../features/orders/OrderPage.tsx'), shopMessages, inquiriesMessages);
const dashboard = withTexts(() => import('../features/dashboard/DashboardPages.tsx'), inquiriesMessages);
const inquiryList = withTexts(() => import('../features/inquiries/InquiryListPage.tsx'), inquiriesMessages);
const admin = withTexts(() => import('../features/admin/AdminPages.tsx'), shopMessages, adminMessages);
const catalogueEditor = withTexts(() => import('../features/admin/catalogue/CatalogueEditorPage.tsx'), adminMessages);
const inquiry = withTexts(() => import('../features/inquiry/InquiryPage.tsx'), shopMessages, inquiriesMessages);
// The admin chunk again, with the inquiries' texts (state names) for staff's inquiry list.
const adminInquiries = withTexts(() => import('../features/admin/AdminPages.tsx'), shopMessages, adminMessages, inquiriesMessages);
const projects = withTexts(() => import('../features/projects/ProjectsPage.tsx'), projectsMessages);
// A piece's page (a label's QR code): its texts are the projects part's, the loading line the shop's.
const projectPiece = withTexts(() => import('../features/projects/ProjectPiecePage.tsx'), projectsMessages, shopMessages);
const adminPiece = withTexts(() => import('../features/admin/AdminPages.tsx'), shopMessages, adminMessages, projectsMessages);
// What a phone opens from "View in your room"'s QR code (issue 23): public, the token is the right.
const arPage = withTexts(() => import('../features/ar/ArPage.tsx'), roomMessages);
const partner = withTexts(() => import('../features/dashboard/partner/PartnerPages.tsx'), inquiriesMessages, shopMessages);

export interface AppRoute {
  /** wouter's (regexparam's) pattern: `:name` a segment, `:name?` an optional one. */
  path: string;
  layout: 'site' | 'plain';
  guard: GuardKind;
  page: Page;
}

const site = (path: string, page: Page, guard: GuardKind = 'open'): AppRoute => ({ path, layout: 'site', guard, page });
const plain = (path: string, page: Page, guard: GuardKind = 'open'): AppRoute => ({ path, layout: 'plain', guard, page });

export const routes: AppRoute[] = [
  site('/', { Component: LandingPage }),
  site('/configuration', lazyPage(gallery, (m) => m.ConfigurationPage)),
  site('/configurator', lazyPage(configurator, (m) => m.NewConfiguratorPage)),
  site('/configurator/share/:shareId', lazyPage(configurator, (m) => m.SharedProjectPage)),
  site('/configurator/inquiry/:inquiryId?/:seqId', lazyPage(inquiryDesign, (m) => m.InquiryDesignPage)),
  site('/configurator/order/:orderId?/:seqId', lazyPage(configurator, (m) => m.OrderDesignPage)),
  site('/configurator/:projectId', lazyPage(configurator, (m) => m.SavedProjectPage)),
  site('/shopping-cart', lazyPage(cart, (m) => m.CartPage)),
  site('/ar/:token', lazyPage(arPage, (m) => m.ArPage)),
  site('/shopping-cart/check-out', lazyPage(checkout, (m) => m.CheckoutPage), 'auth'),
  site('/dashboard', lazyPage(dashboard, (m) => m.DashboardPage), 'auth'),
  site('/dashboard/account', lazyPage(account, (m) => m.AccountPage), 'auth'),
  site('/dashboard/order-history', lazyPage(orders, (m) => m.OrderHistoryPage), 'auth'),
  site('/dashboard/order-history/:orderId', lazyPage(order, (m) => m.OrderPage), 'auth'),
  site('/dashboard/projects', lazyPage(projects, (m) => m.ProjectsPage), 'auth'),
  site('/dashboard/projects/:projectId/pieces/:piece', lazyPage(projectPiece, (m) => m.ProjectPiecePage), 'auth'),
  site('/dashboard/inquiries/:inquiryId', lazyPage(inquiry, (m) => m.InquiryPage), 'auth'),
  site('/dashboard/inquiries', lazyPage(inquiryList, (m) => m.InquiryListPage), 'auth'),
  site('/dashboard/admin/orders', lazyPage(admin, (m) => m.AdminOrdersPage), 'admin'),
  site('/dashboard/admin/orders/:orderId', lazyPage(admin, (m) => m.AdminOrderPage), 'admin'),
  site('/dashboard/admin/orders/:orderRef/pieces/:piece', lazyPage(adminPiece, (m) => m.AdminPiecePage), 'admin'),
  site('/dashboard/admin/projects', lazyPage(admin, (m) => m.AdminProjectsPage), 'admin'),
  site('/dashboard/admin/users', lazyPage(admin, (m) => m.AdminUsersPage), 'admin'),
  site('/dashboard/admin/users/:userId', lazyPage(admin, (m) => m.AdminUserPage), 'admin'),
  site('/dashboard/admin/inquiries', lazyPage(adminInquiries, (m) => m.AdminInquiriesPage), 'admin'),
  site('/dashboard/admin/partners/:partnerId?', lazyPage(admin, (m) => m.AdminPartnersPage), 'admin'),
  site('/dashboard/admin/mailbox', lazyPage(mailbox, (m) => m.MailboxPage), 'admin'),
  site('/dashboard/admin/configurations', lazyPage(admin, (m) => m.AdminConfigurationsPage), 'admin'),
  site('/dashboard/admin/catalogue', lazyPage(catalogueEditor, (m) => m.CatalogueEditorPage), 'admin'),
  site('/dashboard/admin/jobs', lazyPage(admin, (m) => m.AdminJobsPage), 'admin'),
  site('/dashboard/partner/customers/:customerId', lazyPage(partner, (m) => m.PartnerCustomerPage), 'partner'),
  site('/dashboard/partner/orders/:orderId', lazyPage(partner, (m) => m.PartnerOrderPage), 'partner'),
  site('/dashboard/partner/users', lazyPage(partner, (m) => m.PartnerUsersPage), 'partner-admin'),
  plain('/login', lazyPage(login, (m) => m.LoginPage), 'guest'),
  plain('/register', lazyPage(register, (m) => m.RegisterPage), 'guest'),
  plain('/forgot-password', lazyPage(passwordPages, (m) => m.ForgotPasswordPage), 'guest'),
  plain('/password-reset', lazyPage(passwordPages, (m) => m.PasswordResetPage)),
  plain('/confirm-email', lazyPage(emailPages, (m) => m.ConfirmEmailPage)),
  plain('/verify-your-email', lazyPage(emailPages, (m) => m.VerifyEmailPage)),
];

/** What a path no route takes shows: the 404 page, in the site layout. */
export const notFoundRoute: AppRoute = site('/*', { Component: NotFoundPage });

/** The route a path (without its query) shows, with its parameters (still URL-encoded). */
export function matchAppRoute(pathname: string, table: readonly AppRoute[] = routes): { route: AppRoute; params: Record<string, string | undefined> } {
  for (const route of table) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}
