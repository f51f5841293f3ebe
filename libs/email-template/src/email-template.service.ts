import { Injectable } from '@nestjs/common';
import { ReadCaches, ReadThroughCache } from '@app/infrastructure';
import { htmlToText, placeholderError, renderTemplate, TemplateValues } from '@app/contract';
import { EmailTemplate } from './entities/email-template.entity';
import { EmailTemplateException } from './email-template.exception';
import { EmailTemplateRepository } from './email-template.repository';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

@Injectable()
export class EmailTemplateService {
  /** The confirmation mail is rendered for every lead that arrives. */
  private readonly cache: ReadThroughCache<EmailTemplate>;

  constructor(private readonly templates: EmailTemplateRepository, caches: ReadCaches) {
    this.cache = caches.create('email-template');
  }

  get(): Promise<EmailTemplate> {
    return this.templates.get();
  }

  /** Saves the template; placeholders the product cannot fill are refused so no mail shows `{{…}}`. */
  async update(subject: string, body: string): Promise<EmailTemplate> {
    const fields: Record<string, string> = {};
    const subjectError = placeholderError(subject);
    const bodyError = placeholderError(body);
    if (subjectError) fields.subject = subjectError;
    if (bodyError) fields.body = bodyError;
    if (subjectError || bodyError) {
      throw new EmailTemplateException('UNKNOWN_PLACEHOLDER', (bodyError ?? subjectError)!, fields);
    }
    const saved = await this.templates.update(subject.trim(), body);
    this.cache.invalidate();
    return saved;
  }

  /** The confirmation mail for one customer: HTML with escaped values and a plain-text part. */
  async render(values: TemplateValues): Promise<RenderedMail> {
    const template = await this.cache.get('template', () => this.templates.get());
    const html = renderTemplate(template.body, values);
    return {
      subject: renderTemplate(template.subject, values, { escape: false }).replace(/\s+/g, ' ').trim(),
      html,
      text: htmlToText(html),
    };
  }
}
