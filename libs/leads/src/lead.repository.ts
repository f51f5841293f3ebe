import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Lead } from './entities/lead.entity';

@Injectable()
export class LeadRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(id: number): Promise<Lead | null> {
    return this.dataSource.getRepository(Lead).findOneBy({ id });
  }

  findWithSource(id: number): Promise<Lead | null> {
    return this.dataSource.getRepository(Lead).findOne({ where: { id }, relations: { leadsource: true } });
  }

  async update(id: number, change: Partial<Pick<Lead, 'qualified' | 'qualifiedAt' | 'pipedriveId'>>): Promise<void> {
    if (Object.keys(change).length) await this.dataSource.getRepository(Lead).update({ id }, change);
  }

  /** The newest lead with this deal id in the operator's CRM. */
  findByPipedriveId(pipedriveId: string): Promise<Lead | null> {
    return this.dataSource.getRepository(Lead).findOne({ where: { pipedriveId }, order: { id: 'DESC' } });
  }

  findByExternalId(leadsourceId: number, externalId: string, manager?: EntityManager): Promise<Lead | null> {
    return (manager ?? this.dataSource.manager).getRepository(Lead).findOneBy({ leadsourceId, externalId });
  }

  /** The latest lead of the same person (phone or e-mail) that arrived within the window. */
  async findRecentSamePerson(manager: EntityManager, phone: string, email: string, windowDays: number): Promise<Lead | null> {
    return manager
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .where('(lead.phone = :phone OR lead.email = :email)', { phone, email })
      .andWhere(`lead.realCreatedAt >= now() - make_interval(days => :windowDays)`, { windowDays })
      .orderBy('lead.realCreatedAt', 'DESC')
      .addOrderBy('lead.id', 'DESC')
      .getOne();
  }

  insert(manager: EntityManager, lead: Partial<Lead>): Promise<Lead> {
    const repository = manager.getRepository(Lead);
    return repository.save(repository.create(lead));
  }
}
