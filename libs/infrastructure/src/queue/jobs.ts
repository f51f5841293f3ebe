/**
 * Every kind of outbox job. The values are the topics stored in `outbox_message.topic`: never rename
 * one, rows still waiting in the table would find no handler. A new job adds its name here and its
 * payload type below; `OutboxService.add` and `OutboxHandlers.register` check both against each other.
 */
export enum JobName {
  /** Sell a lead that arrived qualified (sales). */
  DistributeLead = 'lead.distribute',
  /** Complete a new lead's quality verdict (DNS, the same house, velocity), then distribute it or hold it for staff (leads). */
  CheckLeadQuality = 'lead.check-quality',
  /** Hand a sold lead to its buyer (sales). */
  DeliverSale = 'lead.deliver',
  /** Hand a buyer's backlog to its webhook or CRM one after another, in sale order, once its stopped deliveries resume (sales). */
  DeliverBacklog = 'lead.deliver.backlog',
  /** Send a stored mail (mail). */
  SendMail = 'mail.send',
  /** Read an organisation's Google sheet of postal codes (organisations). */
  SyncSheetZips = 'organisation.sheet-zips.sync',
  /** Create, finalise and mail one organisation's invoice of one month (invoicing). */
  InvoiceMonth = 'invoicing.month',
  /** Issue corrections for sales reclaimed after they were invoiced (invoicing). */
  CorrectInvoices = 'invoicing.corrections',
  /** Mail a finalised invoice, cancellation or correction to its organisation (invoicing). */
  MailInvoice = 'invoicing.mail',
  /** Push a finalised document to Lexware Office (invoicing, with LEXOFFICE_API_KEY). */
  PushToLexoffice = 'invoicing.lexoffice.push',
  /** Mark invoices paid that Lexware Office knows as paid (invoicing, with LEXOFFICE_API_KEY). */
  SyncLexofficePayments = 'invoicing.lexoffice.payments',
  /** The dunning of one invoice on one day (invoicing). */
  DunInvoice = 'dunning.invoice',
  /** Last month's statistics with the lead list as Excel, to an organisation with sendStatistic (statistics). */
  StatisticMail = 'statistics.monthly-mail',
  /** Last month's leads with the complaint link, asking for feedback (reclamations). */
  LeadEvaluationMail = 'reclamations.lead-evaluation-mail',
  /** Read the won/lost state of one Pipedrive buyer's deals into its leads' outcomes (lead-outcomes). */
  SyncPipedriveOutcomes = 'lead-outcomes.pipedrive',
}

/** The payload of each job: plain JSON, ids only (the rows they point to are the truth). */
export interface JobPayloads {
  [JobName.DistributeLead]: { leadId: number };
  [JobName.CheckLeadQuality]: { leadId: number };
  [JobName.DeliverSale]: { deliveryId: number };
  [JobName.DeliverBacklog]: { organisationId: number; deliveryIds: number[] };
  [JobName.SendMail]: { mailId: string };
  [JobName.SyncSheetZips]: { organisationId: number };
  [JobName.InvoiceMonth]: { organisationId: number; year: number; month: number };
  [JobName.CorrectInvoices]: { organisationId: number };
  [JobName.MailInvoice]: { invoiceId: number; dedupeKey: string };
  [JobName.PushToLexoffice]: { invoiceId: number };
  [JobName.SyncLexofficePayments]: { day: string };
  [JobName.DunInvoice]: { invoiceId: number; day: string };
  [JobName.StatisticMail]: { organisationId: number; year: number; month: number };
  [JobName.LeadEvaluationMail]: { organisationId: number; year: number; month: number };
  [JobName.SyncPipedriveOutcomes]: { organisationId: number; day: string };
}

export type JobPayload<N extends JobName> = JobPayloads[N];
