import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '@contract/format';
import { reclamationReason } from '@contract/reclamation-reasons';
import { accessToken } from '../auth/accessToken';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { reclamationDocumentUrl } from '../dataProvider/reclamationApi';
import type { ReclamationDetail, ReclamationRequest } from '../dataProvider/apiTypes';
import { isProcessed } from '../dataProvider/reclamationMappers';
import { failureMessage } from '../leads/leadDetail';
import { useRole } from '../auth/useCan';
import { may } from '../auth/roles';
import { DecisionDialog } from './DecisionDialog';
import { RESOURCE, useDecide } from './useDecide';

const T = 'app.reclamations';

const History = ({ detail }: { detail: ReclamationDetail }) => {
  const translate = useTranslate();
  if (!detail.history.length) return null;
  return (
    <Box component="section" aria-label={translate(`${T}.dialog.history`)}>
      <Typography variant="subtitle2">{translate(`${T}.dialog.history`)}</Typography>
      <List dense disablePadding>
        {detail.history.map((entry, index) => (
          <ListItem key={`${entry.at}-${index}`} disableGutters divider>
            <ListItemText
              primary={translate(`${T}.dialog.history_entry`, { date: formatDateTime(entry.at), status: translate(`${T}.status.${entry.status}`) })}
              secondary={[entry.user ? translate(`${T}.dialog.by`, { user: entry.user }) : null, entry.note].filter(Boolean).join(' · ') || undefined}
              slotProps={{ secondary: { sx: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/**
 * The server marks an open request 'In Bearbeitung' when staff open it: the list behind the dialog
 * says so at once (its cached rows), and reads itself again. Only the list's queries, not every query:
 * this dialog's own would run again and open the request once more.
 */
function showInProgress(queryClient: QueryClient, id: number): void {
  const lists = { queryKey: [RESOURCE, 'getList'] };
  queryClient.setQueriesData<{ data: ReclamationRequest[] } | undefined>(lists, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === id && row.status === 'open' ? { ...row, status: 'inProgress' } : row)) } : page,
  );
  void queryClient.invalidateQueries(lists);
}

/**
 * What a complaint rule decided (issue 31 §4) with the button that takes it back, and what the acceptance did at the
 * lead's supplier. Nothing for a request staff decide as before.
 */
const DecisionNotice = ({ shown, onRevert, reverting }: { shown: ReclamationRequest; onRevert: (() => void) | null; reverting: boolean }) => {
  const translate = useTranslate();
  const auto = shown.decidedBy && shown.status === 'approved' ? shown.decidedBy : null;
  if (!auto && !shown.supplierReclamation) return null;
  return (
    <Stack spacing={1}>
      {auto && (
        <Alert severity="success" data-testid="auto-accepted" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          {translate(`${T}.auto_line`, { rule: auto.text })}
          {onRevert && (
            <Box sx={{ mt: 1 }}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                disabled={reverting}
                startIcon={reverting ? <CircularProgress size={16} color="inherit" /> : <UndoIcon />}
                onClick={onRevert}
              >
                {translate(`${T}.dialog.revert`)}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {shown.supplierReclamation && (
        <Alert severity={shown.supplierReclamation.reclaimed ? 'info' : 'warning'} data-testid="supplier-reclamation">
          {translate(`${T}.dialog.supplier`, { text: shown.supplierReclamation.text })}
        </Alert>
      )}
    </Stack>
  );
};

/** The reason the buyer chose from the catalogue and the proof it needs, under the summary. */
const ChosenReason = ({ code }: { code: ReclamationRequest['reasonCode'] }) => {
  const translate = useTranslate();
  const reason = reclamationReason(code);
  if (!reason) return null;
  return (
    <>
      <br />
      <strong>{translate(`${T}.dialog.reason_code`, { reason: reason.text })}</strong>
      <br />
      {translate(`${T}.dialog.proof_needed`, { proof: reason.proof })}
    </>
  );
};

interface ReclamationDecisionDialogProps {
  /** The row clicked; null while closed. */
  record: ReclamationRequest | null;
  onClose: () => void;
}

/**
 * 'Reklamation akzeptieren?' for one request: opening it marks an open request in progress
 * (POST …/open), then it shows the reason, the files, the answer and the status history.
 */
export const ReclamationDecisionDialog = ({ record, onClose }: ReclamationDecisionDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { decide, pending, error, clearError } = useDecide();
  const id = record?.id ?? null;
  const { role } = useRole();
  // Buchhaltung reads complaints but does not decide them; opening one then marks nothing 'In Bearbeitung'.
  const mayDecide = may(role, 'PUT /api/reclamation/request/{id}');
  const mayRevert = may(role, 'POST /api/reclamation/request/{id}/revert');
  const wasOpen = record?.status === 'open' && mayDecide;

  const detail = useQuery({
    queryKey: ['reclamationrequests', 'decision', id],
    enabled: id !== null,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      if (id === null) throw new Error('no request');
      if (wasOpen) {
        await dataProvider.openReclamationRequest(id);
        showInProgress(queryClient, id);
      }
      return dataProvider.reclamationRequest(id);
    },
  });

  // Back to 'In Bearbeitung': the dialog shows the request as the server answers it, with the decision buttons on.
  const revert = useMutation({
    mutationFn: (requestId: number) => dataProvider.revertReclamation(requestId),
    onSuccess: (reverted) => {
      queryClient.setQueryData(['reclamationrequests', 'decision', reverted.id], reverted);
      notify(`${T}.dialog.reverted`, { type: 'success' });
      refresh();
    },
    onError: (failure) => {
      const { key } = failureMessage(failure, `${T}.dialog.revert_failed`);
      notify(key, { type: 'error', messageArgs: { _: key } });
    },
  });

  const close = () => {
    clearError();
    onClose();
    // The sidebar badge and the other rows as the server has them now.
    if (wasOpen) refresh();
  };

  const shown = detail.data ?? record;
  const token = accessToken();
  const loadError = detail.isError ? translate(failureMessage(detail.error, `${T}.dialog.load_failed`).key, { _: failureMessage(detail.error, `${T}.dialog.load_failed`).key }) : null;

  return (
    <DecisionDialog
      open={record !== null}
      title={translate(`${T}.dialog.title`)}
      intro={
        shown ? (
          <>
            {translate(`${T}.dialog.summary`, {
              id: shown.leadId,
              name: shown.organisationName,
              date: formatDate(shown.leadBought, translate(`${T}.missing`)),
            })}
            <br />
            {`${translate(`${T}.columns.status`)}: ${translate(`${T}.status.${shown.status}`)}`}
            {shown.content.answer && isProcessed(shown.status) ? ` · ${translate(`${T}.dialog.answer`)}: ${shown.content.answer}` : ''}
            <ChosenReason code={shown.reasonCode} />
          </>
        ) : undefined
      }
      notice={
        shown ? (
          <DecisionNotice
            shown={shown}
            reverting={revert.isPending}
            onRevert={mayRevert && id !== null && !shown.decidable ? () => revert.mutate(id) : null}
          />
        ) : null
      }
      processedNote={shown?.decidedBy && shown.status === 'approved' ? translate(`${T}.dialog.processed_auto`) : undefined}
      reason={shown?.request ?? ''}
      attachments={shown?.documents.map((document) => ({ name: document.name, href: reclamationDocumentUrl(document, token) })) ?? []}
      footer={detail.data ? <History detail={detail.data} /> : null}
      disabled={shown ? !shown.decidable : true}
      loading={detail.isPending && id !== null}
      error={error ? translate(error, { _: error }) : loadError}
      pending={pending}
      readOnlyNote={mayDecide || !role ? null : translate('app.permissions.read_only', { role: translate(`app.roles.${role}`) })}
      onResolve={(result, note) => {
        if (result === 'cancel' || id === null) {
          close();
          return;
        }
        void decide([id], result, note).then((done) => {
          if (done) {
            clearError();
            onClose();
          }
        });
      }}
    />
  );
};
