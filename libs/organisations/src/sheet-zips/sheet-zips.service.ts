import { Injectable } from '@nestjs/common';
import { JobName, OutboxService } from '@app/infrastructure';
import type { GoogleZipSheet } from '@app/contract';
import { Organisation } from '../entities/organisation.entity';
import { OrganisationRepository } from '../organisation.repository';
import { OrganisationException } from '../organisations.exception';
import { GoogleSheetSource } from './google-sheet-source';
import { SheetZipList } from './sheet-zip-list.entity';
import { SheetZipListRepository } from './sheet-zip-list.repository';
import { SheetZipsException } from './sheet-zips.exception';

/** What the organisation screen shows about the sheet's postal codes. */
export interface SheetSyncStatus {
  /** How many postal codes of the current sheet settings the matching uses. */
  zips: number;
  /** ISO time of the last successful read for the current settings; null: not yet. */
  syncedAt: string | null;
  /** Why the last attempt failed (German); null when it worked or none was made. */
  error: string | null;
}

const NOT_SYNCED: SheetSyncStatus = { zips: 0, syncedAt: null, error: null };

/**
 * Which sheet settings a list was read for. The white/black switch is not part of it: it decides how
 * the postal codes count, not which ones the sheet holds.
 */
export function sheetKey(sheet: GoogleZipSheet): string {
  return JSON.stringify([sheet.sheetId.trim(), sheet.pageName.trim(), sheet.tableName.trim().toLowerCase()]);
}

const hasSheet = (organisation: Pick<Organisation, 'conditions'>) => organisation.conditions.config.googleZipSheet.sheetId.trim() !== '';

/** The postal codes the matching may use for this organisation: only a list read for its current sheet settings. */
export function usableSheetZips(organisation: Pick<Organisation, 'conditions'>, list: SheetZipList | undefined): string[] | undefined {
  if (!list || !hasSheet(organisation) || list.sheetKey !== sheetKey(organisation.conditions.config.googleZipSheet)) return undefined;
  return list.zips.length ? list.zips : undefined;
}

/**
 * Keeps each buyer's Google-sheet postal codes (conditions.config.googleZipSheet) in the database, where
 * the matching reads them. Syncs run after the sheet settings change (outbox), hourly, and on request.
 */
@Injectable()
export class SheetZipsService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly lists: SheetZipListRepository,
    private readonly source: GoogleSheetSource,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Reads the sheet now and stores its postal codes; a failure is stored as the status's error (the
   * last good list stays) and thrown as SheetZipsException.
   */
  async sync(organisationId: number): Promise<SheetSyncStatus> {
    const organisation = await this.find(organisationId);
    if (!hasSheet(organisation)) {
      throw new SheetZipsException('NO_SHEET', 'Für dieses Unternehmen ist keine Google-Tabelle eingetragen (Google-Sheet-Id fehlt).');
    }
    const sheet = organisation.conditions.config.googleZipSheet;
    const key = sheetKey(sheet);
    let zips: string[] | undefined;
    let failure: SheetZipsException | undefined;
    try {
      zips = await this.source.zips(sheet);
    } catch (error) {
      if (!(error instanceof SheetZipsException)) throw error;
      failure = error;
    }
    // Settings saved while Google was asked: the sync those settings queued stores their list, not this one.
    if (await this.settingsChanged(organisationId, key)) return (await this.status(await this.find(organisationId))) ?? NOT_SYNCED;
    const at = new Date();
    if (failure) {
      await this.lists.saveFailure(organisationId, key, failure.message, at);
      throw failure;
    }
    await this.lists.saveSuccess(organisationId, key, zips!, at);
    return { zips: zips!.length, syncedAt: at.toISOString(), error: null };
  }

  /** Outbox work: a sync for an organisation that has since lost its sheet or was deleted is done. */
  async syncQueued(organisationId: number): Promise<void> {
    const organisation = await this.organisations.findById(organisationId);
    if (!organisation || organisation.deleted || !hasSheet(organisation)) return;
    await this.sync(organisationId);
  }

  /**
   * Queues a sync in the transaction that saves the organisation, when the sheet settings are new or
   * changed (committed together: saved settings are never left without their sync).
   */
  async queueSyncIfChanged(organisation: Organisation, before: GoogleZipSheet | null): Promise<void> {
    const sheet = organisation.conditions.config.googleZipSheet;
    if (!hasSheet(organisation) || (before && sheetKey(before) === sheetKey(sheet))) return;
    await this.outbox.add(JobName.SyncSheetZips, { organisationId: organisation.id });
  }

  /** null when no sheet is configured; otherwise the state of the list for the current settings. */
  async status(organisation: Organisation): Promise<SheetSyncStatus | null> {
    if (!hasSheet(organisation)) return null;
    const summary = await this.lists.summary(organisation.id);
    if (!summary || summary.sheetKey !== sheetKey(organisation.conditions.config.googleZipSheet)) return NOT_SYNCED;
    return { zips: summary.zipCount, syncedAt: summary.syncedAt?.toISOString() ?? null, error: summary.lastError };
  }

  private async settingsChanged(organisationId: number, key: string): Promise<boolean> {
    const current = await this.organisations.findById(organisationId);
    return !current || sheetKey(current.conditions.config.googleZipSheet) !== key;
  }

  private async find(id: number): Promise<Organisation> {
    const organisation = Number.isSafeInteger(id) ? await this.organisations.findById(id) : null;
    if (!organisation) throw new OrganisationException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`);
    return organisation;
  }
}
