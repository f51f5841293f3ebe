import { useEffect } from 'react';

/**
 * Spec: unknown paths redirect to `/`. That page belongs to the public funnel app, which the
 * server serves, so this is a full page load rather than a route change inside the back office.
 */
export const LeaveAdmin = () => {
  useEffect(() => window.location.replace('/'), []);
  return null;
};
