import type { OrderContactPerson, OrderFields, PublicOrder } from '@app/contract';
import { ApiProperty } from '@nestjs/swagger';
import { CustomerOrder } from '../entities/customer-order.entity';

export class OrderContactDto implements OrderContactPerson {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() phone: string;
  @ApiProperty() mail: string;
}

/** What the public status page shows: the order and the company's contact person. */
export class PublicOrderDto implements PublicOrder {
  @ApiProperty() orderNumber: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() street: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
  @ApiProperty() phone: string;
  @ApiProperty() mail: string;
  @ApiProperty() status: string;
  @ApiProperty() customerStatus: string;
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-14' }) installationPlaningDate: string | null;
  @ApiProperty() note: string;
  @ApiProperty({ type: OrderContactDto }) contact: OrderContactDto;

  static from(order: CustomerOrder): PublicOrderDto {
    return {
      orderNumber: order.orderNumber,
      firstName: order.firstName,
      lastName: order.lastName,
      street: order.street,
      zip: order.zip,
      city: order.city,
      phone: order.phone,
      mail: order.mail,
      status: order.status,
      customerStatus: order.customerStatus,
      progress: order.progress,
      installationPlaningDate: order.installationPlaningDate,
      note: order.note,
      contact: { firstName: order.contactFirstName, lastName: order.contactLastName, phone: order.contactPhone, mail: order.contactMail },
    };
  }
}

/** An order in the back office; `id` is the order number (react-admin needs an `id`). */
export class OrderDto implements OrderFields {
  @ApiProperty() id: string;
  @ApiProperty() orderNumber: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() street: string;
  @ApiProperty() zip: string;
  @ApiProperty() city: string;
  @ApiProperty() phone: string;
  @ApiProperty() mail: string;
  @ApiProperty() status: string;
  @ApiProperty() customerStatus: string;
  @ApiProperty() progress: number;
  @ApiProperty({ type: String, nullable: true, example: '2026-12-14' }) installationPlaningDate: string | null;
  @ApiProperty() note: string;
  @ApiProperty() contactFirstName: string;
  @ApiProperty() contactLastName: string;
  @ApiProperty() contactPhone: string;
  @ApiProperty() contactMail: string;
  @ApiProperty() updatedAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'Wann die Kundendaten nach Art. 17 DSGVO gelöscht wurden; sonst null' })
  pseudonymisedAt: string | null;

  static from(order: CustomerOrder): OrderDto {
    const { id: _id, createdAt: _createdAt, updatedAt, pseudonymisedAt, ...fields } = order;
    return { ...fields, id: order.orderNumber, updatedAt: updatedAt.toISOString(), pseudonymisedAt: pseudonymisedAt?.toISOString() ?? null };
  }
}

export class OrderImportResultDto {
  @ApiProperty() imported: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty({
    type: [String],
    description: 'Auftragsnummern gelöschter Aufträge (Art. 17 DSGVO): Stand und Fortschritt übernommen, die Kundendaten bleiben gelöscht',
  })
  keptErased: string[];
}
