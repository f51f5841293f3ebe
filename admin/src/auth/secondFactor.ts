import { ApiError } from '../http/httpClient';
import type { SecondFactorMethod, SecondFactorStep, Session } from '../dataProvider/apiTypes';

/** What the login page keeps between the password and the code: the five-minute challenge token. */
export type SecondFactorChallenge = Pick<SecondFactorStep, 'token' | 'methods' | 'user'>;

/** `POST /auth/login` answers either a session or, for a user with a second factor, the code step. */
export function isSecondFactorStep(answer: Session | SecondFactorStep | undefined): answer is SecondFactorStep {
  return typeof answer === 'object' && answer !== null && (answer as SecondFactorStep).twoFactorRequired === true && typeof answer.token === 'string';
}

/**
 * Thrown by the auth provider's login when the password was right and a code is needed next: no
 * session is stored for the challenge token, and the login page shows the code step.
 */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: SecondFactorChallenge) {
    super('app.login.code.required');
    this.name = 'SecondFactorRequired';
  }
}

/**
 * A failed login step with the German text to show. `challengeEnded`: the code step is over (five wrong
 * codes, or its five minutes passed); the page goes back to the password.
 */
export class LoginFailed extends Error {
  constructor(
    message: string,
    readonly challengeEnded = false,
  ) {
    super(message);
    this.name = 'LoginFailed';
  }
}

/** The server's codes for a challenge that cannot be answered any more. */
const ENDED_CODES = new Set(['TOO_MANY_CODES', 'INVALID_CHALLENGE']);

export function challengeEnded(error: unknown): boolean {
  return error instanceof ApiError && typeof error.body?.code === 'string' && ENDED_CODES.has(error.body.code);
}

/** The factor the code step asks for: the app's or the mail's code ('recovery' is offered beside either). */
export function codeMethod(methods: readonly SecondFactorMethod[]): 'totp' | 'email' {
  return methods.includes('email') ? 'email' : 'totp';
}

/** A code as typed or pasted: an app shows '123 456', a mail client may add spaces; only the digits count. */
export function cleanCode(typed: string): string {
  return typed.replace(/\D/g, '');
}
