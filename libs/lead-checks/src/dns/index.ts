// The DNS look-up behind emailDnsFinding: the one part of libs/lead-checks that leaves the process.
export {
  DEFAULT_DNS_CACHE_SIZE,
  DEFAULT_DNS_CACHE_TTL_MS,
  DEFAULT_DNS_TIMEOUT_MS,
  DEFAULT_DNS_TRUST_TTL_MS,
  DEFAULT_WELL_KNOWN_DOMAIN,
  EmailDomainCheck,
  type EmailDomainCheckOptions,
} from './email-domain-check';
