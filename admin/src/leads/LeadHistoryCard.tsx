import { useId } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import type { LeadHistoryEntry } from '../dataProvider/apiTypes';

/** 'Verlauf': who changed what when, newest first; changes by the system name no one. */
export const LeadHistoryCard = ({ history }: { history: LeadHistoryEntry[] }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate('app.lead_detail.history.title')} />
      <CardContent>
        {history.length ? (
          <Box component="ol" aria-label={translate('app.lead_detail.history.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {history.map((entry, index) => (
              <Box component="li" key={`${entry.at}-${index}`} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatDateTime(entry.at)} · {entry.user ?? translate('app.lead_detail.history.system')}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.text}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('app.lead_detail.history.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
