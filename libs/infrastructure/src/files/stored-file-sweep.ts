import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { UseCls } from 'nestjs-cls';
import { createHash } from 'node:crypto';
import { BERLIN_TIME_ZONE, berlinWallClock } from '@app/contract';
import { ScheduledRuns } from '../schedule/scheduled-runs';
import { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

/** A file younger than this is never swept: its upload may still be running, its row not yet written. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** Ids asked about at once. */
const BATCH = 500;

/** A feature that keeps rows naming stored files (complaint documents …). */
export interface StoredFileOwner {
  /** For the log, in German. */
  name: string;
  /** Which of `ids` a row of this feature names. */
  referenced(ids: string[]): Promise<Set<string>>;
}

/** Every feature that stores files registers here when it starts; the sweep keeps what any of them names. */
@Injectable()
export class StoredFileOwners {
  private readonly owners: StoredFileOwner[] = [];

  register(owner: StoredFileOwner): void {
    this.owners.push(owner);
  }

  get all(): readonly StoredFileOwner[] {
    return this.owners;
  }
}

export interface SweepResult {
  /** Complete files no row names, removed. */
  removed: number;
  /** Partial files of writes cut off (a crash mid-upload), removed. */
  abandoned: number;
  /** Files a row names, or too young to judge. */
  kept: number;
}

/**
 * Removes stored files that no row names: a process that died between storing a file and recording it
 * leaves one, and so would any refusal a handler forgot to clean up after. Daily, once per storage
 * directory across the processes that share it.
 */
@Injectable()
export class StoredFileSweep {
  private readonly logger = new Logger('Dateien');

  constructor(
    private readonly storage: FileStorage,
    private readonly owners: StoredFileOwners,
    private readonly runs: ScheduledRuns,
  ) {}

  @Cron('0 40 3 * * *', { name: 'stored-file-sweep', timeZone: BERLIN_TIME_ZONE })
  @UseCls()
  async onSchedule(): Promise<void> {
    const { year, month, day } = berlinWallClock(Date.now());
    const period = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    await this.runs.once(this.runName(), period, () => this.sweep());
  }

  async sweep(): Promise<SweepResult> {
    const owners = this.owners.all;
    // Without an owner this process cannot tell a recorded file from a lost one: it removes nothing.
    if (owners.length === 0) return { removed: 0, abandoned: 0, kept: 0 };
    // File times are the file system's, real time, whatever clock the app runs on.
    const before = new Date(Date.now() - SWEEP_GRACE_MS);
    const result: SweepResult = { removed: 0, abandoned: 0, kept: 0 };
    let batch: string[] = [];
    for await (const file of this.storage.list()) {
      if (file.modifiedAt >= before) result.kept++;
      else batch.push(file.id);
      if (batch.length === BATCH) {
        await this.removeUnnamed(batch, result);
        batch = [];
      }
    }
    if (batch.length > 0) await this.removeUnnamed(batch, result);
    result.abandoned = await this.storage.removeAbandoned(before);
    this.logger.log(
      `Verwaiste Dateien entfernt: ${result.removed}, abgebrochene Uploads entfernt: ${result.abandoned}, behalten: ${result.kept} (geprüft für ${owners.map((owner) => owner.name).join(', ')})`,
    );
    return result;
  }

  private async removeUnnamed(ids: string[], result: SweepResult): Promise<void> {
    const named = new Set<string>();
    for (const owner of this.owners.all) for (const id of await owner.referenced(ids)) named.add(id);
    for (const id of ids) {
      if (named.has(id)) {
        result.kept++;
      } else {
        await this.storage.remove(id);
        result.removed++;
      }
    }
  }

  /** Processes on one disk sweep it once; a worker on another machine sweeps its own directory. */
  private runName(): string {
    const where = this.storage instanceof LocalDiskStorage ? this.storage.directory : 'storage';
    return `stored-file-sweep-${createHash('sha256').update(where).digest('hex').slice(0, 12)}`;
  }
}
