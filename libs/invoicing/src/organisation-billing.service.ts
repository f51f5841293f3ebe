import { Injectable } from '@nestjs/common';
import type { OrganisationBillingPort, OrganisationBillingView } from '@app/organisations';
import { DunningService } from './dunning/dunning.service';
import { InvoicingService } from './invoicing.service';

/** The organisation detail's invoices, dunnings and months without an invoice (plugged into OrganisationBilling). */
@Injectable()
export class OrganisationBillingService implements OrganisationBillingPort {
  constructor(
    private readonly invoicing: InvoicingService,
    private readonly dunning: DunningService,
  ) {}

  async of(organisationId: number): Promise<OrganisationBillingView> {
    const [invoices, dunnings, missingInvoices] = await Promise.all([
      this.invoicing.ofOrganisation(organisationId),
      this.dunning.ofOrganisation(organisationId),
      this.invoicing.missingMonths(organisationId),
    ]);
    return { invoices, dunnings, missingInvoices };
  }
}
