import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { SqlStatement, TransactionalRepository } from '@app/infrastructure';
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

  /** SQL, for a statement others assemble, that is true when one of the hashes is on the list. */
  anyOfIn(statement: SqlStatement, hashes: string[]): string {
    if (hashes.length === 0) return 'false';
    return `EXISTS (SELECT 1 FROM do_not_contact WHERE hash IN (${hashes.map((hash) => statement.param(hash, 'varchar')).join(', ')}))`;
  }

  /** Whether one of the hashes is on the list. */
  async anyOf(hashes: string[]): Promise<boolean> {
    return hashes.length > 0 && (await this.entries.existsBy({ hash: In(hashes) }));
  }

  async remove(hashes: string[]): Promise<void> {
    if (hashes.length) await this.entries.delete({ hash: In(hashes) });
  }
}
