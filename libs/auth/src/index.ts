// The public surface of libs/auth.
export * from './auth.module';
export * from './auth.service';
export { AuthException } from './auth.exception';
export * from './public.decorator';
export * from './authenticated-user';
export * from './entities/renew-token.entity';
export * from './entities/second-factor-challenge.entity';
export * from './entities/login-address.entity';
export { LoginAddresses } from './login-addresses/login-addresses';
export type { AccountKind } from './login-addresses/login-addresses';
export { PortalAccountGuessLimit, ACCOUNT_GUESSES_PER_HOUR } from './login-addresses/account-guess-limit';
export * from './second-factor/one-time-codes';
// The parts the buyers' portal (libs/portal-auth) builds its login from: one login system, two kinds of account.
export { SecondFactorFlow, CHALLENGE_MINUTES, MAX_WRONG_CODES } from './second-factor/second-factor.service';
export type { ChallengeMethod, SecondFactorAccount, SecondFactorAccounts, SecondFactorAnswer } from './second-factor/second-factor.service';
export { SecondFactorChallengeRepository } from './second-factor/second-factor-challenge.repository';
export type { ChallengeRow } from './second-factor/second-factor-challenge.repository';
export { RenewTokenRepository } from './renew-token.repository';
export type { RenewTokenRow } from './renew-token.repository';
export { bearerToken } from './bearer-token';
export { LoginDto } from './dto/login.dto';
export { LogoutDto, RenewDto } from './dto/renew.dto';
export {
  ChangePasswordDto,
  PasswordConfirmationDto,
  RecoveryCodesResponseDto,
  SecondFactorDto,
  secondFactorAnswer,
  SetPasswordDto,
  SetPasswordResponseDto,
  ReplaceFactorDto,
  TotpConfirmDto,
  TotpSetupResponseDto,
} from './dto/second-factor.dto';
export { SessionFlow, ACCESS_TOKEN_TTL_SECONDS } from './session/session-flow';
export type { SecondFactorStep, SessionAccount, SessionAccounts, SessionKind, SessionTokens } from './session/session-flow';
