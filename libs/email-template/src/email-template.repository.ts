import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EmailTemplate } from './entities/email-template.entity';

export const TEMPLATE_ID = 1;

@Injectable()
export class EmailTemplateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get(): Promise<EmailTemplate> {
    return this.dataSource.getRepository(EmailTemplate).findOneByOrFail({ id: TEMPLATE_ID });
  }

  async update(subject: string, body: string): Promise<EmailTemplate> {
    await this.dataSource.getRepository(EmailTemplate).update({ id: TEMPLATE_ID }, { subject, body });
    return this.get();
  }
}
