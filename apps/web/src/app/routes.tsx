// Every route of seed §2 with its layout and guard. Pages other than the landing page are their
// own chunks (one per feature), so the configurator's code never reaches the landing page.
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { configuratorMessages, loadMessages } from '../i18n/i18n.ts';
import { AppLoading } from './AppLoading.tsx';
import { NotFoundPage, RouteErrorPage } from './ErrorPage.tsx';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards.tsx';
import { PlainLayout, SiteLayout } from './layouts/Layouts.tsx';
import { lazyPage } from './lazyPage.ts';
import { Root } from './Root.tsx';

// The configurator's texts come with its code (i18n/messageParts.ts): the landing page loads neither.
const configurator = () => Promise.all([import('../features/configurator/ConfiguratorPages.tsx'), loadMessages(configuratorMessages)]).then(([module]) => module);
const register = () => import('../features/account/RegisterPage.tsx');
const emailPages = () => import('../features/account/EmailPages.tsx');
const passwordPages = () => import('../features/account/PasswordPages.tsx');
const account = () => import('../features/account/AccountPage.tsx');
const mailbox = () => import('../features/account/MailboxPage.tsx');
const login = () => import('../features/auth/LoginPage.tsx');
const cart = () => import('../features/cart/CartPages.tsx');
const checkout = () => import('../features/checkout/CheckoutPage.tsx');
const orders = () => import('../features/orders/OrderHistoryPage.tsx');
const order = () => import('../features/orders/OrderPage.tsx');
const dashboard = () => import('../features/dashboard/DashboardPages.tsx');
const admin = () => import('../features/admin/AdminPages.tsx');
const projects = () => import('../features/projects/ProjectsPage.tsx');

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
              { path: 'configuration', ...lazyPage(configurator, 'ConfigurationPage') },
              { path: 'configurator', ...lazyPage(configurator, 'NewConfiguratorPage') },
              { path: 'configurator/share/:shareId', ...lazyPage(configurator, 'SharedProjectPage') },
              { path: 'configurator/inquiry/:inquiryId?/:seqId', ...lazyPage(configurator, 'InquiryDesignPage') },
              { path: 'configurator/order/:orderId?/:seqId', ...lazyPage(configurator, 'OrderDesignPage') },
              { path: 'configurator/:projectId', ...lazyPage(configurator, 'SavedProjectPage') },
              { path: 'shopping-cart', ...lazyPage(cart, 'CartPage') },
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
                ],
              },
              {
                id: 'admin',
                element: <RequireAdmin />,
                children: [
                  { path: 'dashboard/admin/orders', ...lazyPage(admin, 'AdminOrdersPage') },
                  { path: 'dashboard/admin/orders/:orderId', ...lazyPage(admin, 'AdminOrderPage') },
                  { path: 'dashboard/admin/projects', ...lazyPage(admin, 'AdminProjectsPage') },
                  { path: 'dashboard/admin/users', ...lazyPage(admin, 'AdminUsersPage') },
                  { path: 'dashboard/admin/users/:userId', ...lazyPage(admin, 'AdminUserPage') },
                  { path: 'dashboard/admin/partners/:partnerId?', ...lazyPage(admin, 'AdminPartnersPage') },
                  { path: 'dashboard/admin/mailbox', ...lazyPage(mailbox, 'MailboxPage') },
                  { path: 'dashboard/admin/catalogue', ...lazyPage(() => import('../features/admin/catalogue/CatalogueEditorPage.tsx'), 'CatalogueEditorPage') },
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
