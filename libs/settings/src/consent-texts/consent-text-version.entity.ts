import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentTextKind } from '@app/contract';

/**
 * One published version of a text people consent under (the funnel's consent line, a supplier's
 * consent text) or of a legal page. Rows are never changed except that a successor closes `validTo`;
 * a lead points to the version it was given under, so what a person agreed to can be shown years later.
 */
@Entity('consent_text_version')
@Index('ix_consent_text_version_kind_valid_from', ['kind', 'validFrom'])
// At most one current version per kind; supplier texts are versions by their hash and never closed.
@Index('uq_consent_text_version_current', ['kind'], { unique: true, where: `"valid_to" IS NULL AND "kind" <> 'supplier-consent'` })
@Index('uq_consent_text_version_supplier_hash', ['hash'], { unique: true, where: `"kind" = 'supplier-consent'` })
export class ConsentTextVersion {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column({ type: 'varchar', length: 30 })
  kind: ConsentTextKind;

  /** Canonical form (consentTextHash): the hash is over exactly this text. */
  @Column({ type: 'text' })
  text: string;

  /** SHA-256 of `text`, lower-case hex. */
  @Column({ type: 'varchar', length: 64 })
  hash: string;

  @Column({ type: 'timestamptz' })
  validFrom: Date;

  /** null while it is the current version. */
  @Column({ type: 'timestamptz', nullable: true })
  validTo: Date | null;
}
