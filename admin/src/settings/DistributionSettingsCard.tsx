import { Alert, Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ApiError } from '../auth/httpClient';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { distributionErrors } from './distributionSettings';

type Form = { buyersPerLead: string; duplicateWindowDays: string };

/** Second card 'Verteilung' on /settings: how many buyers get a lead, and the duplicate window. */
export const DistributionSettingsCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [form, setForm] = useState<Form | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = () =>
    dataProvider
      .distributionSettings()
      .then((settings) => setForm({ buyersPerLead: String(settings.buyersPerLead), duplicateWindowDays: String(settings.duplicateWindowDays) }))
      .catch(() => setLoadFailed(true));

  useEffect(() => {
    // Loaded once when the card opens.
    void load();
  }, []);

  if (loadFailed) return <Alert severity="error">Die Verteilungs-Einstellungen konnten nicht geladen werden.</Alert>;
  if (!form) return null;
  const errors = { ...distributionErrors(form), ...serverErrors };
  const change = (field: keyof Form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setServerErrors({});
    setForm({ ...form, [field]: event.target.value });
  };

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.saveDistributionSettings({ buyersPerLead: Number(form.buyersPerLead), duplicateWindowDays: Number(form.duplicateWindowDays) });
      notify('Verteilung gespeichert', { type: 'success' });
      await load();
    } catch (error) {
      const apiError = error as ApiError;
      setServerErrors(apiError.body?.fields ?? {});
      notify(apiError.message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="distribution-title" sx={{ mb: 2 }}>
      <CardHeader id="distribution-title" title="Verteilung" subheader="Wie viele Käufer einen qualifizierten Lead bekommen und wie lange eine Person als Dublette gilt." />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            label="Käufer pro Lead"
            type="number"
            inputProps={{ min: 1, max: 10, step: 1 }}
            value={form.buyersPerLead}
            onChange={change('buyersPerLead')}
            error={Boolean(errors.buyersPerLead)}
            helperText={errors.buyersPerLead ?? '1 bis 10'}
          />
          <TextField
            label="Dubletten-Zeitraum (Tage)"
            type="number"
            inputProps={{ min: 1, max: 365, step: 1 }}
            value={form.duplicateWindowDays}
            onChange={change('duplicateWindowDays')}
            error={Boolean(errors.duplicateWindowDays)}
            helperText={errors.duplicateWindowDays ?? 'Gleiche Telefonnummer oder E-Mail in diesem Zeitraum'}
          />
          <Button variant="contained" onClick={save} disabled={saving || Object.keys(errors).length > 0} sx={{ mt: 1 }}>
            Aktualisieren
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
