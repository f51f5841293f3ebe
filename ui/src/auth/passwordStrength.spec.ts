import { personalWords, strengthOf } from '@contract/password-strength';
import { loadPasswordRater, passwordFormProblem } from './passwordStrength';

const rated = (score: number, warning: string | null = null) => ({ score, feedback: { warning } });

describe('password strength hint', () => {
  it('never rates a password under 12 characters above "schwach", whatever zxcvbn says', () => {
    expect(strengthOf('Xq7!pLm2#v', rated(4))).toEqual({ score: 1, warning: null, acceptable: false });
    expect(strengthOf('kurz', rated(0, 'Zu kurz.'))).toEqual({ score: 0, warning: 'Zu kurz.', acceptable: false });
  });

  it('accepts, like the server, 12 characters and a score of 3 or more', () => {
    expect(strengthOf('Sonnendach-Kupfer-42', rated(3)).acceptable).toBe(true);
    expect(strengthOf('passwortpasswort', rated(2)).acceptable).toBe(false);
    expect(strengthOf('passwortpasswort', rated(2)).score).toBe(2);
  });

  it('stops the form only for an empty password or two entries that differ', () => {
    expect(passwordFormProblem('', '')).toBe('empty');
    expect(passwordFormProblem('eins-zwei-drei', 'eins-zwei-drie')).toBe('mismatch');
    // Too short is the server's to say, in its words.
    expect(passwordFormProblem('kurz', 'kurz')).toBeNull();
  });

  it("counts the person's name and e-mail as guessable words, as the server does", () => {
    expect(personalWords('Anna Schulz', 'anna.schulz@example.de', null)).toEqual(['anna', 'schulz', 'anna', 'schulz', 'example']);
  });

  it('rates with the German word lists the server uses', async () => {
    const rate = await loadPasswordRater();
    const weak = strengthOf('Passwort123456', rate('Passwort123456', []));
    expect(weak).toMatchObject({ score: 1, acceptable: false });
    // zxcvbn's own advice comes in German.
    expect(weak.warning).toMatch(/Passwört/);
    expect(strengthOf('Kupferdach-Wolke-Fahrrad-83', rate('Kupferdach-Wolke-Fahrrad-83', [])).acceptable).toBe(true);
    // The end-to-end tests' administrator password stays acceptable.
    expect(strengthOf('e2e-passwort-123', rate('e2e-passwort-123', [])).acceptable).toBe(true);
  });
});
