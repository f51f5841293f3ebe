import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { byIp, CsvFormatError, CsvRow, RateLimitPolicy, readCsv, Transactional } from '@app/infrastructure';
import { CONTACT_MESSAGES, normaliseZip } from '@app/contract';
import { CustomerOrderRepository, OrderChange } from './customer-order.repository';
import type { OrderListQuery } from './dto/list-orders.query.dto';
import { UpsertOrderDto } from './dto/upsert-order.dto';
import { CustomerOrder } from './entities/customer-order.entity';
import { NO_ORDER_FOUND, OrdersException } from './orders.exception';

/** The public status lookup per IP address: enough for a customer who mistypes a few times; far too few to try order numbers. */
export const ORDER_LOOKUP_LIMIT: RateLimitPolicy = {
  name: 'order-lookup',
  limit: 10,
  windowMs: 15 * 60_000,
  key: byIp,
  message: 'Zu viele Abfragen. Bitte in einigen Minuten erneut versuchen.',
  code: 'TOO_MANY_LOOKUPS',
};
export const ORDER_IMPORT_COLUMNS = [
  'orderNumber',
  'firstName',
  'lastName',
  'street',
  'zip',
  'city',
  'phone',
  'mail',
  'status',
  'customerStatus',
  'progress',
  'installationPlaningDate',
  'note',
  'contactFirstName',
  'contactLastName',
  'contactPhone',
  'contactMail',
] as const;
const REQUIRED_COLUMNS = ['orderNumber', 'firstName', 'lastName', 'zip'];
const MAX_IMPORT_ROWS = 10_000;
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._\-/ ]{0,49}$/;

/** An import's answer; `keptErased`: orders erased under Art. 17 DSGVO, updated without their customer's data. */
export interface OrderImportResult {
  imported: number;
  created: number;
  updated: number;
  keptErased: string[];
}

export interface ImportRowError {
  row: number;
  errors: Record<string, string>;
}

@Injectable()
export class OrdersService {
  constructor(private readonly orders: CustomerOrderRepository) {}

  /** The public status lookup (throttled per IP address on its route, ORDER_LOOKUP_LIMIT). */
  async lookup(orderNumber?: string, zip?: string, lastName?: string): Promise<CustomerOrder> {
    if (!orderNumber?.trim() || !zip?.trim() || !lastName?.trim()) {
      throw new OrdersException('LOOKUP_INCOMPLETE', 'Bitte Auftragsnummer, Nachname und Postleitzahl angeben.');
    }
    const normalisedZip = normaliseZip(zip);
    const order = normalisedZip ? await this.orders.findForCustomer(orderNumber.trim(), normalisedZip, lastName) : null;
    if (!order) throw new OrdersException('ORDER_NOT_FOUND', NO_ORDER_FOUND);
    return order;
  }

  list(query: OrderListQuery) {
    return this.orders.list(query);
  }

  async get(orderNumber: string): Promise<CustomerOrder> {
    const order = await this.orders.findByNumber(orderNumber);
    if (!order) throw new OrdersException('ORDER_NOT_FOUND', `Auftrag ${orderNumber} gibt es nicht.`);
    return order;
  }

  async upsert(orderNumber: string, dto: UpsertOrderDto): Promise<CustomerOrder> {
    const number = orderNumber.trim();
    if (!ORDER_NUMBER.test(number)) {
      throw new OrdersException('INVALID_ORDER', 'Ungültige Auftragsnummer (Buchstaben, Ziffern, . _ - / bis 50 Zeichen)', {
        fields: { orderNumber: 'Ungültige Auftragsnummer' },
      });
    }
    if (dto.firstName === undefined || dto.lastName === undefined) {
      // Only a change of an existing order may leave the names out (an erased order's form sends none).
      if (!(await this.orders.findByNumber(number))) {
        const fields = { ...(dto.firstName === undefined && { firstName: CONTACT_MESSAGES.firstName }), ...(dto.lastName === undefined && { lastName: CONTACT_MESSAGES.lastName }) };
        throw new OrdersException('INVALID_ORDER', `Bitte Eingaben prüfen: ${Object.values(fields).join('; ')}`, { fields });
      }
    }
    return (await this.orders.upsert(toFields(number, dto))).order;
  }

  /** All rows or none: one bad row stops the import and every bad row is reported. */
  async import(csv: string): Promise<OrderImportResult> {
    const [header, ...rows] = readOrderCsv(csv ?? '');
    if (!header) throw new OrdersException('IMPORT_REJECTED', 'Die Datei ist leer. Erwartet wird eine Kopfzeile und je Auftrag eine Zeile.');
    const columns = header.cells.map((name) => name.trim());
    const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
    const unknown = columns.filter((name) => !(ORDER_IMPORT_COLUMNS as readonly string[]).includes(name));
    if (missing.length || unknown.length) {
      const parts = [missing.length ? `fehlende Spalten: ${missing.join(', ')}` : '', unknown.length ? `unbekannte Spalten: ${unknown.join(', ')}` : ''];
      throw new OrdersException('IMPORT_REJECTED', `Kopfzeile ungültig (${parts.filter(Boolean).join('; ')}). Erlaubt: ${ORDER_IMPORT_COLUMNS.join(';')}`);
    }
    if (rows.length === 0) throw new OrdersException('IMPORT_REJECTED', 'Die Datei enthält keine Aufträge.');
    if (rows.length > MAX_IMPORT_ROWS) throw new OrdersException('IMPORT_REJECTED', `Höchstens ${MAX_IMPORT_ROWS} Aufträge je Datei.`);

    const errors: ImportRowError[] = [];
    const valid: OrderChange[] = [];
    const seen = new Map<string, number>();
    rows.forEach(({ row, cells }) => {
      const raw = Object.fromEntries(columns.map((name, column) => [name, cells[column] ?? '']));
      const { orderNumber, ...rest } = raw;
      const dto = plainToInstance(UpsertOrderDto, rest);
      const rowErrors = germanErrors(validateSync(dto, { forbidUnknownValues: false }));
      const number = orderNumber.trim();
      if (!ORDER_NUMBER.test(number)) rowErrors.orderNumber = 'Ungültige Auftragsnummer';
      else if (seen.has(number)) rowErrors.orderNumber = `Auftragsnummer kommt schon in Zeile ${seen.get(number)} vor`;
      seen.set(number, seen.get(number) ?? row);
      if (Object.keys(rowErrors).length) errors.push({ row, errors: rowErrors });
      else valid.push(toFields(number, dto));
    });
    if (errors.length) {
      throw new OrdersException(
        'IMPORT_REJECTED',
        `Import abgebrochen: ${errors.length === 1 ? '1 Zeile ist' : `${errors.length} Zeilen sind`} fehlerhaft. Es wurde nichts importiert.`,
        { extra: { rows: errors } },
      );
    }
    return this.saveAll(valid);
  }

  /** All rows or none. */
  @Transactional()
  private async saveAll(valid: OrderChange[]): Promise<OrderImportResult> {
    let created = 0;
    const keptErased: string[] = [];
    for (const fields of valid) {
      const saved = await this.orders.upsert(fields);
      if (saved.created) created++;
      if (saved.keptErased) keptErased.push(fields.orderNumber);
    }
    return { imported: valid.length, created, updated: valid.length - created, keptErased };
  }
}

function readOrderCsv(csv: string): CsvRow[] {
  try {
    return readCsv(csv, { separator: 'auto' });
  } catch (error) {
    if (error instanceof CsvFormatError) throw new OrdersException('IMPORT_REJECTED', `${error.message} Es wurde nichts importiert.`);
    throw error;
  }
}

function toFields(orderNumber: string, dto: UpsertOrderDto): OrderChange {
  return {
    orderNumber,
    firstName: dto.firstName,
    lastName: dto.lastName,
    street: dto.street ?? '',
    zip: dto.zip,
    city: dto.city ?? '',
    phone: dto.phone ?? '',
    mail: dto.mail?.toLowerCase() ?? '',
    status: dto.status ?? '',
    customerStatus: dto.customerStatus ?? '',
    progress: dto.progress,
    installationPlaningDate: dto.installationPlaningDate,
    note: dto.note ?? '',
    contactFirstName: dto.contactFirstName ?? '',
    contactLastName: dto.contactLastName ?? '',
    contactPhone: dto.contactPhone ?? '',
    contactMail: dto.contactMail?.toLowerCase() ?? '',
  };
}

function germanErrors(errors: ValidationError[]): Record<string, string> {
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})[0] ?? 'ungültig']));
}
