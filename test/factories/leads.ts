import { Lead, LeadIntakeService } from '@app/leads';
import { CONSENT_TEXT } from '@app/contract';
import { websiteSource } from './leadsources';
import { nextNumber, Running } from './running';

/** A complete, valid funnel submission as the offer funnel sends it (POST /public-api/lead); override what a test needs. */
export function funnelLead(overrides: { contact?: Record<string, unknown>; details?: unknown[]; consent?: unknown } = {}) {
  return {
    contact: {
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
      phone: '0171 1234567',
      mail: 'Anna.Schmidt@Example.de',
      street: 'Lindenstraße 5a',
      city: 'München',
      zip: '80331',
      fromUrl: 'https://angebote.example.de/?step=10',
      ...overrides.contact,
    },
    details: overrides.details ?? [
      { title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: '3.000 – 5.000 kWh' } },
      { title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges', freeText: 'Bauernhof mit Scheune' } },
      { title: 'Dachart', id: 3, key: 'roofType', action: { title: 'Satteldach' } },
      { title: 'Dachmaterial', id: 4, key: 'roofing', action: { title: 'Dachziegel' } },
      { title: 'Dachfläche', id: 5, key: 'roofAreaSize', action: { title: '40 – 60 m²' } },
      { title: 'Finanzierung', id: 6, key: 'financingType', action: { title: 'Kauf' } },
      { title: 'Stromspeicher', id: 7, key: 'interestBattery', action: { title: 'Ja' } },
      { title: 'Zeitraum', id: 8, key: 'implementationPeriod', action: { title: 'In 1 – 3 Monaten' } },
    ],
    consent: overrides.consent ?? { text: CONSENT_TEXT, accepted: true },
  };
}

/** A supplier's lead as the README documents it (POST /public-api/leadsource/lead); override what a test needs. */
export function supplierLead(overrides: Record<string, unknown> = {}) {
  return {
    externalId: 'SP-1001',
    contact: {
      salutation: 'Herr',
      firstName: 'Jonas',
      lastName: 'Becker',
      phone: '0221 9876543',
      mail: 'jonas.becker@example.de',
      street: 'Domstraße 12',
      zip: '50667',
      city: 'Köln',
    },
    data: { consumption: '5.000 – 8.000 kWh', buildingType: 'Einfamilienhaus', extraInfo: 'Dach 2019 neu gedeckt' },
    consent: { text: 'Einwilligung beim Partner erteilt', at: '2026-11-20T09:30:00Z', ip: '203.0.113.7' },
    ...overrides,
  };
}

/**
 * Takes a funnel lead in through LeadIntakeService, as POST /public-api/lead does: from a client
 * address of its own and with its own e-mail address and phone number, so neither the per-address
 * limit nor the duplicate check bites unless the test asks for it (by passing `mail`/`phone`).
 */
export async function submitFunnelLead(running: Running, contact: Record<string, unknown> = {}): Promise<Lead> {
  const n = nextNumber();
  const body = funnelLead({ contact: { mail: `kunde${n}@example.de`, phone: `0151 2${String(n).padStart(6, '0')}`, ...contact } });
  return running.app.get(LeadIntakeService).fromFunnel(body as never, { ip: `10.200.${(n >> 8) & 255}.${n & 255}`, userAgent: 'Testbrowser/1.0' });
}

/** A lead as stored after intake (normalised contact), from the website unless `leadsourceId` is given. */
export function leadRow(overrides: Partial<Lead> = {}): Partial<Lead> {
  const n = nextNumber();
  return {
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Schmidt',
    phone: `+49151${String(2_000_000 + n)}`,
    email: `kunde${n}@example.de`,
    street: 'Lindenstraße 5a',
    zip: '80331',
    city: 'München',
    ...overrides,
  };
}

/** Stores the row directly (no intake rules run): for tests that need exact times or contact data. */
export async function insertLead(running: Pick<Running, 'db'>, overrides: Partial<Lead> = {}): Promise<Lead> {
  const leadsourceId = overrides.leadsourceId ?? (await websiteSource(running)).id;
  return running.db.getRepository(Lead).save(leadRow({ ...overrides, leadsourceId }));
}
