import { CONSENT_TEXT } from '@app/shared';

/** A complete, valid funnel submission as the offer funnel sends it; override what a test needs. */
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
