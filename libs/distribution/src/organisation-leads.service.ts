import { Injectable, OnModuleInit } from '@nestjs/common';
import { berlinPeriod } from '@app/contract';
import { Clock } from '@app/infrastructure';
import { OrganisationLeads, OrganisationLeadsView } from '@app/organisations';
import { BuyerDirectory } from './buyer-directory';
import { OrganisationLeadsRepository } from './organisation-leads.repository';

/** The most sales of this month the detail lists (a buyer's monthly volume is far below it). */
export const SELECTED_LEADS_LIMIT = 500;
/** The most unqualified leads in the buyer's area the detail lists, newest first. */
export const UNQUALIFIED_LEADS_LIMIT = 200;
export const UNQUALIFIED_LEADS_DAYS = 30;

/**
 * The organisation detail's `selectedLeads` (sold to it this Berlin month) and `unqualifiedLeads` (not
 * yet qualified, of the last 30 days, in its coverage by the matching's own rules: prefixes, radiuses,
 * sheets), bound into the organisations lib's port.
 */
@Injectable()
export class OrganisationLeadsService implements OnModuleInit {
  constructor(
    private readonly port: OrganisationLeads,
    private readonly repository: OrganisationLeadsRepository,
    private readonly directory: BuyerDirectory,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.port.bind({ of: (organisationId) => this.of(organisationId) });
  }

  async of(organisationId: number): Promise<OrganisationLeadsView> {
    const now = this.clock.now();
    const month = berlinPeriod('month', now);
    const since = new Date(now.getTime() - UNQUALIFIED_LEADS_DAYS * 86_400_000);
    const [selectedLeads, zips, { coverage }] = await Promise.all([
      this.repository.sold(organisationId, month.start, month.end, SELECTED_LEADS_LIMIT),
      this.repository.unqualifiedZips(since),
      this.directory.snapshot(),
    ]);
    const covered = zips.filter((zip) => coverage.coveredBy(zip).has(organisationId));
    return { selectedLeads, unqualifiedLeads: await this.repository.unqualifiedIn(organisationId, covered, since, UNQUALIFIED_LEADS_LIMIT) };
  }
}
