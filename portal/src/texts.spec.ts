import { messageTexts, nonGermanWords } from '@ui/testing/language';
import { de } from './i18n/i18nProvider';
import { texts } from './texts';

describe("The portal's texts", () => {
  it('use no English word and nothing that looks like a key, in its own texts and in react-admin’s (issue 29 §3)', () => {
    const found = [...messageTexts(texts), ...messageTexts(de as Record<string, unknown>)].flatMap(([key, text]) => nonGermanWords(text).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });

  it("label the login button 'Anmelden' in both steps, password and code, and say 'Abmelden' for leaving", () => {
    expect([texts.login.submit, texts.login.codeSubmit]).toEqual(['Anmelden', 'Anmelden']);
    expect((de.ra as { auth: { logout: string } }).auth.logout).toBe('Abmelden');
  });
});
