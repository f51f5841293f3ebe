import { useState } from 'react';
import { useEditContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { failureMessage } from '../leads/leadDetail';

interface Outcome<T> {
  /** Translation key and arguments of the success message. */
  done: (result: T) => [key: string, args?: Record<string, unknown>];
  /** Shown when the server gave no German reason. */
  failed: string;
}

/**
 * Runs one action of the Rechnungen or Mahnungen tab: a German message either way (the server's
 * reason on failure), then the organisation is read again, whatever happened (spec: a failed
 * creation reloads the organisation; a refusal often means the state changed meanwhile). Resolves
 * true on success. `pending` names the action waiting for the server.
 */
export function useBillingAction() {
  const notify = useNotify();
  const { refetch } = useEditContext();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [pending, setPending] = useState<string | null>(null);

  const run = async <T>(key: string, call: () => Promise<T>, outcome: Outcome<T>): Promise<boolean> => {
    setPending(key);
    try {
      const result = await call();
      const [message, args] = outcome.done(result);
      notify(message, { type: 'success', messageArgs: args });
      return true;
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return false;
      const { key: message } = failureMessage(error, outcome.failed);
      notify(message, { type: 'error', messageArgs: { _: message }, autoHideDuration: 10_000 });
      return false;
    } finally {
      setPending(null);
      await refetch?.();
    }
  };

  return { run, pending };
}
