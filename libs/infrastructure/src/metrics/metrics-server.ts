import { createServer, Server } from 'node:http';
import { Metrics } from './metrics';
import { metricsAccess } from './metrics-access';

/**
 * GET /metrics on a port of its own, for processes without an HTTP app (the worker): the deliveries and
 * mails it sends are counted where they happen. Same rules as the API's route: Bearer METRICS_TOKEN.
 */
export async function serveMetrics(metrics: Metrics, token: string, port: number): Promise<Server> {
  metrics.collectDefaults();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const access = metricsAccess(token, request.headers.authorization);
    if (request.method !== 'GET' || path !== '/metrics' || access === 'disabled') {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ statusCode: 404, error: 'Nicht gefunden' }));
      return;
    }
    if (access === 'refused') {
      response
        .writeHead(401, { 'Content-Type': 'application/json; charset=utf-8', 'WWW-Authenticate': 'Bearer' })
        .end(JSON.stringify({ statusCode: 401, error: 'Metriken nur mit Authorization: Bearer METRICS_TOKEN' }));
      return;
    }
    metrics.exposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'Content-Type': contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return server;
}
