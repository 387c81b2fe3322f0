// Links and the location, for every page, over wouter (decision 0028): the names and shapes pages
// used with React Router, typed by the page table (a link to no page fails the typecheck) (`Link to`, `NavLink`, `Navigate`, `useNavigate`, `useParams`,
// `useSearchParams`, `useLocation`), so the router is one import away from every feature. What
// happens around a navigation (the page's code first, the progress bar, the scroll) is app/router.tsx.
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { AppHref } from '@kubik/contract/pages';
import {
  Link as WouterLink,
  Redirect,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearch,
  useSearchParams,
} from 'wouter';

export { useSearchParams };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path to one of the app's pages (`@kubik/contract/pages`), with its query and hash if any. */
  to: AppHref;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}

/** An anchor that navigates inside the app (a new tab with ctrl, cmd, shift or a middle click). */
export function Link(props: LinkProps) {
  return <WouterLink {...props} />;
}

const isActive = (pathname: string, to: string, end: boolean) => {
  const target = to.split(/[?#]/)[0]!;
  return pathname === target || (!end && pathname.startsWith(target.endsWith('/') ? target : `${target}/`));
};

/** A link that says when it is where the user is: `active` class and `aria-current="page"` (with `end`, only there, not below). */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const [pathname] = useWouterLocation();
  const active = isActive(pathname, props.to, end);
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Navigates once it is shown (a guard's redirect). */
export function Navigate({ to, replace = false }: { to: AppHref; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

export function useNavigate(): (to: AppHref, options?: NavigateOptions) => void {
  return useWouterLocation()[1];
}

/** The route's parameters, decoded (`/orders/a%20b` gives `a b`). */
export function useParams(): Readonly<Partial<Record<string, string>>> {
  const params = useWouterParams();
  const decoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string' || /^\d+$/.test(key)) continue;
    try {
      decoded[key] = decodeURIComponent(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

export interface AppLocation {
  pathname: string;
  /** With its "?", or empty. */
  search: string;
  hash: string;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '', hash: window.location.hash };
}
