import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { isHandedOver } from '@contract/dunning-rules';
import { formatDate, formatDateTime } from '@contract/format';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { Dunning, OrganisationDetail } from '../dataProvider/apiTypes';
import { dunningLetterUrl } from '../dataProvider/invoicingApi';
import { ActionDialog } from './ActionDialog';
import { DownloadLink } from './DownloadLink';
import { EmptyState } from '../pages/EmptyState';
import { useBillingAction } from './useBillingAction';
import { useCan } from '../auth/useCan';

const T = 'app.organisations.dunnings';
const COLUMNS = ['invoiceNo', 'currentState', 'reminders', 'nextStep', 'letters', 'actions'] as const;

/** Why the organisation gets no leads: a handed-over dunning holds them (spec: shown prominently). */
const HoldNotice = ({ reason }: { reason: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" variant="filled" data-testid="dunning-hold" sx={{ mb: 2 }}>
      <AlertTitle>{translate(`${T}.hold_title`)}</AlertTitle>
      {reason}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate(`${T}.hold_hint`)}
      </Typography>
    </Alert>
  );
};

const State = ({ dunning }: { dunning: Dunning }) => {
  const translate = useTranslate();
  const handedOver = isHandedOver(dunning.state);
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: handedOver ? 600 : undefined, color: handedOver ? 'error.main' : undefined }}>
        {dunning.content.fullData.currentState}
      </Typography>
      {dunning.releasedAt && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(`${T}.released`, { date: formatDateTime(dunning.releasedAt), user: dunning.releasedBy ?? '' })}
        </Typography>
      )}
    </>
  );
};

const Reminders = ({ dunning }: { dunning: Dunning }) => {
  const translate = useTranslate();
  const { reminders } = dunning.content.fullData;
  if (reminders.length === 0) return <Typography variant="body2" color="text.secondary">{translate(`${T}.no_reminders`)}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
      {reminders.map((date, index) => (
        <li key={`${date}-${index}`}>{formatDate(date)}</li>
      ))}
    </Box>
  );
};

const NextStep = ({ dunning }: { dunning: Dunning }) => {
  const translate = useTranslate();
  const { nextStep, nextStepDate } = dunning.content.fullData;
  if (!nextStep) return <>{translate(`${T}.no_next_step`)}</>;
  return <>{nextStepDate ? translate(`${T}.next_step`, { step: nextStep, date: formatDate(nextStepDate) }) : nextStep}</>;
};

const Letters = ({ dunning, organisationId }: { dunning: Dunning; organisationId: number }) => {
  const translate = useTranslate();
  if (dunning.letters.length === 0) return <Typography variant="body2" color="text.secondary">–</Typography>;
  return (
    <Stack spacing={0.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {dunning.letters.map((letter) => {
        const text = translate(`${T}.letter`, { name: letter.name, date: formatDate(letter.date) });
        return (
          <li key={letter.step}>
            <DownloadLink
              href={(token) => dunningLetterUrl(organisationId, dunning, letter, token)}
              fileName={letter.fileName}
              aria-label={translate(`${T}.letter_label`, { name: letter.name, date: formatDate(letter.date) })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PictureAsPdfIcon fontSize="small" />
              {text}
            </DownloadLink>
          </li>
        );
      })}
    </Stack>
  );
};

const ReleaseButton = ({ dunning, busy, onOpen }: { dunning: Dunning; busy: boolean; onOpen: (dunning: Dunning) => void }) => {
  const translate = useTranslate();
  const mayRelease = useCan('PUT /api/organisation/{id}/dunning/{dunningId}/release');
  if (!isHandedOver(dunning.state) || !mayRelease) return null;
  return (
    <Button size="small" variant="outlined" color="warning" startIcon={<LockOpenIcon />} disabled={busy} onClick={() => onOpen(dunning)} sx={{ whiteSpace: 'nowrap' }}>
      {translate(`${T}.release.button`)}
    </Button>
  );
};

interface ListProps {
  dunnings: Dunning[];
  organisationId: number;
  busy: boolean;
  onOpen: (dunning: Dunning) => void;
}

const DunningTable = ({ dunnings, organisationId, busy, onOpen }: ListProps) => {
  const translate = useTranslate();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(`${T}.table`)}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`${T}.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {dunnings.map((dunning) => (
            <TableRow key={dunning.id} data-testid="dunning-row" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dunning.content.fullData.invoiceNo}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <State dunning={dunning} />
              </TableCell>
              <TableCell>
                <Reminders dunning={dunning} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <NextStep dunning={dunning} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Letters dunning={dunning} organisationId={organisationId} />
              </TableCell>
              <TableCell>
                <ReleaseButton dunning={dunning} busy={busy} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const DunningCards = ({ dunnings, organisationId, busy, onOpen }: ListProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} component="ul" aria-label={translate(`${T}.table`)} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {dunnings.map((dunning) => (
        <Paper component="li" variant="outlined" key={dunning.id} data-testid="dunning-row" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2">{`${translate(`${T}.columns.invoiceNo`)} ${dunning.content.fullData.invoiceNo}`}</Typography>
          <State dunning={dunning} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`${translate(`${T}.columns.reminders`)}: ${dunning.content.fullData.reminders.map((date) => formatDate(date)).join(', ') || translate(`${T}.no_reminders`)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${translate(`${T}.columns.nextStep`)}: `}
            <NextStep dunning={dunning} />
          </Typography>
          <Box sx={{ mt: 1 }}>
            <Letters dunning={dunning} organisationId={organisationId} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <ReleaseButton dunning={dunning} busy={busy} onOpen={onOpen} />
          </Box>
        </Paper>
      ))}
    </Stack>
  );
};

/**
 * Spec 'Mahnungen': the dunnings of overdue invoices with their steps, the next step, the letters
 * sent and, for a handover to a lawyer or Creditreform, 'Freigeben' (the organisation gets leads
 * again). A lead stop from a handover is shown first.
 */
export const DunningsTab = () => {
  const translate = useTranslate();
  const record = useRecordContext<OrganisationDetail>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { run, pending } = useBillingAction();
  const [opened, setOpened] = useState<Dunning | null>(null);
  const [shown, setShown] = useState<Dunning | null>(null);
  if (opened && opened !== shown) setShown(opened);
  if (!record) return null;
  const dunnings = record.dunnings ?? [];
  const props = { dunnings, organisationId: record.id, busy: pending !== null, onOpen: setOpened };

  const release = async (dunning: Dunning) => {
    const done = await run(`release-${dunning.id}`, () => dataProvider.releaseDunning(record.id, dunning.id), {
      done: () => [`${T}.release.done`],
      failed: `${T}.release.failed`,
    });
    if (done) setOpened(null);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {record.dunningHold && <HoldNotice reason={record.dunningHold} />}
      {dunnings.length === 0 ? <EmptyState text={`${T}.empty`} /> : phone ? <DunningCards {...props} /> : <DunningTable {...props} />}
      {shown && (
        <ActionDialog
          open={opened !== null}
          title={translate(`${T}.release.title`)}
          confirmLabel={translate(`${T}.release.confirm`)}
          pending={pending === `release-${shown.id}`}
          onConfirm={() => void release(shown)}
          onClose={() => setOpened(null)}
        >
          <Typography>{translate(`${T}.release.content`, { number: shown.content.fullData.invoiceNo, state: shown.content.fullData.currentState, name: record.name })}</Typography>
        </ActionDialog>
      )}
    </Box>
  );
};
