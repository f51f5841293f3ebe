import { Alert, Card, CardContent, CardHeader, Grid, LinearProgress, Typography } from '@mui/material';
import {
  EditContextProvider,
  Form,
  ResourceContextProvider,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useEditController,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { EMAIL_TEMPLATE_ID, knownPlaceholders, PLACEHOLDER_LIST } from './emailTemplate';
import { EmailTemplatePreview } from './EmailTemplatePreview';
import { StickySaveBar } from '../pages/LongForm';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';

const TITLE_ID = 'email-template-title';

// The server's limit for the subject line is 300 characters.
const validateSubject = [required('app.settings.email.required_subject'), maxLength(300), knownPlaceholders];
const validateBody = [required('app.settings.email.required_body'), knownPlaceholders];

/** Disabled while a field is refused, so a misspelt placeholder never reaches the server. */
const SubmitButton = () => {
  const { isValid } = useFormState();
  const maySave = useCan('PUT /api/email/1');
  if (!maySave) return null;
  return <SaveButton label="app.settings.email.submit" disabled={!isValid} />;
};

const RESOURCE = 'email';

/**
 * Spec section 2 'Settings': Betreff, Inhalt (HTML) and 'Aktualisieren', with a live preview.
 * Settings is no resource page, so the card says itself which resource its inputs belong to
 * (labels come from `resources.email.fields`).
 */
export const EmailTemplateCard = () => (
  <ResourceContextProvider value={RESOURCE}>
    <EmailTemplateEditor />
  </ResourceContextProvider>
);

const EmailTemplateEditor = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/email/1');
  const notify = useNotify();
  const controller = useEditController({
    resource: RESOURCE,
    id: EMAIL_TEMPLATE_ID,
    // Pessimistic: the server's field messages must reach the form before anything else happens.
    mutationMode: 'pessimistic',
    redirect: false,
    redirectOnError: false,
    // Spec section 7: the template is fetched again when the call throws. Failing for good shows
    // the notice below instead of react-admin's "record not found" and redirect.
    queryOptions: { retry: 2, onError: () => undefined },
    mutationOptions: {
      onSuccess: () => {
        notify('app.settings.email.saved', { type: 'success' });
        // Spec: saves, then reloads; the form then shows what the server stored.
        void controller.refetch();
      },
    },
  });

  let content;
  if (controller.error) {
    content = <Alert severity="error">{translate('app.settings.email.load_error')}</Alert>;
  } else if (controller.isPending) {
    content = <LinearProgress />;
  } else {
    content = (
      <EditContextProvider value={controller}>
        <Form mode="onChange" disabled={!maySave}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <TextInput source="subject" validate={validateSubject} fullWidth />
              <TextInput
                source="body"
                validate={validateBody}
                helperText="app.settings.email.body_hint"
                multiline
                minRows={10}
                fullWidth
              />
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('app.settings.email.placeholders', { placeholders: PLACEHOLDER_LIST })}
              </Typography>
              <StickySaveBar>
                <SubmitButton />
              </StickySaveBar>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <EmailTemplatePreview />
            </Grid>
          </Grid>
        </Form>
      </EditContextProvider>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ overflow: 'clip' }}>
      <CardHeader
        title={translate('app.settings.email.title')}
        subheader={translate('app.settings.email.description')}
        slotProps={{ title: { id: TITLE_ID } }}
      />
      <CardContent>
        <ReadOnlyNote route="PUT /api/email/1" />
        {content}
      </CardContent>
    </Card>
  );
};
