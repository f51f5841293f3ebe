import { isValidEmail } from '@app/contract';
import { disposableEmailBlocklist } from 'disposable-email-domains-js';
import { findings, type Finding } from './findings';

/** What the DNS look-up (outside this lib) found for an address's domain. */
export type EmailDnsResult = 'has-mail-host' | 'no-such-domain' | 'not-checked';

/** Built on the first look-up, not at import: some 9,000 domains that most processes never ask about. */
let disposableDomains: ReadonlySet<string> | undefined;

const TRAILING_DOT = /\.$/;

/** The same rule the funnel and the intake apply (libs/contract), so a check never disagrees with the form. */
export function checkEmailSyntax(email: string): Finding[] {
  return isValidEmail(email) ? [] : [findings.emailInvalid(email)];
}

/**
 * A domain of a throwaway-mail service, by the disposable-email-domains list (as the npm package
 * disposable-email-domains-js ships it). Subdomains count too: 'x.trashmail.de' is trashmail.de's.
 */
export function isDisposableDomain(domain: string): boolean {
  disposableDomains ??= new Set(disposableEmailBlocklist());
  let name = domain.trim().toLowerCase().replace(TRAILING_DOT, '');
  for (;;) {
    if (disposableDomains.has(name)) return true;
    const dot = name.indexOf('.');
    // A top-level domain on its own is never on the list.
    if (dot < 0 || name.indexOf('.', dot + 1) < 0) return false;
    name = name.slice(dot + 1);
  }
}

/** The part after the last '@', lower case ('' without one). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** Syntax first; an address that is no address has no domain worth looking up. */
export function checkEmail(email: string): Finding[] {
  const invalid = checkEmailSyntax(email);
  if (invalid.length > 0) return invalid;
  const domain = emailDomain(email);
  return isDisposableDomain(domain) ? [findings.emailDisposable(domain)] : [];
}

/**
 * The DNS outcome as a finding. 'no-such-domain' must only be passed when DNS could be trusted (it knew a
 * well-known domain); an untrusted or unreachable resolver is 'not-checked', which never lowers the score.
 */
export function emailDnsFinding(result: EmailDnsResult, domain?: string): Finding | null {
  if (result === 'no-such-domain') return findings.emailNoMailHost(domain);
  if (result === 'not-checked') return findings.emailUnchecked();
  return null;
}
