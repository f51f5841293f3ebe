import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local stand-in for Pipedrive's v1 API: checks the api_token like Pipedrive does and answers
 * pipelines, stages and lead labels. `mode` makes it fail or hang for error tests.
 */
export interface FakePipedrive {
  url: string;
  requests: { path: string; token: string | null }[];
  mode: 'ok' | 'error' | 'hang';
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

export async function startFakePipedrive(port = 0): Promise<FakePipedrive> {
  const fake: FakePipedrive = { url: '', requests: [], mode: 'ok', close: async () => undefined };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const token = url.searchParams.get('api_token');
    fake.requests.push({ path: url.pathname, token });
    if (fake.mode === 'hang') return;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (fake.mode === 'error') return send(500, { success: false, error: 'internal' });
    if (token !== FAKE_PIPEDRIVE_TOKEN) return send(401, { success: false, error: 'unauthorized access', errorCode: 401 });
    if (request.method === 'GET' && url.pathname === '/v1/pipelines') return send(200, { success: true, data: PIPELINES });
    if (request.method === 'GET' && url.pathname === '/v1/stages') {
      const pipeline = Number(url.searchParams.get('pipeline_id'));
      return send(200, { success: true, data: STAGES.filter((stage) => !pipeline || stage.pipeline_id === pipeline) });
    }
    if (request.method === 'GET' && url.pathname === '/v1/leadLabels') return send(200, { success: true, data: LEAD_LABELS });
    send(404, { success: false, error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
