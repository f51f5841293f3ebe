import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Organisation } from './entities/organisation.entity';

@Injectable()
export class OrganisationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get organisations() {
    return this.dataSource.getRepository(Organisation);
  }

  findAll(): Promise<Organisation[]> {
    return this.organisations.find({ order: { id: 'ASC' } });
  }

  /** Changes whenever an organisation is added or saved: for caches built from all of them. */
  async version(): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count, max(updated_at) AS changed FROM organisation`);
    return `${row.count}:${row.changed ? new Date(row.changed).getTime() : 0}`;
  }

  findById(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }

  /** With `manager`: inside that transaction. */
  save(organisation: Organisation, manager?: EntityManager): Promise<Organisation> {
    return (manager ?? this.dataSource.manager).getRepository(Organisation).save(organisation);
  }

  create(fields: Partial<Organisation>): Organisation {
    return this.organisations.create(fields);
  }
}
