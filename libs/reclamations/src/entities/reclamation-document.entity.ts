import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ReclamationRequest } from './reclamation-request.entity';

/** bigint arrives from pg as text; sizes stay far below 2^53. */
const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** A file a buyer (or staff) uploaded to a complaint; its content lives in the FileStorage under `storageKey`. */
@Entity('reclamation_document')
@Index('ix_reclamation_document_request', ['requestId', 'uploadedAt'])
// The retention run deletes documents by age (migration Privacy).
@Index('ix_reclamation_document_uploaded', ['uploadedAt'])
export class ReclamationDocument {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => ReclamationRequest, { nullable: false, onDelete: 'CASCADE' })
  request: ReclamationRequest;

  @Column({ type: 'integer' })
  requestId: number;

  /** The sanitised file name. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size: number;

  /** The type found in the content (never the one the client claimed). */
  @Column({ type: 'varchar', length: 100 })
  mime: string;

  @Column({ type: 'varchar', length: 100 })
  storageKey: string;

  @Column({ type: 'timestamptz' })
  uploadedAt: Date;

  /** Staff member's name; null: the buyer. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  uploadedBy: string | null;
}
