import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { BERLIN_TIME_ZONE, berlinWallClock } from '@app/contract';
import { AppConfig, Clock, ScheduledRuns } from '@app/infrastructure';
import { AuditAnchor, AuditAnchorFile, checkAnchors } from './audit-anchors';
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
 * The seal and the anchors of the audit trail. The hash chain shows a row that was changed or taken out of
 * the middle, but not rows deleted from its end, a table emptied, or a chain recomputed from some row on:
 * what remains is still a whole chain. So the chain's head (newest row and its hash) is kept where the
 * database cannot rewrite it: every hour and when the process stops, as a line in DATA_DIR/audit-anchors.jsonl
 * and as a JSON log line (`auditAnchor`), and on every scrape as the metric `leadportal_audit_head_id`;
 * once a day (00:05 German time, once across processes) as the seal to note. `npm run audit:verify`
 * compares the anchors with the table.
 */
@Injectable()
export class AuditSeal implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Protokoll');
  private readonly anchors: AuditAnchorFile;
  private lastAnchored: string | null = null;

  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly chainer: AuditChainer,
    private readonly runs: ScheduledRuns,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.anchors = new AuditAnchorFile(config.auditAnchorDir);
  }

  /** Every hour (minute 7), in every process: each keeps its own file where DATA_DIR is its own disk. */
  @Cron('0 7 * * * *', { name: 'audit-anchor' })
  @UseCls()
  async onTheHour(): Promise<void> {
    try {
      await this.anchor();
    } catch (error) {
      this.logger.error(`Protokoll-Anker nicht geschrieben: ${(error as Error).message}`);
    }
  }

  /** The head once more as the process stops (before the shutdown phase closes the database). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.anchor().catch((error: Error) => this.logger.warn(`Protokoll-Anker beim Beenden nicht geschrieben: ${error.message}`));
  }

  /** Writes the chain's head as an anchor (file and log) unless it is the one written last; answers it. */
  async anchor(): Promise<AuditAnchor | null> {
    await this.chainer.chainNow();
    const head = await this.entries.head();
    if (!head || head.id === this.lastAnchored) return null;
    const anchor: AuditAnchor = { at: this.clock.now().toISOString(), id: head.id, hash: head.hash };
    this.anchors.append(anchor);
    this.lastAnchored = head.id;
    // One JSON line in the log, found by its message and read by its fields: the log is kept outside the database.
    this.logger.log({ msg: `Protokoll-Anker: Eintrag ${anchor.id}`, auditAnchor: anchor });
    return anchor;
  }

  /** The anchors written to DATA_DIR compared with the table (for `audit:verify`); the chain's head chained first. */
  async checkAnchors(): Promise<{ ok: boolean; lines: string[] }> {
    await this.chainer.chainNow();
    return checkAnchors(this.anchors.read(), await this.entries.head(), (id) => this.entries.hashOf(id));
  }

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
