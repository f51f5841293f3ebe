import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { OrganisationLeadRefDto } from '@app/organisations';

const CONTACT = `l.salutation, l.first_name, l.last_name, l.phone, l.email, l.street, l.zip, l.city`;

interface LeadRow {
  r_id: number;
  id: number;
  salutation: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  street: string;
  zip: string;
  city: string;
}

const toRef = (row: LeadRow): OrganisationLeadRefDto => ({
  rId: Number(row.r_id),
  id: Number(row.id),
  contact: { salutation: row.salutation, firstName: row.first_name, lastName: row.last_name, phone: row.phone, email: row.email, street: row.street, zip: row.zip, city: row.city },
});

/** The organisation detail's lead lists, each bounded (the detail opens often and must stay fast). */
@Injectable()
export class OrganisationLeadsRepository extends TransactionalRepository {
  /** Its sales in [start, end), newest first (index ix_sale_organisation_sold_at). */
  async sold(organisationId: number, start: Date, end: Date, limit: number): Promise<OrganisationLeadRefDto[]> {
    const rows: LeadRow[] = await this.manager.query(
      `SELECT s.id AS r_id, l.id, ${CONTACT}
         FROM sale s JOIN lead l ON l.id = s.lead_id
        WHERE s.organisation_id = $1 AND s.sold_at >= $2 AND s.sold_at < $3
        ORDER BY s.sold_at DESC, s.id DESC
        LIMIT $4`,
      [organisationId, start, end, limit],
    );
    return rows.map(toRef);
  }

  /** The postal codes of the unqualified leads since `since` (a few thousand at most: the coverage is checked per code, not per lead). */
  async unqualifiedZips(since: Date): Promise<string[]> {
    const rows: { zip: string }[] = await this.manager.query(
      `SELECT DISTINCT zip FROM lead WHERE NOT qualified AND created_at >= $1 AND pseudonymised_at IS NULL AND duplicate_of_id IS NULL`,
      [since],
    );
    return rows.map((row) => row.zip);
  }

  /** Unqualified leads since `since` in these postal codes that the organisation did not buy, newest first. */
  async unqualifiedIn(organisationId: number, zips: string[], since: Date, limit: number): Promise<OrganisationLeadRefDto[]> {
    if (!zips.length) return [];
    const rows: LeadRow[] = await this.manager.query(
      `SELECT l.id AS r_id, l.id, ${CONTACT}
         FROM lead l
        WHERE NOT l.qualified AND l.created_at >= $1 AND l.pseudonymised_at IS NULL AND l.duplicate_of_id IS NULL AND l.zip = ANY($2)
          AND NOT EXISTS (SELECT 1 FROM sale s WHERE s.organisation_id = $3 AND s.lead_id = l.id)
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT $4`,
      [since, zips, organisationId, limit],
    );
    return rows.map(toRef);
  }
}
