import { Chip, chipClasses } from '@mui/material';
import { LEAD_OUTCOME_LABELS } from '@contract/lead-outcome';
import type { PortalComplaintSummary, PortalDelivery, PortalOutcome } from '../api/types';
import { texts } from '../texts';

/** A long label ('Zustellung fehlgeschlagen – wir kümmern uns') takes a second line where space is short, rather than widening its table or being cut off. */
const WRAPPING = { height: 'auto', minHeight: 24, maxWidth: '100%', [`& .${chipClasses.label}`]: { whiteSpace: 'normal', py: '2px' } } as const;

const OUTCOME_COLORS = { won: 'success', lost: 'default', unreachable: 'warning', reached: 'info', appointment: 'info', offer: 'primary' } as const;

export const OutcomeChip = ({ outcome }: { outcome: PortalOutcome | null }) =>
  outcome ? (
    <Chip size="small" color={OUTCOME_COLORS[outcome.status]} label={outcome.label || LEAD_OUTCOME_LABELS[outcome.status]} />
  ) : (
    <Chip size="small" variant="outlined" label={texts.leads.noOutcome} />
  );

const COMPLAINT_COLORS = { open: 'warning', inProgress: 'warning', proofRequired: 'error', approved: 'success', rejected: 'default' } as const;

/** `titled`: 'Reklamation: Offen' where nothing else says what the chip is about; under the table's 'Reklamation' column just 'Offen'. */
export const ComplaintChip = ({ complaint, reclaimed, titled = true }: { complaint: PortalComplaintSummary | null; reclaimed?: boolean; titled?: boolean }) => {
  if (complaint) {
    const label = titled ? `${texts.leads.complaint}: ${complaint.statusLabel}` : complaint.statusLabel;
    return <Chip size="small" variant="outlined" color={COMPLAINT_COLORS[complaint.status]} label={label} sx={WRAPPING} />;
  }
  if (reclaimed) return <Chip size="small" variant="outlined" label={texts.leads.reclaimed} />;
  return null;
};

const DELIVERY_COLORS = { delivered: 'success', pending: 'info', failed: 'error' } as const;

export const DeliveryChip = ({ delivery }: { delivery: PortalDelivery | null }) =>
  delivery ? <Chip size="small" variant="outlined" color={DELIVERY_COLORS[delivery.status]} label={delivery.statusLabel} sx={WRAPPING} /> : null;
