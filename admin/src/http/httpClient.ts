import { AUTH_ROUTES } from '../dataProvider/routes';
import type { Session, TokenStorage } from '../auth/tokenStorage';
import type { ErrorBody } from '../dataProvider/apiTypes';

/**
 * Error bodies of the API (the server's ErrorBodyDto: `{statusCode, error, code?, fields?, rows?}`, `error` in
 * German), read defensively (a proxy may answer with less), plus `errors`: react-admin's name for field
 * messages, into which the data provider copies `fields` so that create and edit forms show each message at its field.
 */
export type ApiErrorBody = Partial<ErrorBody> & { errors?: Record<string, string> };

/**
 * Shaped like react-admin's HttpError (message, status, body), so react-admin's checkError and
 * notifications handle it unchanged. When the server gave no text, the message is a translation
 * key, which react-admin's notifications translate.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: ApiErrorBody;

  constructor(message: string, status: number, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const GENERIC_ERROR_KEY = 'ra.notification.http_error';
export const SESSION_ENDED_KEY = 'ra.notification.logged_out';
export const RENEW_PATH = AUTH_ROUTES.renew;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of a JSON `body`, for uploads such as a CSV file. */
  rawBody?: { content: string; contentType: string };
  /** The auth calls themselves answer 401 for bad credentials, which no renewal can fix. */
  renewOnUnauthorized?: boolean;
  /** Extra request headers, such as a Pipedrive token typed but not yet saved. */
  headers?: Record<string, string>;
}

/** A whole answer, for callers that read headers too (ra-data-simple-rest's total in `Content-Range`). */
export interface HttpExchange<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface HttpClient {
  /** Resolves with the parsed JSON body (undefined for an empty one); rejects with an ApiError. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** As `request`, with the status and headers of the answer. */
  exchange<T = unknown>(path: string, options?: RequestOptions): Promise<HttpExchange<T>>;
  /** A file (an Excel export): the answer's bytes; a refusal rejects with the ApiError of its JSON body. */
  download(path: string): Promise<Blob>;
  /**
   * Trades the renew token for a new session. Callers that ask while a renewal is running share
   * it: the server rotates renew tokens and treats a reused one as theft. On failure the stored
   * session is cleared and the promise rejects with a 401 ApiError, which makes react-admin's
   * checkError log out and show `/login`.
   */
  renewSession(): Promise<void>;
}

interface HttpClientDeps {
  fetch: typeof globalThis.fetch;
  tokens: TokenStorage;
}

export function createHttpClient({ fetch, tokens }: HttpClientDeps): HttpClient {
  let pendingRenew: Promise<void> | null = null;

  const send = (path: string, options: RequestOptions, token: string | null) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: string | undefined;
    if (options.rawBody) {
      headers['Content-Type'] = options.rawBody.contentType;
      body = options.rawBody.content;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    // A header given by the caller (the login's challenge token) wins over the stored session's.
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    return fetch(path, { method: options.method ?? 'GET', headers, body });
  };

  const renew = async () => {
    try {
      const renewToken = tokens.getRenewToken();
      if (!renewToken) throw new ApiError(SESSION_ENDED_KEY, 401);
      const response = await send(RENEW_PATH, { method: 'POST', body: { renewToken } }, null);
      const session = await readBody<Session | undefined>(response);
      if (!session?.token || !session.renewToken) throw new ApiError(SESSION_ENDED_KEY, 401);
      tokens.save(session);
    } catch {
      tokens.clear();
      throw new ApiError(SESSION_ENDED_KEY, 401);
    }
  };

  const renewSession = () => {
    pendingRenew ??= renew().finally(() => {
      pendingRenew = null;
    });
    return pendingRenew;
  };

  const respond = async (path: string, options: RequestOptions, accept?: string): Promise<Response> => {
    const sentToken = tokens.getToken();
    const withAccept = accept ? { ...options, headers: { ...options.headers, Accept: accept } } : options;
    let response = await send(path, withAccept, sentToken);
    if (response.status === 401 && options.renewOnUnauthorized !== false && (await refusesSession(response))) {
      // A call that failed after another one already renewed only needs the new token.
      const currentToken = tokens.getToken();
      if (!currentToken || currentToken === sentToken) await renewSession();
      response = await send(path, withAccept, tokens.getToken());
    }
    return response;
  };

  const exchange = async <T>(path: string, options: RequestOptions = {}): Promise<HttpExchange<T>> => {
    const response = await respond(path, options);
    return { status: response.status, headers: response.headers, body: await readBody<T>(response) };
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => (await exchange<T>(path, options)).body;

  const download = async (path: string): Promise<Blob> => {
    const response = await respond(path, {}, '*/*');
    // A refusal is JSON with a German reason, read like any other answer's.
    if (!response.ok) await readBody(response);
    return response.blob();
  };

  return { request, exchange, download, renewSession };
}

/**
 * Whether a 401 is about the session (no token, an expired or ended one), which a renewal can fix, and
 * not about what was sent: a wrong code while setting up the second factor is a 401 too
 * (code WRONG_CODE), and renewing would only send the wrong code again.
 */
async function refusesSession(response: Response): Promise<boolean> {
  try {
    const code = (JSON.parse(await response.clone().text()) as { code?: unknown } | null)?.code;
    return code === undefined || code === null || code === 'NOT_AUTHENTICATED';
  } catch {
    return true;
  }
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON at all (a proxy's error page, say): nothing in it is meant for the user.
    throw new ApiError(GENERIC_ERROR_KEY, response.status);
  }
  if (!response.ok) {
    const errorBody = isErrorBody(body) ? body : undefined;
    throw new ApiError(errorBody?.error || GENERIC_ERROR_KEY, response.status, errorBody);
  }
  return body as T;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null;
}
