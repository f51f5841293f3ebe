import { Injectable } from '@nestjs/common';
import { normaliseZip } from '@app/contract';
import { FunnelService } from '@app/funnel-questions';
import { GeoService } from '@app/geo';
import { Lead, LeadsService } from '@app/leads';
import { BuyerDirectory } from './buyer-directory';
import { DistributionException } from './distribution.exception';
import { MatchedOrganisationDto, PostcodeCheckDto, ZipCoverageRowDto } from './dto/distribution.dto';
import { exclusiveNote } from './matching/match-lead';
import { AnswerCatalogue, MatchResult } from './matching/types';
import { zipCoverage } from './zip-coverage';

/** Lead Analyse and Lead Matchen: the matching rules applied to the whole map and to one lead. */
@Injectable()
export class DistributionService {
  constructor(
    private readonly directory: BuyerDirectory,
    private readonly geo: GeoService,
    private readonly funnel: FunnelService,
    private readonly leads: LeadsService,
  ) {}

  async zipConditions(excluded: number[], twoDigits: boolean): Promise<ZipCoverageRowDto[]> {
    const { buyers, coverage } = await this.directory.snapshot();
    // Without geodata the known postal codes are those named in the buyers' conditions and sheets.
    const zips =
      this.geo.count() > 0
        ? this.geo.allZips()
        : namedZips(buyers.flatMap((buyer) => [...buyer.conditions.zipConditions, ...buyer.conditions.radiuses, ...(buyer.sheetZips ?? []).map((zip) => ({ zip }))]));
    return zipCoverage(zips, buyers, coverage, { excluded: new Set(excluded), twoDigits });
  }

  /**
   * The funnel's postcode step: a code no place has is refused there (the lead API refuses it too), and
   * 'Wir haben passende Anbieter gefunden' is said only where an active buyer's area covers the code, by
   * the rules of Lead Analyse. Whether that buyer takes this very lead decides the sale later.
   */
  async postcodeCheck(input: string): Promise<PostcodeCheckDto> {
    const zip = normaliseZip(input)!;
    if (this.geo.isUnknown(zip)) return { zip, known: false, covered: false };
    const { buyers, coverage } = await this.directory.snapshot();
    const [row] = zipCoverage([zip], buyers, coverage, { excluded: new Set(), twoDigits: false });
    return { zip, known: true, covered: row.buyers > 0 };
  }

  /**
   * The rows of Lead Matchen for a lead's match result: the buyers that would get it now in the order
   * they would get it, then (with `all`) the others with their reason.
   */
  async matchedRows(leadId: number, result: MatchResult, all: boolean): Promise<MatchedOrganisationDto[]> {
    const eligible = new Set(result.eligible.map((entry) => entry.buyer.id));
    const reasons = new Map(result.excluded.map((entry) => [entry.buyerId, entry.message]));
    const { organisations } = await this.directory.snapshot();
    const offer = result.exclusiveOffer;
    const rows = [...result.eligible.map((entry) => entry.buyer.id), ...(all ? result.excluded.map((entry) => entry.buyerId) : [])];
    return rows.map((id) => {
      const organisation = organisations.get(id)!;
      return {
        id,
        leadId,
        name: organisation.name,
        type: organisation.type,
        email: organisation.email,
        phone: organisation.phone,
        zip: organisation.zip,
        eligible: eligible.has(id),
        ...(eligible.has(id) ? {} : { reason: reasons.get(id) }),
        ...(offer?.buyerId === id ? { exclusive: result.exclusive, exclusiveNote: exclusiveNote(offer, result.exclusive) } : {}),
      };
    });
  }

  /** The lead with this CRM deal id or, failing that, this lead number. */
  async findLeadByDeal(dealId: string): Promise<Lead> {
    const lead = await this.leads.findByDealOrNumber(dealId);
    if (!lead) throw new DistributionException('LEAD_NOT_FOUND', `Kein Lead mit der Deal-Id oder Nummer ${dealId.trim()} gefunden.`);
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
