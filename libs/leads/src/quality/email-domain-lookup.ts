import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/infrastructure';
import { EmailDomainCheck, type EmailDnsResult } from '@app/lead-checks';

/**
 * Whether a lead's e-mail domain takes mail, asked of the resolver EMAIL_DNS names (the system's when unset);
 * 'off' answers 'not-checked' for every domain. One per process: its cache serves every lead.
 */
@Injectable()
export class EmailDomainLookup {
  private readonly lookup: EmailDomainCheck | null;

  constructor(config: AppConfig) {
    const servers = config.emailDnsServers;
    this.lookup = servers === false ? null : new EmailDomainCheck(servers.length ? { servers } : {});
  }

  check(domain: string): Promise<EmailDnsResult> {
    return this.lookup ? this.lookup.check(domain) : Promise.resolve('not-checked');
  }
}
