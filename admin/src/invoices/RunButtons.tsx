import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDate } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { failureMessage } from '../leads/leadDetail';
import { ActionDialog } from './ActionDialog';
import { billedMonth, billedMonthEnded, runDoneMessages, todayInGermany } from './invoiceDisplay';

const T = 'app.invoices';
/** The runs only queue one job per organisation or invoice; the list is read again once they had time. */
const JOBS_SETTLE_MS = 3_000;

function useRun() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async <T,>(call: () => Promise<T>, done: (result: T) => [string, Record<string, unknown>], failedKey: string): Promise<boolean> => {
    setPending(true);
    try {
      const [key, args] = done(await call());
      notify(key, { type: 'success', messageArgs: args, autoHideDuration: 8_000 });
      refresh();
      setTimeout(refresh, JOBS_SETTLE_MS);
      return true;
    } catch (error) {
      const { key } = failureMessage(error, failedKey);
      notify(key, { type: 'error', messageArgs: { _: key }, autoHideDuration: 10_000 });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

/**
 * 'Rechnungslauf starten': the monthly run by hand (it also runs on the 1st by itself), for the
 * month before the execution date. The dialog says which month that is, and refuses a month that has
 * not ended.
 */
export const InvoicingRunButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);
  const today = todayInGermany();
  const [executionDate, setExecutionDate] = useState(today);
  const month = billedMonth(executionDate);
  const ended = billedMonthEnded(executionDate, today);

  const start = async () => {
    const done = await run(
      () => dataProvider.startInvoicingRun(executionDate),
      (result) => {
        const text = runDoneMessages(result)
          .map(({ key, args }) => translate(key, args))
          .join(' ');
        return [text, { _: text }];
      },
      `${T}.run.failed`,
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button
        label={`${T}.run.button`}
        onClick={() => {
          setExecutionDate(today);
          setOpen(true);
        }}
      >
        <EventRepeatIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate(`${T}.run.title`)}
        confirmLabel={translate(`${T}.run.confirm`)}
        disabled={!month || !ended}
        pending={pending}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      >
        <TextField
          type="date"
          label={translate(`${T}.run.date`)}
          value={executionDate}
          onChange={(event) => setExecutionDate(event.target.value)}
          error={!month}
          helperText={month ? ' ' : translate(`${T}.run.date_invalid`)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 240 }}
        />
        {month && <Alert severity={ended ? 'info' : 'warning'}>{translate(`${T}.run.bills`, { month })}{ended ? '' : ` ${translate(`${T}.run.not_ended`, { month })}`}</Alert>}
        <Typography variant="body2">{translate(`${T}.run.content`)}</Typography>
      </ActionDialog>
    </>
  );
};

/** 'Mahnlauf starten': today's dunning run by hand (it also runs daily by itself). */
export const DunningRunButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = useRun();
  const [open, setOpen] = useState(false);

  const start = async () => {
    const done = await run(
      () => dataProvider.startDunningRun(),
      (result) => [`${T}.dunning_run.done`, { day: formatDate(result.day), smart_count: result.invoices }],
      `${T}.dunning_run.failed`,
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button label={`${T}.dunning_run.button`} onClick={() => setOpen(true)}>
        <NotificationsActiveIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate(`${T}.dunning_run.title`)}
        confirmLabel={translate(`${T}.dunning_run.confirm`)}
        pending={pending}
        onConfirm={() => void start()}
        onClose={() => setOpen(false)}
      >
        <Typography>{translate(`${T}.dunning_run.content`)}</Typography>
      </ActionDialog>
    </>
  );
};
