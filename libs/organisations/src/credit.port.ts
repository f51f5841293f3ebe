import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LateBoundPort } from '@app/infrastructure';

/** How much of its credit limit a buyer has used (issue 30 §5); on the organisation page and in the portal. */
export class CreditStateDto {
  @ApiProperty({ description: 'Kreditlimit in EUR (netto)' }) limit: number;
  @ApiProperty({ description: 'Genutzt in EUR: offene Rechnungen (netto) plus noch nicht berechnete, nicht reklamierte Verkäufe' }) used: number;
  @ApiProperty({ description: 'Genutzter Anteil in Prozent (gerundet)' }) percent: number;
  @ApiProperty({ description: 'Ab 80 %: Unternehmen und Team erhalten eine Mail' }) nearlyReached: boolean;
  @ApiProperty({ description: 'Ab 100 %: keine Leads, bis eine Zahlung verbucht oder das Limit erhöht wird' }) reached: boolean;
}

export interface OrganisationCreditPort {
  /** null: the organisation has no credit limit. */
  of(organisationId: number): Promise<CreditStateDto | null>;
}

/**
 * Where the credit state on the organisation detail comes from. It is counted from sales and invoices, whose
 * libs depend on this one, so the sales module binds its implementation when it starts (see LateBoundPort).
 * Without it (a process that does not load sales) no state is shown.
 */
@Injectable()
export class OrganisationCredit extends LateBoundPort<OrganisationCreditPort> {
  constructor() {
    super('Kreditlimit', 'SalesModule', { of: async () => null });
  }
}
