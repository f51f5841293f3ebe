import { AUTH_ROUTES } from './routes';
import type { TokenStorage } from './tokenStorage';
import type { PortalSession } from './types';

/** The API's error body: `{ statusCode, error, code?, fields? }`, `error` in German. */
export interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  code?: string;
  /** Messages per field (validation). */
  fields?: Record<string, string>;
  /** react-admin's name for field messages, which forms show at each field. */
  errors?: Record<string, string>;
}

export const GENERIC_ERROR = 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
export const SESSION_ENDED = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';

/** Shaped like react-admin's HttpError (message, status, body), so its checkError and notifications take it as it is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (multipart uploads); the browser sets the content type. */
  form?: FormData;
  /** The auth calls answer 401 for bad credentials, which no renewal can fix. */
  renewOnUnauthorized?: boolean;
  headers?: Record<string, string>;
}

export interface HttpExchange<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface HttpClient {
  /** The parsed JSON body (undefined when empty); rejects with an ApiError carrying the German reason. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  exchange<T = unknown>(path: string, options?: RequestOptions): Promise<HttpExchange<T>>;
  /** A file with the session's bearer token: its bytes and the name the server gave it. */
  download(path: string): Promise<{ blob: Blob; fileName: string | null }>;
  /**
   * Trades the renew token for a new session, once for all callers that ask at the same time (the
   * server rotates renew tokens and treats a reused one as theft). On failure the session is cleared.
   */
  renewSession(): Promise<void>;
}

export function createHttpClient({ fetch, tokens }: { fetch: typeof globalThis.fetch; tokens: TokenStorage }): HttpClient {
  let pendingRenew: Promise<void> | null = null;

  const send = (path: string, options: RequestOptions, token: string | null, accept = 'application/json') => {
    const headers: Record<string, string> = { Accept: accept, ...options.headers };
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    return fetch(path, { method: options.method ?? 'GET', headers, body });
  };

  const renew = async () => {
    try {
      const renewToken = tokens.getRenewToken();
      if (!renewToken) throw new ApiError(SESSION_ENDED, 401);
      const response = await send(AUTH_ROUTES.renew, { method: 'POST', body: { renewToken } }, null);
      const session = await readBody<PortalSession | undefined>(response);
      if (!session?.token || !session.renewToken) throw new ApiError(SESSION_ENDED, 401);
      tokens.save(session);
    } catch {
      tokens.clear();
      throw new ApiError(SESSION_ENDED, 401);
    }
  };

  const renewSession = () => {
    pendingRenew ??= renew().finally(() => {
      pendingRenew = null;
    });
    return pendingRenew;
  };

  const respond = async (path: string, options: RequestOptions, accept?: string) => {
    const sentToken = tokens.getToken();
    let response = await send(path, options, sentToken, accept);
    if (response.status === 401 && options.renewOnUnauthorized !== false && (await refusesSession(response))) {
      // Another call may have renewed meanwhile; then only the new token is needed.
      const current = tokens.getToken();
      if (!current || current === sentToken) await renewSession();
      response = await send(path, options, tokens.getToken(), accept);
    }
    return response;
  };

  const exchange = async <T>(path: string, options: RequestOptions = {}): Promise<HttpExchange<T>> => {
    const response = await respond(path, options);
    return { status: response.status, headers: response.headers, body: await readBody<T>(response) };
  };

  return {
    exchange,
    request: async <T>(path: string, options: RequestOptions = {}) => (await exchange<T>(path, options)).body,
    async download(path: string) {
      const response = await respond(path, {}, '*/*');
      // A refusal is JSON with a German reason.
      if (!response.ok) await readBody(response);
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
    },
    renewSession,
  };
}

/** A 401 about the session (none, expired, ended), which a renewal can fix; not one about what was sent (a wrong code). */
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
    // A proxy's error page: nothing in it is meant for the user.
    throw new ApiError(GENERIC_ERROR, response.status);
  }
  if (!response.ok) {
    const errorBody = typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
    const withFields = errorBody?.fields ? { ...errorBody, errors: errorBody.fields } : errorBody;
    throw new ApiError(errorBody?.error || GENERIC_ERROR, response.status, withFields);
  }
  return body as T;
}

/** The file name of `Content-Disposition` (RFC 6266: `filename*` in UTF-8 wins over `filename`). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/** The German text of a failure: the server's reason, or the generic one. */
export function failureText(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
