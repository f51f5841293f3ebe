import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import type { ListQuery } from '@app/contract';
import type { UserSortField } from './dto/list-users.query';
import { User } from './entities/user.entity';

@Injectable()
export class UserRepository extends TransactionalRepository {
  private get users() {
    return this.manager.getRepository(User);
  }

  async list(query: ListQuery<UserSortField>): Promise<{ rows: User[]; total: number }> {
    const [rows, total] = await this.users.findAndCount({
      // The id last, so equal names or flags page in a stable order.
      order: { [query.sort.field]: query.sort.order, ...(query.sort.field === 'id' ? {} : { id: 'ASC' }) },
      skip: query.offset,
      take: query.limit,
    });
    return { rows, total };
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  save(user: Partial<User>): Promise<User> {
    return this.users.save(this.users.create(user));
  }
}
