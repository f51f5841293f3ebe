import { ApiError } from '../http/apiError';
import { challengeEnded, cleanCode, codeMethod, isSecondFactorStep } from './secondFactor';

describe('the code step', () => {
  it('tells the code step from a session', () => {
    expect(isSecondFactorStep({ twoFactorRequired: true, methods: ['totp', 'recovery'], token: 't', user: { id: 1, email: 'a@example.de' } })).toBe(true);
    expect(isSecondFactorStep({ token: 't', renewToken: 'r', user: { id: 1 } })).toBe(false);
    expect(isSecondFactorStep(undefined)).toBe(false);
  });

  it('asks for the mailed code when the factor is the e-mail, else the app’s', () => {
    expect(codeMethod(['email', 'recovery'])).toBe('email');
    expect(codeMethod(['totp', 'recovery'])).toBe('totp');
  });

  it('takes only the digits of a typed or pasted code', () => {
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(cleanCode('123-456')).toBe('123456');
  });

  it('ends the step after too many wrong codes or when it expired, not after one wrong code', () => {
    expect(challengeEnded(new ApiError('x', 401, { code: 'TOO_MANY_CODES' }))).toBe(true);
    expect(challengeEnded(new ApiError('x', 401, { code: 'INVALID_CHALLENGE' }))).toBe(true);
    expect(challengeEnded(new ApiError('x', 401, { code: 'WRONG_CODE' }))).toBe(false);
    expect(challengeEnded(new Error('offline'))).toBe(false);
  });
});
