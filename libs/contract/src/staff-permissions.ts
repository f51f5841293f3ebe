/**
 * Who on the staff may call which back-office route: the one permission table. The server's
 * PermissionGuard reads it before anything else happens on a request (no body is validated, nothing is
 * looked up); the back office reads it to hide the buttons a role cannot use. A route missing here is
 * open to administrators only, and a test walks the API document so that none is missing.
 * Keys are `METHOD /path` as in the OpenAPI document (`{param}`).
 */
export const STAFF_ROLES = ['admin', 'sales', 'accounting'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: 'Administrator',
  sales: 'Vertrieb',
  accounting: 'Buchhaltung',
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const permissionDeniedMessage = (role: StaffRole) => `Dafür fehlt Ihnen die Berechtigung (Rolle: ${STAFF_ROLE_NAMES[role]}).`;

const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
const ADMIN: readonly StaffRole[] = ['admin'];
/** Lead work: qualifying, selling, complaints, buyers and suppliers. */
const SALES: readonly StaffRole[] = ['admin', 'sales'];
/** Money: invoices, payments, dunning. */
const ACCOUNTING: readonly StaffRole[] = ['admin', 'accounting'];

export const STAFF_PERMISSIONS: Readonly<Record<string, readonly StaffRole[]>> = {
  // Staff accounts and the second factor
  'GET /api/users': ADMIN,
  'POST /api/users': ADMIN,
  'GET /api/users/{id}': ADMIN,
  'PUT /api/users/{id}': ADMIN,
  'POST /api/users/{id}/invitation': ADMIN,
  'DELETE /api/users/{id}/2fa': ADMIN,
  'GET /api/user/{id}/2fa/send': EVERYONE,
  'GET /api/auth/me': EVERYONE,
  'POST /api/auth/2fa/totp': EVERYONE,
  'POST /api/auth/2fa/totp/confirm': EVERYONE,
  'POST /api/auth/2fa/email': EVERYONE,
  'PUT /api/auth/2fa/email': EVERYONE,
  'DELETE /api/auth/2fa': EVERYONE,
  'PUT /api/auth/password': EVERYONE,

  // The audit trail (who did what): administrators only
  'GET /api/audit': ADMIN,

  // Outgoing mail and templates
  'GET /api/outgoing-mails': EVERYONE,
  'GET /api/outgoing-mails/status': EVERYONE,
  'POST /api/outgoing-mails/send-held': EVERYONE,
  'GET /api/outgoing-mails/{id}': EVERYONE,
  'POST /api/outgoing-mails/{id}/send': EVERYONE,
  'GET /api/email': EVERYONE,
  'PUT /api/email/1': ADMIN,

  // Leads
  'GET /api/lead/{id}': EVERYONE,
  'GET /api/lead/{id}/consent.pdf': EVERYONE,
  'PUT /api/lead/{lId}': SALES,
  'PUT /api/lead/{lId}/reclamate/buyer/{orgId}': SALES,
  'PUT /api/lead/{lId}/reclamate/buyers': SALES,
  'POST /api/lead/{lId}/sell': SALES,
  'POST /api/lead/{lId}/reject': SALES,
  'GET /api/leads': EVERYONE,
  'GET /api/leads/export': SALES,
  'PUT /api/leads/reclamate': SALES,
  'POST /api/deliveries/{id}/retry': SALES,
  'GET /api/deliveries': EVERYONE,
  'POST /api/deliveries/retry': SALES,

  // Lead sources (Einkauf)
  'GET /api/leadsources': EVERYONE,
  'POST /api/leadsource': SALES,
  'GET /api/leadsource/{id}': EVERYONE,
  'PUT /api/leadsource/{id}': SALES,
  'DELETE /api/leadsource/{id}/throttle': SALES,
  'DELETE /api/leadsource/{id}': SALES,
  'POST /api/leadsource/{id}/apikey': ADMIN,
  'GET /api/geo/status': EVERYONE,

  // Buyers (organisations); accounting keeps billing data current
  'GET /api/organisations': EVERYONE,
  'DELETE /api/organisations/{id}': SALES,
  'POST /api/organisation': SALES,
  'GET /api/organisation/{id}': EVERYONE,
  'PUT /api/organisation/{id}': EVERYONE,
  'POST /api/organisation/{id}/apikey': ADMIN,
  'POST /api/organisation/{id}/webhook-secret': ADMIN,
  'POST /api/organisation/{id}/deliveries/resume': SALES,
  'GET /api/organisation/{id}/pd/pipelines': EVERYONE,
  'GET /api/organisation/{id}/pd/stages': EVERYONE,
  'GET /api/organisation/{id}/pd/leadlabels': EVERYONE,
  'POST /api/organisation/{id}/sheet-sync': SALES,
  // What became of the buyer's leads (tab 'Käuferportal') and its reminder mail
  'GET /api/organisation/{id}/outcomes': EVERYONE,
  'PUT /api/organisation/{id}/outcome-reminder': SALES,
  // The buyer's own supply settings from the portal, read only (tab 'Käuferportal')
  'GET /api/organisation/{id}/buyer-settings': EVERYONE,
  // The buyers' portal accounts of an organisation (tab 'Käuferportal')
  'GET /api/organisation/{id}/portal-users': SALES,
  'POST /api/organisation/{id}/portal-users': SALES,
  'PUT /api/organisation/{id}/portal-users/{userId}': SALES,
  'POST /api/organisation/{id}/portal-users/{userId}/invitation': SALES,
  'POST /api/organisations/zipconditions': EVERYONE,
  'GET /api/organisation/match/{pipedriveId}': EVERYONE,

  // Settings
  'GET /api/settings/distribution': EVERYONE,
  'PUT /api/settings/distribution': ADMIN,
  'GET /api/settings/legal': EVERYONE,
  'PUT /api/settings/legal': ADMIN,
  'GET /api/settings/legal/versions': EVERYONE,
  'GET /api/settings/reclamation': EVERYONE,
  'PUT /api/settings/reclamation': ADMIN,
  'GET /api/settings/company': EVERYONE,
  'PUT /api/settings/company': ADMIN,
  'GET /api/settings/dunning': EVERYONE,
  'PUT /api/settings/dunning': ADMIN,
  'GET /api/settings/security': EVERYONE,
  'PUT /api/settings/security': ADMIN,
  'GET /api/settings/retention': EVERYONE,
  'PUT /api/settings/retention': ADMIN,
  'GET /api/settings/notifications': EVERYONE,
  'PUT /api/settings/notifications': ADMIN,
  // The price list (Settings 'Preise'): what buyers without an agreed price pay; staff read it to explain a sale's price
  'GET /api/settings/prices': EVERYONE,
  'PUT /api/settings/prices': ADMIN,

  // Complaints
  'GET /api/leads/reclamationrequests': EVERYONE,
  'GET /api/reclamation/request/{id}': EVERYONE,
  'PUT /api/reclamation/request/{id}': SALES,
  'POST /api/reclamation/request/{id}/open': SALES,
  'POST /api/reclamation/request/{id}/revert': SALES,
  'PUT /api/reclamation/requests': SALES,
  'POST /api/reclamation/evaluation-mails/run': SALES,

  // Statistics
  'POST /api/statistics/monthly-mails/run': SALES,
  'GET /api/statistics': EVERYONE,
  'GET /api/statistics/export': EVERYONE,
  'GET /api/statistics/quality': EVERYONE,
  'GET /api/statistics/quality/export': EVERYONE,
  'GET /api/statistics/suppliers': EVERYONE,
  'GET /api/statistics/suppliers/export': EVERYONE,
  'GET /api/statistics/charts/{month}/{year}/export': EVERYONE,
  'GET /api/statistics/charts/{month}/{year}/days': EVERYONE,
  'GET /api/statistics/charts/full': EVERYONE,
  'GET /api/statistics/charts/{month}/{year}': EVERYONE,
  'GET /api/statistics/{orga}/{date}': EVERYONE,

  // Invoices and dunning
  'GET /api/invoices': EVERYONE,
  'POST /api/organisation/{id}/invoice': ACCOUNTING,
  'PUT /api/organisation/{id}/invoice/{invoiceId}/send': ACCOUNTING,
  'PUT /api/organisation/{id}/invoice/{invoiceId}/paid': ACCOUNTING,
  'PUT /api/organisation/{id}/invoice/{invoiceId}/void': ACCOUNTING,
  'PUT /api/organisation/{id}/dunning/{dunningId}/release': ACCOUNTING,
  'POST /api/invoicing/run': ACCOUNTING,
  'POST /api/dunning/run': ACCOUNTING,
  'POST /api/invoicing/lexoffice/payments': ACCOUNTING,

  // Data protection (DSGVO): finding a person and their Art. 15 export is lead work; erasing is the administrator's
  'GET /api/privacy/subjects': SALES,
  'GET /api/privacy/export': SALES,
  'POST /api/privacy/erase': ADMIN,
  'GET /api/privacy/retention-runs': EVERYONE,
  'POST /api/privacy/retention-runs': ADMIN,

  // Orders (status page)
  'GET /api/orders': EVERYONE,
  'POST /api/orders/import': SALES,
  'GET /api/orders/{orderNumber}': EVERYONE,
  'PUT /api/orders/{orderNumber}': SALES,
};

/** Whether `role` may call `METHOD /path` (OpenAPI form); unknown routes are for administrators only. */
export function staffMay(role: StaffRole, route: string): boolean {
  return (STAFF_PERMISSIONS[route] ?? ADMIN).includes(role);
}

/** The roles that may call `route`, in the order of STAFF_ROLES: what a screen names when it says who may. */
export function staffRolesFor(route: string): StaffRole[] {
  return STAFF_ROLES.filter((role) => staffMay(role, route));
}
