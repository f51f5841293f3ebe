import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { LateBoundPort } from '@app/infrastructure';

/** A lead's contact as the lead detail shows it. */
export class OrganisationLeadContactDto {
  @ApiProperty() salutation: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() phone: string;
  @ApiProperty() email: string;
  @ApiProperty() street: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
}

/** A lead on the organisation detail (spec: selectedLeads, unqualifiedLeads). */
export class OrganisationLeadRefDto {
  @ApiProperty({ description: 'selectedLeads: Id des Verkaufs; unqualifiedLeads: die Lead-Id (noch kein Verkauf)' }) rId: number;
  @ApiProperty({ description: 'Lead-Id' }) id: number;
  @ApiProperty({ type: OrganisationLeadContactDto }) contact: OrganisationLeadContactDto;
}

export interface OrganisationLeadsView {
  selectedLeads: OrganisationLeadRefDto[];
  unqualifiedLeads: OrganisationLeadRefDto[];
}

export interface OrganisationLeadsPort {
  of(organisationId: number): Promise<OrganisationLeadsView>;
}

/**
 * Where the organisation detail's lead lists come from: the leads sold to it this month and the
 * unqualified leads in its coverage. Distribution (the coverage rules) depends on this lib, so this lib
 * cannot import it: the distribution module binds the implementation when it starts. Without it, empty.
 */
@Injectable()
export class OrganisationLeads extends LateBoundPort<OrganisationLeadsPort> {
  constructor() {
    super('Leads des Unternehmens', 'DistributionModule', { of: async () => ({ selectedLeads: [], unqualifiedLeads: [] }) });
  }
}
