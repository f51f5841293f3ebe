import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { answerFailure, closeServer, FakeMode, isJsonRequest, listen, readBody, ReceivedRequest, sender } from './fake-http';

/**
 * A local stand-in for Pipedrive's v1 API: checks the api_token like Pipedrive does, answers
 * pipelines, stages and lead labels, creates persons, deals, leads and notes with Pipedrive's
 * required fields and references checked, and finds them again the way the delivery looks them up
 * (person search, a person's deals, leads by person), and answers one deal by id as the outcome sync reads it. `mode` makes every call fail or hang;
 * `failNext` fails one call so a test can break a delivery half-way.
 */
export interface FakePipedrive {
  url: string;
  /** Every request's path and token (kept this small: tests compare entries whole). */
  requests: { path: string; token: string | null }[];
  /** Every POST in full, with its token. */
  posts: (ReceivedRequest & { token: string | null })[];
  mode: FakeMode;
  persons: { id: number; name: string; email?: unknown; phone?: unknown }[];
  /** A test closes a deal as the buyer would: `status` 'won' (with `value`) or 'lost' (with `lost_reason`); new deals are open. */
  deals: { id: number; title: string; person_id?: number; pipeline_id?: number; stage_id?: number; status?: 'open' | 'won' | 'lost' | 'deleted'; value?: number; currency?: string; lost_reason?: string | null }[];
  leads: { id: string; title: string; person_id?: number; label_ids?: string[] }[];
  notes: { id: number; content: string; deal_id?: number; lead_id?: string; person_id?: number }[];
  /**
   * The next request to `route` ('POST /v1/deals', 'GET /v1/persons/search') is answered with `status`
   * (and Pipedrive's error body) before anything is stored; later ones are served normally. With
   * `afterStoring` a POST stores its item first, as when Pipedrive saved it but the answer got lost.
   */
  failNext(route: string, status?: number, options?: { afterStoring?: boolean }): void;
  /** Forgets everything stored and received, pending failures too, and answers normally again. */
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_PIPEDRIVE_TOKEN = 'pd-test-token-1';

const PIPELINES = [
  { id: 1, name: 'Vertrieb Photovoltaik', active: true },
  { id: 2, name: 'Dachsanierung', active: true },
];
const STAGES = [
  { id: 11, name: 'Neuer Lead', pipeline_id: 1 },
  { id: 12, name: 'Termin vereinbart', pipeline_id: 1 },
  { id: 21, name: 'Besichtigung', pipeline_id: 2 },
];
const LEAD_LABELS = [{ id: '6a9e2d8c-0000-4000-8000-000000000001', name: 'Heiß', color: 'red' }];
export const FAKE_PIPEDRIVE_LEAD_LABEL_ID = LEAD_LABELS[0].id;

type Body = Record<string, unknown>;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
/** Pipedrive's page size when none is asked for, and the most it gives in one page. */
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;
const SEARCH_FIELDS = ['custom_fields', 'email', 'notes', 'phone', 'name'];
const DEAL_STATUSES = ['open', 'won', 'lost', 'deleted', 'all_not_deleted'];
const ARCHIVED_STATUSES = ['archived', 'not_archived', 'all'];

/** A GET's answer: 200 with `{ success, data, additional_data }`, or Pipedrive's error status and text. */
type Answer = { data: unknown; additional_data?: unknown } | { status: number; error: string };

/** The values of a person field as Pipedrive stores them: a string or an array of `{ value }`. */
function values(field: unknown): string[] {
  if (isText(field)) return [field];
  return Array.isArray(field) ? field.map((entry: Body) => entry?.value).filter(isText) : [];
}

/** One page of `items` by the `start` and `limit` query parameters, with Pipedrive's pagination block. */
function page<T>(items: T[], query: URLSearchParams): { items: T[]; pagination: Body } | string {
  const start = Number(query.get('start') ?? 0);
  const limit = Number(query.get('limit') ?? DEFAULT_LIMIT);
  if (!Number.isInteger(start) || start < 0) return 'start must be a non-negative integer.';
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return `limit must be between 1 and ${MAX_LIMIT}.`;
  const more = start + limit < items.length;
  return { items: items.slice(start, start + limit), pagination: { start, limit, more_items_in_collection: more, ...(more ? { next_start: start + limit } : {}) } };
}

const badRequest = (error: string): Answer => ({ status: 400, error });

export async function startFakePipedrive(port = 0): Promise<FakePipedrive> {
  const failures: { route: string; status: number; afterStoring: boolean }[] = [];
  const fake: FakePipedrive = {
    url: '',
    requests: [],
    posts: [],
    mode: 'ok',
    persons: [],
    deals: [],
    leads: [],
    notes: [],
    failNext: (route, status = 500, options = {}) => void failures.push({ route, status, afterStoring: options.afterStoring ?? false }),
    reset: () => {
      for (const list of [fake.requests, fake.posts, fake.persons, fake.deals, fake.leads, fake.notes, failures]) list.length = 0;
      fake.mode = 'ok';
    },
    close: async () => undefined,
  };
  let nextId = 100;

  /** The lookups the delivery makes before it creates anything; query parameters checked as Pipedrive does. */
  const find = (path: string, query: URLSearchParams): Answer | undefined => {
    if (path === '/v1/persons/search') {
      const term = query.get('term') ?? '';
      const exact = query.get('exact_match') ?? 'false';
      if (!['true', 'false', '1', '0'].includes(exact)) return badRequest('exact_match must be a boolean.');
      const exactMatch = exact === 'true' || exact === '1';
      // Pipedrive's rule: 2 characters at least, 1 is enough for an exact match.
      if (term.trim().length < (exactMatch ? 1 : 2)) return badRequest('term must be at least 2 characters long (1 with exact_match).');
      const fields = query.get('fields')?.split(',') ?? SEARCH_FIELDS;
      if (fields.some((field) => !SEARCH_FIELDS.includes(field))) return badRequest(`fields must be some of ${SEARCH_FIELDS.join(', ')}.`);
      // Like Pipedrive: not case sensitive; without exact_match the term may be anywhere in a value.
      const wanted = term.trim().toLowerCase();
      const matches = (value: string) => (exactMatch ? value.toLowerCase() === wanted : value.toLowerCase().includes(wanted));
      // Notes and custom fields are never filled in the fake.
      const searchable = (person: FakePipedrive['persons'][number]): Record<string, string[]> => ({ name: [person.name], email: values(person.email), phone: values(person.phone) });
      const hits = fake.persons.filter((person) => fields.some((field) => (searchable(person)[field] ?? []).some(matches)));
      const paged = page(hits, query);
      if (typeof paged === 'string') return badRequest(paged);
      const items = paged.items.map((person) => ({
        result_score: 1,
        item: { id: person.id, type: 'person', name: person.name, phones: values(person.phone), emails: values(person.email), organization: null, custom_fields: [], notes: [] },
      }));
      return { data: { items }, additional_data: { pagination: paged.pagination } };
    }
    const personDeals = /^\/v1\/persons\/([^/]+)\/deals$/.exec(path);
    if (personDeals) {
      const personId = Number(personDeals[1]);
      if (!isId(personId)) return badRequest('Person id must be a positive integer.');
      if (!fake.persons.some((person) => person.id === personId)) return { status: 404, error: 'Person not found' };
      const status = query.get('status') ?? 'all_not_deleted';
      if (!DEAL_STATUSES.includes(status)) return badRequest(`status must be one of ${DEAL_STATUSES.join(', ')}.`);
      // A deal is open unless a test closed it.
      const deals = fake.deals
        .filter((deal) => deal.person_id === personId)
        .map((deal) => ({ ...deal, status: deal.status ?? 'open' }))
        .filter((deal) => (status === 'all_not_deleted' ? deal.status !== 'deleted' : deal.status === status));
      const paged = page(deals, query);
      if (typeof paged === 'string') return badRequest(paged);
      // Pipedrive answers data: null, not [], when the person has no deals.
      return { data: paged.items.length > 0 ? paged.items : null, additional_data: { pagination: paged.pagination } };
    }
    const oneDeal = /^\/v1\/deals\/([^/]+)$/.exec(path);
    if (oneDeal) {
      const dealId = Number(oneDeal[1]);
      if (!isId(dealId)) return badRequest('Deal id must be a positive integer.');
      const deal = fake.deals.find((entry) => entry.id === dealId);
      if (!deal) return { status: 404, error: 'Deal not found' };
      // Pipedrive's deal: status, value and currency always, lost_reason null unless lost.
      return { data: { ...deal, status: deal.status ?? 'open', value: deal.value ?? 0, currency: deal.currency ?? 'EUR', lost_reason: deal.lost_reason ?? null } };
    }
    if (path === '/v1/notes') {
      const dealId = query.get('deal_id');
      const leadId = query.get('lead_id');
      if (dealId !== null && !isId(Number(dealId))) return badRequest('deal_id must be a positive integer.');
      const notes = fake.notes.filter((note) => (dealId === null || note.deal_id === Number(dealId)) && (leadId === null || note.lead_id === leadId));
      const paged = page(notes, query);
      if (typeof paged === 'string') return badRequest(paged);
      return { data: paged.items, additional_data: { pagination: paged.pagination } };
    }
    if (path === '/v1/leads') {
      const personId = query.get('person_id');
      if (personId !== null && !isId(Number(personId))) return badRequest('person_id must be a positive integer.');
      const archived = query.get('archived_status') ?? 'all';
      if (!ARCHIVED_STATUSES.includes(archived)) return badRequest(`archived_status must be one of ${ARCHIVED_STATUSES.join(', ')}.`);
      // Nothing gets archived in the fake.
      const leads = archived === 'archived' ? [] : fake.leads.filter((lead) => personId === null || lead.person_id === Number(personId));
      const paged = page(leads.map((lead) => ({ ...lead, is_archived: false })), query);
      if (typeof paged === 'string') return badRequest(paged);
      return { data: paged.items, additional_data: { pagination: paged.pagination } };
    }
    return undefined;
  };

  /** Creates the item or returns Pipedrive's error text for a 400. */
  const create: Record<string, (body: Body) => { id: number | string } | string> = {
    '/v1/persons': (body) => {
      if (!isText(body.name)) return 'Name must be given.';
      for (const field of ['email', 'phone'] as const) {
        const value = body[field];
        if (value !== undefined && !isText(value) && !(Array.isArray(value) && value.every((entry: Body) => isText(entry?.value)))) {
          return `Invalid ${field}: expected a string or an array of { value, primary, label }.`;
        }
      }
      const person = { id: ++nextId, name: body.name, email: body.email, phone: body.phone };
      fake.persons.push(person);
      return person;
    },
    '/v1/deals': (body) => {
      if (!isText(body.title)) return 'Title must be given.';
      if (body.person_id !== undefined && !fake.persons.some((person) => person.id === body.person_id)) return 'Person not found.';
      if (body.pipeline_id !== undefined && !PIPELINES.some((pipeline) => pipeline.id === body.pipeline_id)) return 'Pipeline not found.';
      const stage = STAGES.find((entry) => entry.id === body.stage_id);
      if (body.stage_id !== undefined && !stage) return 'Stage not found.';
      if (stage && body.pipeline_id !== undefined && stage.pipeline_id !== body.pipeline_id) return 'Stage does not belong to the pipeline.';
      const deal = { id: ++nextId, title: body.title, person_id: body.person_id as number, pipeline_id: body.pipeline_id as number, stage_id: body.stage_id as number };
      fake.deals.push(deal);
      return deal;
    },
    '/v1/leads': (body) => {
      if (!isText(body.title)) return 'Title must be given.';
      if (!isId(body.person_id) && !isId(body.organization_id)) return 'A lead must be linked to a person or an organization.';
      if (body.person_id !== undefined && !fake.persons.some((person) => person.id === body.person_id)) return 'Person not found.';
      const labels = body.label_ids;
      if (labels !== undefined && !(Array.isArray(labels) && labels.every((id) => LEAD_LABELS.some((label) => label.id === id)))) return 'Unknown label_ids.';
      const lead = { id: randomUUID(), title: body.title, person_id: body.person_id as number, label_ids: labels as string[] | undefined };
      fake.leads.push(lead);
      return lead;
    },
    '/v1/notes': (body) => {
      if (!isText(body.content)) return 'Content must be given.';
      if (body.deal_id === undefined && body.lead_id === undefined && body.person_id === undefined && body.org_id === undefined) {
        return 'One of deal_id, lead_id, person_id or org_id must be given.';
      }
      if (body.deal_id !== undefined && !fake.deals.some((deal) => deal.id === body.deal_id)) return 'Deal not found.';
      if (body.lead_id !== undefined && !fake.leads.some((lead) => lead.id === body.lead_id)) return 'Lead not found.';
      const note = { id: ++nextId, content: body.content, deal_id: body.deal_id as number, lead_id: body.lead_id as string, person_id: body.person_id as number };
      fake.notes.push(note);
      return note;
    },
  };

  const server: Server = createServer((request: IncomingMessage, response) => {
    void readBody(request).then(({ json }) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const token = url.searchParams.get('api_token');
      fake.requests.push({ path: url.pathname, token });
      if (request.method === 'POST') fake.posts.push({ method: 'POST', path: url.pathname, headers: request.headers, body: json, token });
      if (fake.mode === 'hang') return;
      const send = sender(response);
      const error = { success: false, error: 'internal' };
      if (answerFailure(fake.mode, send, { error, rejected: { success: false, error: 'Bad request: validation failed', error_info: 'Please check developers.pipedrive.com' } })) return;
      const failure = failures.findIndex(({ route, afterStoring }) => !afterStoring && route === `${request.method} ${url.pathname}`);
      if (failure >= 0) {
        const { status } = failures.splice(failure, 1)[0];
        return send(status, error, status === 429 ? { 'Retry-After': '7' } : {});
      }
      if (token !== FAKE_PIPEDRIVE_TOKEN) return send(401, { success: false, error: 'unauthorized access', errorCode: 401 });
      if (request.method === 'GET' && url.pathname === '/v1/pipelines') return send(200, { success: true, data: PIPELINES });
      if (request.method === 'GET' && url.pathname === '/v1/stages') {
        const pipeline = Number(url.searchParams.get('pipeline_id'));
        return send(200, { success: true, data: STAGES.filter((stage) => !pipeline || stage.pipeline_id === pipeline) });
      }
      if (request.method === 'GET' && url.pathname === '/v1/leadLabels') return send(200, { success: true, data: LEAD_LABELS });
      const found = request.method === 'GET' ? find(url.pathname, url.searchParams) : undefined;
      if (found && 'status' in found) return send(found.status, { success: false, error: found.error, error_info: 'Please check developers.pipedrive.com' });
      if (found) return send(200, { success: true, ...found });
      const creator = request.method === 'POST' ? create[url.pathname] : undefined;
      if (!creator) return send(404, { success: false, error: 'not found' });
      // Pipedrive's leads endpoint takes only JSON; the adapter sends JSON everywhere.
      if (!isJsonRequest(request) || typeof json !== 'object' || json === null) return send(400, { success: false, error: 'Request body must be JSON.' });
      // Not Pipedrive's rule but our contract: every delivery call carries the sale id.
      if (!request.headers['idempotency-key']) return send(400, { success: false, error: 'Idempotency-Key header missing.' });
      const created = creator(json as Body);
      if (typeof created === 'string') return send(400, { success: false, error: created, error_info: 'Please check developers.pipedrive.com' });
      const lost = failures.findIndex(({ route, afterStoring }) => afterStoring && route === `POST ${url.pathname}`);
      if (lost >= 0) return send(failures.splice(lost, 1)[0].status, error);
      send(201, { success: true, data: created });
    });
  });
  fake.url = await listen(server, port);
  fake.close = () => closeServer(server);
  return fake;
}
