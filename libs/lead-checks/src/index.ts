// The public surface of libs/lead-checks: pure checks of a new lead's quality and the verdict over them.
export { FINDING_CODES, FINDING_WEIGHTS, NOT_CHECKED_CODES, type Finding, type FindingCode } from './findings';
export { checkPhone, type PhoneCheck, type PhoneCheckOptions, type PhoneType } from './phone-check';
export { checkEmail, checkEmailSyntax, emailDnsFinding, emailDomain, isDisposableDomain, type EmailDnsResult } from './email-check';
export { addressDuplicateFinding, addressKey, checkZipTown, normaliseStreet, zipFitsTown, type StreetAddress } from './address-check';
export { checkName, samePhoneDifferentNames, type PersonName } from './name-check';
export {
  checkFunnel,
  DEFAULT_MAX_LEADS_PER_HOUR,
  EARLIER_LEADS_COUNTED,
  DEFAULT_MIN_ELAPSED_MS,
  type FunnelCheckOptions,
  type FunnelSignals,
} from './funnel-check';
export { DEFAULT_REJECT_BELOW, DEFAULT_REVIEW_BELOW, qualityVerdict, type QualityStatus, type QualityVerdict, type VerdictOptions } from './verdict';
export { EmailDomainCheck, type EmailDomainCheckOptions } from './dns';
