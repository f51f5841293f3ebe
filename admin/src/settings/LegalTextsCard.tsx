import { Alert, Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { StickySaveBar } from '../pages/LongForm';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { Form, SaveButton, TextInput, maxLength, regex, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { LEGAL_PAGES, LEGAL_TEXT_MAX, LEGAL_URL_MAX, type LegalSettings } from '@contract/legal-pages';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { LEGAL_VERSIONS_KEY, LegalVersionsList } from './LegalVersionsList';

const LEGAL_KEY = ['settings', 'legal'];

const validateText = [maxLength(LEGAL_TEXT_MAX, 'app.settings.legal.text_too_long')];
const validateUrl = [maxLength(LEGAL_URL_MAX, 'app.settings.legal.url_too_long'), regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'app.settings.legal.url_invalid')];

/** Empty inputs are not sent as '' but left out: the page then has no text or no address. */
function toSettings(values: Record<string, { text?: string | null; url?: string | null } | undefined>): LegalSettings {
  return Object.fromEntries(
    LEGAL_PAGES.map(({ key }) => {
      const page = values[key] ?? {};
      return [key, { ...(page.text?.trim() ? { text: page.text } : {}), ...(page.url?.trim() ? { url: page.url.trim() } : {}) }];
    }),
  ) as LegalSettings;
}

/**
 * Settings → 'Rechtstexte': per page of the public footer (Impressum, AGB, Datenschutzerklärung, Partner
 * werden) a text in Markdown or plain paragraphs, or the address of an external page.
 */
export const LegalTextsCard = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/settings/legal');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const settings = useQuery({ queryKey: LEGAL_KEY, queryFn: () => dataProvider.legalSettings() });

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveLegalSettings(toSettings(values as Parameters<typeof toSettings>[0]));
      queryClient.setQueryData(LEGAL_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: LEGAL_VERSIONS_KEY });
      notify('app.settings.legal.saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof ApiError && error.message ? error.message : 'app.settings.legal.save_failed', { type: 'error' });
      // react-admin's Form shows server errors per field when the promise answers them.
      if (error instanceof ApiError && error.body?.fields) {
        return Object.fromEntries(Object.entries(error.body.fields).map(([path, message]) => [path, message]));
      }
    }
  };

  return (
    <Card component="section" aria-labelledby="legal-title" sx={{ overflow: 'clip' }}>
      <CardHeader id="legal-title" title={translate('app.settings.legal.title')} subheader={translate('app.settings.legal.description')} />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/legal" />
        {settings.isError && <Alert severity="error">{translate('app.settings.legal.load_failed')}</Alert>}
        {settings.data && (
          <Form record={settings.data} onSubmit={save} disabled={!maySave}>
            <Stack spacing={1}>
              {LEGAL_PAGES.map((page, index) => (
                <Fragment key={page.key}>
                  {index > 0 && <Divider sx={{ my: 1 }} />}
                  <Typography variant="subtitle1" component="h3">
                    {translate(`app.settings.legal.pages.${page.key}`)}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      /{page.slug}
                    </Typography>
                  </Typography>
                  <TextInput
                    source={`${page.key}.url`}
                    label="app.settings.legal.url"
                    helperText="app.settings.legal.url_hint"
                    validate={validateUrl}
                    fullWidth
                  />
                  <TextInput
                    source={`${page.key}.text`}
                    label="app.settings.legal.text"
                    helperText="app.settings.legal.text_hint"
                    validate={validateText}
                    multiline
                    minRows={4}
                    maxRows={16}
                    fullWidth
                  />
                </Fragment>
              ))}
              {maySave && (
                <StickySaveBar>
                  <SaveButton label="app.settings.legal.save" />
                </StickySaveBar>
              )}
            </Stack>
          </Form>
        )}
        <LegalVersionsList />
      </CardContent>
    </Card>
  );
};
