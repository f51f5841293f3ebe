import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobName, OutboxHandlers } from '@app/infrastructure';
import { DeliveryResumeService } from '../delivery-resume.service';
import { DeliveryService } from '../delivery.service';

/** Waits between delivery attempts: 1, 5, 15, 30 minutes, then 1, 3, 6, 12 hours (about a day in all). */
const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 180, 360, 720].map((minutes) => minutes * 60_000);
const retryDelayMs = (attempt: number) => RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1];

@Injectable()
export class DeliverSaleJob implements OnModuleInit {
  constructor(
    private readonly handlers: OutboxHandlers,
    private readonly deliveries: DeliveryService,
    private readonly resumed: DeliveryResumeService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.DeliverSale, {
      handle: ({ deliveryId }, attempt) => this.deliveries.deliver(deliveryId, attempt, { ownJob: true }),
      retryDelayMs,
    });
    this.handlers.register(JobName.DeliverBacklog, {
      handle: (payload, attempt) => this.resumed.deliverBacklog(payload, attempt),
      retryDelayMs,
    });
  }
}
