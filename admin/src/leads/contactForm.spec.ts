import { CONTACT_MESSAGES } from '@contract/lead-rules';
import { changedContact, contactDraft, contactFormErrors } from './contactForm';

const saved = { salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', phone: '+491711234567', email: 'anna@example.de', street: 'Lindenstraße 5a', zip: '06108', city: 'Halle' };

describe('contact form of the lead page', () => {
  it('passes the saved contact, and valid changes', () => {
    expect(contactFormErrors(saved, saved)).toEqual({});
    expect(contactFormErrors(saved, { ...saved, phone: '0170 123-45/67', zip: '1067', salutation: 'Divers' })).toEqual({});
  });

  it("refuses changed fields by the funnel's rules, with its German messages", () => {
    expect(contactFormErrors(saved, { ...saved, phone: '12ab', email: 'keine-adresse', zip: '12', firstName: ' ', salutation: 'Dr.' })).toEqual({
      phone: CONTACT_MESSAGES.phone,
      email: CONTACT_MESSAGES.mail,
      zip: CONTACT_MESSAGES.zip,
      firstName: CONTACT_MESSAGES.firstName,
      salutation: CONTACT_MESSAGES.salutation,
    });
    expect(CONTACT_MESSAGES.phone).toBe('Bitte eine gültige Telefonnummer angeben');
  });

  it('checks only what changed: a supplier lead without street keeps its gap when the phone is corrected', () => {
    const supplierLead = { ...saved, street: '', city: '' };
    expect(contactFormErrors(supplierLead, { ...supplierLead, phone: '089 123456' })).toEqual({});
    expect(contactFormErrors(supplierLead, { ...supplierLead, street: '  ' })).toEqual({});
    expect(contactFormErrors(saved, { ...saved, street: '' })).toEqual({ street: CONTACT_MESSAGES.street });
  });

  it('sends only the changed fields, trimmed', () => {
    expect(changedContact(saved, saved)).toEqual({});
    expect(changedContact(saved, { ...saved, city: ' Halle (Saale) ', lastName: 'Schmidt ' })).toEqual({ city: 'Halle (Saale)' });
  });

  it('edits missing fields as empty texts', () => {
    expect(contactDraft({ ...saved, city: undefined as unknown as string })).toEqual({ ...saved, city: '' });
  });
});
