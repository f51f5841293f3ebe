import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '@contract/format';
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
  const { decide, pending, error, clearError } = useDecide();
  const id = record?.id ?? null;
  const { role } = useRole();
  // Buchhaltung reads complaints but does not decide them; opening one then marks nothing 'In Bearbeitung'.
  const mayDecide = may(role, 'PUT /api/reclamation/request/{id}');
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
          </>
        ) : undefined
      }
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
