import { Injectable } from '@nestjs/common';
import { GeoService } from '@app/geo/geo.service';
import { Organisation } from '@app/organisations/entities/organisation.entity';
import { OrganisationRepository } from '@app/organisations/organisation.repository';
import { CoverageIndex } from './matching/coverage-index';
import { Buyer } from './matching/types';

export interface BuyerSnapshot {
  buyers: Buyer[];
  coverage: CoverageIndex;
  /** The full records, for showing matched buyers. */
  organisations: ReadonlyMap<number, Organisation>;
}

const toBuyer = (organisation: Organisation): Buyer => ({
  id: organisation.id,
  name: organisation.name,
  active: organisation.active,
  deleted: organisation.deleted,
  prio: organisation.prio,
  email: organisation.email,
  monthlyLeadLimit: organisation.monthlyLeadLimit,
  monthlyLeadGoal: organisation.monthlyLeadGoal,
  conditions: organisation.conditions,
});

/**
 * All buyers with their coverage index, rebuilt only when an organisation changed (checked with one
 * cheap query, so several API processes stay in step without messaging each other).
 */
@Injectable()
export class BuyerDirectory {
  private cached?: { version: string; snapshot: BuyerSnapshot };

  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly geo: GeoService,
  ) {}

  async snapshot(): Promise<BuyerSnapshot> {
    const version = `${await this.organisations.version()}|${this.geo.count()}`;
    if (this.cached?.version !== version) {
      const organisations = await this.organisations.findAll();
      const buyers = organisations.map(toBuyer);
      const coverage = new CoverageIndex(buyers, { centroid: (zip) => this.geo.centroid(zip) ?? null });
      this.cached = { version, snapshot: { buyers, coverage, organisations: new Map(organisations.map((organisation) => [organisation.id, organisation])) } };
    }
    return this.cached.snapshot;
  }
}
