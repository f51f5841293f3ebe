import { Injectable } from '@nestjs/common';
import { Propagation, Transactional } from '@app/infrastructure';
import { CustomerOrder } from '../entities/customer-order.entity';
import { OrderPerson, OrderPrivacyRepository, OrderPseudonym } from './order-privacy.repository';

export type { OrderPerson, OrderPseudonym };

/** Orders as data-protection requests see them; the rules of what is removed live in libs/privacy. */
@Injectable()
export class OrderPrivacyService {
  constructor(private readonly orders: OrderPrivacyRepository) {}

  findByPerson(person: OrderPerson): Promise<CustomerOrder[]> {
    return this.orders.findByPerson(person);
  }

  contacts(): Promise<OrderPerson[]> {
    return this.orders.contacts();
  }

  @Transactional(Propagation.Mandatory)
  lockMany(ids: number[]): Promise<CustomerOrder[]> {
    return this.orders.lockMany(ids);
  }

  @Transactional(Propagation.Mandatory)
  pseudonymise(id: number, pseudonym: OrderPseudonym): Promise<void> {
    return this.orders.pseudonymise(id, pseudonym);
  }
}
