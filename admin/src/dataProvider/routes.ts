/**
 * The API's URL shapes, word for word from spec section 7. Singular and plural paths of one
 * resource differ on purpose (for example DELETE `/api/organisations/{id}` next to
 * GET `/api/organisation/{id}`): that is the API. Nothing outside this folder builds API URLs.
 */

import type { RaRecord } from 'react-admin';
import { emailTemplateBody, orderBody, type WriteBody } from './bodies';
import { organisationBody, organisationCreateBody, withOrganisationStatus } from './organisationBodies';
import { leadsourceBody } from './leadsourceBodies';
import { staffInviteBody, staffUserBody } from './staffBodies';
import type { SimpleRestRead } from './simpleRest';

/** react-admin filter key → query parameter name, for lists the API filters itself. */
export type QueryMap = Readonly<Record<string, string>>;

export interface ResourceRoutes {
  list?: string;
  /**
   * Present when the API filters the list: every mapped filter is sent (unset ones as `false`)
   * and none is applied again in the browser. Without it the list is filtered in the browser.
   */
  listQuery?: QueryMap;
  /**
   * Present when the API also pages and sorts the list (ra-data-simple-rest's `range` and `sort`,
   * total in `Content-Range`): the list's column sources → the API's sort fields.
   */
  pagedSort?: QueryMap;
  /**
   * The reads whose API follows ra-data-simple-rest (`range`/`sort`/`filter` query, total in
   * `Content-Range`, `/api/{resource}/{id}`): they go through simpleRest.ts. Writes keep this table.
   */
  simpleRest?: readonly SimpleRestRead[];
  one?: string;
  create?: string;
  /**
   * The API has no create, only an upsert at the record's own address: a new record is a PUT to
   * this path, its id taken from the field `idField` of the form.
   */
  createByPut?: { path: string; idField: string };
  /**
   * The create's answer lacks what the detail read adds: create reads the stored record back, so the detail
   * page opening after it starts from what its own read will find, and no late answer resets its form
   * while staff already type.
   */
  readAfterCreate?: boolean;
  update?: string;
  delete?: string;
  /** What create and update send; without it, the form's data as it is. */
  toBody?: WriteBody;
  /** What create sends, when it differs from `toBody`. */
  toCreateBody?: WriteBody;
  /** Adds fields the list filters or sorts by to each record of a list answer. */
  toListRecord?: (record: RaRecord) => RaRecord;
}

export type RouteName = Exclude<
  keyof ResourceRoutes,
  'listQuery' | 'pagedSort' | 'simpleRest' | 'createByPut' | 'readAfterCreate' | 'toBody' | 'toCreateBody' | 'toListRecord'
>;

/** Lead filters (spec section 3) → the query of `GET /api/leads`, in the spec's order. */
export const LEAD_FILTER_QUERY: QueryMap = {
  start: 'startTime',
  end: 'endTime',
  leadsource: 'leadsource',
  zipFilter: 'zipfilter',
  soldTo: 'soldto',
  firstName: 'firstname',
  lastName: 'lastname',
  qualified: 'qualified',
  pIdFilter: 'pidfilter',
  // Beyond the spec's filters: Einkauf finds one person's leads (duplicates) by phone or e-mail.
  phone: 'phone',
  email: 'email',
  // The intake's quality verdict: 'review' is Einkauf's 'Zu prüfen'.
  quality: 'quality',
};

/** Reclamation filters (spec section 3) → the query of `GET /api/leads/reclamationrequests`. */
export const RECLAMATION_FILTER_QUERY: QueryMap = {
  zipFilter: 'zipfilter',
  reclamatedFrom: 'reclamatedFrom',
  pIdFilter: 'pidfilter',
  proccessed: 'proccessed',
};

/** The complaints queue's columns the API sorts by (`sort=["creationDate","DESC"]`). */
export const RECLAMATION_SORT_FIELDS: QueryMap = {
  creationDate: 'creationDate',
  leadId: 'leadId',
  organisationName: 'organisationName',
  leadZip: 'leadZip',
  leadBought: 'leadBought',
};

/**
 * The complaints queue (see reclamationApi.ts): `request` is one request with its status history;
 * `open` is a `POST` marking it in progress when the decision dialog opens; `decide` (one) and
 * `decideMany` (`{ ids, content, approved }`, all or nothing) are PUTs; `settings` holds the
 * complaint deadline in days; `document` is the download link of an uploaded file.
 */
export const RECLAMATION_API_ROUTES = {
  request: '/api/reclamation/request/{id}',
  open: '/api/reclamation/request/{id}/open',
  revert: '/api/reclamation/request/{id}/revert',
  decide: '/api/reclamation/request/{id}',
  decideMany: '/api/reclamation/requests',
  settings: '/api/settings/reclamation',
  document: '/download/reclamationrequest/document/{id}/{token}/{name}',
} as const;

/** The lead lists' columns the API sorts by (`GET /api/leads`, `sort=["lastName","ASC"]`). */
export const LEAD_SORT_FIELDS: QueryMap = {
  id: 'id',
  created: 'created',
  realCreated: 'realCreated',
  qualifiedAt: 'qualifiedAt',
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.zip': 'zip',
};

/**
 * The lead detail (see leadApi.ts): `lead` is read with GET and changed with a PUT of
 * `{ qualified: true }`, `{ pipedriveId }` or `{ contact }`, each answering the lead with its sales
 * and history; `retryDelivery` is a `POST` that gives a failed delivery of a sale a fresh set of attempts.
 * `reclaimSale` (`{ id: saleId, reclamation }`) and `reclaimByBuyers` (`{ note }`) are PUTs answering
 * the lead. `reclaimFromSupplier` is the PUT of Einkauf's bulk action (lead ids, or the lead page's
 * lead objects; `?reason=`); `export` answers LeadExport.xlsx for the lead filters.
 */
export const LEAD_API_ROUTES = {
  lead: '/api/lead/{id}',
  retryDelivery: '/api/deliveries/{id}/retry',
  reclaimSale: '/api/lead/{id}/reclamate/buyer/{orgId}',
  reclaimByBuyers: '/api/lead/{id}/reclamate/buyers',
  reject: '/api/lead/{id}/reject',
  reclaimFromSupplier: '/api/leads/reclamate',
  export: '/api/leads/export',
  consentCertificate: '/api/lead/{id}/consent.pdf',
} as const;

const LEADS: ResourceRoutes = {
  list: '/api/leads',
  listQuery: LEAD_FILTER_QUERY,
  pagedSort: LEAD_SORT_FIELDS,
  one: LEAD_API_ROUTES.lead,
  // `{ qualified: true }`, `{ pipedriveId }` or `{ contact }`; the answer is the lead with its sales.
  update: LEAD_API_ROUTES.lead,
};

/** Keyed by react-admin resource name; Einkauf and Lead-Statistik are both views of the leads. */
export const API_ROUTES: Readonly<Record<string, ResourceRoutes>> = {
  organisations: {
    list: '/api/organisations',
    one: '/api/organisation/{id}',
    create: '/api/organisation',
    // The detail adds the complaint rate, billing and lead counts to what the POST answers.
    readAfterCreate: true,
    update: '/api/organisation/{id}',
    delete: '/api/organisations/{id}',
    toBody: organisationBody,
    toCreateBody: organisationCreateBody,
    toListRecord: withOrganisationStatus,
  },
  leadsources: {
    list: '/api/leadsources',
    one: '/api/leadsource/{id}',
    create: '/api/leadsource',
    update: '/api/leadsource/{id}',
    delete: '/api/leadsource/{id}',
    toBody: leadsourceBody,
  },
  sells: LEADS,
  leadstatistics: LEADS,
  reclamationrequests: {
    list: '/api/leads/reclamationrequests',
    listQuery: RECLAMATION_FILTER_QUERY,
    pagedSort: RECLAMATION_SORT_FIELDS,
    one: RECLAMATION_API_ROUTES.request,
  },
  // All organisations' invoices (the 'Rechnungen' page): paged, sorted and filtered by the API
  // (filter keys organisationId, status, kind, year, month, q).
  invoices: { simpleRest: ['getList'] },
  // Staff accounts (Settings → Mitarbeiter): paged and sorted by the API; the spec's `GET /api/users`
  // without a query is its first page. `create` invites (the server mails the link to set a password).
  users: {
    simpleRest: ['getList', 'getOne'],
    create: '/api/users',
    update: '/api/users/{id}',
    toBody: staffUserBody,
    toCreateBody: staffInviteBody,
  },
  // The audit trail (Settings → Protokoll, a lead's 'Protokoll'): read only, paged, sorted and
  // filtered by the API (filter keys user, entity, entityId, action, from, to).
  audit: { simpleRest: ['getList'] },
  // The Postausgang (Settings → Postausgang): read only; sending goes through outboxApi.ts.
  'outgoing-mails': { simpleRest: ['getList', 'getOne'] },
  // The Postausgang's deliveries of sold leads (filter status, organisationId): read only; the bulk
  // retry goes through outboxApi.ts.
  deliveries: { simpleRest: ['getList'] },
  // Lieferanten-Qualität (`/api/statistics/suppliers`): one row per lead source, sorted and paged by the API,
  // filter keys start and end (days 'YYYY-MM-DD'); its Excel export goes through supplierScorecardApi.ts.
  'statistics/suppliers': { simpleRest: ['getList'] },
  // Orders for the public status page; the order number is the id. Searched by `filter.q`.
  orders: {
    simpleRest: ['getList', 'getOne', 'getMany'],
    createByPut: { path: '/api/orders/{id}', idField: 'orderNumber' },
    update: '/api/orders/{id}',
    toBody: orderBody,
  },
  // The one e-mail template (spec section 7): read without an id, written as record 1.
  email: {
    one: '/api/email',
    update: '/api/email/{id}',
    toBody: emailTemplateBody,
  },
};

/**
 * The organisation screens' calls beyond CRUD (see organisationApi.ts). The Pipedrive lists take a
 * token not saved yet in the header PIPEDRIVE_TOKEN_HEADER; stages take `?pipeline={id}`.
 * `sheetSync` is a `POST` that reads the organisation's Google sheet now and answers its status.
 * `webhookSecret` is a `POST` answering a new signing secret `{ secret }` (shown once);
 * `resumeDeliveries` is a `POST` lifting the delivery stop, answering `{ queued }`.
 */
export const ORGANISATION_API_ROUTES = {
  sheetSync: '/api/organisation/{id}/sheet-sync',
  webhookSecret: '/api/organisation/{id}/webhook-secret',
  resumeDeliveries: '/api/organisation/{id}/deliveries/resume',
  pipedrivePipelines: '/api/organisation/{id}/pd/pipelines',
  pipedriveStages: '/api/organisation/{id}/pd/stages',
  pipedriveLeadLabels: '/api/organisation/{id}/pd/leadlabels',
  geoStatus: '/api/geo/status',
  funnel: '/public-api/funnel',
} as const;

export const PIPEDRIVE_TOKEN_HEADER = 'X-Pipedrive-Token';

/**
 * The organisation tab 'Käuferportal' (see buyerPortalApi.ts): `portalUsers` lists (GET) and invites (POST
 * `{ email, name }`) buyer users; `portalUser` is a `PUT { active }`; `invitation` a `POST` sending the link again;
 * `outcomes` the buyer's outcomes, `outcomeReminder` a `PUT { enabled }`; `buyerSettings` what the buyer chose, read only.
 */
export const BUYER_PORTAL_API_ROUTES = {
  portalUsers: '/api/organisation/{id}/portal-users',
  portalUser: '/api/organisation/{id}/portal-users/{userId}',
  invitation: '/api/organisation/{id}/portal-users/{userId}/invitation',
  outcomes: '/api/organisation/{id}/outcomes',
  outcomeReminder: '/api/organisation/{id}/outcome-reminder',
  buyerSettings: '/api/organisation/{id}/buyer-settings',
} as const;

/** Lead-Qualität: `report` and its Excel `export` take `?from&to&groupBy` (days 'YYYY-MM-DD', Berlin, both included). */
export const QUALITY_API_ROUTES = {
  report: '/api/statistics/quality',
  export: '/api/statistics/quality/export',
} as const;

/** Lieferanten-Qualität as Excel: `?start&end` (days, Berlin, both included) and `sort` as the list's. */
export const SUPPLIER_SCORECARD_EXPORT_ROUTE = '/api/statistics/suppliers/export';

/** `POST` gives a lead source a new API key (answer `{ apiKey }`); the old key stops working at once. */
export const LEADSOURCE_API_KEY_ROUTE = '/api/leadsource/{id}/apikey';
/** 'Drosselung aufheben' (DELETE). */
export const LEADSOURCE_THROTTLE_ROUTE = '/api/leadsource/{id}/throttle';

/** `POST` of a CSV file (`text/csv`) with orders; all rows are imported, or none. */
export const ORDER_IMPORT_ROUTE = '/api/orders/import';

/** The session endpoints (spec section 7), used by the auth provider and the HTTP client. */
export const AUTH_ROUTES = {
  login: '/auth/login',
  renew: '/auth/renew',
  logout: '/auth/logout',
  /** `{ code }` or `{ recoveryCode }`, with the login answer's challenge token as bearer; answers the session. */
  secondFactor: '/auth/2fa',
  /** The spec's "defined but unused" call: mails a login code, with the challenge token as bearer. */
  sendCode: '/api/user/{id}/2fa/send',
  /** `{ token, password }` from the invitation link; answers `{ email }`. */
  setPassword: '/auth/set-password',
  /** `{ currentPassword, newPassword }`: answers a new session (every other one ends). */
  password: '/api/auth/password',
} as const;

/**
 * 'Mein Konto' (see accountApi.ts): `me` is the logged-in user with `twoFactorSetupRequired` and
 * `unusedRecoveryCodes`; `totp` (POST) starts an authenticator app, `totpConfirm` (POST `{ code }`) and
 * `email` (PUT `{ enabled: true }`) switch a factor on and answer the ten recovery codes; `secondFactor`
 * (DELETE `{ password }`) turns it off.
 */
export const ACCOUNT_API_ROUTES = {
  me: '/api/auth/me',
  totp: '/api/auth/2fa/totp',
  totpConfirm: '/api/auth/2fa/totp/confirm',
  email: '/api/auth/2fa/email',
  secondFactor: '/api/auth/2fa',
} as const;

/**
 * Settings → Mitarbeiter beyond CRUD (see staffApi.ts): `invitation` (POST) mails a new link to set the
 * password, `resetSecondFactor` (DELETE) removes someone's second factor; `security` holds the setting
 * 'Zwei-Faktor-Anmeldung für alle Mitarbeiter verlangen'.
 */
export const STAFF_API_ROUTES = {
  invitation: '/api/users/{id}/invitation',
  resetSecondFactor: '/api/users/{id}/2fa',
  security: '/api/settings/security',
} as const;

/** Settings screen: one record each, no id ('Firmendaten' answers `missing` too). */
export const SETTINGS_API_ROUTES = {
  distribution: '/api/settings/distribution',
  legal: '/api/settings/legal',
  legalVersions: '/api/settings/legal/versions',
  company: '/api/settings/company',
  dunning: '/api/settings/dunning',
  notifications: '/api/settings/notifications',
  prices: '/api/settings/prices',
} as const;

/**
 * Rechnungen and Mahnungen (see invoicingApi.ts). `create` is a `POST` of `{ executionDate }` (the
 * invoice of the month before); `send` (empty body), `paid` (`{ paidDate }`), `void` and `release`
 * are PUTs answering the document. `run` (`{ executionDate? }`) and `dunningRun` (`{ day? }`) start
 * the monthly runs. The downloads carry the user's access token in the path (spec section 6).
 */
export const INVOICING_API_ROUTES = {
  create: '/api/organisation/{id}/invoice',
  send: '/api/organisation/{id}/invoice/{invoiceId}/send',
  paid: '/api/organisation/{id}/invoice/{invoiceId}/paid',
  void: '/api/organisation/{id}/invoice/{invoiceId}/void',
  release: '/api/organisation/{id}/dunning/{dunningId}/release',
  run: '/api/invoicing/run',
  dunningRun: '/api/dunning/run',
  invoiceFile: '/download/organisation/{orgId}/invoice/{invoiceId}/{token}/{fileName}',
  dunningLetter: '/download/organisation/{orgId}/dunning/{dunningId}/{step}/{token}/{fileName}',
} as const;

/** The Postausgang's actions beside its lists (see outboxApi.ts); `retryDeliveries` is a `POST` of `{ ids }`. */
export const OUTBOX_API_ROUTES = {
  status: '/api/outgoing-mails/status',
  send: '/api/outgoing-mails/{id}/send',
  sendHeld: '/api/outgoing-mails/send-held',
  retryDeliveries: '/api/deliveries/retry',
} as const;

/**
 * Lead Analyse and Lead Matchen (see distributionApi.ts). `zipConditions` is a `POST` of
 * `{ orgas: excluded organisation ids, twoDigits? }`; `match` takes a CRM deal id or a lead number
 * and `?all=true` for the organisations that do not fit, with the reason. `sell` (the API's
 * `/api/lead/{lId}/sell`) is a `POST` of `{ organisations, force }` for the lead's number and
 * answers the lead with its sales.
 */
export const DISTRIBUTION_API_ROUTES = {
  zipConditions: '/api/organisations/zipconditions',
  match: '/api/organisation/match/{id}',
  sell: '/api/lead/{id}/sell',
} as const;

/**
 * Statistik, Statistik Details and Übersicht (see statisticsApi.ts). `list` and `export` take the
 * filters STATISTICS_FILTER_QUERY (unset ones as `false`); `detail` takes a company id and a moment of
 * the month in unix seconds; the `charts` routes take month (1-12) and year.
 */
export const STATISTICS_API_ROUTES = {
  list: '/api/statistics/',
  export: '/api/statistics/export',
  detail: '/api/statistics/{orga}/{date}',
  dashboard: '/api/statistics/charts/full',
  goals: '/api/statistics/charts/{month}/{year}',
  goalsExport: '/api/statistics/charts/{month}/{year}/export',
  days: '/api/statistics/charts/{month}/{year}/days',
} as const;

/** Statistics filters (spec section 3: start, end, orga, leadsource) → the query of the list and its export. */
export const STATISTICS_FILTER_QUERY: QueryMap = {
  start: 'startTime',
  end: 'endTime',
  orga: 'orga',
  leadsource: 'leadsource',
};

/**
 * Datenschutz (see privacyApi.ts): `subjects` and `export` take `?email=&phone=` (either or both);
 * `export` answers a ZIP; `erase` is a `POST` of `{ email?, phone?, reason }`; `retentionRuns` lists the
 * last runs (GET) and starts one (POST); `retentionSettings` is Settings 'Aufbewahrung' (GET, PUT).
 */
export const PRIVACY_API_ROUTES = {
  subjects: '/api/privacy/subjects',
  export: '/api/privacy/export',
  erase: '/api/privacy/erase',
  retentionRuns: '/api/privacy/retention-runs',
  retentionSettings: '/api/settings/retention',
} as const;
