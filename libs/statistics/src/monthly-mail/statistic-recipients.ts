/** What decides whether an organisation gets last month's statistics mail. */
export interface StatisticMailCandidate {
  id: number;
  deleted: boolean;
  sendStatistic: boolean;
  /** Leads it bought in the month. */
  sales: number;
}

/** Only organisations that asked for it (sendStatistic), still exist and bought in the month: a mail of zeros helps no one. */
export function receivesStatistic(candidate: StatisticMailCandidate): boolean {
  return candidate.sendStatistic && !candidate.deleted && candidate.sales > 0;
}
