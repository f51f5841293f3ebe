import { Injectable } from '@nestjs/common';
import { Clock } from '@app/infrastructure';
import type { ComplaintRateDto, ComplaintRatesPort } from '@app/organisations';
import { berlinPeriod } from '@app/contract';
import { complaintRate } from './decision-rules';
import { ReclamationRepository } from './reclamation.repository';

/**
 * Each buyer's complaint rate, so abuse shows: of its sales this (Berlin) month, and of its sales in
 * the three whole months before, the percentage with an accepted complaint.
 */
@Injectable()
export class ComplaintRatesService implements ComplaintRatesPort {
  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly clock: Clock,
  ) {}

  async of(organisationId: number): Promise<ComplaintRateDto> {
    return (await this.ofMany([organisationId])).get(organisationId)!;
  }

  async ofMany(organisationIds: number[]): Promise<Map<number, ComplaintRateDto>> {
    const now = this.clock.now();
    const month = berlinPeriod('month', now);
    const counts = await this.reclamations.complaintCounts([...new Set(organisationIds)], berlinPeriod('month', now, -3).start, month.start, month.end);
    return new Map(
      organisationIds.map((id) => {
        const count = counts.get(id);
        return [
          id,
          {
            thisMonth: complaintRate(count?.acceptedThisMonth ?? 0, count?.salesThisMonth ?? 0),
            lastThreeMonths: complaintRate(count?.acceptedBefore ?? 0, count?.salesBefore ?? 0),
            soldThisMonth: count?.keptThisMonth ?? 0,
          },
        ];
      }),
    );
  }
}
