import { Button, Tooltip } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { useCan } from '../auth/useCan';
import { canResend, type OutgoingMail } from './outbox';
import { OUTBOX_STATUS_KEY, useOutboxStatus } from './useOutboxStatus';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message && !error.message.startsWith('ra.') ? error.message : fallback);

/** Disabled with the reason as a tooltip, so staff know why they cannot press it. */
const WithHint = ({ hint, children }: { hint: string | null; children: React.ReactElement }) =>
  hint ? (
    <Tooltip title={hint}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );

/** 'Erneut senden' for one held or failed mail. */
export const ResendButton = ({ mail }: { mail: OutgoingMail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const status = useOutboxStatus();
  const [sending, setSending] = useState(false);
  const maySend = useCan('POST /api/outgoing-mails/{id}/send');
  if (!maySend || (mail.status !== 'held' && mail.status !== 'failed')) return null;
  const smtp = status.data?.smtpConfigured ?? false;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.resendMail(mail.id);
      notify('app.outbox.resent', { type: 'success', messageArgs: { recipient: mail.recipient } });
      await queryClient.invalidateQueries({ queryKey: OUTBOX_STATUS_KEY });
      refresh();
    } catch (error) {
      notify(errorText(error, 'app.outbox.send_failed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <WithHint hint={smtp ? null : translate('app.outbox.no_smtp')}>
      <Button size="small" variant="contained" startIcon={<SendIcon />} disabled={!canResend(mail, smtp) || sending} onClick={() => void send()}>
        {translate('app.outbox.resend')}
      </Button>
    </WithHint>
  );
};

/** 'Alle gehaltenen senden'. */
export const SendHeldButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const status = useOutboxStatus();
  const [sending, setSending] = useState(false);
  const maySend = useCan('POST /api/outgoing-mails/send-held');
  const smtp = status.data?.smtpConfigured ?? false;
  const held = status.data?.held ?? 0;
  const hint = !smtp ? translate('app.outbox.no_smtp') : held === 0 ? translate('app.outbox.none_held') : null;
  const send = async () => {
    setSending(true);
    try {
      const { queued } = await dataProvider.sendHeldMails();
      notify('app.outbox.held_sent', { type: 'success', messageArgs: { smart_count: queued } });
      await queryClient.invalidateQueries({ queryKey: OUTBOX_STATUS_KEY });
      refresh();
    } catch (error) {
      notify(errorText(error, 'app.outbox.send_failed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  if (!maySend) return null;
  return (
    <WithHint hint={hint}>
      <Button size="small" startIcon={<SendIcon />} disabled={hint !== null || sending} onClick={() => void send()}>
        {translate('app.outbox.send_held')}
      </Button>
    </WithHint>
  );
};
