import { PERSON_MISSING, personFrom } from './person';

describe('personFrom', () => {
  it('normalises e-mail and phone exactly as the lead intake stores them', () => {
    expect(personFrom({ email: '  Anna.Schmidt@Example.DE ', phone: '0171 123-45/67' })).toEqual({ person: { email: 'anna.schmidt@example.de', phone: '+491711234567' }, errors: null });
    expect(personFrom({ phone: '0049 171 1234567' }).person).toEqual({ email: null, phone: '+491711234567' });
  });

  it('needs one of the two, and refuses what could never match, with German reasons', () => {
    expect(personFrom({})).toEqual({ person: null, errors: { email: PERSON_MISSING } });
    expect(personFrom({ email: ' ', phone: '' }).errors).toEqual({ email: 'Bitte eine E-Mail-Adresse oder eine Telefonnummer angeben.' });
    expect(personFrom({ email: 'anna@', phone: 'abc' }).errors).toEqual({ email: 'Bitte eine gültige E-Mail-Adresse angeben', phone: 'Bitte eine gültige Telefonnummer angeben' });
  });
});
