import { useState } from 'react';
import { Alert, Box, Button, Chip, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { ConsentTextVersion } from '../dataProvider/apiTypes';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** Shared with the legal texts form, which refreshes it after a save (a changed page is a new version). */
export const LEGAL_VERSIONS_KEY = ['settings', 'legal', 'versions'];

const T = 'app.consent.versions';

const Version = ({ version }: { version: ConsentTextVersion }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const current = version.validTo === null;
  return (
    <Box component="li" sx={{ py: 1, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={current ? 'success' : 'default'} variant={current ? 'filled' : 'outlined'} label={translate(current ? `${T}.current` : `${T}.ended`)} />
        <Typography variant="body2">
          {current
            ? translate(`${T}.valid_since`, { date: formatDateTime(version.validFrom) })
            : translate(`${T}.valid_range`, { from: formatDateTime(version.validFrom), to: formatDateTime(version.validTo) })}
        </Typography>
        <Button size="small" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
          {translate(open ? `${T}.hide_text` : `${T}.show_text`)}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {translate(`${T}.hash`)} {version.hash}
      </Typography>
      {open && (
        <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', bgcolor: 'action.hover', p: 1, borderRadius: 1, m: 0, mt: 0.5 }}>
          {version.text}
        </Typography>
      )}
    </Box>
  );
};

/**
 * Under 'Rechtstexte': every published version of the legal pages and of the funnel's consent line (and
 * suppliers' consent texts), per text the newest first, with its SHA-256 and how long it was valid.
 */
export const LegalVersionsList = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const versions = useQuery({ queryKey: LEGAL_VERSIONS_KEY, queryFn: () => dataProvider.consentTextVersions() });
  const groups = new Map<string, ConsentTextVersion[]>();
  for (const version of versions.data ?? []) groups.set(version.title, [...(groups.get(version.title) ?? []), version]);

  return (
    <Box component="section" aria-labelledby="legal-versions-title" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="legal-versions-title" variant="h6" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.description`)}
      </Typography>
      {versions.isPending && <LinearProgress />}
      {versions.isError && <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>}
      {versions.data && groups.size === 0 && <Typography color="text.secondary">{translate(`${T}.empty`)}</Typography>}
      {[...groups.entries()].map(([title, list]) => (
        <Box key={title} sx={{ mt: 1.5 }}>
          <Typography variant="subtitle1" component="h4">
            {title}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({translate(`${T}.count`, { smart_count: list.length })})
            </Typography>
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={title}>
            {list.map((version) => (
              <Version key={version.id} version={version} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
