import { editContact, LeadContact } from './contact-edit';

const current: LeadContact = {
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  phone: '+491511234567',
  email: 'anna@example.de',
  street: 'Lindenstraße 5a',
  zip: '80331',
  city: 'München',
};

describe('editContact (lead page)', () => {
  it('changes only what differs, normalised as at intake', () => {
    expect(editContact(current, { ...current, phone: '0151 7654321', email: ' Anna.S@Example.DE ', zip: '1067', city: 'Dresden' })).toEqual({
      changes: { phone: '+491517654321', email: 'anna.s@example.de', zip: '01067', city: 'Dresden' },
      errors: {},
    });
    expect(editContact(current, { lastName: 'Schmidt' })).toEqual({ changes: {}, errors: {} });
    expect(editContact(current, undefined)).toEqual({ changes: {}, errors: {} });
  });

  it('checks only what staff changed: a lead stored with a gap can still be saved', () => {
    const supplierLead = { ...current, phone: '', city: '' };
    expect(editContact(supplierLead, { ...supplierLead, firstName: 'Anne' })).toEqual({ changes: { firstName: 'Anne' }, errors: {} });
    expect(editContact(supplierLead, { phone: '12' }).errors).toEqual({ 'contact.phone': 'Bitte eine gültige Telefonnummer angeben' });
  });

  it("answers the funnel's German messages per field and changes nothing", () => {
    expect(editContact(current, { email: 'kaputt', zip: '123', firstName: ' ', salutation: 'Dr.' })).toEqual({
      changes: {},
      errors: {
        'contact.email': 'Bitte eine gültige E-Mail-Adresse angeben',
        'contact.zip': 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)',
        'contact.firstName': 'Bitte Vornamen angeben',
        'contact.salutation': 'Bitte eine Anrede wählen',
      },
    });
    expect(editContact(current, { phone: 42 }).errors).toEqual({ 'contact.phone': 'Telefon muss ein Text sein' });
    expect(editContact(current, { street: 'x'.repeat(251) }).errors).toEqual({ 'contact.street': 'Straße darf höchstens 250 Zeichen lang sein' });
    expect(editContact(current, 'Anna').errors).toEqual({ contact: 'Kontakt muss ein Objekt sein' });
  });
});
