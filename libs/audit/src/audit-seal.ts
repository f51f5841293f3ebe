import { Injectable, Logger } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { BERLIN_TIME_ZONE, berlinWallClock } from '@app/contract';
import { Clock, ScheduledRuns } from '@app/infrastructure';
import { AuditChainer } from './audit-chainer';
import { AuditEntryRepository } from './audit-entry.repository';

/** A row of the trail and its hash, noted outside the database: `npm run audit:verify -- --siegel <id>:<hash>`. */
export interface AuditSealValue {
  id: string;
  hash: string;
}

/** The form of a seal on the command line: the row's id, a colon, its 64 hex digits. */
const SEAL_PATTERN = /^(\d{1,18}):([0-9a-f]{64})$/i;

export function parseAuditSeal(text: string): AuditSealValue | null {
  const match = SEAL_PATTERN.exec(text.trim());
  return match ? { id: String(BigInt(match[1])), hash: match[2].toLowerCase() } : null;
}

export const formatAuditSeal = (seal: AuditSealValue): string => `${seal.id}:${seal.hash}`;

/**
 * The daily seal of the audit trail. The hash chain shows a row that was changed or taken out of the
 * middle, but not rows deleted from its end: what remains is still a whole chain. So once a day (00:05
 * German time, once across processes) the newest row and its hash go into the log, which in production
 * is kept outside the database; `audit:verify --siegel` later proves that row is still there, unchanged.
 */
@Injectable()
export class AuditSeal {
  private readonly logger = new Logger('Protokoll');

  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly chainer: AuditChainer,
    private readonly runs: ScheduledRuns,
    private readonly clock: Clock,
  ) {}

  @Cron('0 5 0 * * *', { name: 'audit-seal', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    // Outside the claim's transaction: chaining needs a connection of its own.
    await this.chainer.chainNow();
    await this.runs.once('audit-seal', berlinWallClock(this.clock.now()).date, () => this.logSeal());
  }

  /** Rows a process left unchained when it died between their commit and its chaining run: chained within a minute. */
  @Interval('audit-chain-sweep', 60_000)
  @UseCls()
  async sweep(): Promise<void> {
    await this.chainer.chainNow();
  }

  /** Whether the sealed row is still there with the sealed hash ('missing': deleted; 'changed': another hash now). */
  async check(seal: AuditSealValue): Promise<'ok' | 'missing' | 'changed'> {
    const hash = await this.entries.hashOf(seal.id);
    if (hash === null) return 'missing';
    return hash === seal.hash ? 'ok' : 'changed';
  }

  /** The chain's newest row as a seal (everything committed chained first), or null while the trail is empty. */
  async head(): Promise<AuditSealValue | null> {
    await this.chainer.chainNow();
    return this.entries.head();
  }

  /** Chains what waits and logs the chain's head as a seal; answers it (null while the trail is empty, which logs nothing). */
  async seal(): Promise<AuditSealValue | null> {
    await this.chainer.chainNow();
    return this.logSeal();
  }

  private async logSeal(): Promise<AuditSealValue | null> {
    const head = await this.entries.head();
    if (head) this.logger.log(`Protokoll-Siegel ${berlinWallClock(this.clock.now()).date}, später prüfen mit: npm run audit:verify -- --siegel ${formatAuditSeal(head)}`);
    return head;
  }
}
