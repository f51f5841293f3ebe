import type { OrganisationIntegrations, OrganisationSecrets, OrganisationType } from '@app/contract';

/** The sold lead as the buyer receives it. */
export interface DeliveryLead {
  id: number;
  salutation: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  createdAt: Date;
  /** Answers by funnel step key. */
  data: Record<string, string>;
  /** The intake's quality verdict (score 0–100, findings in German); null for leads from before the checks. */
  quality?: DeliveryQuality | null;
}

export interface DeliveryQuality {
  score: number;
  findings: { code: string; text: string }[];
}

/** The buying organisation with its decrypted integration secrets. */
export interface DeliveryBuyer {
  id: number;
  name: string;
  type: OrganisationType;
  email: string;
  integrations: OrganisationIntegrations;
  secrets: OrganisationSecrets;
  /** The key its webhooks (Zapier, Make, Leveto) are signed with; the webhook adapters refuse to post without one. */
  webhookSecret?: string;
}

export interface DeliveryRequest {
  /** The idempotency key: sent as `Idempotency-Key` on every HTTP delivery and in the mail's Message-ID. */
  saleId: number;
  lead: DeliveryLead;
  buyer: DeliveryBuyer;
  /** For e-mail types: the matching zip-condition recipients, else the buyer e-mail(s). */
  recipients: string[];
  /** Step key → German title (Stromverbrauch, Hausart, …) for readable output. */
  answerLabels: Record<string, string>;
  /** Signed link to the complaint page when the buyer has sendReclaLink. */
  reclamationLink?: string;
  /** Signed link to the lead's consent certificate (PDF), for when the homeowner asks where the data came from. */
  consentCertificateLink?: string;
  /**
   * The buyer's webhook or CRM deliveries are stopped (circuit breaker): this is the lead mail sent
   * instead, and it says so, naming the system (Zapier, Pipedrive …) it will reach once resumed.
   */
  fallbackFor?: string;
  /** Setting 'Qualitätswert in Lead-Mails': the mail names the score and findings (webhooks always carry them). */
  qualityInMail?: boolean;
  /** 'Test senden' in the buyers' portal: a made-up lead, marked as a test in what is sent; no sale behind it. */
  test?: boolean;
  /** Sold exclusively: the buyer has the lead alone (issue 30 §1); missing: shared. */
  exclusive?: boolean;
}

/**
 * `reference`: the id the buyer's system gave the lead (Pipedrive deal or lead id, weClapp lead id, …).
 * `held`: the lead mail was kept in the Postausgang because no SMTP server is configured.
 */
export interface DeliveryResult {
  reference?: string;
  held?: boolean;
}

export interface DeliveryAdapter {
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
}
