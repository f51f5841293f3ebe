import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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

  findById(id: number): Promise<Organisation | null> {
    return this.organisations.findOneBy({ id });
  }

  save(organisation: Organisation): Promise<Organisation> {
    return this.organisations.save(organisation);
  }

  create(fields: Partial<Organisation>): Organisation {
    return this.organisations.create(fields);
  }
}
