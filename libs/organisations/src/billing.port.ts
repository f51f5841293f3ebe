import { Injectable } from '@nestjs/common';

/** The Rechnungen and Mahnungen tabs' data of an organisation (spec: invoices, dunnings, missingInvoices). */
export interface OrganisationBillingView {
  invoices: unknown[];
  dunnings: unknown[];
  missingInvoices: unknown[];
}

export interface OrganisationBillingPort {
  of(organisationId: number): Promise<OrganisationBillingView>;
}

/**
 * The socket for the billing part of the organisation detail. Invoicing (libs/invoicing) depends on
 * this lib, so this lib cannot import it: the invoicing module plugs its implementation in when it
 * starts, as the complaints do with ComplaintRates.
 */
@Injectable()
export class OrganisationBilling implements OrganisationBillingPort {
  private port?: OrganisationBillingPort;

  provide(port: OrganisationBillingPort): void {
    if (this.port) throw new Error('Rechnungen und Mahnungen sind schon angeschlossen');
    this.port = port;
  }

  /** Without invoicing (a process that does not load it) the tabs are empty. */
  of(organisationId: number): Promise<OrganisationBillingView> {
    return this.port ? this.port.of(organisationId) : Promise.resolve({ invoices: [], dunnings: [], missingInvoices: [] });
  }
}
