import { OutboxService } from '@app/infrastructure';
import { DeliveryError } from '@app/integrations';
import { OrganisationsService } from '@app/organisations';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { BACKLOG_BATCH, DeliveryResumeService } from './delivery-resume.service';
import { DeliveryService } from './delivery.service';
import { SaleRepository } from './sale.repository';

/**
 * The resumed backlog: sent one after another in its order, each failure handled so nothing waits
 * unseen. `pending` stands for the deliveries waiting on the backlog's message: a sent one leaves it,
 * a sale that joins the backlog meanwhile comes in at the end.
 */
async function world({ stopped = true, waiting = [11, 12, 13] }: { stopped?: boolean; waiting?: number[] } = {}) {
  const pending = [...waiting];
  const organisations = mockOf(OrganisationsService);
  organisations.resumeDeliveries.mockResolvedValue(stopped);
  organisations.startDeliveryBacklog.mockResolvedValue();
  organisations.lockDeliveryBacklog.mockResolvedValue('backlog-1');
  organisations.handOnDeliveryBacklog.mockResolvedValue();
  const sales = mockOf(SaleRepository);
  sales.claimBacklog.mockResolvedValue([11, 12, 13]);
  sales.waitingFor.mockImplementation(async () => [...pending]);
  sales.setDeliveriesMessage.mockResolvedValue();
  sales.failWaiting.mockResolvedValue();
  const deliveries = mockOf(DeliveryService);
  const sent: number[] = [];
  /** Each delivery runs `attempt` (which may throw); one that went through is no longer waiting. */
  const deliverWith = (attempt: (id: number) => Promise<void> | void = () => undefined) =>
    deliveries.deliver.mockImplementation(async (id) => {
      sent.push(id);
      await attempt(id);
      pending.splice(pending.indexOf(id), 1);
    });
  deliverWith();
  const outbox = mockOf(OutboxService);
  const { module, transactions } = await unitTestModule([
    DeliveryResumeService,
    mocked(OrganisationsService, organisations),
    mocked(SaleRepository, sales),
    mocked(DeliveryService, deliveries),
    mocked(OutboxService, outbox),
  ]);
  outbox.add.mockImplementation(async () => {
    expect(transactions.active()).toBe(true);
    return { id: `message-${outbox.add.mock.calls.length}` } as never;
  });
  return { service: module.get(DeliveryResumeService), organisations, sales, deliveries, outbox, sent, pending, deliverWith };
}

const attempt = (number: number) => ({ messageId: 'backlog-1', attempt: number, maxAttempts: 8 });

describe('DeliveryResumeService', () => {
  it('lifts the stop and queues the backlog as one job, in sale order, in one transaction', async () => {
    const w = await world();
    await expect(w.service.resume(12)).resolves.toEqual({ queued: 3 });
    expect(w.outbox.add).toHaveBeenCalledWith('lead.deliver.backlog', { organisationId: 12, deliveryIds: [11, 12, 13] }, { maxAttempts: 8 });
    expect(w.sales.setDeliveriesMessage).toHaveBeenCalledWith([11, 12, 13], 'message-1');
    // The organisation names the job while it runs: the buyer's new sales join it instead of overtaking it.
    expect(w.organisations.startDeliveryBacklog).toHaveBeenCalledWith(12, 'message-1');
  });

  it('refuses in German when the deliveries are not stopped, and queues nothing', async () => {
    const w = await world({ stopped: false });
    await expect(w.service.resume(12)).rejects.toMatchObject({ code: 'NOT_STOPPED', message: 'Die Zustellung an Unternehmen 12 ist nicht gestoppt.' });
    expect(w.sales.claimBacklog).not.toHaveBeenCalled();
    expect(w.outbox.add).not.toHaveBeenCalled();
  });

  it('sends the job’s waiting deliveries one after another in its order, then ends the backlog', async () => {
    const w = await world({ waiting: [11, 13] });
    await w.service.deliverBacklog({ organisationId: 12, deliveryIds: [11, 12, 13] }, attempt(1));
    expect(w.sales.waitingFor).toHaveBeenCalledWith('backlog-1');
    expect(w.sent).toEqual([11, 13]);
    expect(w.deliveries.deliver).toHaveBeenCalledWith(11, attempt(1));
    expect(w.outbox.add).not.toHaveBeenCalled();
    expect(w.organisations.handOnDeliveryBacklog).toHaveBeenCalledWith(12, 'backlog-1', null);
  });

  it('hands sales that joined while it ran to the next job, behind it, with the buyer’s row locked', async () => {
    const w = await world();
    w.deliverWith((id) => {
      if (id === 11) w.pending.push(40, 41);
    });
    await w.service.deliverBacklog({ organisationId: 12, deliveryIds: [11, 12, 13] }, attempt(1));
    expect(w.sent).toEqual([11, 12, 13]);
    expect(w.outbox.add).toHaveBeenCalledWith('lead.deliver.backlog', { organisationId: 12, deliveryIds: [40, 41] }, { maxAttempts: 8 });
    expect(w.sales.setDeliveriesMessage).toHaveBeenCalledWith([40, 41], 'message-1');
    expect(w.organisations.lockDeliveryBacklog).toHaveBeenCalledWith(12);
    expect(w.organisations.handOnDeliveryBacklog).toHaveBeenCalledWith(12, 'backlog-1', 'message-1');
  });

  it('goes on after a delivery refused for good, and stops at one to retry, keeping the order for the next attempt', async () => {
    const refused = await world();
    refused.deliveries.deliver.mockImplementation(async (id) => {
      refused.sent.push(id);
      if (id === 12) throw new DeliveryError('Zapier lehnt die Lieferung ab (HTTP 400).', false);
      refused.pending.splice(refused.pending.indexOf(id), 1);
    });
    await refused.service.deliverBacklog({ organisationId: 12, deliveryIds: [11, 12, 13] }, attempt(1));
    expect(refused.sent).toEqual([11, 12, 13]);

    const retry = await world();
    const failure = new DeliveryError('Zapier antwortet mit Fehler 503.', true);
    retry.deliverWith((id) => {
      if (id === 12) throw failure;
    });
    await expect(retry.service.deliverBacklog({ organisationId: 12, deliveryIds: [11, 12, 13] }, attempt(2))).rejects.toBe(failure);
    expect(retry.sent).toEqual([11, 12]);
    expect(retry.sales.failWaiting).not.toHaveBeenCalled();
    expect(retry.organisations.handOnDeliveryBacklog).not.toHaveBeenCalled();
  });

  it('marks the rest failed with the reason after the last attempt, so staff see them', async () => {
    const w = await world();
    w.deliverWith((id) => {
      if (id === 11) throw new DeliveryError('Zapier antwortet mit Fehler 503.', true);
    });
    await expect(w.service.deliverBacklog({ organisationId: 12, deliveryIds: [11, 12, 13] }, attempt(8))).rejects.toThrow('503');
    expect(w.sales.failWaiting).toHaveBeenCalledWith([12, 13], 'backlog-1', 'Nicht nachgestellt: Die Zustellung davor scheiterte (Zapier antwortet mit Fehler 503.)');
    // The backlog ends with it: the buyer's next sales go out on their own again.
    expect(w.organisations.handOnDeliveryBacklog).toHaveBeenCalledWith(12, 'backlog-1', null);
  });

  it(`sends ${BACKLOG_BATCH} per job and hands the rest, in order, to a job of its own`, async () => {
    const ids = Array.from({ length: BACKLOG_BATCH + 3 }, (_, n) => 100 + n);
    const w = await world({ waiting: ids });
    await w.service.deliverBacklog({ organisationId: 12, deliveryIds: ids }, attempt(1));
    expect(w.sent).toEqual(ids.slice(0, BACKLOG_BATCH));
    expect(w.outbox.add).toHaveBeenCalledWith('lead.deliver.backlog', { organisationId: 12, deliveryIds: ids.slice(BACKLOG_BATCH) }, { maxAttempts: 8 });
    expect(w.sales.setDeliveriesMessage).toHaveBeenCalledWith(ids.slice(BACKLOG_BATCH), 'message-1');
    expect(w.organisations.handOnDeliveryBacklog).toHaveBeenCalledWith(12, 'backlog-1', 'message-1');
  });
});
