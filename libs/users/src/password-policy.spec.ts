import { passwordWeakness } from './password-policy';

describe('passwordWeakness', () => {
  it('wants at least 12 characters', () => {
    expect(passwordWeakness('aB3$kLm9!qR')).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
  });

  it('refuses common passwords with a German hint', () => {
    expect(passwordWeakness('passwort12345')).toMatch(/^Das Passwort ist zu leicht zu erraten\. Dies weist Ähnlichkeit/);
  });

  it('counts the person\'s own name and e-mail as guessable words', () => {
    expect(passwordWeakness('zerbowski-2026', [])).toBeNull();
    expect(passwordWeakness('zerbowski-2026', ['q.zerbowski@example.de', 'Quirin Zerbowski'])).toMatch(/zu leicht/);
  });

  it('accepts a long passphrase', () => {
    expect(passwordWeakness('korrekt-Pferd-Batterie')).toBeNull();
  });
});
