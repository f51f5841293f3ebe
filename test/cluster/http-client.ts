import { Agent, request } from 'node:http';

export interface HttpAnswer {
  /** 0 when the connection broke before an answer came. */
  status: number;
  body: unknown;
  text: string;
  startedAt: number;
  endedAt: number;
  error?: string;
}

/**
 * A small JSON client over keep-alive connections (at most `connections` at once): the load driver's
 * connections to the balancer, and the set-up calls. Never throws for a status or a broken connection;
 * the caller decides what each means.
 */
export class HttpClient {
  private readonly agent: Agent;

  constructor(
    private readonly base: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
    const startedAt = Date.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const call = request(
        `${this.base}${path}`,
        {
          method,
          agent: this.agent,
          headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...headers },
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              parsed = undefined;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed, text, startedAt, endedAt: Date.now() });
          });
          response.on('error', (error) => resolve({ status: 0, body: undefined, text: '', startedAt, endedAt: Date.now(), error: error.message }));
        },
      );
      call.on('timeout', () => call.destroy(new Error('Zeitüberschreitung')));
      call.on('error', (error) => resolve({ status: 0, body: undefined, text: '', startedAt, endedAt: Date.now(), error: error.message }));
      call.end(payload);
    });
  }

  /** For set-up steps that must work: the JSON answer, or an error naming the call. */
  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const answer = await this.send(method, path, body, headers);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.error ?? answer.text.slice(0, 500)}`);
    return answer.body as T;
  }

  close(): void {
    this.agent.destroy();
  }
}
