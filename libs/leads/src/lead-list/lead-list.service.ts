import { Injectable } from '@nestjs/common';
import type { ListPage } from '@app/infrastructure';
import { FilterError, isUnset, isValidPhone, ListQuery, normaliseEmail, normalisePhone, parseIdFilter, parseTimeFilter } from '@app/contract';
import { leadContactOf } from '../contact-edit';
import { LeadQualityDto } from '../dto/lead-quality.dto';
import type { LeadQualityStatus } from '../entities/lead.entity';
import { LeadException } from '../leads.exception';
import { LeadListItemDto, LeadListQueryDto } from './lead-list.dto';
import { LeadListFilter, LeadListRepository, LeadListRow, LeadSortField } from './lead-list.repository';

const QUALITY_FILTERS: readonly LeadQualityStatus[] = ['review', 'rejected', 'ok'];

function item(row: LeadListRow): LeadListItemDto {
  return {
    id: row.id,
    lId: row.id,
    created: new Date(row.createdAt).toISOString(),
    realCreated: new Date(row.realCreatedAt).toISOString(),
    qualified: row.qualified,
    qualifiedAt: row.qualifiedAt ? new Date(row.qualifiedAt).toISOString() : null,
    recla: row.supplierReclaimedAt !== null,
    reclamation: row.supplierReclaimedAt ? { reason: row.supplierReclamationReason ?? '', at: new Date(row.supplierReclaimedAt).toISOString() } : null,
    recipients: row.sales.map((sale) => sale.organisationName),
    contact: leadContactOf(row),
    data: row.data,
    leadsource: row.leadsourceName,
    leadsourceSlug: row.leadsourceSlug,
    pipedriveId: row.pipedriveId,
    duplicateOfId: row.duplicateOfId,
    emailConfirmedAt: row.emailConfirmedAt ? new Date(row.emailConfirmedAt).toISOString() : null,
    emailConfirmationRequested: row.emailConfirmationRequested,
    sellingStatistics: row.sales.map((sale) => ({
      id: sale.id,
      dateTime: new Date(sale.soldAt).toISOString(),
      organisation: { id: sale.organisationId, name: sale.organisationName },
      reclamation: sale.reclaimed,
    })),
    quality: LeadQualityDto.of(row),
  };
}

/** A typed phone number as the intake stores it ("0171 123 45" → "+4917112345"), so the same person is found. */
function phoneFilter(value: string | undefined): string | null {
  if (isUnset(value) || !value!.trim()) return null;
  if (!isValidPhone(value!)) throw new FilterError('phone muss eine Telefonnummer sein (mindestens 6 Ziffern, z. B. 0171 1234567)');
  return normalisePhone(value!);
}

/** The lead lists of Einkauf and the lead statistics: filtered, sorted and paged on the server. */
@Injectable()
export class LeadListService {
  constructor(private readonly repository: LeadListRepository) {}

  async list(query: LeadListQueryDto, page: ListQuery<LeadSortField>): Promise<ListPage<LeadListItemDto>> {
    const filter = await this.filter(query);
    const { rows, total } = await this.repository.page(filter, page);
    return { rows: rows.map(item), total, offset: page.offset };
  }

  /** Every lead the filters select, newest first, in batches (for the export). */
  async *batches(query: LeadListQueryDto, batchSize = 1000): AsyncGenerator<LeadListRow[]> {
    const filter = await this.filter(query);
    let after: { createdAt: Date; id: number } | null = null;
    for (;;) {
      const rows = await this.repository.batchAfter(filter, after, batchSize);
      if (rows.length) yield rows;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  private async filter(query: LeadListQueryDto): Promise<LeadListFilter> {
    try {
      const createdFrom = parseTimeFilter(query.startTime, 'start', 'startTime');
      const createdBefore = parseTimeFilter(query.endTime, 'end', 'endTime');
      if (createdFrom && createdBefore && createdFrom >= createdBefore) throw new FilterError('startTime muss vor endTime liegen');
      const zipPrefix = isUnset(query.zipfilter) ? null : query.zipfilter!.trim();
      if (zipPrefix !== null && !/^\d{1,5}$/.test(zipPrefix)) throw new FilterError('zipfilter muss der Anfang einer Postleitzahl sein (1 bis 5 Ziffern)');
      if (!isUnset(query.qualified) && query.qualified !== 'true') throw new FilterError("qualified muss 'true' oder 'false' sein");
      const quality = isUnset(query.quality) ? null : query.quality!.trim();
      if (quality !== null && !QUALITY_FILTERS.includes(quality as LeadQualityStatus)) throw new FilterError("quality muss 'review', 'rejected' oder 'ok' sein");
      return {
        createdFrom,
        createdBefore,
        leadsourceId: await this.leadsource(query.leadsource),
        zipPrefix,
        soldTo: parseIdFilter(query.soldto, 'soldto'),
        firstNamePrefix: isUnset(query.firstname) ? null : query.firstname!.trim() || null,
        lastNamePrefix: isUnset(query.lastname) ? null : query.lastname!.trim() || null,
        qualifiedOnly: query.qualified === 'true',
        quality: quality as LeadQualityStatus | null,
        pipedriveId: isUnset(query.pidfilter) ? null : query.pidfilter!.trim() || null,
        phone: phoneFilter(query.phone),
        email: isUnset(query.email) ? null : normaliseEmail(query.email!) || null,
      };
    } catch (error) {
      if (error instanceof FilterError) throw new LeadException('INVALID_FILTER', error.message);
      throw error;
    }
  }

  /** A lead source by id or slug; an unknown slug is a 404 rather than an empty list that looks like no leads. */
  private async leadsource(value: string | undefined): Promise<number | null> {
    if (isUnset(value)) return null;
    if (/^\d+$/.test(value!)) return parseIdFilter(value, 'leadsource');
    const id = await this.repository.leadsourceIdBySlug(value!);
    if (id === null) throw new LeadException('LEAD_NOT_FOUND', `Leadsource „${value}“ nicht gefunden`);
    return id;
  }
}
