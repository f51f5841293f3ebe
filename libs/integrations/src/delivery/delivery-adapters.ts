import { Injectable } from '@nestjs/common';
import type { OrganisationType } from '@app/contract';
import type { DeliveryAdapter } from './delivery.types';
import { EmailAdapter } from './email.adapter';
import { LevetoAdapter } from './leveto.adapter';
import { PipedriveAdapter } from './pipedrive.adapter';
import { WebhookAdapter } from './webhook.adapter';
import { WeclappAdapter } from './weclapp.adapter';

/** Which adapter delivers a sold lead to a buyer of the given type. */
@Injectable()
export class DeliveryAdapters {
  constructor(
    private readonly email: EmailAdapter,
    private readonly webhook: WebhookAdapter,
    private readonly leveto: LevetoAdapter,
    private readonly pipedrive: PipedriveAdapter,
    private readonly weclapp: WeclappAdapter,
  ) {}

  /** The lead mail to the buyer's address, for a buyer whose own system is not reachable (circuit breaker). */
  fallback(): DeliveryAdapter {
    return this.email;
  }

  for(type: OrganisationType): DeliveryAdapter {
    switch (type) {
      case 'buyer':
      case 'buyer-email':
      case 'service-buyer':
        return this.email;
      case 'zapier':
      case 'make':
        return this.webhook;
      case 'leveto':
        return this.leveto;
      case 'pipedrive':
        return this.pipedrive;
      case 'weClapp':
        return this.weclapp;
      default: {
        const unknown: never = type;
        throw new Error(`Kein Lieferweg für den Typ „${String(unknown)}“`);
      }
    }
  }
}
