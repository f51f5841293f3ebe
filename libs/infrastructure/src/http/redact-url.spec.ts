import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the token in complaint-document and invoice download paths', () => {
    expect(redactUrl('/download/reclamationrequest/document/0b6f/eyJhbGciOi.abc.def/Foto.jpg')).toBe('/download/reclamationrequest/document/0b6f/***/Foto.jpg');
    expect(redactUrl('/download/organisation/7/invoice/12/eyJhbGciOi.abc.def/RE-2026-1.pdf')).toBe('/download/organisation/7/invoice/12/***/RE-2026-1.pdf');
    expect(redactUrl('/download/organisation/7/dunning/3/1/eyJhbGciOi.abc.def/1-Mahnung-RE2026-0001.pdf')).toBe('/download/organisation/7/dunning/3/1/***/1-Mahnung-RE2026-0001.pdf');
  });

  it('hides token and sig parameters and keeps the others', () => {
    expect(redactUrl('/public-api/reclamationrequest/3/4711?token=geheim&x=1')).toBe('/public-api/reclamationrequest/3/4711?token=***&x=1');
    expect(redactUrl('/public-api/reclamationrequest?lead=1&SIG=abc')).toBe('/public-api/reclamationrequest?lead=1&SIG=***');
  });

  it('leaves other paths as they are', () => {
    expect(redactUrl('/api/leads?range=[0,24]')).toBe('/api/leads?range=[0,24]');
  });
});
