/**
 * Every kind of outbox job. The values are the topics stored in `outbox_message.topic`: never rename
 * one, rows still waiting in the table would find no handler. A new job adds its name here and its
 * payload type below; `OutboxService.add` and `OutboxHandlers.register` check both against each other.
 */
export enum JobName {
  /** Sell a lead that arrived qualified (sales). */
  DistributeLead = 'lead.distribute',
  /** Hand a sold lead to its buyer (sales). */
  DeliverSale = 'lead.deliver',
  /** Send a stored mail (mail). */
  SendMail = 'mail.send',
  /** Read an organisation's Google sheet of postal codes (organisations). */
  SyncSheetZips = 'organisation.sheet-zips.sync',
}

/** The payload of each job: plain JSON, ids only (the rows they point to are the truth). */
export interface JobPayloads {
  [JobName.DistributeLead]: { leadId: number };
  [JobName.DeliverSale]: { deliveryId: number };
  [JobName.SendMail]: { mailId: string };
  [JobName.SyncSheetZips]: { organisationId: number };
}

export type JobPayload<N extends JobName> = JobPayloads[N];
