import englishMessages from 'ra-language-english';
import { nonGermanWords } from '../testing/language';
import { germanReactAdminMessages } from './germanReactAdminMessages';

type Messages = { [key: string]: string | Messages };

function textsOf(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textsOf(value, `${prefix}${key}.`),
  );
}

describe("react-admin's German messages", () => {
  const german = new Map(textsOf({ ra: germanReactAdminMessages } as Messages));

  it("cover every key of react-admin's own (English) messages", () => {
    const missing = textsOf(englishMessages as Messages)
      .map(([key]) => key)
      .filter((key) => !german.has(key));
    expect(missing).toEqual([]);
  });

  it("address the user formally: no 'du' left from the language pack", () => {
    const informal = /\b(du|dich|dir|dein\w*|bist|hast|willst|kannst|überprüfe)\b/i;
    expect([...german].filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it("use no English word and nothing that looks like a key, but the spec's 'Logout' (issue 29 §3)", () => {
    const found = [...german].flatMap(([key, text]) => nonGermanWords(text, key === 'ra.auth.logout' ? ['Logout'] : []).map((word) => `${key}: ${word}`));
    expect(found).toEqual([]);
  });
});
