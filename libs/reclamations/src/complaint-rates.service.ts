import { Injectable } from '@nestjs/common';
import { Clock } from '@app/infrastructure';
import type { ComplaintRateDto, ComplaintRatesPort } from '@app/organisations';
import { berlinPeriod, berlinWallClock, complaintRate } from '@app/contract';
import { ReclamationRepository } from './reclamation.repository';

/** The first Berlin day of the month an instant starts, 'YYYY-MM-DD'. */
const firstDay = (start: Date) => berlinWallClock(start).date;

/**
 * Each buyer's complaint rate, so abuse shows: of its sales this (Berlin) month, and of its sales in the
 * three whole months before, the percentage reclaimed (libs/contract complaintRate, the statistics' count).
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
    const before = berlinPeriod('month', now, -3).start;
    const counts = await this.reclamations.complaintCounts([...new Set(organisationIds)], before, month.start, month.end);
    const months = { thisMonthFrom: firstDay(month.start), lastThreeMonthsFrom: firstDay(before), lastThreeMonthsTo: firstDay(berlinPeriod('month', now, -1).start) };
    return new Map(
      organisationIds.map((id) => {
        const count = counts.get(id);
        return [
          id,
          {
            thisMonth: complaintRate(count?.reclaimedThisMonth ?? 0, count?.salesThisMonth ?? 0),
            lastThreeMonths: complaintRate(count?.reclaimedBefore ?? 0, count?.salesBefore ?? 0),
            ...months,
            soldThisMonth: count?.keptThisMonth ?? 0,
          },
        ];
      }),
    );
  }
}
