import { Injectable } from '@nestjs/common';
import { BuyerAvailabilityService } from '@app/buyer-availability';
import type { BuyerAvailability } from '@app/contract';
import { GeoService } from '@app/geo';
import { Organisation, OrganisationsService } from '@app/organisations';
import { CoverageIndex } from './matching/coverage-index';
import { Buyer } from './matching/types';

export interface BuyerSnapshot {
  buyers: Buyer[];
  coverage: CoverageIndex;
  /** The full records, for showing matched buyers. */
  organisations: ReadonlyMap<number, Organisation>;
}

/** A numeric column that may be empty (null: no own exclusive price, no credit limit). */
const amountOrNull = (value: string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

const toBuyer = (organisation: Organisation, sheetZips: readonly string[] | undefined, availability: BuyerAvailability | undefined): Buyer => ({
  id: organisation.id,
  name: organisation.name,
  active: organisation.active,
  deleted: organisation.deleted,
  prio: organisation.prio,
  email: organisation.email,
  monthlyLeadLimit: organisation.monthlyLeadLimit,
  monthlyLeadGoal: organisation.monthlyLeadGoal,
  conditions: organisation.conditions,
  sheetZips,
  dunningHold: organisation.dunningHold,
  price: Number(organisation.leadSellCost),
  availability,
  exclusiveLeads: organisation.exclusiveLeads,
  exclusivePrice: amountOrNull(organisation.exclusiveLeadSellCost) ?? undefined,
  creditLimitEur: amountOrNull(organisation.creditLimit),
});

/**
 * All buyers with their coverage index, rebuilt only when an organisation, a buyer's own availability
 * or a Google-sheet postal-code list changed (checked with cheap queries, so several API processes stay
 * in step without messaging each other).
 */
@Injectable()
export class BuyerDirectory {
  private cached?: { version: string; snapshot: BuyerSnapshot };

  constructor(
    private readonly organisations: OrganisationsService,
    private readonly geo: GeoService,
    private readonly availability: BuyerAvailabilityService,
  ) {}

  async snapshot(): Promise<BuyerSnapshot> {
    const version = `${await this.organisations.buyersVersion()}|${await this.availability.version()}|${this.geo.version()}`;
    if (this.cached?.version !== version) {
      const [records, availabilities] = await Promise.all([this.organisations.buyers(), this.availability.all()]);
      const organisations = records.map((record) => record.organisation);
      const buyers = records.map(({ organisation, sheetZips }) => toBuyer(organisation, sheetZips, availabilities.get(organisation.id)));
      const coverage = new CoverageIndex(buyers, { centroid: (zip) => this.geo.centroid(zip) ?? null });
      this.cached = { version, snapshot: { buyers, coverage, organisations: new Map(organisations.map((organisation) => [organisation.id, organisation])) } };
    }
    return this.cached.snapshot;
  }
}
