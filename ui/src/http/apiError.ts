import type { components } from '@contract/api-types';

/**
 * Error bodies of both APIs (the server's ErrorBodyDto: `{statusCode, error, code?, fields?, rows?}`, `error` in
 * German), read defensively (a proxy may answer with less), plus `errors`: react-admin's name for field
 * messages, which create and edit forms show at each field.
 */
export type ApiErrorBody = Partial<components['schemas']['ErrorBodyDto']> & { errors?: Record<string, string> };

/**
 * Shaped like react-admin's HttpError (message, status, body), so react-admin's checkError and
 * notifications handle it unchanged. The message is the server's German text or, when it gave none,
 * the app's fallback (a translation key in the back office, a German text in the portal).
 */
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
