import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppConfig, ConfigModule } from '@app/infrastructure';
import { MailModule, MailService } from '@app/mail';
import { ORGANISATION_TYPES } from '@app/contract';
import { IntegrationsModule } from '../integrations.module';
import { DeliveryAdapters } from './delivery-adapters';
import { DeliveryHttp } from './delivery-http';
import { EmailAdapter } from './email.adapter';
import { LevetoAdapter } from './leveto.adapter';
import { PipedriveAdapter } from './pipedrive.adapter';
import { WebhookAdapter } from './webhook.adapter';
import { WeclappAdapter } from './weclapp.adapter';

/** The Postausgang's database is not needed to pick an adapter. */
@Module({ providers: [{ provide: MailService, useValue: {} }], exports: [MailService] })
class NoMailModule {}

describe('DeliveryAdapters', () => {
  it('is provided by IntegrationsModule and picks the adapter for every organisation type', async () => {
    const module = await Test.createTestingModule({ imports: [ConfigModule.forRoot(new AppConfig()), IntegrationsModule] })
      .overrideModule(MailModule)
      .useModule(NoMailModule)
      .compile();
    const adapters = module.get(DeliveryAdapters);

    const expected = {
      buyer: EmailAdapter,
      'buyer-email': EmailAdapter,
      'service-buyer': EmailAdapter,
      zapier: WebhookAdapter,
      make: WebhookAdapter,
      leveto: LevetoAdapter,
      pipedrive: PipedriveAdapter,
      weClapp: WeclappAdapter,
    };
    for (const type of ORGANISATION_TYPES) expect(adapters.for(type)).toBeInstanceOf(expected[type]);
    // Without a DELIVERY_TIMEOUT_MS provider every call gets the 10 s default.
    expect(module.get(DeliveryHttp)).toMatchObject({ client: { timeoutMs: 10_000 } });
    await module.close();
  });
});
