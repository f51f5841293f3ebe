import { COMPANY } from '../factories/company';
import { FAKE_PIPEDRIVE_TOKEN } from '../support/fake-pipedrive';
import { FAKE_WECLAPP_TOKEN } from '../support/fake-weclapp';
import { BuyerKind } from './cluster-checks';
import { HttpClient } from './http-client';

/** The Leveto buyer's login, which its fake (sink-process.ts) insists on. */
export const LEVETO_LOGIN = { username: 'cluster', password: 'leveto-geheim-1' };

/** The postal code every buyer covers (prefix 50, Köln), and one none covers (Dresden). */
export const COVERED_ZIP = { zip: '50667', city: 'Köln' };
export const UNCOVERED_ZIP = { zip: '01067', city: 'Dresden' };

export interface IntegrationAddresses {
  zapier: string;
  make: string;
  leveto: string;
  weclapp: string;
}

export interface Buyer {
  id: number;
  kind: BuyerKind;
}

export interface Supplier {
  id: number;
  apiKey: string;
  preQualified: boolean;
}

type Json = Record<string, unknown>;

/** What each kind of buyer is in the back office's form: its type and the integration fields pointing at a local fake. */
function buyerForm(kind: BuyerKind, sinks: IntegrationAddresses): Json {
  switch (kind) {
    case 'email':
      return { type: 'buyer-email' };
    case 'zapier':
      return { type: 'zapier', zapier: { active: true, uri: sinks.zapier } };
    case 'make':
      return { type: 'make', make: { active: true, uri: sinks.make } };
    case 'leveto':
      return { type: 'leveto', leveto: { active: true, uri: sinks.leveto, username: LEVETO_LOGIN.username, secret: LEVETO_LOGIN.password } };
    case 'pipedrive':
      return { type: 'pipedrive', pipedrive: { token: FAKE_PIPEDRIVE_TOKEN, type: 'deal', pipeline: 1, stage: 11, leadLabel: null } };
    case 'weclapp':
      return { type: 'weClapp', weClapp: { uri: sinks.weclapp, key: FAKE_WECLAPP_TOKEN } };
  }
}

/**
 * Everything through the API as staff would set it up: company data (so invoices are finalised and
 * mailed), every buyer getting every lead, one buyer per delivery kind covering the same area at all
 * hours and mailing its invoices, and lead sources (half pre-qualified, half qualified by staff).
 */
export async function setUpBusiness(
  api: HttpClient,
  auth: Record<string, string>,
  kinds: readonly BuyerKind[],
  sinks: IntegrationAddresses,
  suppliersPerKind: number,
  tag: string,
): Promise<{ buyers: Buyer[]; suppliers: Supplier[] }> {
  await api.json('PUT', '/api/settings/company', COMPANY, auth);
  const distribution = await api.json('GET', '/api/settings/distribution', undefined, auth);
  await api.json('PUT', '/api/settings/distribution', { ...distribution, buyersPerLead: kinds.length }, auth);

  const buyers: Buyer[] = [];
  for (const kind of kinds) {
    const created = await api.json<{ id: number; conditions: Json & { activeDays: Json[] } }>(
      'POST',
      '/api/organisation',
      { name: `Cluster-Käufer ${kind}`, email: `einkauf-${kind}@kaeufer.example`, street: 'Hohe Straße 1', zip: '50667', city: 'Köln' },
      auth,
    );
    const conditions = {
      ...created.conditions,
      activeDays: created.conditions.activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' })),
      zipConditions: [{ zip: COVERED_ZIP.zip.slice(0, 2), email: '' }],
    };
    await api.json('PUT', `/api/organisation/${created.id}`, { ...buyerForm(kind, sinks), conditions, leadSellCost: 40, sendInvoice: true }, auth);
    buyers.push({ id: created.id, kind });
  }

  const suppliers: Supplier[] = [];
  for (let i = 0; i < suppliersPerKind * 2; i++) {
    const preQualified = i % 2 === 0;
    const source = await api.json<{ id: number; apiKey: string }>('POST', '/api/leadsource', { name: `Cluster-Lieferant ${i}`, slug: `cluster-${tag}-${i}`, preQualified }, auth);
    suppliers.push({ id: source.id, apiKey: source.apiKey, preQualified });
  }
  return { buyers, suppliers };
}

/** A supplier's lead, a different person each time (no duplicates), in the buyers' area or outside it. */
export function supplierLead(externalId: string, n: number, covered: boolean): Json {
  const place = covered ? COVERED_ZIP : UNCOVERED_ZIP;
  return {
    externalId,
    contact: {
      salutation: n % 2 === 0 ? 'Frau' : 'Herr',
      firstName: 'Cluster',
      lastName: `Lead ${n}`,
      phone: `0151 ${String(20_000_000 + n)}`,
      mail: `${externalId}@cluster.example`,
      street: 'Domstraße 12',
      zip: place.zip,
      city: place.city,
    },
    data: { extraInfo: 'Lasttest' },
    consent: { text: 'Einwilligung beim Partner erteilt', at: new Date().toISOString(), ip: '203.0.113.7' },
  };
}
