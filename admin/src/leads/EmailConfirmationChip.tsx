import { Chip } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '@contract/format';
import type { LeadListItem } from '../dataProvider/apiTypes';

type Confirmation = Pick<LeadListItem, 'emailConfirmedAt' | 'emailConfirmationRequested'>;

const T = 'app.consent.list';

/**
 * 'E-Mail bestätigt' (double opt-in): green with the date once the link was opened, 'offen' while it
 * was sent and not opened; nothing for leads without a link (suppliers, double opt-in off).
 */
export const EmailConfirmationChip = ({ lead, long = false }: { lead: Confirmation; long?: boolean }) => {
  const translate = useTranslate();
  if (lead.emailConfirmedAt) {
    // In the list the date is in the chip's title: the table must keep fitting 1280 px.
    const label = long ? translate('app.consent.card.email_confirmed_at', { date: formatDateTime(lead.emailConfirmedAt) }) : translate(`${T}.confirmed`);
    return <Chip size="small" color="success" icon={<MarkEmailReadIcon />} label={label} title={translate(`${T}.confirmed_on`, { date: formatDateTime(lead.emailConfirmedAt) })} />;
  }
  if (lead.emailConfirmationRequested) {
    return <Chip size="small" color="warning" variant="outlined" label={translate(long ? 'app.consent.card.email_unconfirmed' : `${T}.pending`)} title={translate(`${T}.pending_long`)} />;
  }
  return long ? <Chip size="small" variant="outlined" label={translate('app.consent.card.no_double_opt_in')} /> : null;
};

/** For the phone's one-line entries: the same as the chip, in words. */
export function emailConfirmationText(lead: Confirmation, translate: (key: string, options?: object) => string): string | null {
  if (lead.emailConfirmedAt) return translate(`${T}.confirmed_on`, { date: formatDate(lead.emailConfirmedAt) });
  return lead.emailConfirmationRequested ? translate(`${T}.pending_long`) : null;
}
