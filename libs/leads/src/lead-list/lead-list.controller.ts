import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/common';
import type { ListQuery } from '@app/shared';
import { LeadListItemDto, LeadListQueryDto } from './lead-list.dto';
import { LEAD_SORT_FIELDS, LeadSortField } from './lead-list.repository';
import { LeadListService } from './lead-list.service';

@ApiTags('Leads')
@ApiBearerAuth()
@Controller('api/leads')
export class LeadListController {
  constructor(private readonly leads: LeadListService) {}

  @Get()
  @SimpleRestList('leads')
  @ApiOkResponse({ type: [LeadListItemDto], description: 'Eine Seite; die Gesamtzahl steht im Header Content-Range' })
  list(
    @Query() query: LeadListQueryDto,
    @ListQueryParam({ sortFields: LEAD_SORT_FIELDS, defaultSort: { field: 'created', order: 'DESC' }, maxLimit: 500 }) page: ListQuery<LeadSortField>,
  ): Promise<ListPage<LeadListItemDto>> {
    return this.leads.list(query, page);
  }
}
