// Every route of seed §2 with its layout and guard, in the order they are matched (the first whose
// pattern fits the path wins; none: the 404 page in the site layout). Pages other than the landing
// page are their own chunks (one per feature), so the configurator's code never reaches the landing page.
import { pagePatterns } from '@kubik/contract/pages';
import { parse } from 'regexparam';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import {
  accountMessages,
  adminMessages,
  configuratorMessages,
  inquiriesMessages,
  loadMessages,
  projectsMessages,
  roomMessages,
  shopMessages,
  type MessageLoaders,
} from '../i18n/i18n.ts';
import { NotFoundPage } from './ErrorPage.tsx';
import type { GuardKind } from './guards.tsx';
import { lazyPage, type Page } from './lazyPage.ts';

/** A page's chunk together with the parts of the messages it uses (i18n/messageParts.ts). */
function withTexts<M>(load: () => Promise<M>, ...parts: MessageLoaders[]): () => Promise<M> {
  return () => Promise.all([load(), ...parts.map(loadMessages)]).then(([module]) => module);
}

// The configurator's, the shop's and the account pages' texts come with their code: the landing page loads none of them.
const configurator = withTexts(
  () => import('../features/configurator/ConfiguratorPages.tsx'),
  configuratorMessages,
  shopMessages,
);
// /configuration (the ready-made designs) in a chunk of its own: the editor's first visit does not carry it.
const gallery = withTexts(
  () => import('../features/configurator/ConfigurationPage.tsx'),
  configuratorMessages,
  shopMessages,
);
// The same chunk, with the inquiry texts for an inquiry's frozen item.
const inquiryDesign = withTexts(
  () => import('../features/configurator/ConfiguratorPages.tsx'),
  configuratorMessages,
  shopMessages,
  inquiriesMessages,
);
const register = withTexts(() => import('../features/account/RegisterPage.tsx'), accountMessages);
const emailPages = withTexts(() => import('../features/account/EmailPages.tsx'), accountMessages);
const passwordPages = withTexts(() => import('../features/account/PasswordPages.tsx'), accountMessages);
const account = withTexts(() => import('../features/account/AccountPage.tsx'), accountMessages);
const mailbox = withTexts(() => import('../features/account/MailboxPage.tsx'), accountMessages);
const login = () => import('../features/auth/LoginPage.tsx');
const cart = withTexts(() => import('../features/cart/CartPages.tsx'), shopMessages);
const checkout = withTexts(
  () => import('../features/checkout/CheckoutPage.tsx'),
  shopMessages,
  accountMessages,
  inquiriesMessages,
);
const orders = withTexts(() => import('../features/orders/OrderHistoryPage.tsx'), shopMessages);
// With the inquiries' texts: an order made from an accepted offer says so and leads to the inquiries.
const order = withTexts(() => import('../features/orders/OrderPage.tsx'), shopMessages, inquiriesMessages);
const dashboard = withTexts(() => import('../features/dashboard/DashboardPages.tsx'), inquiriesMessages);
const inquiryList = withTexts(() => import('../features/inquiries/InquiryListPage.tsx'), inquiriesMessages);
const admin = withTexts(() => import('../features/admin/AdminPages.tsx'), shopMessages, adminMessages);
const catalogueEditor = withTexts(() => import('../features/admin/catalogue/CatalogueEditorPage.tsx'), adminMessages);
const inquiry = withTexts(() => import('../features/inquiry/InquiryPage.tsx'), shopMessages, inquiriesMessages);
// The admin chunk again, with the inquiries' texts (state names) for staff's inquiry list.
const adminInquiries = withTexts(
  () => import('../features/admin/AdminPages.tsx'),
  shopMessages,
  adminMessages,
  inquiriesMessages,
);
const projects = withTexts(() => import('../features/projects/ProjectsPage.tsx'), projectsMessages);
// A piece's page (a label's QR code): its texts are the projects part's, the loading line the shop's.
const projectPiece = withTexts(
  () => import('../features/projects/ProjectPiecePage.tsx'),
  projectsMessages,
  shopMessages,
);
const adminPiece = withTexts(
  () => import('../features/admin/AdminPages.tsx'),
  shopMessages,
  adminMessages,
  projectsMessages,
);
// What a phone opens from "View in your room"'s QR code (issue 23): public, the token is the right.
const arPage = withTexts(() => import('../features/ar/ArPage.tsx'), roomMessages);
const partner = withTexts(
  () => import('../features/dashboard/partner/PartnerPages.tsx'),
  inquiriesMessages,
  shopMessages,
);

export interface AppRoute {
  /** wouter's (regexparam's) pattern: `:name` a segment, `:name?` an optional one. */
  path: string;
  layout: 'site' | 'plain';
  guard: GuardKind;
  page: Page;
}

const site = (path: string, page: Page, guard: GuardKind = 'open'): AppRoute => ({ path, layout: 'site', guard, page });
const plain = (path: string, page: Page, guard: GuardKind = 'open'): AppRoute => ({
  path,
  layout: 'plain',
  guard,
  page,
});

export const routes: AppRoute[] = [
  site(pagePatterns.home, { Component: LandingPage }),
  site(
    pagePatterns.gallery,
    lazyPage(gallery, (m) => m.ConfigurationPage),
  ),
  site(
    pagePatterns.configurator,
    lazyPage(configurator, (m) => m.NewConfiguratorPage),
  ),
  site(
    pagePatterns.sharedProject,
    lazyPage(configurator, (m) => m.SharedProjectPage),
  ),
  site(
    pagePatterns.inquiryDesign,
    lazyPage(inquiryDesign, (m) => m.InquiryDesignPage),
  ),
  site(
    pagePatterns.orderDesign,
    lazyPage(configurator, (m) => m.OrderDesignPage),
  ),
  site(
    pagePatterns.project,
    lazyPage(configurator, (m) => m.SavedProjectPage),
  ),
  site(
    pagePatterns.cart,
    lazyPage(cart, (m) => m.CartPage),
  ),
  site(
    pagePatterns.room,
    lazyPage(arPage, (m) => m.ArPage),
  ),
  site(
    pagePatterns.checkout,
    lazyPage(checkout, (m) => m.CheckoutPage),
    'auth',
  ),
  site(
    pagePatterns.dashboard,
    lazyPage(dashboard, (m) => m.DashboardPage),
    'auth',
  ),
  site(
    pagePatterns.account,
    lazyPage(account, (m) => m.AccountPage),
    'auth',
  ),
  site(
    pagePatterns.orderHistory,
    lazyPage(orders, (m) => m.OrderHistoryPage),
    'auth',
  ),
  site(
    pagePatterns.order,
    lazyPage(order, (m) => m.OrderPage),
    'auth',
  ),
  site(
    pagePatterns.projects,
    lazyPage(projects, (m) => m.ProjectsPage),
    'auth',
  ),
  site(
    pagePatterns.projectPiece,
    lazyPage(projectPiece, (m) => m.ProjectPiecePage),
    'auth',
  ),
  site(
    pagePatterns.inquiry,
    lazyPage(inquiry, (m) => m.InquiryPage),
    'auth',
  ),
  site(
    pagePatterns.inquiries,
    lazyPage(inquiryList, (m) => m.InquiryListPage),
    'auth',
  ),
  site(
    pagePatterns.adminOrders,
    lazyPage(admin, (m) => m.AdminOrdersPage),
    'admin',
  ),
  site(
    pagePatterns.adminOrder,
    lazyPage(admin, (m) => m.AdminOrderPage),
    'admin',
  ),
  site(
    pagePatterns.adminPiece,
    lazyPage(adminPiece, (m) => m.AdminPiecePage),
    'admin',
  ),
  site(
    pagePatterns.adminProjects,
    lazyPage(admin, (m) => m.AdminProjectsPage),
    'admin',
  ),
  site(
    pagePatterns.adminUsers,
    lazyPage(admin, (m) => m.AdminUsersPage),
    'admin',
  ),
  site(
    pagePatterns.adminUser,
    lazyPage(admin, (m) => m.AdminUserPage),
    'admin',
  ),
  site(
    pagePatterns.adminInquiries,
    lazyPage(adminInquiries, (m) => m.AdminInquiriesPage),
    'admin',
  ),
  site(
    pagePatterns.adminPartners,
    lazyPage(admin, (m) => m.AdminPartnersPage),
    'admin',
  ),
  site(
    pagePatterns.adminMailbox,
    lazyPage(mailbox, (m) => m.MailboxPage),
    'admin',
  ),
  site(
    pagePatterns.adminConfigurations,
    lazyPage(admin, (m) => m.AdminConfigurationsPage),
    'admin',
  ),
  site(
    pagePatterns.adminCatalogue,
    lazyPage(catalogueEditor, (m) => m.CatalogueEditorPage),
    'admin',
  ),
  site(
    pagePatterns.adminJobs,
    lazyPage(admin, (m) => m.AdminJobsPage),
    'admin',
  ),
  site(
    pagePatterns.partnerCustomer,
    lazyPage(partner, (m) => m.PartnerCustomerPage),
    'partner',
  ),
  site(
    pagePatterns.partnerOrder,
    lazyPage(partner, (m) => m.PartnerOrderPage),
    'partner',
  ),
  site(
    pagePatterns.partnerUsers,
    lazyPage(partner, (m) => m.PartnerUsersPage),
    'partner-admin',
  ),
  plain(
    pagePatterns.login,
    lazyPage(login, (m) => m.LoginPage),
    'guest',
  ),
  plain(
    pagePatterns.register,
    lazyPage(register, (m) => m.RegisterPage),
    'guest',
  ),
  plain(
    pagePatterns.forgotPassword,
    lazyPage(passwordPages, (m) => m.ForgotPasswordPage),
    'guest',
  ),
  plain(
    pagePatterns.passwordReset,
    lazyPage(passwordPages, (m) => m.PasswordResetPage),
  ),
  plain(
    pagePatterns.confirmEmail,
    lazyPage(emailPages, (m) => m.ConfirmEmailPage),
  ),
  plain(
    pagePatterns.verifyEmail,
    lazyPage(emailPages, (m) => m.VerifyEmailPage),
  ),
];

/** What a path no route takes shows: the 404 page, in the site layout. */
export const notFoundRoute: AppRoute = site('/*', { Component: NotFoundPage });

/** Each table's patterns compiled once (regexparam), not on every match: a page render, every visible link's prefetch. */
const compiled = new WeakMap<readonly AppRoute[], { route: AppRoute; pattern: RegExp; keys: string[] }[]>();

/** The route a path (without its query) shows, with its parameters (still URL-encoded). */
export function matchAppRoute(
  pathname: string,
  table: readonly AppRoute[] = routes,
): { route: AppRoute; params: Record<string, string | undefined> } {
  let patterns = compiled.get(table);
  if (!patterns) compiled.set(table, (patterns = table.map((route) => ({ route, ...parse(route.path) }))));
  for (const { route, pattern, keys } of patterns) {
    const found = pattern.exec(pathname);
    if (found) return { route, params: Object.fromEntries(keys.map((key, i) => [key, found[i + 1]])) };
  }
  return { route: notFoundRoute, params: {} };
}
