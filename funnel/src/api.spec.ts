import { failureFrom } from './api';

describe('failureFrom', () => {
  it('reads the German error and the field messages of a 400', () => {
    expect(
      failureFrom(400, { statusCode: 400, error: 'Bitte prüfen Sie Ihre Angaben', fields: { 'contact.phone': 'Ungültig', 'contact.zip': 7 } }),
    ).toEqual({ ok: false, status: 400, error: 'Bitte prüfen Sie Ihre Angaben', fields: { 'contact.phone': 'Ungültig' } });
  });

  it('keeps only the status for bodies without usable text', () => {
    expect(failureFrom(502, null)).toEqual({ ok: false, status: 502 });
    expect(failureFrom(500, '<html>')).toEqual({ ok: false, status: 500 });
    expect(failureFrom(429, { error: '  ' })).toEqual({ ok: false, status: 429 });
  });
});
