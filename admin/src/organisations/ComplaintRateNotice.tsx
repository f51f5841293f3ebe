import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { OrganisationDetail } from '../dataProvider/apiTypes';
import { complaintRateParts } from '../reclamations/reclamationList';

/**
 * How many of the buyer's sales were reclaimed, so staff see abuse before they decide the next
 * complaint: the queue's text, months and all (issue 29: one rate on every screen). Warns from 20 % on.
 */
const NOTABLE_PERCENT = 20;

export const ComplaintRateNotice = () => {
  const record = useRecordContext<OrganisationDetail>();
  const translate = useTranslate();
  const rate = record?.complaintRate;
  if (!rate) return null;
  const parts = complaintRateParts(rate);
  const notable = [rate.thisMonth, rate.lastThreeMonths].some((value) => value !== null && value >= NOTABLE_PERCENT);
  return (
    <Alert severity={notable ? 'warning' : 'info'} variant="outlined" sx={{ mb: 2 }} data-testid="complaint-rate">
      {parts ? translate('app.reclamations.rate', parts) : translate('app.organisations.complaint_rate.no_sales')}
      {parts && <div>{translate('app.organisations.complaint_rate.hint')}</div>}
    </Alert>
  );
};
