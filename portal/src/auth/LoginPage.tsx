import { useSearchParams } from 'react-router-dom';
import type { LoginTexts } from '@ui/auth/loginTexts';
import { LoginSteps } from '@ui/auth/LoginSteps';
import { texts } from '../texts';
import { AuthFrame } from './AuthFrame';
import { PASSWORD_TEXTS } from './PasswordFields';

const LOGIN_TEXTS: LoginTexts = {
  title: texts.login.title,
  intro: texts.login.intro,
  email: texts.login.email,
  password: texts.login.password,
  submit: texts.login.submit,
  passwordSet: texts.login.passwordSet,
  passwordField: PASSWORD_TEXTS,
  // The auth provider's failures carry the German text already (the server's, or the portal's fallback).
  failure: (failure) => (failure instanceof Error && failure.message ? failure.message : texts.login.failed),
  code: {
    title: texts.login.codeTitle,
    introTotp: texts.login.codeIntroTotp,
    introEmail: texts.login.codeIntroEmail,
    introRecovery: texts.login.codeIntroRecovery,
    code: texts.login.code,
    recoveryCode: texts.login.recoveryCode,
    codeMissing: texts.login.codeMissing,
    recoveryCodeMissing: texts.login.codeMissing,
    submit: texts.login.codeSubmit,
    sendCode: texts.login.sendCode,
    codeSent: texts.login.codeSent,
    useRecovery: texts.login.useRecovery,
    useCode: texts.login.useCode,
    back: texts.login.back,
  },
};

/** `/portal/login` (`?email=…` fills the field); a user with a second factor is asked for the code next (ui/src/auth). */
export const LoginPage = () => {
  const [searchParams] = useSearchParams();
  return <LoginSteps texts={LOGIN_TEXTS} Frame={AuthFrame} initialEmail={searchParams.get('email') ?? ''} submitSize="large" />;
};
