import type { FormEvent, ReactNode } from 'react';
import type { PasswordTexts } from './passwordTexts';

/** The code step's words, as shown (already translated or interpolated by the app). */
export interface CodeStepTexts {
  title: string;
  introTotp: string;
  introEmail: (email: string) => string;
  introRecovery: string;
  code: string;
  recoveryCode: string;
  codeMissing: string;
  recoveryCodeMissing: string;
  submit: string;
  sendCode: string;
  codeSent: (email: string) => string;
  useRecovery: string;
  useCode: string;
  back: string;
}

/** The login page's words, as shown. */
export interface LoginTexts {
  title: string;
  /** A line under the heading, where the app has one. */
  intro?: string;
  email: string;
  password: string;
  submit: string;
  /** The notice after the set-password page sent the person here. */
  passwordSet: string;
  passwordField: Pick<PasswordTexts, 'showPassword' | 'hidePassword'>;
  code: CodeStepTexts;
  /** The text of a failed step: the auth provider's reason (the server's words), or the app's fallback. */
  failure: (failure: unknown) => string;
}

/** The card each app draws its login steps in (the two apps look different). */
export interface AuthFrameProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}
