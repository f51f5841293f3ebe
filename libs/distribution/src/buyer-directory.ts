import { Injectable } from '@nestjs/common';
import { GeoService } from '@app/geo/geo.service';
import { Organisation } from '@app/organisations/entities/organisation.entity';
import { OrganisationRepository } from '@app/organisations/organisation.repository';
import { SheetZipListRepository } from '@app/organisations/sheet-zips/sheet-zip-list.repository';
import { usableSheetZips } from '@app/organisations/sheet-zips/sheet-zips.service';
import { CoverageIndex } from './matching/coverage-index';
import { Buyer } from './matching/types';

export interface BuyerSnapshot {
  buyers: Buyer[];
  coverage: CoverageIndex;
  /** The full records, for showing matched buyers. */
  organisations: ReadonlyMap<number, Organisation>;
}

const toBuyer = (organisation: Organisation, sheetZips: readonly string[] | undefined): Buyer => ({
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
});

/**
 * All buyers with their coverage index, rebuilt only when an organisation or a Google-sheet postal-code
 * list changed (checked with two cheap queries, so several API processes stay in step without
 * messaging each other).
 */
@Injectable()
export class BuyerDirectory {
  private cached?: { version: string; snapshot: BuyerSnapshot };

  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly geo: GeoService,
    private readonly sheetLists: SheetZipListRepository,
  ) {}

  async snapshot(): Promise<BuyerSnapshot> {
    const version = `${await this.organisations.version()}|${await this.sheetLists.version()}|${this.geo.version()}`;
    if (this.cached?.version !== version) {
      const organisations = await this.organisations.findAll();
      const lists = new Map((await this.sheetLists.findAll()).map((list) => [list.organisationId, list]));
      const buyers = organisations.map((organisation) => toBuyer(organisation, usableSheetZips(organisation, lists.get(organisation.id))));
      const coverage = new CoverageIndex(buyers, { centroid: (zip) => this.geo.centroid(zip) ?? null });
      this.cached = { version, snapshot: { buyers, coverage, organisations: new Map(organisations.map((organisation) => [organisation.id, organisation])) } };
    }
    return this.cached.snapshot;
  }
}
