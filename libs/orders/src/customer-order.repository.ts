import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { ORDER_PERSONAL_FIELDS } from '@app/contract';
import type { OrderListQuery } from './dto/list-orders.query.dto';
import { CustomerOrder } from './entities/customer-order.entity';

export type OrderFields = Omit<CustomerOrder, 'id' | 'createdAt' | 'updatedAt' | 'pseudonymisedAt'>;

/** What a save changes: the names may be left out for an existing order (kept as they are). */
export type OrderChange = Omit<OrderFields, 'firstName' | 'lastName'> & Partial<Pick<OrderFields, 'firstName' | 'lastName'>>;

/** The fields to write: without those left out, and for an erased order without the customer's. */
function changedFields(fields: OrderChange, keptErased: boolean): Partial<OrderFields> {
  const change: Partial<OrderFields> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (keptErased) for (const field of ORDER_PERSONAL_FIELDS) delete change[field];
  return change;
}

@Injectable()
export class CustomerOrderRepository extends TransactionalRepository {
  private get orders() {
    return this.manager.getRepository(CustomerOrder);
  }

  findByNumber(orderNumber: string): Promise<CustomerOrder | null> {
    return this.orders.findOneBy({ orderNumber });
  }

  /** The status page's lookup: all three must match; the last name ignores case and outer spaces. */
  findForCustomer(orderNumber: string, zip: string, lastName: string): Promise<CustomerOrder | null> {
    return this.orders
      .createQueryBuilder('o')
      .where('o.orderNumber = :orderNumber', { orderNumber })
      .andWhere('o.zip = :zip', { zip })
      .andWhere('lower(trim(o.lastName)) = lower(trim(:lastName))', { lastName })
      .getOne();
  }

  async list(query: OrderListQuery): Promise<{ rows: CustomerOrder[]; total: number }> {
    const builder = this.orders.createQueryBuilder('o');
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&').toLowerCase()}%`;
      builder.where(
        "(lower(o.orderNumber) LIKE :pattern OR lower(o.firstName) LIKE :pattern OR lower(o.lastName) LIKE :pattern OR lower(o.firstName || ' ' || o.lastName) LIKE :pattern)",
        { pattern },
      );
    }
    if (query.orderNumbers) {
      // An empty list matches nothing, as asked; `IN ()` would be a syntax error.
      if (query.orderNumbers.length === 0) return { rows: [], total: 0 };
      builder.andWhere('o.orderNumber IN (:...orderNumbers)', { orderNumbers: query.orderNumbers });
    }
    const [rows, total] = await builder
      .orderBy(`o.${query.sort.field}`, query.sort.order)
      .addOrderBy('o.id', 'ASC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  /**
   * Creates or updates the order of `fields.orderNumber`. An order erased under Art. 17 DSGVO keeps its
   * pseudonym: only its progress, dates and status follow (`keptErased`), so an import of an older file
   * or a system that still has the person does not bring the person back.
   */
  async upsert(fields: OrderChange): Promise<{ order: CustomerOrder; created: boolean; keptErased: boolean }> {
    const repository = this.manager.getRepository(CustomerOrder);
    const existing = await repository.findOneBy({ orderNumber: fields.orderNumber });
    const keptErased = Boolean(existing?.pseudonymisedAt);
    const order = await repository.save(repository.merge(existing ?? repository.create(), changedFields(fields, keptErased)));
    return { order, created: !existing, keptErased };
  }
}
