import { flushSync } from 'react-dom';
import { localStorageStore } from 'react-admin';
import { createQueryClient } from '@ui/http/queryClient';
import { createAuthProvider } from './auth/authProvider';
import { createAdminHttpClient } from './http/httpClient';
import { createTokenStorage } from './auth/tokenStorage';
import { createDataProvider } from './dataProvider/dataProvider';
import { createAppStore, NARROW_SCREEN_QUERY, SIDEBAR_KEY } from './layout/appStore';

/** The app's single instances, wired to the browser; everything below takes them as arguments. */
const tokens = createTokenStorage(window.localStorage);
const http = createAdminHttpClient({ fetch: (input, init) => window.fetch(input, init), tokens });

export const authProvider = createAuthProvider({ http, tokens });
export const dataProvider = createDataProvider(http, tokens);
export const queryClient = createQueryClient();

const narrowScreen = window.matchMedia(NARROW_SCREEN_QUERY);
export const store = createAppStore({ base: localStorageStore(), storage: window.localStorage, narrowScreen });

// Crossing 900px puts the sidebar back to the width rule. Synchronously, before MUI re-renders for
// the new width: a mobile drawer that opens and closes in one go leaves the page aria-hidden.
narrowScreen.addEventListener('change', () => flushSync(() => store.removeItem(SIDEBAR_KEY)));
