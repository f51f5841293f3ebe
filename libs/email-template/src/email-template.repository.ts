import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { EmailTemplate } from './entities/email-template.entity';

export const TEMPLATE_ID = 1;

@Injectable()
export class EmailTemplateRepository extends TransactionalRepository {
  get(): Promise<EmailTemplate> {
    return this.manager.getRepository(EmailTemplate).findOneByOrFail({ id: TEMPLATE_ID });
  }

  async update(subject: string, body: string): Promise<EmailTemplate> {
    await this.manager.getRepository(EmailTemplate).update({ id: TEMPLATE_ID }, { subject, body });
    return this.get();
  }
}
