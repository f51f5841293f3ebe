/**
 * The API's URL shapes, word for word from spec section 7. Singular and plural paths of one
 * resource differ on purpose (for example DELETE `/api/organisations/{id}` next to
 * GET `/api/organisation/{id}`): that is the API. Nothing outside this folder builds API URLs.
 */

/** react-admin filter key → query parameter name, for lists the API filters itself. */
export type QueryMap = Readonly<Record<string, string>>;

export interface ResourceRoutes {
  list?: string;
  /**
   * Present when the API filters the list: every mapped filter is sent (unset ones as `false`)
   * and none is applied again in the browser. Without it the list is filtered in the browser.
   */
  listQuery?: QueryMap;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
}

export type RouteName = Exclude<keyof ResourceRoutes, 'listQuery'>;

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
};

/** Reclamation filters (spec section 3) → the query of `GET /api/leads/reclamationrequests`. */
export const RECLAMATION_FILTER_QUERY: QueryMap = {
  zipFilter: 'zipfilter',
  reclamatedFrom: 'reclamatedFrom',
  pIdFilter: 'pidfilter',
  proccessed: 'proccessed',
};

const LEADS: ResourceRoutes = {
  list: '/api/leads',
  listQuery: LEAD_FILTER_QUERY,
  one: '/api/lead/{id}',
  update: '/api/lead/{id}',
};

/** Keyed by react-admin resource name; Einkauf and Lead-Statistik are both views of the leads. */
export const API_ROUTES: Readonly<Record<string, ResourceRoutes>> = {
  organisations: {
    list: '/api/organisations',
    one: '/api/organisation/{id}',
    create: '/api/organisation',
    update: '/api/organisation/{id}',
    delete: '/api/organisations/{id}',
  },
  leadsources: {
    list: '/api/leadsources',
    one: '/api/leadsource/{id}',
    create: '/api/leadsource',
    update: '/api/leadsource/{id}',
    delete: '/api/leadsource/{id}',
  },
  sells: LEADS,
  leadstatistics: LEADS,
  reclamationrequests: {
    list: '/api/leads/reclamationrequests',
    listQuery: RECLAMATION_FILTER_QUERY,
  },
  users: { list: '/api/users' },
};

/** The session endpoints (spec section 7), used by the auth provider and the HTTP client. */
export const AUTH_ROUTES = {
  login: '/auth/login',
  renew: '/auth/renew',
  logout: '/auth/logout',
} as const;
