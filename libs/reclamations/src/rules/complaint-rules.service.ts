import { Injectable, Logger } from '@nestjs/common';
import { berlinPeriod } from '@app/contract';
import { BuyerDirectory } from '@app/distribution';
import { GeoService } from '@app/geo';
import { Clock } from '@app/infrastructure';
import { DistributionSettingsService, ReclamationSettingsService } from '@app/settings';
import { ReclamationQueueService } from '../reclamation-queue.service';
import { ReclamationRepository, SaleOfLead } from '../reclamation.repository';
import { ComplaintFacts, CoverageFacts, decideComplaint, ReturnShareFacts, RuleDecision } from './complaint-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Right after a buyer filed (or changed) a complaint: gathers what the product knows about the sale and lets the
 * rules (complaint-rules.ts) decide; an accepting rule goes through the staff's acceptance (ReclamationQueueService).
 * Runs after the filing committed, so a failing rule never costs the buyer the complaint: it then waits for staff.
 */
@Injectable()
export class ComplaintRulesService {
  private readonly logger = new Logger('ComplaintRules');

  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly queue: ReclamationQueueService,
    private readonly directory: BuyerDirectory,
    private readonly geo: GeoService,
    private readonly distribution: DistributionSettingsService,
    private readonly settings: ReclamationSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The rule that accepted the open complaint `requestId` about `sale`, or null (staff decide). */
  async decideFiled(requestId: number, sale: SaleOfLead): Promise<RuleDecision | null> {
    try {
      const request = await this.reclamations.findById(requestId);
      if (!request || request.status !== 'open') return null;
      const facts = await this.facts(request.reasonCode, sale);
      const decision = facts && decideComplaint(facts);
      if (!decision) return null;
      return (await this.queue.acceptByRule(requestId, decision)) ? decision : null;
    } catch (error) {
      this.logger.error(`Reklamationsregeln für Reklamation ${requestId} fehlgeschlagen, sie wartet auf Mitarbeiter: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private async facts(reasonCode: ComplaintFacts['reasonCode'], sale: SaleOfLead): Promise<ComplaintFacts | null> {
    const lead = await this.reclamations.leadOfComplaint(sale.leadId);
    if (!lead) return null;
    const { duplicateWindowDays } = await this.distribution.get();
    const window = duplicateWindowDays * DAY_MS;
    const otherSales = await this.reclamations.otherSalesOfPerson(sale.organisationId, lead, new Date(sale.soldAt.getTime() - window), new Date(sale.soldAt.getTime() + window));
    return {
      reasonCode,
      lead,
      soldAt: sale.soldAt,
      duplicateWindowDays,
      otherSales,
      coverage: await this.coverage(sale, lead.zip),
      returnShare: await this.returnShare(sale.organisationId),
    };
  }

  /**
   * The sale does not record the coverage it was sold under, so this reads the buyer's current conditions (the
   * matching's own CoverageIndex). They stand for the time of the sale only when the buyer was not changed since
   * (its area may have been narrowed after the sale: an automatic sale was inside the area when it was made), it
   * takes no postal codes from a Google sheet (synced hourly, changes without the buyer) and a radius can be
   * measured for the postal code; otherwise the answer is not conclusive and staff decide.
   */
  private async coverage(sale: SaleOfLead, zip: string): Promise<CoverageFacts> {
    const snapshot = await this.directory.snapshot();
    const organisation = snapshot.organisations.get(sale.organisationId);
    if (!organisation || organisation.deleted) return { covered: true, conclusive: false };
    const { config } = organisation.conditions;
    const radiusUnmeasurable = config.radius && (!this.geo.centroid(zip) || snapshot.coverage.unknownRadiusZips.some((entry) => entry.buyerId === organisation.id));
    return {
      covered: snapshot.coverage.coveredBy(zip).has(organisation.id),
      conclusive: organisation.updatedAt.getTime() <= sale.soldAt.getTime() && config.googleZipSheet.sheetId.trim() === '' && !radiusUnmeasurable,
    };
  }

  /** Only read while the setting is on: the buyer's sales of this month and the three before, and how many are reclaimed. */
  private async returnShare(organisationId: number): Promise<ReturnShareFacts> {
    const limit = (await this.settings.get()).autoAcceptBelowRate ?? null;
    if (!limit) return { limit: null, sales: 0, reclaimed: 0 };
    const now = this.clock.now();
    const month = berlinPeriod('month', now);
    const counts = (await this.reclamations.complaintCounts([organisationId], berlinPeriod('month', now, -3).start, month.start, month.end)).get(organisationId);
    return {
      limit,
      sales: (counts?.salesThisMonth ?? 0) + (counts?.salesBefore ?? 0),
      reclaimed: (counts?.reclaimedThisMonth ?? 0) + (counts?.reclaimedBefore ?? 0),
    };
  }
}
