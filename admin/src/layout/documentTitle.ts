/** The product's name after the page's in the browser tab: 'Unternehmen – Leadportal'. */
export const PRODUCT_NAME = 'Leadportal';

/** Path patterns (first match wins) → the translation key of the page's name; `*` is one path segment. */
const PAGES: readonly [pattern: string, key: string][] = [
  ['/login', 'app.page.login'],
  ['/login/set-password', 'app.page.set_password'],
  ['/login/*', 'app.page.login'],
  ['/overview', 'app.page.overview'],
  ['/organisations', 'app.page.organisations'],
  ['/organisations/create', 'app.page.organisation_create'],
  ['/organisations/*', 'app.page.organisations'],
  // A tabbed form's further tabs have their own path.
  ['/organisations/*/*', 'app.page.organisations'],
  ['/statistics', 'app.page.statistics'],
  ['/statistics/quality', 'app.page.quality'],
  ['/statistics/suppliers', 'app.supplier_quality.title'],
  ['/statistic/*/*', 'app.page.statistic_details'],
  ['/leadstatistics', 'app.page.leadstatistics'],
  ['/leadstatistics/*', 'app.page.leadstatistics'],
  ['/reclamationrequest', 'app.page.reclamationrequest'],
  ['/invoices', 'app.page.invoices'],
  ['/sells', 'app.page.sells'],
  ['/sells/*', 'app.page.lead'],
  ['/leadsources', 'app.page.leadsources'],
  ['/leadsources/*', 'app.page.leadsource'],
  ['/zips', 'app.page.zips'],
  ['/matching', 'app.page.matching'],
  ['/settings', 'app.page.settings'],
  ['/settings/outbox', 'app.page.outbox'],
  ['/settings/outbox/*', 'app.page.outbox_mail'],
  ['/settings/staff', 'app.page.staff'],
  ['/settings/audit', 'app.audit.title'],
  ['/settings/privacy', 'app.page.privacy'],
  ['/account', 'app.page.account'],
  ['/orders', 'app.page.orders'],
  ['/orders/create', 'app.page.order_create'],
  ['/orders/*', 'app.page.order'],
];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  return parts.length === segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
}

/** The translation key naming the page at `pathname`, or null for a path that is no back-office page. */
export function pageTitleKey(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  return PAGES.find(([pattern]) => matches(pattern, segments))?.[1] ?? null;
}

/** The tab title: the page's name and the product's, or the product's alone. */
export function documentTitle(pathname: string, translate: (key: string) => string): string {
  const key = pageTitleKey(pathname);
  return key ? `${translate(key)} – ${PRODUCT_NAME}` : PRODUCT_NAME;
}
