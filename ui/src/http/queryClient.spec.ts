import { QueryObserver } from '@tanstack/react-query';
import { ApiError } from './apiError';
import { createQueryClient, shouldRetry } from './queryClient';

/** How often a read is tried through the apps' query client before it shows its error. */
async function triesUntilError(error: unknown): Promise<number> {
  const client = createQueryClient();
  let tries = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['leads', 'getOne', { id: '7' }],
    queryFn: () => {
      tries += 1;
      return Promise.reject(error);
    },
    // The waits between tries are react-query's; only their number is the rule here.
    retryDelay: 0,
  });
  await new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status !== 'error') return;
      unsubscribe();
      resolve();
    });
  });
  client.clear();
  return tries;
}

describe('the query client of the back office and the portal', () => {
  it('shows a 404 and every other 4xx answer at once, never trying again', async () => {
    expect(await triesUntilError(new ApiError('Lead 7 gibt es in Ihrem Konto nicht.', 404))).toBe(1);
    expect(await triesUntilError(new ApiError('Keine Berechtigung.', 403))).toBe(1);
    // react-admin's own HttpError carries the status the same way.
    expect(await triesUntilError(Object.assign(new Error('Ungültiger Filter.'), { status: 400 }))).toBe(1);
  });

  it('tries a server error or a lost connection three more times, as react-query does by default', async () => {
    expect(await triesUntilError(new ApiError('Interner Fehler.', 503))).toBe(4);
    expect(await triesUntilError(new TypeError('Failed to fetch'))).toBe(4);
  });

  it('decides by the status alone', () => {
    expect(shouldRetry(0, new ApiError('x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 499))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 500))).toBe(true);
    expect(shouldRetry(3, new ApiError('x', 500))).toBe(false);
    expect(shouldRetry(0, null)).toBe(true);
  });
});
