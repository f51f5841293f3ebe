import { Alert, Box, Typography } from '@mui/material';
import {
  DeleteButton,
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate } from '@contract/format';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { ApiKeyField } from './ApiKeyField';
import { FunnelLinkHint } from './FunnelLinkHint';
import { LeadsourceInputs } from './LeadsourceInputs';
import { ThrottleNotice } from './ThrottleNotice';
import type { Leadsource } from '../dataProvider/apiTypes';

const EditActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

const LeadsourceTitle = () => {
  const record = useRecordContext<Leadsource>();
  return <span>{record?.name ?? ''}</span>;
};

/** Save; delete after a confirmation, then back to the list. The website source cannot be deleted. */
const LeadsourceToolbar = () => {
  const record = useRecordContext<Leadsource>();
  const translate = useTranslate();
  const mayDelete = useCan('DELETE /api/leadsource/{id}');
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <SaveButton />
      {!mayDelete ? null : record?.builtIn ? (
        <Alert severity="info" data-testid="built-in-hint">
          {translate('resources.leadsources.hints.built_in')}
        </Alert>
      ) : (
        <DeleteButton
          mutationMode="pessimistic"
          redirect="list"
          confirmTitle="resources.leadsources.delete.confirm_title"
          confirmContent="resources.leadsources.delete.confirm_content"
          titleTranslateOptions={{ name: record?.name ?? '' }}
          successMessage="resources.leadsources.notifications.deleted"
        />
      )}
    </Toolbar>
  );
};

const CreatedOn = () => {
  const record = useRecordContext<Leadsource>();
  const translate = useTranslate();
  if (!record?.creationDate) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {translate('resources.leadsources.created_on', { date: formatDate(record.creationDate) })}
    </Typography>
  );
};

const LeadsourceForm = () => {
  const record = useRecordContext<Leadsource>();
  // Buchhaltung reads lead sources but does not change them: no save or delete, the fields disabled.
  const mayEdit = useCan('PUT /api/leadsource/{id}');
  return (
    // keepDirtyValues: a new API key reloads the record without losing edits not saved yet.
    <SimpleForm toolbar={mayEdit ? <LeadsourceToolbar /> : false} disabled={!mayEdit} noValidate>
      <ReadOnlyNote route="PUT /api/leadsource/{id}" />
      <ThrottleNotice />
      <CreatedOn />
      <LeadsourceInputs builtIn={record?.builtIn} costRules />
      <FunnelLinkHint showChangeWarning={!record?.builtIn} />
      <Box sx={{ width: '100%' }}>
        <ApiKeyField />
      </Box>
    </SimpleForm>
  );
};

/** `/leadsources/{id}`. Pessimistic: the server's field messages are shown at the inputs. */
export const LeadsourceEdit = () => {
  const notify = useNotify();
  return (
    <Edit<Leadsource>
      title={<LeadsourceTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{ onSuccess: () => notify('resources.leadsources.notifications.updated', { type: 'success' }) }}
    >
      <LeadsourceForm />
    </Edit>
  );
};
