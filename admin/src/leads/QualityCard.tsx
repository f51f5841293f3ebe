import { useId } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUALITY_STATUS_LABELS } from '@contract/lead-quality';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { RejectLeadButton } from './RejectLeadButton';

const T = 'app.lead_detail.quality';

/** The colour of a status chip: held leads stand out, sound ones stay quiet. */
const STATUS_COLOUR = { ok: 'success', review: 'warning', rejected: 'error' } as const;

/**
 * 'Qualität': the verdict of the checks at intake (score, status, each finding in German). A lead held for
 * review says why it was not sold and what qualifying does.
 */
export const QualityCard = ({ lead }: { lead: LeadDetail }) => {
  const translate = useTranslate();
  const titleId = useId();
  const quality = lead.quality;
  const held = quality && quality.status !== 'ok' && !lead.qualified;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        title={translate(`${T}.title`)}
        action={quality && <Chip size="small" color={STATUS_COLOUR[quality.status]} label={QUALITY_STATUS_LABELS[quality.status]} />}
      />
      <CardContent sx={{ pt: 0, display: 'grid', gap: 1 }}>
        {!quality ? (
          <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
        ) : (
          <>
            <Typography>{translate(`${T}.score`, { score: quality.score })}</Typography>
            {/* Staff call mobiles at other hours than landlines; an invalid number has no type (its finding says so). */}
            {quality.phoneType && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.phone_type.${quality.phoneType}`)}
              </Typography>
            )}
            {/* The action under the text: the card is narrow beside the history. */}
            {held && (
              <Alert severity={quality.status === 'review' ? 'warning' : 'error'}>
                {translate(quality.status === 'review' ? `${T}.held` : `${T}.rejected`)}
                {/* Rejected by the checks themselves (a bot) or by staff: still to be given back while the supplier was not charged. */}
                {(quality.status === 'review' || !lead.recla) && (
                  <Box sx={{ mt: 1 }}>
                    <RejectLeadButton lead={lead} />
                  </Box>
                )}
              </Alert>
            )}
            {quality.findings.length ? (
              <Box component="ul" aria-label={translate(`${T}.findings`)} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {quality.findings.map((finding) => (
                  <Typography component="li" variant="body2" key={`${finding.code}-${finding.text}`} sx={{ overflowWrap: 'anywhere' }}>
                    {finding.text}
                  </Typography>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{translate(`${T}.clean`)}</Typography>
            )}
            {!quality.complete && (
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.running`)}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
