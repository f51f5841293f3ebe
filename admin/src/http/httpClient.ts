import { createHttpClient, type HttpClient } from '@ui/http/httpClient';
import { AUTH_ROUTES } from '../dataProvider/routes';
import type { TokenStorage } from '../auth/tokenStorage';

/** Failures without a text of the server's carry a translation key, which react-admin's notifications translate. */
export const GENERIC_ERROR_KEY = 'ra.notification.http_error';
export const SESSION_ENDED_KEY = 'ra.notification.logged_out';

/**
 * The back office's client of the shared http client (ui/src/http): the staff API's renewal, and field
 * messages left in `fields`, since the data provider copies them to `errors` itself for create and edit.
 */
export function createAdminHttpClient({ fetch, tokens }: { fetch: typeof globalThis.fetch; tokens: TokenStorage }): HttpClient {
  return createHttpClient({
    fetch,
    tokens,
    renewPath: AUTH_ROUTES.renew,
    genericError: GENERIC_ERROR_KEY,
    sessionEnded: SESSION_ENDED_KEY,
    fieldErrorsForForms: false,
  });
}
