import { useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { failureMessage } from '../leads/leadDetail';
import { decisionOf, type ConfirmResult } from './reclamationList';

export const RESOURCE = 'reclamationrequests';

/**
 * Sends one decision for one or several requests. After success (spec section 4): a German
 * notification, the selection cleared and the list (with the sidebar badge) reloaded. A refusal's
 * German reason is returned for the dialog to show; the dialog then stays open.
 */
export function useDecide() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(RESOURCE);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [pending, setPending] = useState<ConfirmResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Resolves true when decided (or cancelled), false when the server refused. */
  const decide = async (ids: readonly number[], result: ConfirmResult, note: string): Promise<boolean> => {
    const decision = decisionOf(result);
    if (!decision) return true;
    setPending(result);
    setError(null);
    try {
      if (ids.length === 1) await dataProvider.decideReclamation(ids[0], decision, note);
      else await dataProvider.decideReclamations(ids, decision, note);
      notify(`app.reclamations.done.${decision}`, { type: 'success', messageArgs: { smart_count: ids.length } });
      unselectAll();
      refresh();
      return true;
    } catch (failure) {
      if (await logoutIfAccessDenied(failure)) return false;
      const { key } = failureMessage(failure, 'app.reclamations.failed');
      setError(key);
      notify(key, { type: 'error', messageArgs: { _: key } });
      return false;
    } finally {
      setPending(null);
    }
  };

  return { decide, pending, error, clearError: () => setError(null) };
}
