import type { DeliveryQuality, DeliveryRequest } from './delivery.types';
import { labelledAnswers } from './lead-summary';

/** One answer of the funnel: the step's German title and what the customer chose or typed. */
export interface WebhookAnswer {
  label: string;
  value: string;
}

export interface WebhookLead {
  /** The lead number buyers know the lead by (also in the delivery mail). */
  id: number;
  /** When the lead arrived, ISO 8601 in UTC. */
  createdAt: string;
  /** 'Herr', 'Frau', 'Divers' or '' when not given. */
  salutation: string;
  firstName: string;
  lastName: string;
  /** International format, e.g. '+491701234567'. */
  phone: string;
  /** Lower-case. */
  email: string;
  /** Street and house number. */
  street: string;
  /** German postal code, 5 digits. */
  zip: string;
  city: string;
  /** By funnel step key (stable, for mapping fields); `label` is the readable title. */
  answers: Record<string, WebhookAnswer>;
}

/**
 * The JSON body POSTed to a buyer's Zapier or Make catch hook and to Leveto.
 * Sent at least once: a retry carries the same `saleId`, also in the `Idempotency-Key` header,
 * so a receiver can drop a repeat.
 */
export interface WebhookPayload {
  /** 'lead.sold'; 'lead.test' for a made-up lead the buyer sent itself from the portal ('Test senden'). */
  event: 'lead.sold' | 'lead.test';
  /** Only on a test from the portal: true (its lead is made up, and its saleId is 0). */
  test?: true;
  /** The sale's number; the same on every retry of this delivery (0 on a test). */
  saleId: number;
  /** The buyer (organisation) the lead was sold to. */
  soldTo: { id: number; name: string };
  /** true: sold to this buyer alone, no one else gets the lead; false: shared with up to 'Käufer pro Lead' buyers. */
  exclusive: boolean;
  lead: WebhookLead;
  /** Signed link to the complaint page for this lead; only when enabled for the buyer. */
  reclamationLink?: string;
  /** Signed link to the lead's consent certificate (PDF): time, IP, consent text and its version. */
  consentCertificateLink?: string;
  /**
   * The operator's quality check at intake: a score 0–100 and what it found, each with a stable code and a German
   * text. Absent for leads from before the checks.
   */
  quality?: DeliveryQuality;
}

export function webhookPayload(request: DeliveryRequest): WebhookPayload {
  const { lead, buyer } = request;
  const answers: Record<string, WebhookAnswer> = {};
  for (const { key, label, value } of labelledAnswers(request)) answers[key] = { label, value };
  return {
    event: request.test ? 'lead.test' : 'lead.sold',
    ...(request.test ? { test: true as const } : {}),
    saleId: request.saleId,
    soldTo: { id: buyer.id, name: buyer.name },
    exclusive: request.exclusive === true,
    lead: {
      id: lead.id,
      createdAt: lead.createdAt.toISOString(),
      salutation: lead.salutation,
      firstName: lead.firstName,
      lastName: lead.lastName,
      phone: lead.phone,
      email: lead.email,
      street: lead.street,
      zip: lead.zip,
      city: lead.city,
      answers,
    },
    ...(request.reclamationLink ? { reclamationLink: request.reclamationLink } : {}),
    ...(request.consentCertificateLink ? { consentCertificateLink: request.consentCertificateLink } : {}),
    ...(lead.quality ? { quality: { score: lead.quality.score, findings: lead.quality.findings.map(({ code, text }) => ({ code, text })) } } : {}),
  };
}

/** A complete example for the README and for people setting up a Zap or a Make scenario. */
export const WEBHOOK_PAYLOAD_EXAMPLE: WebhookPayload = {
  event: 'lead.sold',
  saleId: 1834,
  soldTo: { id: 12, name: 'Sonnenstrom Müller GmbH' },
  exclusive: false,
  lead: {
    id: 4711,
    createdAt: '2026-03-02T09:15:00.000Z',
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Schmidt',
    phone: '+491701234567',
    email: 'anna.schmidt@example.de',
    street: 'Marienplatz 1',
    zip: '80331',
    city: 'München',
    answers: {
      consumption: { label: 'Stromverbrauch', value: '3.000 – 5.000 kWh' },
      buildingType: { label: 'Hausart', value: 'Einfamilienhaus' },
      roofType: { label: 'Dachart', value: 'Satteldach' },
    },
  },
  reclamationLink: 'https://angebot.example.de/reclamation/12?lead=4711&sig=Jx0pQd6Vb1mN8sK2tW4yZ7aC9eG3hL5r',
  consentCertificateLink: 'https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&token=q3N0c2VudC1jZXJ0aWZpY2F0ZS1leGFtcGxlLXRva2Vu',
  quality: { score: 85, findings: [{ code: 'zip-town-mismatch', text: 'Ort „Muenchen-Mitte“ passt nicht zur Postleitzahl 80331 (München)' }] },
};
