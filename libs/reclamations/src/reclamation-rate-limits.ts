import { byIp, DomainException, RateLimitPolicy } from '@app/infrastructure';

/** Guessing tokens: after 30 refused calls in 15 minutes an address waits. */
export const RECLAMATION_ACCESS_FAILURES: RateLimitPolicy = {
  name: 'reclamation-access-failures',
  limit: 30,
  windowMs: 15 * 60_000,
  key: byIp,
  countsFailure: (error) => error instanceof DomainException && error.status === 403,
  message: 'Zu viele ungültige Aufrufe der Reklamationsseite. Bitte versuchen Sie es in einigen Minuten erneut.',
  code: 'TOO_MANY_RECLAMATION_FAILURES',
};

/** Looking at and filing complaints: plenty for a buyer working through its leads. */
export const RECLAMATION_PUBLIC_CALLS: RateLimitPolicy = {
  name: 'reclamation-calls',
  limit: 300,
  windowMs: 15 * 60_000,
  key: byIp,
  message: 'Zu viele Anfragen zur Reklamation. Bitte versuchen Sie es in einigen Minuten erneut.',
  code: 'TOO_MANY_RECLAMATION_CALLS',
};

/** Uploads: the page sends up to 20 at once. */
export const RECLAMATION_UPLOADS: RateLimitPolicy = {
  name: 'reclamation-uploads',
  limit: 300,
  windowMs: 15 * 60_000,
  key: byIp,
  message: 'Zu viele Uploads. Bitte versuchen Sie es in einigen Minuten erneut.',
  code: 'TOO_MANY_RECLAMATION_UPLOADS',
};
