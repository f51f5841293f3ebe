import { CONSENT_TEXT, CONTACT_MESSAGES } from '@contract/lead-rules';
import type { ClickHistoryEntry } from '../api';
import { buildLeadPayload, canSubmitContact, EMPTY_CONTACT, mapServerFields, type ContactForm } from './leadPayload';

const form: ContactForm = {
  salutation: 'Frau',
  firstName: ' Anna ',
  lastName: 'Schmidt',
  phone: '0171 123-45/67',
  mail: ' anna.schmidt@example.de ',
  street: 'Lindenstraße ',
  streetNr: ' 5a',
  city: 'Berlin',
  zip: '10115',
};

const details: ClickHistoryEntry[] = [
  { title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: 'Sonstiges', freeText: 'ca. 5.500 kWh' } },
];

describe('buildLeadPayload', () => {
  it('merges street and house number, puts +49 for the leading 0 and carries answers, consent and page address', () => {
    expect(buildLeadPayload(form, details, 'http://localhost/?ls=partner-a')).toEqual({
      contact: {
        salutation: 'Frau',
        firstName: 'Anna',
        lastName: 'Schmidt',
        phone: '+491711234567',
        mail: 'anna.schmidt@example.de',
        street: 'Lindenstraße 5a',
        city: 'Berlin',
        zip: '10115',
        fromUrl: 'http://localhost/?ls=partner-a',
      },
      details,
      consent: { text: CONSENT_TEXT, accepted: true },
    });
  });

  it('pads a four-digit postcode and leaves out a salutation that was not chosen', () => {
    const payload = buildLeadPayload({ ...form, salutation: '', zip: '1067' }, [], '');
    expect(payload.contact.zip).toBe('01067');
    expect(payload.contact).not.toHaveProperty('salutation');
  });

  it('sends the funnel signals for the quality check only when there are any', () => {
    expect(buildLeadPayload(form, details, '', { elapsedMs: 48_000, session: 'tab-1' }).signals).toEqual({ elapsedMs: 48_000, session: 'tab-1' });
    expect(buildLeadPayload(form, details, '', {})).not.toHaveProperty('signals');
  });
});

describe('canSubmitContact', () => {
  const valid = { ...EMPTY_CONTACT, firstName: 'Anna', lastName: 'Schmidt', street: 'Lindenstraße', streetNr: '5a', mail: 'anna@example.de', phone: '030 1234567' };

  it('allows a complete form; city, zip and salutation do not block the button', () => {
    expect(canSubmitContact(valid)).toBe(true);
  });

  it.each([
    ['first name', { firstName: ' ' }],
    ['last name', { lastName: '' }],
    ['street', { street: '' }],
    ['house number', { streetNr: '' }],
    ['e-mail', { mail: 'anna@' }],
    ['phone', { phone: 'abc' }],
  ])('blocks without a valid %s', (_label, change) => {
    expect(canSubmitContact({ ...valid, ...change })).toBe(false);
  });
});

describe('mapServerFields', () => {
  it('puts the messages of a 400 at the form fields and keeps the rest for the general error', () => {
    expect(
      mapServerFields({
        'contact.phone': CONTACT_MESSAGES.phone,
        'contact.street': CONTACT_MESSAGES.street,
        'contact.email': CONTACT_MESSAGES.mail,
        'contact.constructor': 'Unbekannt',
        'details.0.action': 'Antwort fehlt',
        consent: 'Einwilligung fehlt',
      }),
    ).toEqual({
      byField: { phone: CONTACT_MESSAGES.phone, street: CONTACT_MESSAGES.street, mail: CONTACT_MESSAGES.mail },
      other: ['Unbekannt', 'Antwort fehlt', 'Einwilligung fehlt'],
    });
    expect(mapServerFields(undefined)).toEqual({ byField: {}, other: [] });
  });
});
