import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { Organisation } from './entities/organisation.entity';

@Injectable()
export class OrganisationRepository extends TransactionalRepository {
  private get organisations() {
    return this.manager.getRepository(Organisation);
  }

  findAll(): Promise<Organisation[]> {
    return this.organisations.find({ order: { id: 'ASC' } });
  }

  /** Changes whenever an organisation is added or saved: for caches built from all of them. */
  async version(): Promise<string> {
    const [row] = await this.manager.query(`SELECT count(*)::int AS count, max(updated_at) AS changed FROM organisation`);
    return `${row.count}:${row.changed ? new Date(row.changed).getTime() : 0}`;
  }

  findById(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }

  save(organisation: Organisation): Promise<Organisation> {
    return this.manager.getRepository(Organisation).save(organisation);
  }

  /** Also moves updated_at, so caches of the buyers (the matching's) see the change. */
  async setDunningHold(id: number, reason: string | null): Promise<void> {
    await this.organisations.update({ id }, { dunningHold: reason });
  }

  create(fields: Partial<Organisation>): Organisation {
    return this.organisations.create(fields);
  }
}
