import type { KeyValueStorage } from '../auth/tokenStorage';

/** localStorage stand-in for unit tests, which run in Node. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Responder = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch that records every call and answers through `respond`. */
export function fakeFetch(respond: Responder) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string>) };
    const isJson = headers['Content-Type'] === 'application/json';
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      // JSON bodies parsed for easy comparison; any other body (a CSV upload) as sent.
      body: typeof init.body === 'string' && isJson ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
