import type { Identifier } from 'react-admin';
import type { HttpClient } from '@ui/http/httpClient';
import type { Leadsource, LeadsourceApiKey } from './apiTypes';
import { fillPath } from './mappers';
import { LEADSOURCE_API_KEY_ROUTE, LEADSOURCE_THROTTLE_ROUTE } from './routes';

/** The lead-source screens' calls beyond CRUD. */
export interface LeadsourceApi {
  /** A new key for the source; the old one stops working at once. */
  regenerateLeadsourceApiKey(id: Identifier): Promise<LeadsourceApiKey>;
  /** Lifts 'Gedrosselt': its leads are qualified as the source says again. Answers the source. */
  liftLeadsourceThrottle(id: Identifier): Promise<Leadsource>;
}

export function createLeadsourceApi(http: HttpClient): LeadsourceApi {
  return {
    regenerateLeadsourceApiKey: (id) => http.request<LeadsourceApiKey>(fillPath(LEADSOURCE_API_KEY_ROUTE, id), { method: 'POST' }),
    liftLeadsourceThrottle: (id) => http.request<Leadsource>(fillPath(LEADSOURCE_THROTTLE_ROUTE, id), { method: 'DELETE' }),
  };
}
