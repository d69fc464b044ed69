import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The app's router: the screens table (shared/screens.ts) already says which page a path shows, so
 * all the browser needs is the current address, history and links (decision 0024). It keeps React
 * Router's names for what the pages use.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`), kept in the history entry. */
  state: unknown;
  /** 'default' for the first page, then new for each navigation. */
  key: string;
}
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for the callers' sake: navigations never scroll (the page decides). */
  preventScrollReset?: boolean;
}
type NavigateFn = (to: To | number, options?: NavigateOptions) => void;
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

const RouterContext = createContext<{ location: Location; navigate: NavigateFn } | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter() {
  const router = use(RouterContext);
  if (!router) throw new Error('Router hooks need a <BrowserRouter> or <StaticRouter> above them');
  return router;
}

/**
 * The address `to` names, seen from `from`: a string resolves as the browser resolves the link's href
 * ('?tab=x'); parts replace the path (or keep it) and bring their own query and fragment.
 */
export function hrefOf(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to !== 'string') return `${to.pathname ?? from.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

function locationOf(href: string, state: unknown, key: string): Location {
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

function browserLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryEntry;
  const { pathname, search, hash } = window.location;
  return locationOf(`${pathname}${search}${hash}`, entry.usr ?? null, entry.key ?? 'default');
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const router = useMemo(() => {
    const navigate: NavigateFn = (to, options = {}) => {
      if (typeof to === 'number') return window.history.go(to);
      const href = hrefOf(to, current.current);
      const key = Math.random().toString(36).slice(2, 10);
      const entry: HistoryEntry = { usr: options.state ?? null, key };
      if (options.replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
      // In a transition: the page shown stays until the next one's code and strings are in.
      startTransition(() => setLocation(locationOf(href, entry.usr, key)));
    };
    return { navigate };
  }, []);
  const value = useMemo(() => ({ location, navigate: router.navigate }), [location, router]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The server's router: one address, no history. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(
    () => ({
      location: locationOf(location, null, 'default'),
      navigate: () => {
        throw new Error('navigate() while drawing on the server');
      },
    }),
    [location],
  );
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** Gives the page below the parameters of its path pattern (`:id`). */
export function RouteParams({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
export const useParams = <
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>() => use(ParamsContext) as T;

type SearchInit = URLSearchParams | string | Record<string, string>;
export function useSearchParams() {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = (
    next: SearchInit | ((prev: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => {
    const search = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
  };
  return [params, setParams] as const;
}

export function Navigate({ to, ...options }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // Once: the redirect is the whole job of this element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => navigate(to, options), []);
  return null;
}

const plainClick = (e: MouseEvent<HTMLAnchorElement>) =>
  !e.defaultPrevented &&
  e.button === 0 &&
  (!e.currentTarget.target || e.currentTarget.target === '_self') &&
  !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; ref?: React.Ref<HTMLAnchorElement> };

/** An <a> that navigates in the page; before hydration (or with a modifier key) the browser follows it. */
export function Link({ to, replace, state, preventScrollReset: _, onClick, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = hrefOf(to, location);
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (!plainClick(e)) return;
        e.preventDefault();
        // A link to the address shown replaces it, so Back leaves the page rather than repeating it.
        navigate(href, { replace: replace ?? href === here, state });
      }}
    />
  );
}

/** A Link that knows when it names the page shown (aria-current, and its class). */
export function NavLink({
  end,
  className,
  ...props
}: Omit<LinkProps, 'className'> & {
  end?: boolean;
  className?: string | ((s: { isActive: boolean }) => string);
}) {
  const { pathname } = useLocation();
  const target = new URL(hrefOf(props.to, { pathname, search: '' }), 'http://x').pathname;
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
