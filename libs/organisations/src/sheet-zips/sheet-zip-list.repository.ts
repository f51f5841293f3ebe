import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { SheetZipList } from './sheet-zip-list.entity';

/** What the organisation screen shows about a list, without loading its postal codes. */
export interface SheetZipListSummary {
  sheetKey: string;
  zipCount: number;
  syncedAt: Date | null;
  lastError: string | null;
}

/** `revision` goes up only when the list's content (its sheet or its postal codes) changes. */
const REVISION_ON_CHANGE = `sheet_zip_list.revision + CASE WHEN sheet_zip_list.sheet_key IS DISTINCT FROM EXCLUDED.sheet_key OR sheet_zip_list.zips IS DISTINCT FROM EXCLUDED.zips THEN 1 ELSE 0 END`;

@Injectable()
export class SheetZipListRepository extends TransactionalRepository {
  /** Every stored list with its postal codes (for building the matching's coverage). */
  findAll(): Promise<SheetZipList[]> {
    return this.manager.getRepository(SheetZipList).find();
  }

  async summary(organisationId: number): Promise<SheetZipListSummary | null> {
    const [row] = await this.manager.query(
      `SELECT sheet_key, cardinality(zips) AS zip_count, synced_at, last_error FROM sheet_zip_list WHERE organisation_id = $1`,
      [organisationId],
    );
    return row ? { sheetKey: row.sheet_key, zipCount: Number(row.zip_count), syncedAt: row.synced_at ? new Date(row.synced_at) : null, lastError: row.last_error } : null;
  }

  /** Changes whenever a list's content changes: for caches built from all of them. */
  async version(): Promise<string> {
    const [row] = await this.manager.query(`SELECT count(*)::int AS count, coalesce(sum(revision), 0)::bigint AS revisions FROM sheet_zip_list`);
    return `${row.count}:${row.revisions}`;
  }

  /** A successful read replaces the list and clears the error. */
  async saveSuccess(organisationId: number, sheetKey: string, zips: string[], at: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO sheet_zip_list (organisation_id, sheet_key, zips, synced_at, checked_at, last_error, revision)
       VALUES ($1, $2, $3, $4, $4, NULL, 1)
       ON CONFLICT (organisation_id) DO UPDATE SET
         revision = ${REVISION_ON_CHANGE},
         sheet_key = EXCLUDED.sheet_key, zips = EXCLUDED.zips, synced_at = EXCLUDED.synced_at,
         checked_at = EXCLUDED.checked_at, last_error = NULL`,
      [organisationId, sheetKey, zips, at],
    );
  }

  /**
   * A failed read records the reason. The last good list stays when it was read for the same sheet (a
   * sheet briefly unreachable must not cut a buyer off); a list of other sheet settings is dropped.
   */
  async saveFailure(organisationId: number, sheetKey: string, error: string, at: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO sheet_zip_list (organisation_id, sheet_key, zips, synced_at, checked_at, last_error, revision)
       VALUES ($1, $2, '{}', NULL, $3, $4, 1)
       ON CONFLICT (organisation_id) DO UPDATE SET
         revision = sheet_zip_list.revision + CASE WHEN sheet_zip_list.sheet_key = EXCLUDED.sheet_key THEN 0 ELSE 1 END,
         zips = CASE WHEN sheet_zip_list.sheet_key = EXCLUDED.sheet_key THEN sheet_zip_list.zips ELSE EXCLUDED.zips END,
         synced_at = CASE WHEN sheet_zip_list.sheet_key = EXCLUDED.sheet_key THEN sheet_zip_list.synced_at ELSE NULL END,
         sheet_key = EXCLUDED.sheet_key, checked_at = EXCLUDED.checked_at, last_error = EXCLUDED.last_error`,
      [organisationId, sheetKey, at, error],
    );
  }

  /**
   * Organisations (not deleted) with a sheet whose last check is older than `checkedBefore` or that
   * were never checked, longest waiting first. Few organisations have a sheet, so a scan is fine.
   */
  async dueForRefresh(checkedBefore: Date, limit: number): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query(
      `SELECT o.id FROM organisation o
       LEFT JOIN sheet_zip_list l ON l.organisation_id = o.id
       WHERE NOT o.deleted
         AND btrim(coalesce(o.conditions #>> '{config,googleZipSheet,sheetId}', '')) <> ''
         AND (l.checked_at IS NULL OR l.checked_at < $1)
       ORDER BY l.checked_at ASC NULLS FIRST, o.id ASC
       LIMIT $2`,
      [checkedBefore, limit],
    );
    return rows.map((row) => row.id);
  }
}
