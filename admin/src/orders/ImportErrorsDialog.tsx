import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importRowMessages, type ImportFailure } from './importErrors';

const TITLE_ID = 'order-import-errors-title';

/** Why a file was refused, row by row, so it can be fixed in the spreadsheet and imported again. */
export const ImportErrorsDialog = ({ failure, onClose }: { failure: ImportFailure; onClose: () => void }) => {
  const translate = useTranslate();
  const labelOf = (field: string) => translate(`resources.orders.fields.${field}`, { _: field });
  const rows = importRowMessages(failure, labelOf);

  return (
    <Dialog open onClose={onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{translate('app.orders.import.failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{failure.message || translate('app.orders.import.failed')}</DialogContentText>
        {rows.map(({ row, messages }) => (
          <section key={row}>
            <Typography variant="subtitle2" component="h3">
              {translate('app.orders.import.row', { row })}
            </Typography>
            <ul style={{ marginTop: 0 }}>
              {messages.map((message) => (
                <li key={message}>
                  <Typography variant="body2">{message}</Typography>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
