import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import type { ReclamationStatus } from '../decision-rules';
import { ReclamationDocument } from '../entities/reclamation-document.entity';
import { ReclamationRequest } from '../entities/reclamation-request.entity';
import { ReclamationStatusChange } from '../entities/reclamation-status-change.entity';

/** A complaint about a sale of one of the person's leads, with what it says and holds. */
export interface ComplaintOfPerson {
  id: number;
  leadId: number;
  saleId: number;
  organisationId: number;
  organisationName: string;
  status: ReclamationStatus;
  request: string;
  answer: string | null;
  createdAt: Date;
  updatedAt: Date;
  documents: { id: string; name: string; mime: string; size: number; uploadedAt: Date }[];
  history: { at: Date; status: ReclamationStatus; note: string | null; userName: string | null }[];
}

/** The person-related reads and writes of the complaint tables. */
@Injectable()
export class ComplaintPrivacyRepository extends TransactionalRepository {
  /** The complaints about the leads (ix_reclamation_request_lead), oldest first. */
  async ofLeads(leadIds: number[]): Promise<ComplaintOfPerson[]> {
    if (leadIds.length === 0) return [];
    const rows: Omit<ComplaintOfPerson, 'documents' | 'history'>[] = await this.manager.query(
      `SELECT r.id, r.lead_id AS "leadId", r.sale_id AS "saleId", r.organisation_id AS "organisationId", o.name AS "organisationName",
              r.status, r.request, r.answer, r.created_at AS "createdAt", r.updated_at AS "updatedAt"
         FROM reclamation_request r JOIN organisation o ON o.id = r.organisation_id
        WHERE r.lead_id = ANY($1)
        ORDER BY r.id`,
      [leadIds],
    );
    const ids = rows.map((row) => Number(row.id));
    const [documents, changes] = ids.length
      ? await Promise.all([
          this.manager.getRepository(ReclamationDocument).find({ where: { requestId: In(ids) }, order: { uploadedAt: 'ASC', name: 'ASC' } }),
          this.manager.getRepository(ReclamationStatusChange).find({ where: { requestId: In(ids) }, order: { at: 'ASC', id: 'ASC' } }),
        ])
      : [[], []];
    return rows.map((row) => {
      const id = Number(row.id);
      return {
        ...row,
        id,
        leadId: Number(row.leadId),
        saleId: Number(row.saleId),
        organisationId: Number(row.organisationId),
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
        documents: documents.filter((document) => document.requestId === id).map(({ id: documentId, name, mime, size, uploadedAt }) => ({ id: documentId, name, mime, size, uploadedAt })),
        history: changes.filter((change) => change.requestId === id).map(({ at, status, note, userName }) => ({ at, status, note, userName })),
      };
    });
  }

  /** Holds the complaints about the leads until the transaction ends (a decision waits, or is waited for). */
  lockOfLeads(leadIds: number[]): Promise<ReclamationRequest[]> {
    if (leadIds.length === 0) return Promise.resolve([]);
    return this.manager
      .getRepository(ReclamationRequest)
      .createQueryBuilder('r')
      .setLock('pessimistic_write')
      .where('r.leadId IN (:...leadIds)', { leadIds })
      .orderBy('r.id')
      .getMany();
  }

  /** Replaces the free texts of the complaints (the buyer's reason, the answer, the notes of each status) by `erased`. */
  async replaceTexts(requestIds: number[], erased: string): Promise<void> {
    if (requestIds.length === 0) return;
    await this.manager.query(
      `UPDATE reclamation_request SET request = CASE WHEN request = '' THEN '' ELSE $2 END, answer = CASE WHEN answer IS NULL THEN NULL ELSE $2 END WHERE id = ANY($1)`,
      [requestIds, erased],
    );
    await this.manager.query(`UPDATE reclamation_status_change SET note = $2 WHERE request_id = ANY($1) AND note IS NOT NULL`, [requestIds, erased]);
  }

  /** Deletes the document rows of the complaints; answers their storage keys (the files go after the commit). */
  async deleteDocumentsOf(requestIds: number[]): Promise<string[]> {
    if (requestIds.length === 0) return [];
    // A DELETE answers [rows, count] through the query runner.
    const [rows]: [{ storage_key: string }[], number] = await this.manager.query(`DELETE FROM reclamation_document WHERE request_id = ANY($1) RETURNING storage_key`, [requestIds]);
    return rows.map((row) => row.storage_key);
  }

  /** Deletes up to `limit` documents uploaded before `before` (ix_reclamation_document_uploaded); answers their storage keys. */
  async deleteDocumentsUploadedBefore(before: Date, limit: number): Promise<string[]> {
    const [rows]: [{ storage_key: string }[], number] = await this.manager.query(
      `DELETE FROM reclamation_document WHERE id IN (SELECT id FROM reclamation_document WHERE uploaded_at < $1 ORDER BY uploaded_at LIMIT $2) RETURNING storage_key`,
      [before, limit],
    );
    return rows.map((row) => row.storage_key);
  }
}
