import { fakeFetch, json, memoryStorage } from '@ui/testing/fakes';
import { ApiError } from '@ui/http/apiError';
import { createPortalHttpClient, failureText, GENERIC_ERROR, SESSION_ENDED } from './httpClient';
import { createTokenStorage } from './tokenStorage';

// The shared client's behaviour (renewing once, replaying, downloads) is tested in ui/src/http; here only the portal's settings.
describe('portal http client', () => {
  it('renews at the portal API and ends a refused session in German', async () => {
    const tokens = createTokenStorage(memoryStorage());
    tokens.save({ token: 'old', renewToken: 'renew-1' });
    const { fetch, calls } = fakeFetch((call) => (call.url === '/portal-api/auth/renew' ? json(401, { error: 'abgelaufen' }) : json(401, {})));
    const http = createPortalHttpClient({ fetch, tokens });

    await expect(http.request('/portal-api/leads')).rejects.toMatchObject({ status: 401, message: SESSION_ENDED });
    expect(calls.map((call) => call.url)).toEqual(['/portal-api/leads', '/portal-api/auth/renew']);
    expect(tokens.getToken()).toBeNull();
  });

  it('answers the German reason and the field messages react-admin shows at each field', async () => {
    const body = { statusCode: 400, error: 'Bitte wählen Sie bei „Verloren“ einen Grund.', fields: { reason: 'Bitte wählen Sie bei „Verloren“ einen Grund.' } };
    const http = createPortalHttpClient({ fetch: fakeFetch(() => json(400, body)).fetch, tokens: createTokenStorage(memoryStorage()) });

    const failure = await http.request('/portal-api/leads/5/outcome', { method: 'PUT', body: { status: 'lost' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: body.error, body: { fields: body.fields, errors: body.fields } });
  });

  it('says in German what failed when the server gave no text', async () => {
    const http = createPortalHttpClient({ fetch: fakeFetch(() => json(500)).fetch, tokens: createTokenStorage(memoryStorage()) });

    const failure = await http.request('/portal-api/settings').catch((error: unknown) => error);
    expect(failureText(failure)).toBe(GENERIC_ERROR);
    expect(failureText(new TypeError('Failed to fetch'), 'Die Datei konnte nicht heruntergeladen werden.')).toBe('Die Datei konnte nicht heruntergeladen werden.');
  });
});
