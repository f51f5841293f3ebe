import { emailTemplateBody, orderBody } from './bodies';

describe('orderBody', () => {
  it('sends every order field but id, orderNumber and updatedAt, trimmed, in the API order', () => {
    const body = orderBody({
      id: 'A-1',
      orderNumber: 'A-1',
      updatedAt: '2026-03-01T10:00:00Z',
      firstName: ' Anna ',
      lastName: 'Schmidt',
      zip: '80331',
      progress: 40,
      installationPlaningDate: '2026-05-04',
      contactMail: 'max@solar.example',
    });

    expect(Object.keys(body)).toEqual([
      'firstName',
      'lastName',
      'street',
      'zip',
      'city',
      'phone',
      'mail',
      'status',
      'customerStatus',
      'progress',
      'installationPlaningDate',
      'note',
      'contactFirstName',
      'contactLastName',
      'contactPhone',
      'contactMail',
    ]);
    expect(body).toMatchObject({ firstName: 'Anna', street: '', progress: 40, installationPlaningDate: '2026-05-04' });
  });

  it('turns emptied inputs into empty strings, no date into null and no progress into 0', () => {
    const body = orderBody({ note: null, city: undefined, installationPlaningDate: '', progress: null });

    expect(body).toMatchObject({ note: '', city: '', installationPlaningDate: null, progress: 0 });
  });

  it('leaves the customer out of an order erased under Art. 17 DSGVO: the server keeps it empty and needs no names then', () => {
    const body = orderBody({ orderNumber: 'A-1', pseudonymisedAt: '2026-11-01T10:00:00Z', firstName: '', lastName: '', zip: '80331', status: 'Montage', progress: 80, contactFirstName: 'Jonas' });

    expect(Object.keys(body)).toEqual(['zip', 'status', 'customerStatus', 'progress', 'installationPlaningDate', 'contactFirstName', 'contactLastName', 'contactPhone', 'contactMail']);
    expect(body).toMatchObject({ zip: '80331', status: 'Montage', progress: 80, contactFirstName: 'Jonas' });
  });

  it('restores the leading 0 of a four-digit postal code and reads progress typed as text', () => {
    expect(orderBody({ zip: '1067', progress: '75' })).toMatchObject({ zip: '01067', progress: 75 });
    expect(orderBody({ zip: '123' })).toMatchObject({ zip: '123' });
  });
});

describe('emailTemplateBody', () => {
  it('sends subject and body only, the HTML as typed', () => {
    expect(emailTemplateBody({ id: 1, subject: ' Danke ', body: '  <p>Hallo</p>\n' })).toEqual({
      subject: 'Danke',
      body: '  <p>Hallo</p>\n',
    });
    expect(emailTemplateBody({ subject: null, body: null })).toEqual({ subject: '', body: '' });
  });
});
