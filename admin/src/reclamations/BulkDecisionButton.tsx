import { useState } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';
import { Button, useListContext, useTranslate } from 'react-admin';
import { DecisionDialog } from './DecisionDialog';
import type { ReclamationRequest } from '../dataProvider/apiTypes';
import { allDecidable } from './reclamationList';
import { useDecide } from './useDecide';

/**
 * With rows selected, one decision for all of them (`PUT /api/reclamation/requests`, all or
 * nothing). Decided requests cannot be decided again: with one of them selected the buttons are off.
 */
export const BulkDecisionButton = () => {
  const { selectedIds, data } = useListContext<ReclamationRequest>();
  const translate = useTranslate();
  const { decide, pending, error, clearError } = useDecide();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;

  const close = () => {
    clearError();
    setOpen(false);
  };

  return (
    <>
      <Button label="app.reclamations.bulk_button" onClick={() => setOpen(true)}>
        <GavelIcon />
      </Button>
      <DecisionDialog
        open={open}
        title={translate('app.reclamations.dialog.bulk_title', { smart_count: count })}
        intro={translate('app.reclamations.dialog.bulk_content', { smart_count: count })}
        disabled={!allDecidable(selectedIds, data ?? [])}
        error={error ? translate(error, { _: error }) : null}
        pending={pending}
        onResolve={(result, note) => {
          if (result === 'cancel') {
            close();
            return;
          }
          void decide(selectedIds.map(Number), result, note).then((done) => {
            if (done) close();
          });
        }}
      />
    </>
  );
};
