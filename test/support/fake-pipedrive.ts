import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { answerFailure, closeServer, FakeMode, isJsonRequest, listen, readBody, ReceivedRequest, sender } from './fake-http';

/**
 * A local stand-in for Pipedrive's v1 API: checks the api_token like Pipedrive does, answers
 * pipelines, stages and lead labels, and creates persons, deals, leads and notes with Pipedrive's
 * required fields and references checked. `mode` makes it fail or hang for error tests.
 */
export interface FakePipedrive {
  url: string;
  /** Every request's path and token (kept this small: tests compare entries whole). */
  requests: { path: string; token: string | null }[];
  /** Every POST in full, with its token. */
  posts: (ReceivedRequest & { token: string | null })[];
  mode: FakeMode;
  persons: { id: number; name: string; email?: unknown; phone?: unknown }[];
  deals: { id: number; title: string; person_id?: number; pipeline_id?: number; stage_id?: number }[];
  leads: { id: string; title: string; person_id?: number; label_ids?: string[] }[];
  notes: { id: number; content: string; deal_id?: number; lead_id?: string; person_id?: number }[];
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

export async function startFakePipedrive(port = 0): Promise<FakePipedrive> {
  const fake: FakePipedrive = { url: '', requests: [], posts: [], mode: 'ok', persons: [], deals: [], leads: [], notes: [], close: async () => undefined };
  let nextId = 100;

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
      if (token !== FAKE_PIPEDRIVE_TOKEN) return send(401, { success: false, error: 'unauthorized access', errorCode: 401 });
      if (request.method === 'GET' && url.pathname === '/v1/pipelines') return send(200, { success: true, data: PIPELINES });
      if (request.method === 'GET' && url.pathname === '/v1/stages') {
        const pipeline = Number(url.searchParams.get('pipeline_id'));
        return send(200, { success: true, data: STAGES.filter((stage) => !pipeline || stage.pipeline_id === pipeline) });
      }
      if (request.method === 'GET' && url.pathname === '/v1/leadLabels') return send(200, { success: true, data: LEAD_LABELS });
      const creator = request.method === 'POST' ? create[url.pathname] : undefined;
      if (!creator) return send(404, { success: false, error: 'not found' });
      // Pipedrive's leads endpoint takes only JSON; the adapter sends JSON everywhere.
      if (!isJsonRequest(request) || typeof json !== 'object' || json === null) return send(400, { success: false, error: 'Request body must be JSON.' });
      // Not Pipedrive's rule but our contract: every delivery call carries the sale id.
      if (!request.headers['idempotency-key']) return send(400, { success: false, error: 'Idempotency-Key header missing.' });
      const created = creator(json as Body);
      if (typeof created === 'string') return send(400, { success: false, error: created, error_info: 'Please check developers.pipedrive.com' });
      send(201, { success: true, data: created });
    });
  });
  fake.url = await listen(server, port);
  fake.close = () => closeServer(server);
  return fake;
}
