import type { AuthProvider } from 'react-admin';
import type { components } from '@contract/api-types';
import { ApiError } from '../http/apiError';

export type SecondFactorMethod = components['schemas']['SecondFactorMethod'];

/** What the login page keeps between the password and the code: the five-minute challenge token. */
export interface SecondFactorChallenge {
  token: string;
  methods: SecondFactorMethod[];
  user: { id: number; email: string };
}

/** The login's answer for a user with a second factor (both APIs answer it alike). */
export interface SecondFactorStep extends SecondFactorChallenge {
  twoFactorRequired: true;
}

/** The login answers either a session or, for a user with a second factor, the code step. */
export function isSecondFactorStep(answer: unknown): answer is SecondFactorStep {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as SecondFactorStep).twoFactorRequired === true &&
    typeof (answer as SecondFactorStep).token === 'string'
  );
}

/**
 * Thrown by an auth provider's login when the password was right and a code is needed next: no
 * session is stored for the challenge token, and the login page shows the code step.
 */
export class SecondFactorRequired extends Error {
  constructor(
    readonly challenge: SecondFactorChallenge,
    message: string,
  ) {
    super(message);
    this.name = 'SecondFactorRequired';
  }
}

/**
 * A failed login step with the text to show. `challengeEnded`: the code step is over (five wrong
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

/** What the code step needs of an app's auth provider beside react-admin's login. */
export interface SecondFactorAuthProvider extends AuthProvider {
  /** Mails a login code for the challenge (users whose factor is the e-mail). */
  sendLoginCode(challenge: SecondFactorChallenge): Promise<void>;
}
