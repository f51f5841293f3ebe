import type { AuditAction, AuditEntityType } from '@app/contract';

/**
 * What a staff write is about, read from its method and route: `PUT /api/organisation/{id}` is an
 * `update` of `organisation` {id}; a route ending in a verb names the action (`POST /api/lead/{lId}/sell`
 * is a `sell` of lead {lId}). New routes get a sensible row without a table to maintain; the unit test
 * prints the mapping of every route in the permission table.
 */
export interface RouteTarget {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  /** Route parameters besides the object's id (the buyer of a complaint, the invoice's buyer). */
  params: Record<string, string>;
}

/** The last path segment that is an action, and the action's name in the trail. */
const VERBS: Record<string, AuditAction> = {
  sell: 'sell',
  reclamate: 'reclaim',
  reclaim: 'reclaim',
  reject: 'reject',
  apikey: 'regenerate-apikey',
  send: 'send',
  'send-held': 'send',
  paid: 'paid',
  void: 'void',
  run: 'run',
  release: 'release',
  open: 'open',
  revert: 'revert',
  retry: 'retry',
  import: 'import',
  'sheet-sync': 'sync',
  confirm: 'confirm',
  erase: 'erase',
  payments: 'import-payments',
  'webhook-secret': 'rotate-webhook-secret',
};

/** Plural and compound route words to one entity name. */
const ENTITY_NAMES: Record<string, AuditEntityType> = {
  leads: 'lead',
  organisations: 'organisation',
  leadsources: 'leadsource',
  users: 'user',
  invoices: 'invoice',
  orders: 'order',
  deliveries: 'delivery',
  'outgoing-mails': 'outgoing-mail',
  'portal-users': 'portal-user',
  request: 'reclamation-request',
  requests: 'reclamation-request',
  reclamationrequests: 'reclamation-request',
  reclamationrequest: 'reclamation-request',
  buyers: 'organisation',
  buyer: 'organisation',
  email: 'email-template',
  invoicing: 'invoice',
  'monthly-mails': 'statistics-mail',
  'evaluation-mails': 'evaluation-mail',
  lexoffice: 'invoice',
  'outcome-reminder': 'lead-outcome-reminder',
  outcome: 'lead-outcome',
  complaint: 'reclamation-request',
  upload: 'reclamation-document',
};

/** Writes that only look: a POST that answers a lookup changes nothing. */
const NOT_WRITES = new Set(['POST /api/organisations/zipconditions']);

/** Whole routes whose generic reading would mislead. */
const SPECIAL: Record<string, Omit<RouteTarget, 'entityId' | 'params'> & { idParam?: string; selfId?: true }> = {
  'POST /api/users/{id}/invitation': { action: 'invite', entityType: 'user', idParam: 'id' },
  'DELETE /api/leadsource/{id}/throttle': { action: 'lift-throttle', entityType: 'leadsource', idParam: 'id' },
  'POST /api/auth/2fa/email': { action: '2fa-code-sent', entityType: 'user', selfId: true },
  'POST /api/privacy/retention-runs': { action: 'retention', entityType: 'privacy' },
  'POST /api/auth/2fa/totp': { action: '2fa-totp-start', entityType: 'user', selfId: true },
  'POST /api/auth/2fa/totp/confirm': { action: '2fa-totp-enable', entityType: 'user', selfId: true },
  'PUT /api/auth/2fa/email': { action: '2fa-email', entityType: 'user', selfId: true },
  'DELETE /api/auth/2fa': { action: '2fa-remove', entityType: 'user', selfId: true },
  'PUT /api/auth/password': { action: 'password-change', entityType: 'user', selfId: true },
  'DELETE /api/users/{id}/2fa': { action: '2fa-reset', entityType: 'user', idParam: 'id' },
  'POST /api/organisation/{id}/deliveries/resume': { action: 'resume-deliveries', entityType: 'organisation', idParam: 'id' },
  'POST /api/organisation/{id}/portal-users/{userId}/invitation': { action: 'invite', entityType: 'portal-user', idParam: 'userId' },
  // The buyers' portal: its accounts are buyer users (portal-user), never staff users.
  'POST /portal-api/users': { action: 'create', entityType: 'portal-user' },
  'PUT /portal-api/auth/password': { action: 'password-change', entityType: 'portal-user', selfId: true },
  'POST /portal-api/auth/2fa/totp': { action: '2fa-totp-start', entityType: 'portal-user', selfId: true },
  'POST /portal-api/auth/2fa/email': { action: '2fa-code-sent', entityType: 'portal-user', selfId: true },
  'POST /portal-api/auth/logout': { action: 'logout', entityType: 'portal-user', selfId: true },
  // A buyer's own settings are its availability and budget.
  'PUT /portal-api/settings': { action: 'update', entityType: 'buyer-availability' },
  'POST /portal-api/deliveries/test': { action: 'test', entityType: 'delivery' },
  'POST /portal-api/auth/2fa/totp/confirm': { action: '2fa-totp-enable', entityType: 'portal-user', selfId: true },
  'PUT /portal-api/auth/2fa/email': { action: '2fa-email', entityType: 'portal-user', selfId: true },
  'DELETE /portal-api/auth/2fa': { action: '2fa-remove', entityType: 'portal-user', selfId: true },
};

/**
 * A route word's object type. A word without an entry names the type itself (`lead`, `order`); that every route reads
 * to a type of the vocabulary is checked over all registered routes (test/api/routes.e2e-spec.ts).
 */
const entityName = (segment: string): AuditEntityType => ENTITY_NAMES[segment] ?? (segment as AuditEntityType);

/** `/api/organisation/:id` (Express) → `/api/organisation/{id}` (OpenAPI). */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The target of `METHOD /path` (OpenAPI form) with the request's parameters, or null for a route that
 * writes nothing.
 */
export function describeRoute(method: string, path: string, params: Record<string, string>, selfId: number | null = null): RouteTarget | null {
  const key = `${method} ${path}`;
  if (NOT_WRITES.has(key)) return null;
  const special = SPECIAL[key];
  if (special) {
    const entityId = special.idParam ? (params[special.idParam] ?? null) : special.selfId && selfId !== null ? String(selfId) : null;
    return { action: special.action, entityType: special.entityType, entityId, params: otherParams(params, special.idParam) };
  }
  const segments = path.split('/').filter((segment) => segment.length > 0 && segment !== 'api' && segment !== 'portal-api');
  const isParam = (segment: string) => /^\{.+\}$/.test(segment);
  const paramName = (segment: string) => segment.slice(1, -1);

  // Settings are one object per area: `PUT /api/settings/company` changes settings 'company'.
  if (segments[0] === 'settings' && segments.length === 2) {
    return { action: defaultAction(method), entityType: 'settings', entityId: segments[1], params: {} };
  }

  // Everything after the last verb segment (e.g. `reclamate/buyer/{orgId}`) is a detail of the action.
  let verbIndex = -1;
  for (let i = segments.length - 1; i >= 0; i--) {
    if (!isParam(segments[i]) && VERBS[segments[i]]) {
      verbIndex = i;
      break;
    }
  }
  const head = verbIndex >= 0 ? segments.slice(0, verbIndex) : segments;

  let entityType: AuditEntityType | null = null;
  let idParam: string | undefined;
  for (let i = 0; i < head.length; i++) {
    if (isParam(head[i])) continue;
    const next = head[i + 1];
    if (next !== undefined && isParam(next)) {
      entityType = entityName(head[i]);
      idParam = paramName(next);
    } else if (next === undefined) {
      // A trailing word: a sub-resource created or changed under the parent (`/organisation/{id}/invoice`).
      entityType = entityName(head[i]);
      idParam = undefined;
    } else if (/^\d+$/.test(next)) {
      // A fixed id in the path (`PUT /api/email/1`).
      entityType = entityName(head[i]);
      return { action: defaultAction(method), entityType, entityId: next, params: otherParams(params) };
    }
  }
  if (!entityType) entityType = verbIndex > 0 ? entityName(segments[verbIndex - 1]) : entityName(segments[0] ?? 'unknown');
  const action = verbIndex >= 0 ? VERBS[segments[verbIndex]] : defaultAction(method);
  return { action, entityType, entityId: idParam ? (params[idParam] ?? null) : null, params: otherParams(params, idParam) };
}

function defaultAction(method: string): AuditAction {
  switch (method) {
    case 'POST':
      return 'create';
    case 'DELETE':
      return 'delete';
    default:
      return 'update';
  }
}

function otherParams(params: Record<string, string>, idParam?: string): Record<string, string> {
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (name !== idParam) rest[name] = value;
  return rest;
}
