import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { failureMessage } from './leadDetail';

/**
 * Reports a failed action in a notification with the server's German reason. A session that could
 * not be renewed ends here as on react-admin's own pages: logged out, on to the login page.
 * `persist` keeps a long reason (a supplier's quota) on screen until staff click elsewhere.
 */
export function useLeadFailure() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return async (error: unknown, fallbackKey: string, options: { persist?: boolean } = {}) => {
    if (await logoutIfAccessDenied(error)) return;
    const { key } = failureMessage(error, fallbackKey);
    notify(key, { type: 'error', messageArgs: { _: key }, ...(options.persist ? { autoHideDuration: null, multiLine: true } : {}) });
  };
}
