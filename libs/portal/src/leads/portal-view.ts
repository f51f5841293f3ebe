import { formatDate, LEAD_OUTCOME_LABELS, ORGANISATION_TYPE_LABELS, type LeadOutcome, type OrganisationType } from '@app/contract';
import type { PortalComplaintSummaryDto, PortalComplaintStatus, PortalDeliveryDto, PortalOutcomeDto } from './portal-lead.dto';
import type { PortalLeadRow } from './portal-lead.repository';
import { UNREACHABLE_FOR_BUYERS } from '@app/integrations';

export const COMPLAINT_STATUS_LABELS: Record<PortalComplaintStatus, string> = {
  open: 'Offen',
  inProgress: 'In Bearbeitung',
  approved: 'Akzeptiert',
  rejected: 'Abgelehnt',
  proofRequired: 'Nachweis angefordert',
};

type PortalDeliveryState = PortalDeliveryDto['status'];

/** What the buyer reads of a delivery; a delivered one names its day. */
export function deliveryStatusLabel(status: PortalDeliveryState, deliveredAt: Date | null): string {
  if (status === 'delivered') return deliveredAt ? `Zugestellt am ${formatDate(deliveredAt)}` : 'Zugestellt';
  return status === 'pending' ? 'Wird zugestellt' : 'Zustellung fehlgeschlagen – wir kümmern uns';
}

/** The outbox states in which a delivery's job still runs: waiting for its (next) attempt, or at it now. */
const RUNNING_JOBS: readonly (string | null)[] = ['pending', 'processing'];

/**
 * Where the lead stands for the buyer, whatever the delivery row still says: a lead mail held in the
 * Postausgang (no SMTP server) or a pending delivery whose job gave up reached nobody, and a held mail
 * staff sent later from the Postausgang did arrive. 'pending' only while attempts are still to come.
 */
export function deliveryState(row: PortalLeadRow): { status: PortalDeliveryState; deliveredAt: Date | null } {
  const failed = { status: 'failed', deliveredAt: null } as const;
  switch (row.deliveryStatus) {
    case 'delivered':
      return { status: 'delivered', deliveredAt: row.deliveredAt ? new Date(row.deliveredAt) : null };
    case 'held':
      if (row.leadMailStatus === 'sent') return { status: 'delivered', deliveredAt: row.leadMailSentAt ? new Date(row.leadMailSentAt) : null };
      return row.leadMailStatus === 'queued' ? { status: 'pending', deliveredAt: null } : failed;
    case 'pending':
      return RUNNING_JOBS.includes(row.deliveryJobStatus) ? { status: 'pending', deliveredAt: null } : failed;
    default:
      return failed;
  }
}

const EMAIL_TYPES: readonly OrganisationType[] = ['buyer', 'buyer-email', 'service-buyer'];

/** How the buyer knows its delivery channel: by mail, or the name of its tool. */
export function channelOf(type: OrganisationType, fallback: boolean): string {
  return fallback || EMAIL_TYPES.includes(type) ? 'E-Mail' : ORGANISATION_TYPE_LABELS[type];
}

const URL_PATTERN = /\b(?:https?|ftp):\/\/\S+/gi;
const SECRET_PATTERN = /\b(?:whsec_|Bearer\s+|Basic\s+)\S+/gi;
const MAX_ERROR_LENGTH = 200;
/** The delivery errors of a refused or unreachable address, as libs/infrastructure's HTTP client words them. */
const REFUSED_OR_UNREACHABLE = /^(?:Die Adresse von .+ (?:zeigt auf eine|führt zu einer) interne|.+ ist nicht erreichbar(?: \(|\.))/;

/**
 * A delivery error fit for the buyer: the system's own sentence, without what the remote answered (it
 * may echo anything), without addresses (a hook URL can carry credentials) or keys, and short.
 */
export function shortDeliveryError(error: string | null): string | null {
  if (!error) return null;
  // A refused address ('Die Adresse von Zapier führt zu … (hook.example → 10.0.0.7)') or a network error
  // ('Zapier ist nicht erreichbar (ECONNREFUSED).'): the buyer learns neither the resolution nor the error.
  if (REFUSED_OR_UNREACHABLE.test(error)) return UNREACHABLE_FOR_BUYERS;
  const own = error.split(' Antwort:')[0];
  const clean = own.replace(URL_PATTERN, '[Adresse]').replace(SECRET_PATTERN, '***').replace(/\s+/g, ' ').trim();
  return clean.length > MAX_ERROR_LENGTH ? `${clean.slice(0, MAX_ERROR_LENGTH - 1)}…` : clean;
}

export function deliveryOf(row: PortalLeadRow): PortalDeliveryDto | null {
  if (row.deliveryId === null) return null;
  const { status, deliveredAt } = deliveryState(row);
  return {
    channel: channelOf(row.organisationType, row.deliveryFallback === true),
    status,
    statusLabel: deliveryStatusLabel(status, deliveredAt),
    attempts: Number(row.deliveryAttempts ?? 0),
    error: status === 'delivered' ? null : shortDeliveryError(row.deliveryError),
    deliveredAt: deliveredAt?.toISOString() ?? null,
    fallback: row.deliveryFallback === true,
  };
}

export function complaintSummaryOf(row: PortalLeadRow): PortalComplaintSummaryDto | null {
  if (row.complaintId === null) return null;
  const status = (row.complaintStatus ?? 'open') as PortalComplaintStatus;
  return {
    id: Number(row.complaintId),
    status,
    statusLabel: COMPLAINT_STATUS_LABELS[status] ?? COMPLAINT_STATUS_LABELS.open,
    createdAt: new Date(row.complaintCreatedAt!).toISOString(),
    answer: row.complaintAnswer,
    proofRequested: status === 'proofRequired',
  };
}

export function outcomeDto(outcome: LeadOutcome | null | undefined): PortalOutcomeDto | null {
  if (!outcome) return null;
  return {
    status: outcome.status,
    label: LEAD_OUTCOME_LABELS[outcome.status],
    value: outcome.value,
    reason: outcome.reason,
    note: outcome.note,
    changedAt: outcome.changedAt,
    source: outcome.source,
    changedBy: outcome.changedBy,
  };
}
