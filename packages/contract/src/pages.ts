// Every page of the web app (seed §2), named once: the router's patterns (apps/web/src/app/routes.tsx
// matches them in this order), the type of a path inside the app (a link to a page that does not
// exist fails the typecheck), and the links the server puts in mails, PDFs and payment returns
// (`pageUrl`). Without zod, so the web app's first chunk can carry it.

/** `:name` is a path segment, `:name?` one that may be left out. Matched in this order: the first that fits wins. */
export const pagePatterns = {
  home: '/',
  gallery: '/configuration',
  configurator: '/configurator',
  sharedProject: '/configurator/share/:shareId',
  inquiryDesign: '/configurator/inquiry/:inquiryId?/:seqId',
  orderDesign: '/configurator/order/:orderId?/:seqId',
  project: '/configurator/:projectId',
  cart: '/shopping-cart',
  room: '/ar/:token',
  checkout: '/shopping-cart/check-out',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  orderHistory: '/dashboard/order-history',
  order: '/dashboard/order-history/:orderId',
  projects: '/dashboard/projects',
  projectPiece: '/dashboard/projects/:projectId/pieces/:piece',
  inquiry: '/dashboard/inquiries/:inquiryId',
  inquiries: '/dashboard/inquiries',
  adminOrders: '/dashboard/admin/orders',
  adminOrder: '/dashboard/admin/orders/:orderId',
  adminPiece: '/dashboard/admin/orders/:orderRef/pieces/:piece',
  adminProjects: '/dashboard/admin/projects',
  adminUsers: '/dashboard/admin/users',
  adminUser: '/dashboard/admin/users/:userId',
  adminInquiries: '/dashboard/admin/inquiries',
  adminPartners: '/dashboard/admin/partners/:partnerId?',
  adminMailbox: '/dashboard/admin/mailbox',
  adminConfigurations: '/dashboard/admin/configurations',
  adminCatalogue: '/dashboard/admin/catalogue',
  adminJobs: '/dashboard/admin/jobs',
  partnerCustomer: '/dashboard/partner/customers/:customerId',
  partnerOrder: '/dashboard/partner/orders/:orderId',
  partnerUsers: '/dashboard/partner/users',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  confirmEmail: '/confirm-email',
  verifyEmail: '/verify-your-email',
} as const;

export type PageName = keyof typeof pagePatterns;
type Patterns = typeof pagePatterns;

/** The paths a pattern stands for, as a template type (`/configurator/:projectId` → `/configurator/${string}`). */
type PathOf<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? Name extends `${string}?`
    ? `${Head}${string}/${PathOf<Rest>}` | `${Head}${PathOf<Rest>}`
    : `${Head}${string}/${PathOf<Rest>}`
  : P extends `${infer Head}/:${infer Name}`
    ? Name extends `${string}?`
      ? `${Head}/${string}` | Head
      : `${Head}/${string}`
    : P;

/** A path to one of the app's pages. */
export type PagePath = { [N in PageName]: PathOf<Patterns[N]> }[PageName];
/** A path to one of the app's pages with its query or hash, as links and navigation take it. */
export type AppHref = PagePath | `${PagePath}?${string}` | `${PagePath}#${string}`;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?`
  ? { [K in Optional]?: string }
  : { [K in Name]: string };

/** The parameters a page's path needs (`{ projectId: string }`), none for a page without any. */
export type PageParams<N extends PageName> = ParamsOf<Patterns[N]>;

export type PageQuery = Record<string, string | number | undefined>;

/**
 * The path of a page with its parameters (each URL-encoded; a left-out optional one drops its
 * segment) and query (undefined values left out).
 */
export function pagePath<N extends PageName>(page: N, params?: PageParams<N>, query?: PageQuery): AppHref {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const path = pagePatterns[page]
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.slice(1).replace(/\?$/, '');
      const value = values[name];
      if (value === undefined) {
        if (segment.endsWith('?')) return [];
        throw new Error(`pagePath(${page}): the parameter ${name} is missing`);
      }
      return [encodeURIComponent(value)];
    })
    .join('/');
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return `${path || '/'}${search ? `?${search}` : ''}` as AppHref;
}

/** The same page as an absolute URL on the shop's public address (mails, PDFs, a payment's return). */
export function pageUrl<N extends PageName>(
  publicUrl: string,
  page: N,
  params?: PageParams<N>,
  query?: PageQuery,
): string {
  return `${publicUrl.replace(/\/+$/, '')}${pagePath(page, params, query)}`;
}
