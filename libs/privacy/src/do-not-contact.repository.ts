import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { TransactionalRepository } from '@app/infrastructure';
import { DoNotContact } from './entities/do-not-contact.entity';

@Injectable()
export class DoNotContactRepository extends TransactionalRepository {
  private get entries() {
    return this.manager.getRepository(DoNotContact);
  }

  /** Adds the entries; one already on the list stays as it is. Answers how many were new. */
  async add(entries: Omit<DoNotContact, 'createdAt'>[], at: Date): Promise<number> {
    if (entries.length === 0) return 0;
    const result = await this.entries.createQueryBuilder().insert().values(entries.map((entry) => ({ ...entry, createdAt: at }))).orIgnore().returning('hash').execute();
    return Array.isArray(result.raw) ? result.raw.length : 0;
  }

  async anyOf(hashes: string[]): Promise<boolean> {
    if (hashes.length === 0) return false;
    return (await this.entries.countBy({ hash: In(hashes) })) > 0;
  }

  async remove(hashes: string[]): Promise<void> {
    if (hashes.length) await this.entries.delete({ hash: In(hashes) });
  }
}
