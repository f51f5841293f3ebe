import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Grüße "Müller".pdf')).toBe(`attachment; filename="Grue _Muller_.pdf"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%22M%C3%BCller%22.pdf`);
    expect(attachmentDisposition('RE2026-0001.pdf')).toBe(`attachment; filename="RE2026-0001.pdf"; filename*=UTF-8''RE2026-0001.pdf`);
  });
});
