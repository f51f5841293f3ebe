import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import type { HttpClient, RequestOptions } from '@ui/http/httpClient';

/** The API's prefix: ra-data-simple-rest reads `/api/{resource}` and `/api/{resource}/{id}`. */
export const SIMPLE_REST_API_URL = '/api';

export type SimpleRestRead = 'getList' | 'getOne' | 'getMany';

/** What ra-data-simple-rest passes to its http client: its bodies are JSON text. */
type SimpleRestOptions = Pick<fetchUtils.Options, 'method' | 'body'>;

const METHODS: readonly NonNullable<RequestOptions['method']>[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * ra-data-simple-rest over the app's http client, so its calls carry the session and renew it like
 * every other call, and fail with the same German ApiError. Its `Range` request header is left out:
 * it only helps cross-origin browsers see `Content-Range`, and the API is on the same origin.
 */
export function createSimpleRestProvider(http: HttpClient): DataProvider {
  const client = async (url: string, options: SimpleRestOptions = {}) => {
    const method = METHODS.find((name) => name === (options.method ?? 'GET').toUpperCase());
    if (!method) throw new Error(`Die API kennt die Methode ${options.method} nicht`);
    if (options.body != null && typeof options.body !== 'string') throw new Error('Nur JSON-Anfragen werden unterstützt');
    const body = options.body == null ? undefined : (JSON.parse(options.body) as unknown);
    const answer = await http.exchange(url, { method, body });
    return { status: answer.status, headers: answer.headers, body: JSON.stringify(answer.body ?? null), json: answer.body };
  };
  return simpleRestProvider(SIMPLE_REST_API_URL, client);
}
