import { fileNameOf } from './contentDisposition';

describe('the file name of Content-Disposition', () => {
  it('prefers the UTF-8 name, falls back to the plain one, and is null without a header', () => {
    expect(fileNameOf(`attachment; filename="RE2026-0001.pdf"; filename*=UTF-8''RE2026-0001%20%C3%A4.pdf`)).toBe('RE2026-0001 ä.pdf');
    expect(fileNameOf('attachment; filename="LeadExport.xlsx"')).toBe('LeadExport.xlsx');
    expect(fileNameOf(`attachment; filename="Nachweis.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('Nachweis.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
