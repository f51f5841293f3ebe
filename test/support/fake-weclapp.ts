import { createServer } from 'node:http';
import { answerFailure, closeServer, FakeMode, isJsonRequest, listen, readBody, ReceivedRequest, sender } from './fake-http';

/**
 * A local stand-in for a weClapp tenant's REST API v1 (`/webapp/api/v1`): checks the
 * `AuthenticationToken` header, creates leads (`POST /lead`) with weClapp's enums and shapes checked
 * (the lead number the caller's, else the id), and lists them (`GET /lead`) with weClapp's property filters
 * (`leadNumber-eq=…`) and `properties=…`, answering `{ result: [...] }`; errors are weClapp's problem
 * documents (`{ type, title, status, detail, validationErrors }`).
 */
export interface FakeWeclapp {
  /** The API base as a buyer enters it, e.g. http://127.0.0.1:1234/webapp/api/v1 */
  url: string;
  requests: ReceivedRequest[];
  leads: (Record<string, unknown> & { id: string; leadNumber: string })[];
  mode: FakeMode;
  /**
   * The next lead created is stored, but its answer never arrives: the connection is dropped (a timeout or
   * a network failure after weClapp saved it, as the caller sees it). Resets itself after one lead.
   */
  loseNextAnswer: boolean;
  close(): Promise<void>;
}

export const FAKE_WECLAPP_TOKEN = 'wc-test-token-1';
const BASE_PATH = '/webapp/api/v1';

const LEAD_FIELDS = ['partyType', 'leadStatus', 'leadNumber', 'salutation', 'firstName', 'lastName', 'company', 'email', 'phone', 'mobilePhone1', 'addresses', 'description', 'tags'];
const ADDRESS_FIELDS = ['street1', 'street2', 'zipcode', 'city', 'countryCode', 'primeAddress', 'invoiceAddress', 'deliveryAddress'];
const ENUMS: Record<string, string[]> = {
  partyType: ['ORGANIZATION', 'PERSON'],
  leadStatus: ['NEW', 'PREQUALIFIED', 'QUALIFIED', 'CONVERTED', 'DISQUALIFIED'],
  salutation: ['MR', 'MRS', 'FAMILY', 'COMPANY', 'NO_SALUTATION'],
};

const problem = (status: number, title: string, detail?: string, validationErrors?: { location: string; message: string }[]) => ({
  type: `/webapp/view/api/errors.html#${status === 401 ? 'unauthorized' : status === 400 ? 'validation' : 'error'}`,
  title,
  status,
  ...(detail ? { detail } : {}),
  ...(validationErrors ? { validationErrors } : {}),
});

/** weClapp's validation of a new lead, as validation errors (empty: valid). */
function leadErrors(body: Record<string, unknown>): { location: string; message: string }[] {
  const errors: { location: string; message: string }[] = [];
  for (const key of Object.keys(body)) if (!LEAD_FIELDS.includes(key)) errors.push({ location: key, message: 'unknown property' });
  for (const [field, values] of Object.entries(ENUMS)) {
    if (body[field] !== undefined && !values.includes(body[field] as string)) errors.push({ location: field, message: `must be one of ${values.join(', ')}` });
  }
  if (body.leadNumber !== undefined && !(typeof body.leadNumber === 'string' && body.leadNumber.trim())) errors.push({ location: 'leadNumber', message: 'must not be empty' });
  if (body.partyType === 'PERSON' && !(typeof body.lastName === 'string' && body.lastName.trim())) errors.push({ location: 'lastName', message: 'must not be empty' });
  if (body.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(body.email))) errors.push({ location: 'email', message: 'invalid email address' });
  if (body.addresses !== undefined) {
    if (!Array.isArray(body.addresses)) errors.push({ location: 'addresses', message: 'must be an array' });
    else
      body.addresses.forEach((address: Record<string, unknown>, index) => {
        for (const key of Object.keys(address ?? {})) if (!ADDRESS_FIELDS.includes(key)) errors.push({ location: `addresses[${index}].${key}`, message: 'unknown property' });
        if (!/^[A-Z]{2}$/.test(String(address?.countryCode))) errors.push({ location: `addresses[${index}].countryCode`, message: 'must be an ISO 3166 country code' });
      });
  }
  return errors;
}

/**
 * `GET /lead`: weClapp's list with its query parameters `<property>-eq=<value>` (top-level properties only
 * here) and `properties=a,b` (only these fields in each entry). Anything else is refused, so a lookup the
 * real API would not understand fails here too instead of silently listing every lead.
 */
function listLeads(leads: FakeWeclapp['leads'], query: URLSearchParams): { status: number; body: unknown } {
  const filters: [string, string][] = [];
  let properties: string[] | undefined;
  for (const [name, value] of query) {
    const filter = /^([A-Za-z]+)-eq$/.exec(name);
    if (filter) filters.push([filter[1], value]);
    else if (name === 'properties') properties = value.split(',').filter(Boolean);
    else return { status: 400, body: problem(400, 'invalid query parameter', name) };
  }
  const unknown = [...filters.map(([property]) => property), ...(properties ?? [])].find((property) => !['id', 'version', ...LEAD_FIELDS].includes(property));
  if (unknown) return { status: 400, body: problem(400, 'unknown property', unknown) };
  const result = leads
    .filter((lead) => filters.every(([property, value]) => String(lead[property]) === value))
    .map((lead) => (properties ? Object.fromEntries(properties.filter((property) => property in lead).map((property) => [property, lead[property]])) : lead));
  return { status: 200, body: { result } };
}

export async function startFakeWeclapp(): Promise<FakeWeclapp> {
  const fake: FakeWeclapp = { url: '', requests: [], leads: [], mode: 'ok', loseNextAnswer: false, close: async () => undefined };
  let nextId = 4000;
  const server = createServer((request, response) => {
    void readBody(request).then(({ json }) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const path = url.pathname;
      fake.requests.push({ method: request.method ?? '', path, headers: request.headers, body: json });
      if (fake.mode === 'hang') return;
      const send = sender(response);
      const rejected = problem(400, 'validation error', 'Der Lead konnte nicht angelegt werden.', [{ location: 'email', message: 'invalid email address' }]);
      if (answerFailure(fake.mode, send, { error: problem(500, 'internal server error'), rejected })) return;
      if (request.headers.authenticationtoken !== FAKE_WECLAPP_TOKEN) return send(401, problem(401, 'unauthorized', 'invalid API token'));
      if (request.method === 'GET' && path === `${BASE_PATH}/lead`) {
        const listed = listLeads(fake.leads, url.searchParams);
        return send(listed.status, listed.body);
      }
      if (request.method !== 'POST' || path !== `${BASE_PATH}/lead`) return send(404, problem(404, 'not found', `${request.method} ${path}`));
      if (!isJsonRequest(request) || typeof json !== 'object' || json === null) return send(415, problem(415, 'unsupported media type'));
      // Not weClapp's rule but our contract: every delivery call carries the sale id.
      if (!request.headers['idempotency-key']) return send(400, problem(400, 'Idempotency-Key header missing'));
      const errors = leadErrors(json as Record<string, unknown>);
      if (errors.length > 0) return send(400, problem(400, 'validation error', undefined, errors));
      const id = String(++nextId);
      const leadNumber = ((json as { leadNumber?: string }).leadNumber ?? id).trim();
      const lead = { ...(json as Record<string, unknown>), id, leadNumber, version: '0' };
      fake.leads.push(lead);
      if (fake.loseNextAnswer) {
        fake.loseNextAnswer = false;
        return void response.socket?.destroy();
      }
      send(201, lead);
    });
  });
  fake.url = `${await listen(server)}${BASE_PATH}`;
  fake.close = () => closeServer(server);
  return fake;
}
