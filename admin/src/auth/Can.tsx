import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan, useRole } from './useCan';
import { may } from './roles';

/** Shows its children only to roles that may call `route` (see useCan). */
export const Can = ({ route, children }: { route: string; children: ReactNode }) => (useCan(route) ? <>{children}</> : null);

/** 'Dafür fehlt Ihnen die Berechtigung.': a page or card the role may not open. */
export const NoPermission = ({ note }: { note?: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="no-permission">
      {translate('app.permissions.denied')}
      {note ? ` ${translate(note)}` : null}
    </Alert>
  );
};

/**
 * A page (or card) the role may not open at all: the German note instead of its content, so nothing is
 * fetched that the server would refuse. Nothing shows while the role is being read. `title`: the
 * page's name for the app bar, which the refused page's own list would otherwise have given.
 */
export const RequireCan = ({ route, title, children }: { route: string; title?: string; children: ReactNode }) => {
  const { role, isPending } = useRole();
  if (isPending) return null;
  if (may(role, route)) return <>{children}</>;
  return (
    <>
      {title && <Title title={title} />}
      <NoPermission />
    </>
  );
};

/** Above a form the role may read but not save: 'Ihre Rolle (Vertrieb) darf diese Angaben ansehen, aber nicht ändern.' */
export const ReadOnlyNote = ({ route }: { route: string }) => {
  const translate = useTranslate();
  const { role, isPending } = useRole();
  if (isPending || !role || may(role, route)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="read-only-note">
      {translate('app.permissions.read_only', { role: translate(`app.roles.${role}`) })}
    </Alert>
  );
};
