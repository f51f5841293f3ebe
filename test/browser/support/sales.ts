import type { APIRequestContext } from '@playwright/test';
import { expect } from './session';
import { defaultConditions } from '../../../libs/contract/src/organisation';

/**
 * Sales made the way the product makes them, through the API: buyers covering one postal code, a
 * supplier (lead source) sending leads with its API key, staff qualifying them (which sells each lead
 * to the buyers of its code) and reclaiming a sale. Each test file uses a postal code no other browser
 * test covers, so its buyers are the only ones that get its leads.
 */

type Auth = Record<string, string>;

/** Active around the clock, so the sale does not depend on when the test runs. */
const ALWAYS = defaultConditions().activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));

export interface BuyerTerms {
  name: string;
  email: string;
  zip: string;
  leadSellCost: number;
  reclamationQuote?: number;
  monthlyLeadGoal?: number;
}

export async function createBuyer(api: APIRequestContext, auth: Auth, terms: BuyerTerms): Promise<number> {
  const created = await api.post('/api/organisation', { headers: auth, data: { name: terms.name, email: terms.email, zip: terms.zip, city: 'Jena', phone: '03641 123456' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const conditions = { ...defaultConditions(), activeDays: ALWAYS, zipConditions: [{ zip: terms.zip, email: '' }] };
  const updated = await api.put(`/api/organisation/${id}`, {
    headers: auth,
    data: {
      type: 'buyer',
      active: true,
      leadSellCost: terms.leadSellCost,
      reclamationQuote: terms.reclamationQuote ?? 0,
      monthlyLeadGoal: terms.monthlyLeadGoal ?? 0,
      conditions,
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return id as number;
}

/** Deletes the buyers an earlier attempt of the same file left, found by their name's prefix. */
export async function removeBuyers(api: APIRequestContext, auth: Auth, prefixes: string[]): Promise<void> {
  const earlier: { id: number; name: string; deleted: boolean }[] = await (await api.get('/api/organisations', { headers: auth })).json();
  for (const organisation of earlier.filter((candidate) => !candidate.deleted && prefixes.some((prefix) => candidate.name.startsWith(prefix)))) {
    expect((await api.delete(`/api/organisations/${organisation.id}`, { headers: auth })).status()).toBe(200);
  }
}

/** A lead source and the API key its leads come with. */
export async function createSupplier(api: APIRequestContext, auth: Auth, name: string, slug: string): Promise<{ id: number; apiKey: string }> {
  const created = await api.post('/api/leadsource', { headers: auth, data: { active: true, name, slug, mail: `${slug}@example.de` } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const { apiKey } = await (await api.get(`/api/leadsource/${id}`, { headers: auth })).json();
  expect(apiKey).toMatch(/^[0-9a-f]{32,}$/);
  return { id, apiKey };
}

/** A supplier lead; a phone and address of its own, so it is no duplicate of another test's lead. */
export async function supplierLead(api: APIRequestContext, apiKey: string, contact: { firstName: string; lastName: string; zip: string }): Promise<number> {
  const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await api.post('/public-api/leadsource/lead', {
    headers: { 'X-Api-Key': apiKey },
    data: {
      contact: {
        ...contact,
        phone: `0171 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
        mail: `${contact.firstName.toLowerCase()}-${mark}@example.de`,
        street: 'Saalstraße 3',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as number;
}

export async function setDealId(api: APIRequestContext, auth: Auth, leadId: number, pipedriveId: string): Promise<void> {
  const response = await api.put(`/api/lead/${leadId}`, { headers: auth, data: { pipedriveId } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Qualifies the lead, which sells it to the buyers of its postal code; answers the sales by buyer id. */
export async function qualify(api: APIRequestContext, auth: Auth, leadId: number): Promise<Map<number, number>> {
  const response = await api.put(`/api/lead/${leadId}`, { headers: auth, data: { qualified: true } });
  expect(response.status(), await response.text()).toBe(200);
  const lead: { sellingStatistics: { id: number; organisation: { id: number } }[] } = await response.json();
  return new Map(lead.sellingStatistics.map((sale) => [sale.organisation.id, sale.id]));
}

/** Staff reclaim one sale of the lead (the lead detail's action). */
export async function reclaim(api: APIRequestContext, auth: Auth, leadId: number, organisationId: number, saleId: number): Promise<void> {
  const response = await api.put(`/api/lead/${leadId}/reclamate/buyer/${organisationId}`, { headers: auth, data: { id: saleId, reclamation: true } });
  expect(response.status(), await response.text()).toBe(200);
}
