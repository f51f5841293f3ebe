import type { SessionTokens, TokenStorage } from '../auth/tokenStorage';
import { ApiError } from './apiError';
import { readBody, refusesSession, type AnswerReading } from './answers';
import { fileNameOf } from './contentDisposition';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of a JSON `body`, with its own content type (a CSV upload). */
  rawBody?: { content: string; contentType: string };
  /** A multipart upload; the browser sets the content type with its boundary. */
  form?: FormData;
  /** The auth calls themselves answer 401 for bad credentials, which no renewal can fix. */
  renewOnUnauthorized?: boolean;
  /** Extra request headers (a challenge token, a Pipedrive token typed but not yet saved). */
  headers?: Record<string, string>;
}

/** A whole answer, for callers that read headers too (ra-data-simple-rest's total in `Content-Range`). */
export interface HttpExchange<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A downloaded file: its bytes and the name the server gave it in `Content-Disposition`, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined for an empty one); rejects with an ApiError. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** As `request`, with the status and headers of the answer. */
  exchange<T = unknown>(path: string, options?: RequestOptions): Promise<HttpExchange<T>>;
  /** A file fetched with the session; a refusal rejects with the ApiError of its JSON body. */
  download(path: string): Promise<DownloadedFile>;
  /**
   * Trades the renew token for a new session. Callers that ask while a renewal is running share
   * it: the server rotates renew tokens and treats a reused one as theft. On failure the stored
   * session is cleared and the promise rejects with a 401 ApiError, which makes react-admin's
   * checkError log out and show the login page.
   */
  renewSession(): Promise<void>;
}

export interface HttpClientOptions<S extends SessionTokens> extends AnswerReading {
  fetch: typeof globalThis.fetch;
  tokens: Pick<TokenStorage<unknown, S>, 'getToken' | 'getRenewToken' | 'save' | 'clear'>;
  /** The API's `POST …/auth/renew`. */
  renewPath: string;
  /** The message of the 401 that ends a session no renewal could save. */
  sessionEnded: string;
}

export function createHttpClient<S extends SessionTokens>(options: HttpClientOptions<S>): HttpClient {
  const { fetch, tokens, renewPath, sessionEnded } = options;
  let pendingRenew: Promise<void> | null = null;

  const send = (path: string, call: RequestOptions, token: string | null, accept = 'application/json') => {
    const headers: Record<string, string> = { Accept: accept, ...call.headers };
    let body: BodyInit | undefined;
    if (call.form) {
      body = call.form;
    } else if (call.rawBody) {
      headers['Content-Type'] = call.rawBody.contentType;
      body = call.rawBody.content;
    } else if (call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    // A header given by the caller (the login's challenge token) wins over the stored session's.
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    return fetch(path, { method: call.method ?? 'GET', headers, body });
  };

  const renew = async () => {
    try {
      const renewToken = tokens.getRenewToken();
      if (!renewToken) throw new ApiError(sessionEnded, 401);
      const response = await send(renewPath, { method: 'POST', body: { renewToken } }, null);
      const session = await readBody<S | undefined>(response, options);
      if (!session?.token || !session.renewToken) throw new ApiError(sessionEnded, 401);
      tokens.save(session);
    } catch {
      tokens.clear();
      throw new ApiError(sessionEnded, 401);
    }
  };

  const renewSession = () => {
    pendingRenew ??= renew().finally(() => {
      pendingRenew = null;
    });
    return pendingRenew;
  };

  const respond = async (path: string, call: RequestOptions, accept?: string): Promise<Response> => {
    const sentToken = tokens.getToken();
    let response = await send(path, call, sentToken, accept);
    if (response.status === 401 && call.renewOnUnauthorized !== false && (await refusesSession(response))) {
      // A call that failed after another one already renewed only needs the new token.
      const currentToken = tokens.getToken();
      if (!currentToken || currentToken === sentToken) await renewSession();
      response = await send(path, call, tokens.getToken(), accept);
    }
    return response;
  };

  const exchange = async <T>(path: string, call: RequestOptions = {}): Promise<HttpExchange<T>> => {
    const response = await respond(path, call);
    return { status: response.status, headers: response.headers, body: await readBody<T>(response, options) };
  };

  const request = async <T>(path: string, call: RequestOptions = {}): Promise<T> => (await exchange<T>(path, call)).body;

  const download = async (path: string): Promise<DownloadedFile> => {
    const response = await respond(path, {}, '*/*');
    // A refusal is JSON with a German reason, read like any other answer's.
    if (!response.ok) await readBody(response, options);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  };

  return { request, exchange, download, renewSession };
}
