import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '@app/auth';
import { ListPage, ListQueryParam, ParseIdPipe, SimpleRestList } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import { DunningDto } from './dto/dunning.dto';
import { CreateInvoiceDto, InvoiceDto, InvoiceListItemDto, InvoicingRunDto, MissingInvoiceDto, PaidDto } from './dto/invoice.dto';
import { DunningRunDto, DunningRunResultDto, LexofficePaymentsResultDto } from './dto/dunning-run.dto';
import { InvoicingRunResultDto } from './dto/invoicing-run-result.dto';
import { DunningService } from './dunning/dunning.service';
import { InvoiceListService } from './invoice-list.service';
import { InvoiceRunService, InvoicingRunResult } from './invoice-run.service';
import { INVOICE_SORT_FIELDS, InvoiceSortField } from './invoice.repository';
import { InvoicingException } from './invoicing.exception';
import { InvoicingService } from './invoicing.service';
import { LexofficeSyncService } from './lexoffice/lexoffice-sync.service';

type StaffRequest = Request & { user: AuthenticatedUser };

const ORGANISATION = new ParseIdPipe((id) => new InvoicingException('ORGANISATION_NOT_FOUND', `Unternehmen ${id} gibt es nicht.`));
const INVOICE = new ParseIdPipe((id) => new InvoicingException('INVOICE_NOT_FOUND', `Rechnung ${id} gibt es nicht.`));
const DUNNING = new ParseIdPipe((id) => new InvoicingException('DUNNING_NOT_FOUND', `Mahnung ${id} gibt es nicht.`));

/** The Rechnungen and Mahnungen tabs' actions on one organisation (spec section 7). */
@ApiTags('Rechnungen')
@ApiBearerAuth()
// The organisation detail lists the months without an invoice by this schema's name.
@ApiExtraModels(MissingInvoiceDto)
@Controller('api/organisation/:id')
export class OrganisationInvoicesController {
  constructor(
    private readonly invoicing: InvoicingService,
    private readonly dunning: DunningService,
  ) {}

  @Post('invoice')
  @HttpCode(201)
  @ApiOperation({ summary: 'Rechnung für den Monat vor executionDate anlegen (2027-01-01 → Dezember 2026)' })
  @ApiCreatedResponse({ type: InvoiceDto })
  create(@Param('id', ORGANISATION) id: number, @Body() body: CreateInvoiceDto, @Req() request: StaffRequest): Promise<InvoiceDto> {
    return this.invoicing.createByStaff(id, body.executionDate, request.user.name);
  }

  @Put('invoice/:invoiceId/send')
  @ApiOperation({ summary: 'An die E-Mail des Unternehmens senden (PDF im Anhang); ein Entwurf wird dabei festgeschrieben' })
  @ApiOkResponse({ type: InvoiceDto })
  send(@Param('id', ORGANISATION) id: number, @Param('invoiceId', INVOICE) invoiceId: number): Promise<InvoiceDto> {
    return this.invoicing.send(id, invoiceId);
  }

  @Put('invoice/:invoiceId/paid')
  @ApiOkResponse({ type: InvoiceDto })
  paid(@Param('id', ORGANISATION) id: number, @Param('invoiceId', INVOICE) invoiceId: number, @Body() body: PaidDto): Promise<InvoiceDto> {
    return this.invoicing.markPaid(id, invoiceId, body.paidDate);
  }

  @Put('invoice/:invoiceId/void')
  @ApiOperation({ summary: 'Stornieren: ein Entwurf entfällt, eine festgeschriebene Rechnung bekommt eine Stornorechnung' })
  @ApiOkResponse({ type: InvoiceDto })
  void(@Param('id', ORGANISATION) id: number, @Param('invoiceId', INVOICE) invoiceId: number, @Req() request: StaffRequest): Promise<InvoiceDto> {
    return this.invoicing.void(id, invoiceId, request.user.name);
  }

  @Put('dunning/:dunningId/release')
  @ApiOperation({ summary: 'Lieferstopp einer Übergabe an Anwalt oder Creditreform aufheben' })
  @ApiOkResponse({ type: DunningDto })
  release(@Param('id', ORGANISATION) id: number, @Param('dunningId', DUNNING) dunningId: number, @Req() request: StaffRequest): Promise<DunningDto> {
    return this.dunning.release(id, dunningId, request.user.name);
  }
}

const LIST_OPTIONS = { sortFields: INVOICE_SORT_FIELDS, defaultSort: { field: 'creationDate', order: 'DESC' } } as const;

/** All invoices across organisations (the 'Rechnungen' page), and the runs staff may start by hand. */
@ApiTags('Rechnungen')
@ApiBearerAuth()
@Controller('api')
export class InvoicingController {
  constructor(
    private readonly list: InvoiceListService,
    private readonly runs: InvoiceRunService,
    private readonly dunning: DunningService,
    private readonly lexoffice: LexofficeSyncService,
  ) {}

  @Get('invoices')
  @SimpleRestList('invoices')
  @ApiOperation({ summary: 'Alle Rechnungen (range, sort, filter wie ra-data-simple-rest; filter: organisationId, status, kind, year, month, q)' })
  @ApiOkResponse({ type: [InvoiceListItemDto] })
  invoices(@ListQueryParam(LIST_OPTIONS) query: ListQuery<InvoiceSortField>): Promise<ListPage<InvoiceListItemDto>> {
    return this.list.page(query);
  }

  @Post('invoicing/run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rechnungslauf für den Monat vor executionDate (Standard heute); zweimal ausgeführt entsteht nichts doppelt' })
  @ApiOkResponse({ type: InvoicingRunResultDto })
  run(@Body() body: InvoicingRunDto): Promise<InvoicingRunResult> {
    return this.runs.run(body.executionDate);
  }

  @Post('dunning/run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mahnlauf für heute (oder day): jede überfällige Rechnung höchstens eine Stufe weiter' })
  @ApiOkResponse({ type: DunningRunResultDto })
  dunningRun(@Body() body: DunningRunDto): Promise<DunningRunResultDto> {
    return this.dunning.runDay(body.day);
  }

  @Post('invoicing/lexoffice/payments')
  @HttpCode(200)
  @ApiOperation({ summary: 'Zahlungen aus Lexware Office jetzt abgleichen (sonst täglich um 5 Uhr); nur mit LEXOFFICE_API_KEY' })
  @ApiOkResponse({ type: LexofficePaymentsResultDto })
  syncPayments(): Promise<LexofficePaymentsResultDto> {
    return this.lexoffice.syncNow();
  }
}
