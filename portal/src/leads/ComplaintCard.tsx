import { useRef, useState, type FormEvent } from 'react';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CardHeader, CircularProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useNotify } from 'react-admin';
import { formatDate, RECLAMATION_REASONS, reclamationReason } from '@contract';
import type { PortalDataProvider } from '../api/dataProvider';
import { failureText } from '../api/httpClient';
import type { PortalLeadDetail } from '../api/types';
import { useDownload } from '../common/useDownload';
import { texts } from '../texts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024)).toLocaleString('de-DE')} KB`;

/**
 * 'Reklamation' on a lead: file one (reason, then files) within the deadline through the same rules and
 * queue as the public complaint page, follow its status and our answer, upload proof when asked for it.
 */
export const ComplaintCard = ({ lead, onChanged }: { lead: PortalLeadDetail; onChanged: () => void }) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const complaint = lead.complaintDetail;
  const [content, setContent] = useState(complaint?.request ?? '');
  const [reasonCode, setReasonCode] = useState<string>(complaint?.reasonCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'file' | 'upload' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { download, busy: downloading } = useDownload(texts.complaint.downloadFailed);

  if (!complaint) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') return setError(texts.complaint.reasonMissing);
    setBusy('file');
    setError(null);
    try {
      await dataProvider.fileComplaint(lead.id, content.trim(), reasonCode || null);
      notify(texts.complaint.filed, { type: 'success' });
      onChanged();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
    }
  };

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy('upload');
    setError(null);
    try {
      // One request per file, as the public complaint page does: a refused file names itself.
      for (const file of Array.from(files)) {
        await dataProvider.uploadComplaintFile(lead.id, file);
        notify(texts.complaint.uploaded(file.name), { type: 'success' });
      }
      onChanged();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const deadline = formatDate(complaint.deadline);
  const chosen = reclamationReason(reasonCode);
  const stored = reclamationReason(complaint.reasonCode);
  return (
    <Card component="section" aria-labelledby="complaint-title">
      <CardHeader title={texts.complaint.title} slotProps={{ title: { id: 'complaint-title', component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {complaint.exists && (
          <Box sx={{ mb: 2 }} data-testid="complaint-status">
            <Typography>
              {texts.complaint.status}: <strong>{complaint.statusLabel}</strong>
            </Typography>
            {complaint.decidedBy && complaint.status === 'approved' && (
              <Alert severity="success" sx={{ mt: 1 }} data-testid="complaint-auto-accepted">
                {texts.complaint.autoAccepted(complaint.decidedBy.text)}
              </Alert>
            )}
            {complaint.answer && !complaint.decidedBy && (
              <Alert severity="info" sx={{ mt: 1 }}>
                <AlertTitle>{texts.complaint.answer}</AlertTitle>
                {complaint.answer}
              </Alert>
            )}
            {complaint.proofRequested && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {texts.complaint.proofRequested}
              </Alert>
            )}
          </Box>
        )}
        {!complaint.exists && !complaint.canFile && (
          <Typography color="text.secondary">{complaint.deadlinePassed ? texts.complaint.deadlinePassed(deadline) : texts.complaint.none}</Typography>
        )}
        {complaint.canFile && (
          <Typography variant="body2" color="text.secondary">
            {texts.complaint.deadline(deadline)}
          </Typography>
        )}
        {error && <Alert severity="error" sx={{ my: 1 }}>{error}</Alert>}
        {complaint.canFile ? (
          <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 640 }}>
            <TextField
              select
              label={texts.complaint.reasonCode}
              name="reasonCode"
              value={reasonCode}
              onChange={(event) => setReasonCode(event.target.value)}
              helperText={chosen ? texts.complaint.proof(chosen.proof) : texts.complaint.reasonCodeHelp}
              fullWidth
              margin="normal"
              disabled={busy !== null}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{texts.complaint.reasonCodeNone}</em>
              </MenuItem>
              {RECLAMATION_REASONS.map((reason) => (
                <MenuItem key={reason.code} value={reason.code} sx={{ whiteSpace: 'normal' }}>
                  {reason.text}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={texts.complaint.reason}
              name="complaint"
              value={content}
              onChange={(event) => setContent(event.target.value)}
              helperText={texts.complaint.reasonHelp}
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              disabled={busy !== null}
            />
            <Button type="submit" variant="contained" disabled={busy !== null} startIcon={busy === 'file' ? <CircularProgress size={18} color="inherit" /> : undefined} sx={{ width: { xs: '100%', sm: 'auto' } }}>
              {complaint.exists ? texts.complaint.update : texts.complaint.file}
            </Button>
          </Box>
        ) : (
          complaint.exists && (
            <>
              {stored && (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {texts.complaint.chosen(stored.text)}
                </Typography>
              )}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {complaint.request}
              </Typography>
            </>
          )
        )}
        {complaint.exists && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {texts.complaint.files}
            </Typography>
            {complaint.documents.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {texts.complaint.noFiles}
              </Typography>
            ) : (
              <List dense disablePadding data-testid="complaint-files">
                {complaint.documents.map((document) => (
                  <ListItem key={document.id} disableGutters>
                    <ListItemButton disabled={downloading !== null} onClick={() => void download(document.url, document.name)} sx={{ px: 1, borderRadius: 1 }}>
                      <ListItemIcon sx={{ minWidth: 36 }}>
                        <DownloadIcon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText primary={document.name} secondary={kilobytes(document.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            {complaint.canUpload && (
              <Stack direction="row" sx={{ mt: 1 }}>
                <Button component="label" variant="outlined" disabled={busy !== null} startIcon={busy === 'upload' ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
                  {busy === 'upload' ? texts.complaint.uploading : texts.complaint.upload}
                  <input ref={fileInput} type="file" hidden multiple name="file" onChange={(event) => void upload(event.target.files)} />
                </Button>
              </Stack>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
