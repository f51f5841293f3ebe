import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatPercent } from '@contract/format';
import type { OrganisationDetail } from '../dataProvider/apiTypes';

/**
 * How many of the buyer's sales ended in an accepted complaint, so staff see abuse before they decide
 * the next one (issue: complaint rate on the organisation). Warns from 20 % on.
 */
const NOTABLE_PERCENT = 20;

export const ComplaintRateNotice = () => {
  const record = useRecordContext<OrganisationDetail>();
  const translate = useTranslate();
  const rate = record?.complaintRate;
  if (!rate) return null;
  const shown = (value: number | null) => (value === null ? translate('app.organisations.complaint_rate.no_sales') : formatPercent(value));
  const notable = [rate.thisMonth, rate.lastThreeMonths].some((value) => value !== null && value >= NOTABLE_PERCENT);
  return (
    <Alert severity={notable ? 'warning' : 'info'} variant="outlined" sx={{ mb: 2 }} data-testid="complaint-rate">
      {translate('app.organisations.complaint_rate.text', { thisMonth: shown(rate.thisMonth), lastThreeMonths: shown(rate.lastThreeMonths) })}
    </Alert>
  );
};
