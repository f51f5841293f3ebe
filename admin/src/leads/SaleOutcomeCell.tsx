import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@contract/format';
import { leadOutcomeText } from '@contract/lead-outcome';
import type { LeadSale } from '../dataProvider/apiTypes';

type Outcome = NonNullable<LeadSale['outcome']>;

/** 'gemeldet am 25.11.2026 16:30 von Anna Becker': when and by whom a buyer reported an outcome. */
const reported = (outcome: Outcome, translate: (key: string, options?: object) => string) =>
  translate('app.lead_detail.outcome.reported', { date: formatDateTime(outcome.changedAt), name: outcome.changedBy });

/**
 * The Ergebnis column: what the buyer says became of the lead in the portal (or its Pipedrive deal says):
 * 'Auftrag erhalten (12.500,00 €)', 'Verloren (Preis)', who reported it when, the buyer's note, and every
 * earlier report under 'Verlauf'.
 */
export const SaleOutcomeCell = ({ sale }: { sale: Pick<LeadSale, 'outcome' | 'outcomeHistory'> }) => {
  const translate = useTranslate();
  const { outcome } = sale;
  if (!outcome) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.lead_detail.outcome.none')}
      </Typography>
    );
  }
  const history = sale.outcomeHistory ?? [];
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', maxWidth: 280 }} data-testid="sale-outcome">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {leadOutcomeText(outcome)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {reported(outcome, translate)}
      </Typography>
      {outcome.note && (
        <Typography variant="caption" sx={{ overflowWrap: 'break-word', whiteSpace: 'pre-line' }}>
          {translate('app.lead_detail.outcome.note', { note: outcome.note })}
        </Typography>
      )}
      {history.length > 1 && (
        <Box component="details" sx={{ typography: 'caption', '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
          <summary>{translate('app.lead_detail.outcome.history', { smart_count: history.length })}</summary>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {[...history].reverse().map((entry, index) => (
              <li key={`${entry.changedAt}-${index}`}>
                {[leadOutcomeText(entry), reported(entry, translate), entry.note].filter(Boolean).join(' · ')}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
};
