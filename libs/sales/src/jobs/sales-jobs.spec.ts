import { JobName, OutboxHandlers } from '@app/infrastructure';
import { mocked, mockOf, unitTestModule } from '../../../../test/support/unit-module';
import { DeliveryResumeService } from '../delivery-resume.service';
import { DeliveryService } from '../delivery.service';
import { SalesService } from '../sales.service';
import { DeliverSaleJob } from './deliver-sale.job';
import { DistributeLeadJob } from './distribute-lead.job';

/** The job handlers of libs/sales: registered with the real registry, each a thin call into one service method. */
describe('Sales jobs', () => {
  const start = async () => {
    const deliveries = mockOf(DeliveryService);
    const sales = mockOf(SalesService);
    const resumed = mockOf(DeliveryResumeService);
    const { module } = await unitTestModule([OutboxHandlers, DeliverSaleJob, DistributeLeadJob, mocked(DeliveryService, deliveries), mocked(SalesService, sales), mocked(DeliveryResumeService, resumed)]);
    await module.init();
    return { handlers: module.get(OutboxHandlers), deliveries, sales, resumed };
  };

  it('delivers a sale: the payload’s delivery with the attempt, errors go back to the outbox', async () => {
    const { handlers, deliveries } = await start();
    const handler = handlers.get(JobName.DeliverSale)!;
    const attempt = { messageId: 'm-1', attempt: 3, maxAttempts: 8 };
    deliveries.deliver.mockResolvedValueOnce();
    await handler.handle({ deliveryId: 55 } as never, attempt);
    // Its own job: it joins a running backlog of the buyer instead of overtaking it.
    expect(deliveries.deliver).toHaveBeenCalledWith(55, attempt, { ownJob: true });
    deliveries.deliver.mockRejectedValueOnce(new Error('Zapier antwortet mit Fehler 500.'));
    await expect(handler.handle({ deliveryId: 55 } as never, attempt)).rejects.toThrow('Zapier antwortet mit Fehler 500.');
  });

  it('waits 1, 5, 15, 30 minutes, then 1, 3, 6 and 12 hours between delivery attempts (about a day in all)', async () => {
    const { handlers } = await start();
    const handler = handlers.get(JobName.DeliverSale)!;
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempt) => handler.retryDelayMs!(attempt) / 60_000);
    expect(minutes).toEqual([1, 5, 15, 30, 60, 180, 360, 720, 720]);
  });

  it('sends a resumed buyer’s backlog with the attempt, with the same waits between attempts', async () => {
    const { handlers, resumed } = await start();
    const handler = handlers.get(JobName.DeliverBacklog)!;
    const attempt = { messageId: 'm-3', attempt: 2, maxAttempts: 8 };
    resumed.deliverBacklog.mockResolvedValueOnce();
    await handler.handle({ organisationId: 12, deliveryIds: [5, 7] } as never, attempt);
    expect(resumed.deliverBacklog).toHaveBeenCalledWith({ organisationId: 12, deliveryIds: [5, 7] }, attempt);
    expect(handler.retryDelayMs!(2)).toBe(5 * 60_000);
  });

  it('distributes a lead that arrived qualified by selling it once', async () => {
    const { handlers, sales } = await start();
    sales.sellQualified.mockResolvedValue([]);
    await handlers.get(JobName.DistributeLead)!.handle({ leadId: 42 } as never, { messageId: 'm-2', attempt: 1, maxAttempts: 8 });
    expect(sales.sellQualified).toHaveBeenCalledWith(42);
  });
});
