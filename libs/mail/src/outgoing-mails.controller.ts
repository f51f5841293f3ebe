import { BadRequestException, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListPage, ListQueryParam, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { MAIL_STATUSES, MailStatus } from './entities/outgoing-mail.entity';
import { OutboxStatusDto, OutgoingMailDetailDto, OutgoingMailDto, SendHeldResultDto } from './dto/outgoing-mail.dto';
import { MailDetail, MailService, MailSummary } from './mail.service';
import { MAIL_SORT_FIELDS, MailFilter, MailSortField } from './outgoing-mail.repository';

const LIST_OPTIONS = { sortFields: MAIL_SORT_FIELDS, defaultSort: { field: 'createdAt', order: 'DESC' } } as const;

/** The filter of the Postausgang list: status, kind and a search text for the recipient. */
function mailFilter(filter: Record<string, unknown>): MailFilter {
  const text = (name: string): string | undefined => {
    const value = filter[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new BadRequestException({ statusCode: 400, error: `filter.${name} muss ein Text sein` });
    return value.trim() || undefined;
  };
  const status = text('status');
  if (status !== undefined && !MAIL_STATUSES.includes(status as MailStatus)) {
    throw new BadRequestException({ statusCode: 400, error: `filter.status muss einer von ${MAIL_STATUSES.join(', ')} sein` });
  }
  return { status: status as MailStatus | undefined, kind: text('kind'), q: text('q') };
}

/** The Postausgang: every mail the product wrote, held ones sendable once SMTP_URL is set. */
@ApiTags('Postausgang')
@ApiBearerAuth()
@Controller('api/outgoing-mails')
export class OutgoingMailsController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @SimpleRestList('outgoing-mails')
  @ApiOperation({ summary: 'Mails auflisten (range, sort, filter wie ra-data-simple-rest; Gesamtzahl in Content-Range)' })
  @ApiOkResponse({ type: [OutgoingMailDto] })
  list(@ListQueryParam(LIST_OPTIONS) query: ListQuery<MailSortField>): Promise<ListPage<MailSummary>> {
    return this.mail.list(query, mailFilter(query.filter));
  }

  @Get('status')
  @ApiOperation({ summary: 'Ob ein SMTP-Server eingerichtet ist und wie viele Mails gehalten sind' })
  @ApiOkResponse({ type: OutboxStatusDto })
  status(): Promise<{ smtpConfigured: boolean; held: number }> {
    return this.mail.status();
  }

  @Post('send-held')
  @HttpCode(200)
  @ApiOperation({ summary: 'Alle gehaltenen Mails senden' })
  @ApiOkResponse({ type: SendHeldResultDto })
  sendHeld(): Promise<{ queued: number }> {
    return this.mail.sendHeld();
  }

  @Get(':id')
  @ApiOperation({ summary: 'Eine Mail mit Inhalt (html, text)' })
  @ApiOkResponse({ type: OutgoingMailDetailDto })
  findOne(@Param('id') id: string): Promise<MailDetail> {
    return this.mail.findOne(id);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Eine gehaltene oder fehlgeschlagene Mail erneut senden' })
  @ApiOkResponse({ type: OutgoingMailDto })
  resend(@Param('id') id: string): Promise<MailSummary> {
    return this.mail.resend(id);
  }
}
