import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ErasureResult, Subjects } from '../dataProvider/apiTypes';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import type { PersonQuery } from '../dataProvider/privacyApi';
import { ApiError } from '@ui/http/apiError';
import { erasurePreview } from './privacy';

const T = 'app.privacy.erase';

interface EraseDialogProps {
  person: PersonQuery;
  subjects: Subjects;
  onClose: () => void;
  onErased: (result: ErasureResult) => void;
}

/**
 * 'Löschen' asks first: it names what goes and what stays, and needs a reason (it is recorded). Nothing is
 * erased until 'Endgültig löschen'; a refusal leaves the dialog open with the server's German reason.
 */
export const EraseDialog = ({ person, subjects, onClose, onErased }: EraseDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = erasurePreview(subjects);
  const missing = reason.trim() === '';

  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      onErased(await dataProvider.erasePerson(person, reason.trim()));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : translate(`${T}.failed`));
      setBusy(false);
    }
  };

  const documents = translate('app.privacy.search.documents', { smart_count: preview.documents });
  const lines = [
    preview.leadIds.length > 0 && translate(`${T}.leads`, { smart_count: preview.leadIds.length, ids: preview.leadIds.join(', ') }),
    preview.orderNumbers.length > 0 && translate(`${T}.orders`, { smart_count: preview.orderNumbers.length, ids: preview.orderNumbers.join(', ') }),
    preview.complaints > 0 && translate(`${T}.complaints`, { smart_count: preview.complaints, documents }),
  ].filter((line): line is string => Boolean(line));

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="privacy-erase-title">
      <DialogTitle id="privacy-erase-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        {lines.length > 0 ? (
          <>
            <DialogContentText>{translate(`${T}.what`)}</DialogContentText>
            <ul data-testid="privacy-erase-preview" style={{ marginTop: 8 }}>
              {lines.map((line) => (
                <li key={line}>
                  <DialogContentText component="span">{line}</DialogContentText>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <DialogContentText data-testid="privacy-erase-preview">{translate(`${T}.nothing`)}</DialogContentText>
        )}
        <DialogContentText sx={{ mt: 1 }}>{translate(`${T}.kept`)}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate(`${T}.consequences`)}</DialogContentText>
        <TextField
          label={translate(`${T}.reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          error={touched && missing}
          helperText={touched && missing ? translate(`${T}.reason_missing`) : translate(`${T}.reason_hint`)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'privacy-erase-reason' } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {translate(`${T}.cancel`)}
        </Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined} data-testid="privacy-erase-confirm">
          {translate(`${T}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
