import { ApiError } from '@ui/http/apiError';
import { createHttpClient, type HttpClient } from '@ui/http/httpClient';
import { AUTH_ROUTES } from './routes';
import type { TokenStorage } from './tokenStorage';

/** The portal has no translation keys of its own: a failure without the server's text says this. */
export const GENERIC_ERROR = 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.';
export const SESSION_ENDED = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';

/**
 * The portal's client of the shared http client (ui/src/http): the portal API's renewal, German fallback
 * texts, and field messages copied to `errors` on every failure, so that every portal form shows them at its fields.
 */
export function createPortalHttpClient({ fetch, tokens }: { fetch: typeof globalThis.fetch; tokens: TokenStorage }): HttpClient {
  return createHttpClient({
    fetch,
    tokens,
    renewPath: AUTH_ROUTES.renew,
    genericError: GENERIC_ERROR,
    sessionEnded: SESSION_ENDED,
    fieldErrorsForForms: true,
  });
}

/** The German text of a failure: the server's reason, or the generic one. */
export function failureText(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
