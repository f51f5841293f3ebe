import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { ACCOUNT_PATH, type StaffIdentity } from '../auth/authProvider';
import { createTokenStorage } from '../auth/tokenStorage';

/**
 * Whether the session may only set up the second factor (the setting demands one, the user has none).
 * Read from the stored session at once, so the full menu never shows (and asks the server for its
 * badges) before the identity is loaded; the identity query is watched only to be drawn anew when
 * 'Mein Konto' reloads it after the setup.
 */
export function useSetupOnly(): boolean {
  const { identity } = useGetIdentity();
  const stored = createTokenStorage(window.localStorage).setupRequired();
  return stored || (identity as StaffIdentity | undefined)?.twoFactorSetupRequired === true;
}

/**
 * Holds a setup-only session on 'Mein Konto': every other page would be refused by the server
 * (403 TWO_FACTOR_SETUP_REQUIRED), so it is not shown at all until the factor is set up.
 */
export const SetupGate = ({ children }: { children: ReactNode }) => {
  const setupOnly = useSetupOnly();
  const { pathname } = useLocation();
  if (setupOnly && pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;
  return <>{children}</>;
};
