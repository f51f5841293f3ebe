/**
 * The product's page addresses (spec section 2). The API process uses them to decide which app
 * answers a history-style path; the apps use them for links. Pure TypeScript: no Node, no DOM.
 */

/** Guest pages, served by the public app in `funnel/`. */
export const GUEST_ROUTES = [
  '/',
  '/check',
  '/reclamation/:orgaId',
  '/impressum',
  '/agb',
  '/datenschutz',
  '/partner-werden',
  // The double opt-in link of the confirmation mail (issue 18: provable consent).
  '/bestaetigen/:token',
] as const;

/** The login page belongs to the back office app but needs no session. */
export const LOGIN_ROUTES = [
  '/login',
  '/login/:email',
  // The invitation mail's link to choose a password (`?token=…`).
  '/login/set-password',
] as const;

/** Back-office pages that need a logged-in user, served by the react-admin app in `admin/`. */
export const BACK_OFFICE_ROUTES = [
  '/overview',
  '/statistics',
  '/settings',
  '/statistic/:orga/:date',
  '/organisations',
  '/organisations/:id',
  '/zips',
  '/matching',
  '/leadsources',
  '/leadsources/:id',
  '/sells',
  '/sells/:id',
  '/leadstatistics',
  '/leadstatistics/:id',
  '/reclamationrequest',
  // All invoices across organisations (issue: invoices and dunning).
  '/invoices',
  // Orders for the public status page (issue: order import); reached from Settings, not the sidebar.
  '/orders',
  '/orders/:orderNumber',
  // The Postausgang (held and sent mails), reached from Settings.
  '/settings/outbox',
  '/settings/outbox/:id',
  // Staff accounts and roles (Settings → Mitarbeiter), and the logged-in user's own password and second factor.
  '/settings/staff',
  '/account',
  // Datenschutz (person search, Art. 15 export, Art. 17 erasure, Aufbewahrung), reached from Settings.
  '/settings/privacy',
  // The audit trail (Settings → Protokoll) and the report Lead-Qualität: reloading them once landed on the funnel.
  '/settings/audit',
  '/statistics/quality',
  // Lieferanten-Qualität (issue 31 §3), next to Lead-Qualität.
  '/statistics/suppliers',
] as const;

/**
 * A page of the back office. The admin app names every route it draws with this type (admin/src/App.tsx), so
 * a page the server would not serve the app for (a reload, a bookmark) does not compile.
 */
export type BackOfficeRoute = (typeof BACK_OFFICE_ROUTES)[number] | (typeof LOGIN_ROUTES)[number];

/**
 * The buyers' portal (issue 20), its own react-admin app in `portal/` under this prefix: every path below it
 * is the portal's, which routes on its own (an unknown one shows the portal's not-found page, not the funnel).
 */
export const PORTAL_PREFIX = '/portal';

export type PageApp = 'funnel' | 'admin' | 'portal';

/** Matches a concrete path against a route pattern with `:param` segments. */
export function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < patternParts.length; i++) {
    const expected = patternParts[i];
    const actual = pathParts[i];
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Which app renders a path; `null` means unknown, which redirects to `/`. */
export function pageAppFor(path: string): PageApp | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === PORTAL_PREFIX || clean.startsWith(`${PORTAL_PREFIX}/`)) return 'portal';
  if (GUEST_ROUTES.some((route) => matchRoute(route, clean))) return 'funnel';
  if ([...LOGIN_ROUTES, ...BACK_OFFICE_ROUTES].some((route) => matchRoute(route, clean))) return 'admin';
  return null;
}

/**
 * The named route statistics-details (spec section 2): one company's sales in one month, `date` in unix
 * seconds. A month ('YYYY-MM-DD' of its first day) is given as noon UTC on its first day, which lies in
 * that month in Germany whatever the season; the API answers the Berlin month of the instant.
 */
export function statisticDetailsPath(organisationId: number | string, monthDay: string): string {
  const [year, month] = monthDay.split('-').map(Number);
  const seconds = Date.UTC(year, month - 1, 1, 12) / 1000;
  return `/statistic/${encodeURIComponent(String(organisationId))}/${seconds}`;
}
