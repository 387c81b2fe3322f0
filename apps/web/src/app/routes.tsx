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
              { path: 'configuration', ...lazyPage(gallery, (m) => m.ConfigurationPage) },
              { path: 'configurator', ...lazyPage(configurator, (m) => m.NewConfiguratorPage) },
              { path: 'configurator/share/:shareId', ...lazyPage(configurator, (m) => m.SharedProjectPage) },
              { path: 'configurator/inquiry/:inquiryId?/:seqId', ...lazyPage(inquiryDesign, (m) => m.InquiryDesignPage) },
              { path: 'configurator/order/:orderId?/:seqId', ...lazyPage(configurator, (m) => m.OrderDesignPage) },
              { path: 'configurator/:projectId', ...lazyPage(configurator, (m) => m.SavedProjectPage) },
              { path: 'shopping-cart', ...lazyPage(cart, (m) => m.CartPage) },
              { path: 'ar/:token', ...lazyPage(arPage, (m) => m.ArPage) },
              {
                id: 'auth',
                element: <RequireAuth />,
                children: [
                  { path: 'shopping-cart/check-out', ...lazyPage(checkout, (m) => m.CheckoutPage) },
                  { path: 'dashboard', ...lazyPage(dashboard, (m) => m.DashboardPage) },
                  { path: 'dashboard/account', ...lazyPage(account, (m) => m.AccountPage) },
                  { path: 'dashboard/order-history', ...lazyPage(orders, (m) => m.OrderHistoryPage) },
                  { path: 'dashboard/order-history/:orderId', ...lazyPage(order, (m) => m.OrderPage) },
                  { path: 'dashboard/projects', ...lazyPage(projects, (m) => m.ProjectsPage) },
                  { path: 'dashboard/projects/:projectId/pieces/:piece', ...lazyPage(projectPiece, (m) => m.ProjectPiecePage) },
                  { path: 'dashboard/inquiries/:inquiryId', ...lazyPage(inquiry, (m) => m.InquiryPage) },
                  { path: 'dashboard/inquiries', ...lazyPage(inquiryList, (m) => m.InquiryListPage) },
                ],
              },
              {
                id: 'admin',
                element: <RequireAdmin />,
                children: [
                  { path: 'dashboard/admin/orders', ...lazyPage(admin, (m) => m.AdminOrdersPage) },
                  { path: 'dashboard/admin/orders/:orderId', ...lazyPage(admin, (m) => m.AdminOrderPage) },
                  { path: 'dashboard/admin/orders/:orderRef/pieces/:piece', ...lazyPage(adminPiece, (m) => m.AdminPiecePage) },
                  { path: 'dashboard/admin/projects', ...lazyPage(admin, (m) => m.AdminProjectsPage) },
                  { path: 'dashboard/admin/users', ...lazyPage(admin, (m) => m.AdminUsersPage) },
                  { path: 'dashboard/admin/users/:userId', ...lazyPage(admin, (m) => m.AdminUserPage) },
                  { path: 'dashboard/admin/inquiries', ...lazyPage(adminInquiries, (m) => m.AdminInquiriesPage) },
                  { path: 'dashboard/admin/partners/:partnerId?', ...lazyPage(admin, (m) => m.AdminPartnersPage) },
                  { path: 'dashboard/admin/mailbox', ...lazyPage(mailbox, (m) => m.MailboxPage) },
                  { path: 'dashboard/admin/configurations', ...lazyPage(admin, (m) => m.AdminConfigurationsPage) },
                  { path: 'dashboard/admin/catalogue', ...lazyPage(catalogueEditor, (m) => m.CatalogueEditorPage) },
                  { path: 'dashboard/admin/jobs', ...lazyPage(admin, (m) => m.AdminJobsPage) },
                ],
              },
              {
                id: 'partner',
                element: <RequirePartner />,
                children: [
                  { path: 'dashboard/partner/customers/:customerId', ...lazyPage(partner, (m) => m.PartnerCustomerPage) },
                  { path: 'dashboard/partner/orders/:orderId', ...lazyPage(partner, (m) => m.PartnerOrderPage) },
                  {
                    id: 'partner-admin',
                    element: <RequirePartnerAdmin />,
                    children: [{ path: 'dashboard/partner/users', ...lazyPage(partner, (m) => m.PartnerUsersPage) }],
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
                  { path: 'login', ...lazyPage(login, (m) => m.LoginPage) },
                  { path: 'register', ...lazyPage(register, (m) => m.RegisterPage) },
                  { path: 'forgot-password', ...lazyPage(passwordPages, (m) => m.ForgotPasswordPage) },
                ],
              },
              { path: 'password-reset', ...lazyPage(passwordPages, (m) => m.PasswordResetPage) },
              { path: 'confirm-email', ...lazyPage(emailPages, (m) => m.ConfirmEmailPage) },
              { path: 'verify-your-email', ...lazyPage(emailPages, (m) => m.VerifyEmailPage) },
            ],
          },
        ],
      },
    ],
  },
];
