import { Injectable, OnModuleInit } from '@nestjs/common';
import { Metrics } from '@app/infrastructure';
import { OrganisationRepository } from './organisation.repository';

/** `leadportal_buyers_delivery_stopped`: buyers whose webhook/CRM deliveries the circuit breaker stopped (the alert rule watches it). */
@Injectable()
export class DeliveryStopMetric implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly organisations: OrganisationRepository,
  ) {}

  onModuleInit(): void {
    this.metrics.readOnScrape('buyersDeliveryStopped', () => this.organisations.deliveryStoppedCount());
  }
}
