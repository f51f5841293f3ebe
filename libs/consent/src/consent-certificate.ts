/** Everything the consent certificate of one lead shows; built by ConsentCertificateService, drawn by renderConsentCertificate. */
export interface ConsentCertificate {
  /** The operator's company name (Settings → Firmendaten), when set. */
  issuer: string | null;
  leadId: number;
  /** When the lead arrived. */
  receivedAt: Date;
  person: { name: string; email: string; phone: string; place: string };
  /** Where the lead came from: the funnel of the website, or a supplier (lead source). */
  source: string;
  consent: {
    at: Date | null;
    ip: string | null;
    userAgent: string | null;
    text: string | null;
    /** SHA-256 of the text (of its stored version, or computed from the text of an older lead). */
    hash: string | null;
    versionValidFrom: Date | null;
    proofUrl: string | null;
  };
  /** The terms and privacy policy in force when the consent was given (funnel leads). */
  legal: { title: string; validFrom: Date; hash: string }[];
  confirmation: { state: 'confirmed'; at: Date; ip: string | null; userAgent: string | null } | { state: 'pending' } | { state: 'none' };
  answers: { label: string; value: string }[];
  buyers: { name: string; at: Date }[];
  generatedAt: Date;
}
