import type { ReactNode } from 'react';
import { Alert, Box, Tooltip, type SxProps, type Theme } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useCan, useReadOnlyReason, useRole } from './useCan';
import { may } from './roles';

/** Shows its children only to roles that may call `route` (see useCan). */
export const Can = ({ route, children }: { route: string; children: ReactNode }) => (useCan(route) ? <>{children}</> : null);

/** 'Dafür fehlt Ihnen die Berechtigung.': a page or card the role may not open; `note` (German) says more. */
export const NoPermission = ({ note }: { note?: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" data-testid="no-permission">
      {translate('app.permissions.denied')}
      {note ? ` ${note}` : null}
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

/**
 * Around a field the role may read but not change (greyed out): a tooltip saying who may, from the permission
 * table. A disabled input gets no pointer events, so the tooltip sits on a wrapper, which `sx` lays out in the
 * field's place (for every role, so the layout is the same).
 */
export const ReadOnlyReason = ({ route, sx, children }: { route: string; sx?: SxProps<Theme>; children: ReactNode }) => {
  const reason = useReadOnlyReason(route);
  const field = <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>{children}</Box>;
  return reason ? (
    <Tooltip title={reason} describeChild>
      {field}
    </Tooltip>
  ) : (
    field
  );
};
