import { QueryClient } from '@tanstack/react-query';

/** react-query's own number of retries, kept for what may pass on its own (a network error, a 5xx). */
const MAX_RETRIES = 3;

/**
 * Whether a failed read is tried again. An answer in the 4xx range (not found, no access, a wrong filter)
 * would come again unchanged, so it is shown at once: retried, a 404 kept 'lead not found' behind about
 * seven seconds of spinner (issue 29 §4).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The query client of the back office and the portal (react-admin's `queryClient`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
}
