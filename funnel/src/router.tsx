import { useMemo, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { GUEST_ROUTES, matchRoute } from '@contract/routes';

/**
 * A history router for three pages: no router library, to keep the first load small.
 * The page list comes from the shared route table the server uses to pick the app.
 */

export type PageKey = 'offer' | 'check' | 'reclamation' | 'legal' | 'confirm';

export interface ResolvedPage {
  page: PageKey;
  params: Record<string, string>;
}

const PAGE_BY_ROUTE: Record<(typeof GUEST_ROUTES)[number], PageKey> = {
  '/': 'offer',
  '/check': 'check',
  '/reclamation/:orgaId': 'reclamation',
  '/impressum': 'legal',
  '/agb': 'legal',
  '/datenschutz': 'legal',
  '/partner-werden': 'legal',
  '/bestaetigen/:token': 'confirm',
};

/** The page for a path, with its route parameters; `null` for a path this app does not serve. */
export function resolvePage(pathname: string): ResolvedPage | null {
  for (const route of GUEST_ROUTES) {
    let params: Record<string, string> | null;
    try {
      params = matchRoute(route, pathname);
    } catch {
      // A malformed escape such as '%E0%A4%A' makes decodeURIComponent throw: treat as unknown.
      return null;
    }
    if (params) return { page: PAGE_BY_ROUTE[route], params };
  }
  return null;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function currentAddress(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Goes to a path inside this app (with an optional query) without reloading the page. `replace`
 * corrects the current address instead of adding a history entry the back button would return to.
 */
export function navigate(path: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export interface Location {
  pathname: string;
  searchParams: URLSearchParams;
}

/** The current path and query; re-renders on `navigate` and on the browser's back and forward. */
export function useLocation(): Location {
  const address = useSyncExternalStore(subscribe, currentAddress);
  return useMemo(() => {
    const url = new URL(address, window.location.origin);
    return { pathname: url.pathname, searchParams: url.searchParams };
  }, [address]);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An anchor that navigates in place; modified clicks (new tab, new window) stay with the browser. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...rest} href={to} onClick={handleClick} />;
}
