import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CardHeader, CircularProgress, IconButton, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteIcon from '@mui/icons-material/Delete';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { formatCalendarDay, formatMoney, GERMAN_STATES } from '@contract';
import type { PortalDataProvider } from '../api/dataProvider';
import { ApiError } from '@ui/http/apiError';
import { failureText } from '../api/httpClient';
import type { PortalSettings } from '../api/types';
import { useWarnWhenUnsaved } from '../common/useWarnWhenUnsaved';
import { texts } from '../texts';
import { ColleaguesCard } from './ColleaguesCard';
import { FIELD_OF, formChanged, formOf, nextWeekPaused, savedRows, settingsPayload, type SettingsErrors, type SettingsField, type SettingsForm } from './settingsForm';

export const SETTINGS_QUERY_KEY = ['portal', 'settings'];

const Section = ({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardHeader title={title} subheader={intro} slotProps={{ title: { id, component: 'h2', variant: 'h6' } }} />
    <CardContent sx={{ pt: 0 }}>{children}</CardContent>
  </Card>
);

/** Whether leads come today, and this month's figures against budget and limit. */
const Today = ({ settings }: { settings: PortalSettings }) => {
  const { today, thisMonth, credit } = settings;
  const figures = [
    texts.settings.soldThisMonth(thisMonth.sold, thisMonth.effectiveLeadLimit),
    texts.settings.spentThisMonth(formatMoney(thisMonth.spent), settings.monthlyBudget === null ? null : formatMoney(settings.monthlyBudget)),
    ...(credit ? [texts.settings.creditUsed(formatMoney(credit.used), formatMoney(credit.limit))] : []),
  ].join(' · ');
  const creditReached = credit?.reached === true;
  const blocked = today.blocked || thisMonth.limitReached || thisMonth.budgetReached || creditReached;
  const reason =
    today.message ??
    (creditReached
      ? texts.settings.creditLimitReached
      : thisMonth.limitReached
        ? texts.settings.limitReached
        : thisMonth.budgetReached
          ? texts.settings.budgetReached
          : null);
  return (
    <Alert severity={blocked ? 'warning' : 'success'} data-testid="availability-today">
      <AlertTitle>{blocked ? `${texts.settings.blockedToday}${reason ? `: ${reason}` : ''}` : texts.settings.openToday}</AlertTitle>
      {figures}
    </Alert>
  );
};

/** Whether a pause row is saved as it shows, so a buyer sees what a reload would keep. */
const RowState = ({ saved }: { saved: boolean }) => (
  <Typography
    variant="caption"
    color={saved ? 'success.main' : 'warning.main'}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    data-testid="pause-state"
  >
    {saved ? <CheckCircleOutlineIcon fontSize="inherit" /> : <EditNoteIcon fontSize="inherit" />}
    {saved ? texts.settings.pauseSaved : texts.settings.pauseUnsaved}
  </Typography>
);

const SettingsEditor = ({ settings }: { settings: PortalSettings }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pausing, setPausing] = useState(false);
  // Counts the refused saves: each one brings the first error into view (a phone shows one section at a time).
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const staffLimit = settings.maxMonthlyLeadLimit;
  useWarnWhenUnsaved(formChanged(form, settings), texts.settings.unsavedChanges);

  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [refusals]);

  const change = (patch: Partial<SettingsForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    const changed = Object.keys(patch).map((key) => FIELD_OF[key as keyof SettingsForm]);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field as SettingsField))));
    setFailure(null);
  };
  const setPause = (index: number, patch: Partial<SettingsForm['pauses'][number]>) =>
    change({ pauses: form.pauses.map((pause, at) => (at === index ? { ...pause, ...patch } : pause)) });
  const refuse = (fieldErrors: SettingsErrors, general: string | null) => {
    setErrors(fieldErrors);
    setFailure(general);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = settingsPayload(form, staffLimit);
    if ('errors' in checked) return refuse(checked.errors, null);
    setBusy(true);
    try {
      const saved = await dataProvider.saveSettings(checked.payload);
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      setForm(formOf(saved));
      setErrors({});
      notify(texts.settings.saved, { type: 'success' });
    } catch (error) {
      // The server names every field it refuses; its general text only when none is on this page.
      const fields = (error instanceof ApiError ? error.body?.fields : undefined) ?? {};
      const known = Object.fromEntries(Object.entries(fields).filter(([field]) => Object.values(FIELD_OF).includes(field as SettingsField)));
      refuse(known, Object.keys(known).length ? null : failureText(error));
    } finally {
      setBusy(false);
    }
  };

  /** Saved at once (the saved settings plus next week), whatever else is typed on the page and not saved yet. */
  const pauseNextWeek = async () => {
    const next = nextWeekPaused(settings, Date.now());
    if (!next) return notify(texts.settings.nextWeekAlreadyPaused, { type: 'info' });
    setPausing(true);
    try {
      const saved = await dataProvider.saveSettings(next.payload);
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
      setForm((current) => ({ ...current, pauses: [...current.pauses, next.pause] }));
      notify(texts.settings.pausedNextWeek(formatCalendarDay(next.pause.from), formatCalendarDay(next.pause.to)), { type: 'success' });
    } catch (error) {
      notify(failureText(error), { type: 'error' });
    } finally {
      setPausing(false);
    }
  };

  const rowSaved = savedRows(form.pauses, settings.pauses);
  return (
    <Stack component="form" ref={formRef} spacing={2} onSubmit={submit} noValidate>
      <Today settings={settings} />
      <Section id="pauses-title" title={texts.settings.pauses} intro={texts.settings.pausesIntro}>
        {errors.pauses && (
          <Alert severity="error" sx={{ mb: 1 }} data-error tabIndex={-1}>
            {errors.pauses}
          </Alert>
        )}
        {form.pauses.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {texts.settings.noPauses}
          </Typography>
        )}
        <Stack spacing={2} data-testid="pauses">
          {form.pauses.map((pause, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider', pb: { xs: 2, sm: 0 } }}>
              <Stack direction="row" spacing={1} sx={{ flex: { sm: '0 0 auto' } }}>
                <TextField type="date" label={texts.settings.from} value={pause.from} onChange={(event) => setPause(index, { from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1, minWidth: 0 }} />
                <TextField type="date" label={texts.settings.to} value={pause.to} onChange={(event) => setPause(index, { to: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1, minWidth: 0 }} />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'center' }}>
                <TextField label={texts.settings.pauseReason} value={pause.reason} onChange={(event) => setPause(index, { reason: event.target.value })} fullWidth />
                <IconButton aria-label={texts.settings.removePause} onClick={() => change({ pauses: form.pauses.filter((_, at) => at !== index) })}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <RowState saved={rowSaved[index]} />
            </Stack>
          ))}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={pausing ? <CircularProgress size={18} color="inherit" /> : <BeachAccessIcon />}
            disabled={pausing}
            onClick={() => void pauseNextWeek()}
          >
            {texts.settings.pauseNextWeek}
          </Button>
          <Button startIcon={<AddIcon />} onClick={() => change({ pauses: [...form.pauses, { from: '', to: '', reason: '' }] })}>
            {texts.settings.addPause}
          </Button>
        </Stack>
      </Section>
      <Section id="holidays-title" title={texts.settings.holidays}>
        <TextField
          select
          label={texts.settings.holidaysState}
          name="holidaysState"
          value={form.holidaysState}
          onChange={(event) => change({ holidaysState: event.target.value as SettingsForm['holidaysState'] })}
          error={!!errors.holidaysState}
          helperText={errors.holidaysState ?? texts.settings.holidaysHelp}
          // 'Feiertage nicht beachten' shows as the value, not an empty field under the label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
          sx={{ maxWidth: 420 }}
        >
          <MenuItem value="">{texts.settings.noState}</MenuItem>
          {Object.entries(GERMAN_STATES).map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Section>
      <Section id="budget-title" title={texts.settings.budget}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={texts.settings.monthlyBudget}
            name="monthlyBudget"
            value={form.budgetText}
            onChange={(event) => change({ budgetText: event.target.value })}
            error={!!errors.monthlyBudget}
            helperText={errors.monthlyBudget ?? texts.settings.budgetHelp}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            fullWidth
          />
          <TextField
            label={texts.settings.monthlyLeadLimit}
            name="monthlyLeadLimit"
            value={form.limitText}
            onChange={(event) => change({ limitText: event.target.value })}
            error={!!errors.monthlyLeadLimit}
            helperText={errors.monthlyLeadLimit ?? texts.settings.limitHelp(staffLimit)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
          />
        </Stack>
      </Section>
      <Section id="notification-title" title={texts.settings.notification}>
        <TextField
          label={texts.settings.notificationEmail}
          name="notificationEmail"
          type="email"
          value={form.notificationEmail}
          onChange={(event) => change({ notificationEmail: event.target.value })}
          error={!!errors.notificationEmail}
          helperText={errors.notificationEmail ?? texts.settings.notificationHelp}
          fullWidth
          sx={{ maxWidth: 520 }}
        />
      </Section>
      {/* Beside the button, so it is in view after 'Speichern' on a phone too. */}
      {failure && (
        <Alert severity="error" data-error tabIndex={-1}>
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          {texts.settings.save}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * 'Einstellungen': pauses, state holidays, budget and limit, notification e-mail (saved whole; leaving with changes
 * not saved asks first), 'Nächste Woche pausieren' (saved at once), and colleagues.
 */
export const SettingsPage = () => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const settings = useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: () => dataProvider.getSettings() });
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Title title={texts.settings.title} />
      <Typography variant="h5" component="h1">
        {texts.settings.title}
      </Typography>
      {settings.isError ? (
        <Alert severity="error">{failureText(settings.error, texts.common.loadFailed)}</Alert>
      ) : settings.data ? (
        <SettingsEditor settings={settings.data} />
      ) : (
        <LinearProgress />
      )}
      <ColleaguesCard />
    </Stack>
  );
};
