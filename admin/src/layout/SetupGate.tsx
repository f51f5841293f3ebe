import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetIdentity } from 'react-admin';
import { ACCOUNT_PATH, type StaffIdentity } from '../auth/authProvider';

/** Whether the session may only set up the second factor (the setting demands one, the user has none). */
export function useSetupOnly(): boolean {
  const { identity } = useGetIdentity();
  return (identity as StaffIdentity | undefined)?.twoFactorSetupRequired === true;
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
