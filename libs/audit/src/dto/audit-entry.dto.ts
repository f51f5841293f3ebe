import { ApiProperty } from '@nestjs/swagger';
import type { AuditEntry } from '../entities/audit-entry.entity';

export class AuditChangesDto {
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Felder vorher (personenbezogene Werte maskiert)' })
  before: Record<string, unknown> | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Felder nachher (personenbezogene Werte maskiert)' })
  after: Record<string, unknown> | null;
}

/** One row of the audit trail as GET /api/audit answers it. */
export class AuditEntryDto {
  @ApiProperty({ description: 'Laufende Nummer des Eintrags' }) id: number;
  @ApiProperty({ description: 'Zeitpunkt (ISO 8601)' }) at: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Mitarbeiter; null: das System (Jobs) oder unbekannt' }) userId: number | null;
  @ApiProperty({ nullable: true, type: String }) userEmail: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Rolle zum Zeitpunkt: admin, sales, accounting' }) role: string | null;
  @ApiProperty({ nullable: true, type: String }) ip: string | null;
  @ApiProperty({ description: 'z. B. create, update, delete, view, export, download, sell, reclaim, send, paid, void, run, login' }) action: string;
  @ApiProperty({ description: 'z. B. lead, organisation, leadsource, invoice, settings, user' }) entityType: string;
  @ApiProperty({ nullable: true, type: String }) entityId: string | null;
  @ApiProperty({ type: AuditChangesDto, nullable: true }) changes: AuditChangesDto | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Weitere Angaben: Route, gesendete Felder, Filter eines Exports' })
  details: Record<string, unknown> | null;
  @ApiProperty({ nullable: true, type: String, description: 'Hash des vorigen Eintrags der Kette; null für Sekundenbruchteile nach dem Schreiben, bis der Eintrag verkettet ist' })
  prevHash: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'sha256(prevHash + kanonisches JSON des Eintrags); null, bis der Eintrag verkettet ist' })
  hash: string | null;

  static from(entry: AuditEntry): AuditEntryDto {
    return {
      id: Number(entry.id),
      at: entry.at.toISOString(),
      userId: entry.userId,
      userEmail: entry.userEmail,
      role: entry.role,
      ip: entry.ip,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: entry.changes,
      details: entry.details,
      prevHash: entry.prevHash,
      hash: entry.hash,
    };
  }
}
