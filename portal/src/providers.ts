import { createQueryClient } from '@ui/http/queryClient';
import { createAuthProvider } from './auth/authProvider';
import { createDataProvider } from './api/dataProvider';
import { createPortalHttpClient } from './api/httpClient';
import { createTokenStorage } from './api/tokenStorage';

/** The portal's single instances, wired to the browser; everything below takes them as arguments. */
const tokens = createTokenStorage(window.localStorage);
const http = createPortalHttpClient({ fetch: (input, init) => window.fetch(input, init), tokens });

export const authProvider = createAuthProvider({ http, tokens });
export const dataProvider = createDataProvider(http);
export const queryClient = createQueryClient();
