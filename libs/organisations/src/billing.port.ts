import { Injectable } from '@nestjs/common';
import { LateBoundPort } from '@app/infrastructure';

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
 * Where the billing part of the organisation detail comes from. Invoicing (libs/invoicing) depends on
 * this lib, so this lib cannot import it: the invoicing module binds its implementation when it starts
 * (see LateBoundPort). Without invoicing (a process that does not load it) the tabs are empty.
 */
@Injectable()
export class OrganisationBilling extends LateBoundPort<OrganisationBillingPort> {
  constructor() {
    super('Rechnungen und Mahnungen', 'InvoicingModule', {
      of: async () => ({ invoices: [], dunnings: [], missingInvoices: [] }),
    });
  }
}
