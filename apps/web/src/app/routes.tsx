// Every route of seed §2 with its layout and guard. Pages other than the landing page are their
// own chunks (one per feature), so the configurator's code never reaches the landing page.
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { accountMessages, adminMessages, configuratorMessages, inquiriesMessages, loadMessages, projectsMessages, roomMessages, shopMessages, type MessageLoaders } from '../i18n/i18n.ts';
import { AppLoading } from './AppLoading.tsx';
import { NotFoundPage, RouteErrorPage } from './ErrorPage.tsx';
import { GuestOnly, RequireAdmin, RequireAuth, RequirePartner, RequirePartnerAdmin } from './guards.tsx';
import { PlainLayout, SiteLayout } from './layouts/Layouts.tsx';
import { lazyPage } from './lazyPage.ts';
import { Root } from './Root.tsx';

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

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        id: 'site',
        element: <SiteLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <LandingPage /> },
              { path: 'configuration', ...lazyPage(gallery, 'ConfigurationPage') },
              { path: 'configurator', ...lazyPage(configurator, 'NewConfiguratorPage') },
              { path: 'configurator/share/:shareId', ...lazyPage(configurator, 'SharedProjectPage') },
              { path: 'configurator/inquiry/:inquiryId?/:seqId', ...lazyPage(inquiryDesign, 'InquiryDesignPage') },
              { path: 'configurator/order/:orderId?/:seqId', ...lazyPage(configurator, 'OrderDesignPage') },
              { path: 'configurator/:projectId', ...lazyPage(configurator, 'SavedProjectPage') },
              { path: 'shopping-cart', ...lazyPage(cart, 'CartPage') },
              { path: 'ar/:token', ...lazyPage(arPage, 'ArPage') },
              {
                id: 'auth',
                element: <RequireAuth />,
                children: [
                  { path: 'shopping-cart/check-out', ...lazyPage(checkout, 'CheckoutPage') },
                  { path: 'dashboard', ...lazyPage(dashboard, 'DashboardPage') },
                  { path: 'dashboard/account', ...lazyPage(account, 'AccountPage') },
                  { path: 'dashboard/order-history', ...lazyPage(orders, 'OrderHistoryPage') },
                  { path: 'dashboard/order-history/:orderId', ...lazyPage(order, 'OrderPage') },
                  { path: 'dashboard/projects', ...lazyPage(projects, 'ProjectsPage') },
                  { path: 'dashboard/projects/:projectId/pieces/:piece', ...lazyPage(projectPiece, 'ProjectPiecePage') },
                  { path: 'dashboard/inquiries/:inquiryId', ...lazyPage(inquiry, 'InquiryPage') },
                  { path: 'dashboard/inquiries', ...lazyPage(inquiryList, 'InquiryListPage') },
                ],
              },
              {
                id: 'admin',
                element: <RequireAdmin />,
                children: [
                  { path: 'dashboard/admin/orders', ...lazyPage(admin, 'AdminOrdersPage') },
                  { path: 'dashboard/admin/orders/:orderId', ...lazyPage(admin, 'AdminOrderPage') },
                  { path: 'dashboard/admin/orders/:orderRef/pieces/:piece', ...lazyPage(adminPiece, 'AdminPiecePage') },
                  { path: 'dashboard/admin/projects', ...lazyPage(admin, 'AdminProjectsPage') },
                  { path: 'dashboard/admin/users', ...lazyPage(admin, 'AdminUsersPage') },
                  { path: 'dashboard/admin/users/:userId', ...lazyPage(admin, 'AdminUserPage') },
                  { path: 'dashboard/admin/inquiries', ...lazyPage(adminInquiries, 'AdminInquiriesPage') },
                  { path: 'dashboard/admin/partners/:partnerId?', ...lazyPage(admin, 'AdminPartnersPage') },
                  { path: 'dashboard/admin/mailbox', ...lazyPage(mailbox, 'MailboxPage') },
                  { path: 'dashboard/admin/configurations', ...lazyPage(admin, 'AdminConfigurationsPage') },
                  { path: 'dashboard/admin/catalogue', ...lazyPage(catalogueEditor, 'CatalogueEditorPage') },
                  { path: 'dashboard/admin/jobs', ...lazyPage(admin, 'AdminJobsPage') },
                ],
              },
              {
                id: 'partner',
                element: <RequirePartner />,
                children: [
                  { path: 'dashboard/partner/customers/:customerId', ...lazyPage(partner, 'PartnerCustomerPage') },
                  { path: 'dashboard/partner/orders/:orderId', ...lazyPage(partner, 'PartnerOrderPage') },
                  {
                    id: 'partner-admin',
                    element: <RequirePartnerAdmin />,
                    children: [{ path: 'dashboard/partner/users', ...lazyPage(partner, 'PartnerUsersPage') }],
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        id: 'plain',
        element: <PlainLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                id: 'guest',
                element: <GuestOnly />,
                children: [
                  { path: 'login', ...lazyPage(login, 'LoginPage') },
                  { path: 'register', ...lazyPage(register, 'RegisterPage') },
                  { path: 'forgot-password', ...lazyPage(passwordPages, 'ForgotPasswordPage') },
                ],
              },
              { path: 'password-reset', ...lazyPage(passwordPages, 'PasswordResetPage') },
              { path: 'confirm-email', ...lazyPage(emailPages, 'ConfirmEmailPage') },
              { path: 'verify-your-email', ...lazyPage(emailPages, 'VerifyEmailPage') },
            ],
          },
        ],
      },
    ],
  },
];
