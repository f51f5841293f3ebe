import { Injectable } from '@nestjs/common';
import { FunnelService } from '@app/funnel/funnel.service';
import { GeoService } from '@app/geo/geo.service';
import { Lead } from '@app/leads/entities/lead.entity';
import { LeadRepository } from '@app/leads/lead.repository';
import { DistributionSettingsService } from '@app/settings/distribution-settings.service';
import { BuyerDirectory } from './buyer-directory';
import { DistributionException } from './distribution.exception';
import { MatchedOrganisationDto, ZipCoverageRowDto } from './dto/distribution.dto';
import { matchLead } from './matching/match-lead';
import { AnswerCatalogue, MatchResult } from './matching/types';
import { zipCoverage } from './zip-coverage';

/** Lead Analyse and Lead Matchen: the matching rules applied to the whole map and to one lead. */
@Injectable()
export class DistributionService {
  constructor(
    private readonly directory: BuyerDirectory,
    private readonly geo: GeoService,
    private readonly funnel: FunnelService,
    private readonly leads: LeadRepository,
    private readonly settings: DistributionSettingsService,
  ) {}

  async zipConditions(excluded: number[], twoDigits: boolean): Promise<ZipCoverageRowDto[]> {
    const { buyers, coverage } = await this.directory.snapshot();
    // Without geodata the known postal codes are those named in the buyers' conditions.
    const zips = this.geo.count() > 0 ? this.geo.allZips() : namedZips(buyers.flatMap((buyer) => [...buyer.conditions.zipConditions, ...buyer.conditions.radiuses]));
    return zipCoverage(zips, buyers, coverage, { excluded: new Set(excluded), twoDigits });
  }

  /** The buyers that would get the lead with this CRM deal id now (or, failing that, this lead number). */
  async matchByDeal(dealId: string, all: boolean): Promise<MatchedOrganisationDto[]> {
    const lead = await this.findLead(dealId);
    const result = await this.match(lead);
    const byId = new Map(result.eligible.map((entry) => [entry.buyer.id, entry]));
    const reasons = new Map(result.excluded.map((entry) => [entry.buyerId, entry.message]));
    const { organisations } = await this.directory.snapshot();
    const rows = [...result.eligible.map((entry) => entry.buyer.id), ...(all ? result.excluded.map((entry) => entry.buyerId) : [])];
    return rows.map((id) => {
      const organisation = organisations.get(id)!;
      return {
        id,
        name: organisation.name,
        type: organisation.type,
        email: organisation.email,
        phone: organisation.phone,
        zip: organisation.zip,
        eligible: byId.has(id),
        ...(byId.has(id) ? {} : { reason: reasons.get(id) }),
      };
    });
  }

  private async match(lead: Lead): Promise<MatchResult> {
    const [{ buyers, coverage }, answers, settings] = await Promise.all([this.directory.snapshot(), this.answerCatalogue(), this.settings.get()]);
    return matchLead({
      lead: {
        id: lead.id,
        zip: lead.zip,
        createdAt: lead.createdAt,
        data: lead.data,
        // Sales arrive with the sales feature; until then nobody has bought anything.
        boughtBy: new Set(),
        samePersonBoughtBy: new Set(),
      },
      buyers,
      coverage,
      activity: new Map(),
      answers,
      settings: { buyersPerLead: settings.buyersPerLead },
      now: new Date(),
      leadZipKnown: this.geo.has(lead.zip),
    });
  }

  private async findLead(dealId: string): Promise<Lead> {
    const trimmed = dealId.trim();
    const lead = (await this.leads.findByPipedriveId(trimmed)) ?? (/^\d{1,9}$/.test(trimmed) ? await this.leads.findById(Number(trimmed)) : null);
    if (!lead) throw new DistributionException('LEAD_NOT_FOUND', `Kein Lead mit der Deal-Id oder Nummer ${trimmed} gefunden.`);
    return lead;
  }

  /** The funnel's answers, so filters on a free-text option match typed answers. */
  async answerCatalogue(): Promise<AnswerCatalogue> {
    const steps = await this.funnel.list();
    return {
      fixedAnswers: new Map(steps.map((step) => [step.key, new Set(step.answers.filter((answer) => !answer.freeText).map((answer) => answer.text))])),
      freeTextOptions: new Map(steps.map((step) => [step.key, new Set(step.answers.filter((answer) => answer.freeText).map((answer) => answer.text))])),
    };
  }
}

function namedZips(rows: { zip: string }[]): string[] {
  return [...new Set(rows.map((row) => row.zip.trim()).filter((zip) => /^\d{5}$/.test(zip)))];
}
