import type { Score } from '@contract/password-strength';

/**
 * The words of the password fields, given by each app in its own way (the back office translates keys,
 * the portal keeps its texts in one file); the same German in both.
 */
export interface PasswordTexts {
  showPassword: string;
  hidePassword: string;
  /** What makes a good password, always under the new one. */
  hint: string;
  /** 'Stärke: gut' for a score. */
  level: (score: Score) => string;
  /** '7 von mindestens 12 Zeichen'. */
  length: (count: number) => string;
  mismatch: string;
}
