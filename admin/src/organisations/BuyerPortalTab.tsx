import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatCalendarDay, GERMAN_STATES } from '@contract/buyer-availability';
import { formatDate, formatDateTime, formatMoney } from '@contract/format';
import { LEAD_OUTCOME_LABELS, LEAD_OUTCOME_STATUSES, type LeadOutcomeStatus } from '@contract/lead-outcome';
import { useCan } from '../auth/useCan';
import { InvitationLinkDialog, useInvitationLink } from '../invitation/InvitationLinkDialog';
import type { BuyerSettings, OrganisationDetail, OrganisationOutcome, OrganisationOutcomes, PortalUser } from '../dataProvider/apiTypes';
import { EmptyState } from '../pages/EmptyState';
import { buyerBlockReasons } from './buyerAvailability';
import { Section, useErrorText, useOrganisationApi } from './formParts';

const T = 'app.buyer_portal';

export const BUYER_PORTAL_ROUTES = {
  users: 'GET /api/organisation/{id}/portal-users',
  invite: 'POST /api/organisation/{id}/portal-users',
  setActive: 'PUT /api/organisation/{id}/portal-users/{userId}',
  reinvite: 'POST /api/organisation/{id}/portal-users/{userId}/invitation',
  outcomes: 'GET /api/organisation/{id}/outcomes',
  reminder: 'PUT /api/organisation/{id}/outcome-reminder',
  settings: 'GET /api/organisation/{id}/buyer-settings',
} as const;

/** Query keys, shared with DeliveryWarnings (one request for both). */
export const buyerSettingsKey = (id: OrganisationDetail['id'] | undefined) => ['organisation', id, 'buyer-settings'] as const;
const usersKey = (id: OrganisationDetail['id']) => ['organisation', id, 'portal-users'] as const;
const outcomesKey = (id: OrganisationDetail['id']) => ['organisation', id, 'outcomes'] as const;

/** What the buyer chose in the portal; shared by this tab and the organisation's delivery warnings. */
export function useBuyerSettings(id: OrganisationDetail['id'] | undefined) {
  const api = useOrganisationApi();
  const may = useCan(BUYER_PORTAL_ROUTES.settings);
  return useQuery({ queryKey: buyerSettingsKey(id), queryFn: () => api.buyerSettings(id!), enabled: may && id !== undefined, retry: false });
}

const usePhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));

const Loading = () => <LinearProgress sx={{ my: 1 }} />;

const Failed = ({ error }: { error: unknown }) => {
  const errorText = useErrorText();
  return <Alert severity="error">{errorText(error)}</Alert>;
};

/** Facts as label and value; two columns on a wide screen, one on a phone. */
const Facts = ({ rows }: { rows: { label: string; value: ReactNode }[] }) => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

// --- Buyer users ------------------------------------------------------------------------------------

const InviteDialog = ({
  open,
  onClose,
  onInvited,
  organisationId,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (answer: PortalUser) => void;
  organisationId: OrganisationDetail['id'];
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const api = useOrganisationApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const invite = useMutation({
    mutationFn: () => api.invitePortalUser(organisationId, { email: email.trim(), name: name.trim() }),
    onSuccess: (user) => {
      notify(`${T}.users.invited`, { type: 'success', messageArgs: { email: user.email } });
      onInvited(user);
      void queryClient.invalidateQueries({ queryKey: usersKey(organisationId) });
      setEmail('');
      setName('');
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    // The dialog is drawn outside the organisation form, but React passes its submit up to that form.
    event.preventDefault();
    event.stopPropagation();
    invite.mutate();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(`${T}.users.invite_title`)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.users.invite_hint`)}
          </Typography>
          {invite.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(invite.error)}
            </Alert>
          )}
          <TextField label={translate(`${T}.users.email`)} type="email" value={email} onChange={(event) => setEmail(event.target.value)} required fullWidth autoFocus margin="dense" autoComplete="off" />
          <TextField label={translate(`${T}.users.name`)} value={name} onChange={(event) => setName(event.target.value)} required fullWidth margin="dense" autoComplete="off" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={invite.isPending || !email.trim() || !name.trim()}>
            {translate(`${T}.users.invite_send`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const UserStatus = ({ user }: { user: PortalUser }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={user.active ? 'success' : 'default'} label={translate(user.active ? `${T}.users.active` : `${T}.users.inactive`)} />
      {user.invitationPending && <Chip size="small" color="warning" variant="outlined" label={translate(`${T}.users.pending`)} />}
    </Stack>
  );
};

const UserActions = ({ user, organisationId }: { user: PortalUser; organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const api = useOrganisationApi();
  const queryClient = useQueryClient();
  const maySetActive = useCan(BUYER_PORTAL_ROUTES.setActive);
  const mayReinvite = useCan(BUYER_PORTAL_ROUTES.reinvite);
  const done = (message: string) => {
    notify(message, { type: 'success', messageArgs: { email: user.email } });
    void queryClient.invalidateQueries({ queryKey: usersKey(organisationId) });
  };
  const failed = (error: unknown) => notify(errorText(error), { type: 'error' });
  const toggle = useMutation({
    mutationFn: () => api.setPortalUserActive(organisationId, user.id, !user.active),
    onSuccess: (saved) => done(saved.active ? `${T}.users.activated` : `${T}.users.deactivated`),
    onError: failed,
  });
  const link = useInvitationLink();
  const reinvite = useMutation({
    mutationFn: () => api.resendPortalInvitation(organisationId, user.id),
    onSuccess: (answer) => {
      done(`${T}.users.reinvited`);
      link.show(answer);
    },
    onError: failed,
  });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <InvitationLinkDialog invitation={link.invitation} onClose={link.close} />
      {maySetActive && (
        <Button size="small" color={user.active ? 'error' : 'primary'} disabled={toggle.isPending} onClick={() => toggle.mutate()} aria-label={`${translate(user.active ? `${T}.users.deactivate` : `${T}.users.activate`)}: ${user.email}`}>
          {translate(user.active ? `${T}.users.deactivate` : `${T}.users.activate`)}
        </Button>
      )}
      {mayReinvite && user.invitationPending && user.active && (
        <Button size="small" disabled={reinvite.isPending} onClick={() => reinvite.mutate()} aria-label={`${translate(`${T}.users.reinvite`)}: ${user.email}`}>
          {translate(`${T}.users.reinvite`)}
        </Button>
      )}
    </Stack>
  );
};

const lastLogin = (user: PortalUser, never: string) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt) : never);

const UserTable = ({ users, organisationId }: { users: PortalUser[]; organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const never = translate(`${T}.users.never`);
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={translate(`${T}.users.title`)}>
        <TableHead>
          <TableRow>
            {['email', 'name', 'status', 'last_login', 'actions'].map((column) => (
              <TableCell key={column}>{translate(`${T}.users.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} data-testid="portal-user">
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
              <TableCell>{user.name}</TableCell>
              <TableCell>
                <UserStatus user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastLogin(user, never)}</TableCell>
              <TableCell>
                <UserActions user={user} organisationId={organisationId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};

/** On a phone: one card per user, nothing wider than the screen. */
const UserCards = ({ users, organisationId }: { users: PortalUser[]; organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const never = translate(`${T}.users.never`);
  return (
    <Stack spacing={1}>
      {users.map((user) => (
        <Paper key={user.id} variant="outlined" sx={{ p: 1.5 }} data-testid="portal-user">
          <Typography sx={{ fontWeight: 500 }}>{user.name}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Box sx={{ my: 1 }}>
            <UserStatus user={user} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.users.last_login`)}: {lastLogin(user, never)}
          </Typography>
          <UserActions user={user} organisationId={organisationId} />
        </Paper>
      ))}
    </Stack>
  );
};

const UsersSection = ({ organisationId }: { organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const api = useOrganisationApi();
  const phone = usePhone();
  const mayInvite = useCan(BUYER_PORTAL_ROUTES.invite);
  const [inviting, setInviting] = useState(false);
  const invitationLink = useInvitationLink();
  const users = useQuery({ queryKey: usersKey(organisationId), queryFn: () => api.portalUsers(organisationId) });
  return (
    <Section title={`${T}.users.title`}>
      {mayInvite && (
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)} sx={{ mb: 2 }}>
          {translate(`${T}.users.invite`)}
        </Button>
      )}
      {users.isPending && <Loading />}
      {users.isError && <Failed error={users.error} />}
      {users.data &&
        (users.data.length === 0 ? (
          <EmptyState text={`${T}.users.empty`} />
        ) : phone ? (
          <UserCards users={users.data} organisationId={organisationId} />
        ) : (
          <UserTable users={users.data} organisationId={organisationId} />
        ))}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onInvited={invitationLink.show} organisationId={organisationId} />
      <InvitationLinkDialog invitation={invitationLink.invitation} onClose={invitationLink.close} />
    </Section>
  );
};

// --- The buyer's own settings -----------------------------------------------------------------------

const limitText = (limit: number | null, none: string) => (limit === null || limit <= 0 ? none : String(limit));

const SettingsFacts = ({ settings }: { settings: BuyerSettings }) => {
  const translate = useTranslate();
  const none = translate(`${T}.settings.none`);
  const reasons = buyerBlockReasons(settings);
  const pauses = settings.pauses.length ? (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {settings.pauses.map((pause) => (
        <li key={`${pause.from}-${pause.to}`}>
          {formatCalendarDay(pause.from)} – {formatCalendarDay(pause.to)}
          {pause.reason ? ` (${pause.reason})` : ''}
        </li>
      ))}
    </Box>
  ) : (
    translate(`${T}.settings.no_pauses`)
  );
  return (
    <>
      {reasons.length ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="buyer-today">
          {translate(`${T}.settings.today_blocked`)}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="buyer-today">
          {translate(`${T}.settings.today_open`)}
        </Alert>
      )}
      <Facts
        rows={[
          { label: `${T}.settings.pauses`, value: pauses },
          {
            label: `${T}.settings.holidays`,
            value: settings.holidaysState
              ? translate(`${T}.settings.holidays_value`, { state: GERMAN_STATES[settings.holidaysState] })
              : translate(`${T}.settings.no_holidays`),
          },
          {
            label: `${T}.settings.budget`,
            value:
              settings.monthlyBudget === null
                ? translate(`${T}.settings.no_budget`)
                : translate(`${T}.settings.budget_value`, { budget: formatMoney(settings.monthlyBudget), spent: formatMoney(settings.thisMonth.spent) }),
          },
          {
            label: `${T}.settings.limit`,
            value: translate(`${T}.settings.limit_value`, {
              own: limitText(settings.monthlyLeadLimit, none),
              max: limitText(settings.maxMonthlyLeadLimit, none),
              sold: settings.thisMonth.sold,
            }),
          },
          { label: `${T}.settings.notification_email`, value: settings.notificationEmail || translate(`${T}.settings.organisation_email`) },
        ]}
      />
    </>
  );
};

const SettingsSection = ({ organisationId }: { organisationId: OrganisationDetail['id'] }) => {
  const settings = useBuyerSettings(organisationId);
  return (
    <Section title={`${T}.settings.title`}>
      {settings.isPending && <Loading />}
      {settings.isError && <Failed error={settings.error} />}
      {settings.data && <SettingsFacts settings={settings.data} />}
    </Section>
  );
};

// --- Outcomes ---------------------------------------------------------------------------------------

const outcomeLabel = (status: string) => LEAD_OUTCOME_LABELS[status as LeadOutcomeStatus] ?? status;

const ReminderSwitch = ({ outcomes, organisationId }: { outcomes: OrganisationOutcomes; organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorText();
  const api = useOrganisationApi();
  const queryClient = useQueryClient();
  const may = useCan(BUYER_PORTAL_ROUTES.reminder);
  const save = useMutation({
    mutationFn: (enabled: boolean) => api.setOutcomeReminder(organisationId, enabled),
    onSuccess: (reminder) => {
      queryClient.setQueryData<OrganisationOutcomes>(outcomesKey(organisationId), (current) => current && { ...current, reminder });
      notify(reminder.enabled ? `${T}.outcomes.reminder_on` : `${T}.outcomes.reminder_off`, { type: 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });
  const { enabled, lastSentAt } = outcomes.reminder;
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={enabled} disabled={!may || save.isPending} onChange={(event) => save.mutate(event.target.checked)} />}
        label={translate(`${T}.outcomes.reminder`)}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.outcomes.reminder_hint`)} {lastSentAt ? translate(`${T}.outcomes.reminder_last`, { date: formatDate(lastSentAt) }) : ''}
      </Typography>
    </Box>
  );
};

const OutcomeCounts = ({ outcomes }: { outcomes: OrganisationOutcomes }) => {
  const translate = useTranslate();
  const items = [
    { key: 'sales', label: translate(`${T}.outcomes.sales`), value: String(outcomes.sales) },
    { key: 'withOutcome', label: translate(`${T}.outcomes.with_outcome`), value: String(outcomes.withOutcome) },
    ...LEAD_OUTCOME_STATUSES.map((status) => ({ key: status, label: LEAD_OUTCOME_LABELS[status], value: String(Number(outcomes.counts[status] ?? 0)) })),
    { key: 'wonValue', label: translate(`${T}.outcomes.won_value`), value: formatMoney(outcomes.wonValue) },
  ];
  return (
    // As many cards of at least 150 px as fit: the order value needs that room.
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' }, gap: 1, mb: 2 }}>
      {items.map(({ key, label, value }) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`outcome-count-${key}`}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="h6" component="div" sx={{ whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};

const outcomeDetail = (outcome: OrganisationOutcome['outcome']) =>
  [outcome.status === 'won' && outcome.value !== null ? formatMoney(outcome.value) : '', outcome.note].filter(Boolean).join(' · ');

const RecentOutcomes = ({ outcomes }: { outcomes: OrganisationOutcomes }) => {
  const translate = useTranslate();
  const phone = usePhone();
  const recent = outcomes.recent ?? [];
  if (recent.length === 0) return <EmptyState text={`${T}.outcomes.empty`} />;
  const leadLink = (leadId: number) => <Link to={`/leadstatistics/${leadId}`}>{translate(`${T}.outcomes.lead`, { id: leadId })}</Link>;
  if (phone) {
    return (
      <Paper variant="outlined">
        <List dense disablePadding>
          {recent.map((row) => (
            <ListItem key={row.saleId} divider data-testid="recent-outcome">
              <ListItemText
                primary={
                  <>
                    {outcomeLabel(row.outcome.status)} · {leadLink(row.leadId)}
                  </>
                }
                secondary={[formatDateTime(row.outcome.changedAt), row.outcome.changedBy, outcomeDetail(row.outcome)].filter(Boolean).join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={translate(`${T}.outcomes.recent`)}>
        <TableHead>
          <TableRow>
            {['lead', 'sold_at', 'outcome', 'detail', 'changed_at', 'changed_by'].map((column) => (
              <TableCell key={column}>{translate(`${T}.outcomes.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {recent.map((row) => (
            <TableRow key={row.saleId} data-testid="recent-outcome">
              <TableCell>{leadLink(row.leadId)}</TableCell>
              <TableCell>{formatDate(row.soldAt)}</TableCell>
              <TableCell>{outcomeLabel(row.outcome.status)}</TableCell>
              <TableCell>{outcomeDetail(row.outcome)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.outcome.changedAt)}</TableCell>
              <TableCell>{row.outcome.changedBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};

const OutcomesSection = ({ organisationId }: { organisationId: OrganisationDetail['id'] }) => {
  const translate = useTranslate();
  const api = useOrganisationApi();
  const outcomes = useQuery({ queryKey: outcomesKey(organisationId), queryFn: () => api.outcomes(organisationId) });
  return (
    <Section title={`${T}.outcomes.title`}>
      {outcomes.isPending && <Loading />}
      {outcomes.isError && <Failed error={outcomes.error} />}
      {outcomes.data && (
        <>
          <ReminderSwitch outcomes={outcomes.data} organisationId={organisationId} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(`${T}.outcomes.period`)}
          </Typography>
          <OutcomeCounts outcomes={outcomes.data} />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {translate(`${T}.outcomes.recent`)}
          </Typography>
          <RecentOutcomes outcomes={outcomes.data} />
        </>
      )}
    </Section>
  );
};

/**
 * The organisation tab 'Käuferportal' (issue 20 §3): the buyer's portal users, what it chose for its own
 * supply (read only: the buyer decides) with whether it gets leads today, and its outcomes with the
 * reminder switch. No form inputs: nothing here is part of the organisation's Aktualisieren.
 */
export const BuyerPortalTab = () => {
  const record = useRecordContext<OrganisationDetail>();
  const mayUsers = useCan(BUYER_PORTAL_ROUTES.users);
  const maySettings = useCan(BUYER_PORTAL_ROUTES.settings);
  const mayOutcomes = useCan(BUYER_PORTAL_ROUTES.outcomes);
  if (!record) return null;
  return (
    <Box data-testid="buyer-portal-tab">
      {mayUsers && <UsersSection organisationId={record.id} />}
      {maySettings && <SettingsSection organisationId={record.id} />}
      {mayOutcomes && <OutcomesSection organisationId={record.id} />}
    </Box>
  );
};
