import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/common';
import { User } from './entities/user.entity';

@Injectable()
export class UserRepository extends TransactionalRepository {
  private get users() {
    return this.manager.getRepository(User);
  }

  findAll(): Promise<User[]> {
    return this.users.find({ order: { id: 'ASC' } });
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
