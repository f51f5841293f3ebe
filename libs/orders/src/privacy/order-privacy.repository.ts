import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { ORDER_PERSONAL_FIELDS } from '@app/contract';
import { CustomerOrder } from '../entities/customer-order.entity';

/** A customer as data-protection requests name them: e-mail lower-case, phone normalised as a lead's (+49…). */
export interface OrderPerson {
  email?: string | null;
  phone?: string | null;
}

/** What pseudonymisation writes over an order: the number, postcode, status and progress stay. */
export type OrderPseudonym = Pick<CustomerOrder, (typeof ORDER_PERSONAL_FIELDS)[number] | 'pseudonymisedAt'>;

/** The person-related reads and writes of table `customer_order`. */
@Injectable()
export class OrderPrivacyRepository extends TransactionalRepository {
  private get orders() {
    return this.manager.getRepository(CustomerOrder);
  }

  /**
   * Orders of the customer by e-mail (ix_customer_order_mail; stored lower-case) or phone: orders keep the
   * phone as imported, so it is compared through normalised_phone(), the SQL twin of normalisePhone whose
   * expression index ix_customer_order_phone_normalised answers it.
   */
  findByPerson(person: OrderPerson): Promise<CustomerOrder[]> {
    const conditions: string[] = [];
    if (person.email) conditions.push('o.mail = :email');
    if (person.phone) conditions.push('normalised_phone(o.phone) = :phone');
    if (conditions.length === 0) return Promise.resolve([]);
    return this.orders
      .createQueryBuilder('o')
      .where(`(${conditions.join(' OR ')})`, { email: person.email, phone: person.phone })
      .orderBy('o.id', 'ASC')
      .getMany();
  }

  /** Every e-mail and phone (normalised) of an order not yet pseudonymised, once each. */
  async contacts(): Promise<OrderPerson[]> {
    return this.manager.query(`SELECT DISTINCT "mail" AS "email", normalised_phone("phone") AS "phone" FROM "customer_order" WHERE "pseudonymised_at" IS NULL`);
  }

  lockMany(ids: number[]): Promise<CustomerOrder[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.orders.createQueryBuilder('o').setLock('pessimistic_write').where('o.id IN (:...ids)', { ids }).orderBy('o.id').getMany();
  }

  async pseudonymise(id: number, pseudonym: OrderPseudonym): Promise<void> {
    await this.orders.update({ id }, pseudonym);
  }
}
