import { Chip } from '@mui/material';
import { LEAD_OUTCOME_LABELS } from '@contract/lead-outcome';
import type { PortalComplaintSummary, PortalDelivery, PortalOutcome } from '../api/types';
import { texts } from '../texts';

const OUTCOME_COLORS = { won: 'success', lost: 'default', unreachable: 'warning', reached: 'info', appointment: 'info', offer: 'primary' } as const;

export const OutcomeChip = ({ outcome }: { outcome: PortalOutcome | null }) =>
  outcome ? (
    <Chip size="small" color={OUTCOME_COLORS[outcome.status]} label={outcome.label || LEAD_OUTCOME_LABELS[outcome.status]} />
  ) : (
    <Chip size="small" variant="outlined" label={texts.leads.noOutcome} />
  );

const COMPLAINT_COLORS = { open: 'warning', inProgress: 'warning', proofRequired: 'error', approved: 'success', rejected: 'default' } as const;

export const ComplaintChip = ({ complaint, reclaimed }: { complaint: PortalComplaintSummary | null; reclaimed?: boolean }) => {
  if (complaint) return <Chip size="small" variant="outlined" color={COMPLAINT_COLORS[complaint.status]} label={`${texts.leads.complaint}: ${complaint.statusLabel}`} />;
  if (reclaimed) return <Chip size="small" variant="outlined" label={texts.leads.reclaimed} />;
  return null;
};

const DELIVERY_COLORS = { delivered: 'success', pending: 'info', held: 'warning', failed: 'error' } as const;

export const DeliveryChip = ({ delivery }: { delivery: PortalDelivery | null }) =>
  delivery ? <Chip size="small" variant="outlined" color={DELIVERY_COLORS[delivery.status]} label={delivery.statusLabel} /> : null;
