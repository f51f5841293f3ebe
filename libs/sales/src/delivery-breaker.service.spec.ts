import { AppConfig, Clock, loadConfig, OutboxService } from '@app/infrastructure';
import { DeliveryError } from '@app/integrations';
import { MailService } from '@app/mail';
import { Organisation, OrganisationsService } from '@app/organisations';
import { NotificationSettingsService } from '@app/settings';
import { UsersService } from '@app/users';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { DeliveryBreakerService } from './delivery-breaker.service';
import { SaleRepository } from './sale.repository';

const NOW = '2026-04-15T12:00:00+02:00';
const organisation = { id: 12, name: 'Sonnenstrom Müller GmbH', type: 'pipedrive', email: 'leads@sonnenstrom.example' } as Organisation;
const failure = new DeliveryError('Pipedrive lehnt die Anfrage ab (HTTP 410). Antwort: deal gone', false, undefined, { summary: 'Pipedrive lehnt die Anfrage ab (HTTP 410).' });

async function world(setup: { failures: number; stopped?: Date | null; wins?: boolean; alertTo?: string[] }) {
  const clock = TestClock.fixed(NOW);
  const organisations = mockOf(OrganisationsService);
  organisations.noteDeliveryFailure.mockResolvedValue({ failuresInRow: setup.failures, failingSince: clock.now(), stoppedSince: setup.stopped ?? null });
  organisations.stopDeliveries.mockResolvedValue(setup.wins === false ? null : clock.now());
  const sales = mockOf(SaleRepository);
  sales.retryingDeliveriesOf.mockResolvedValue([
    { id: 56, outboxMessageId: 'waiting-56' },
    { id: 57, outboxMessageId: 'claimed-57' },
  ]);
  sales.withdrawMessage.mockImplementation(async (id) => id === 'waiting-56');
  sales.setDeliveryMessage.mockResolvedValue();
  const outbox = mockOf(OutboxService);
  outbox.add.mockResolvedValue({ id: 'now-56' } as never);
  const mail = mockOf(MailService);
  mail.queueOnce.mockResolvedValue({} as never);
  const notifications = mockOf(NotificationSettingsService);
  notifications.alertRecipients.mockResolvedValue(setup.alertTo ?? []);
  const users = mockOf(UsersService);
  users.activeAdminEmails.mockResolvedValue(['chefin@leadportal.example', 'admin@leadportal.example']);
  const { module, transactions } = await unitTestModule([
    DeliveryBreakerService,
    mocked(OrganisationsService, organisations),
    mocked(SaleRepository, sales),
    mocked(OutboxService, outbox),
    mocked(MailService, mail),
    mocked(NotificationSettingsService, notifications),
    mocked(UsersService, users),
    { provide: AppConfig, useValue: loadConfig({ JWT_SECRET: 'b'.repeat(32), PUBLIC_BASE_URL: 'https://leads.example.de' }) },
    mocked(Clock, clock),
  ]);
  return { service: module.get(DeliveryBreakerService), organisations, sales, outbox, mail, transactions };
}

describe('DeliveryBreakerService', () => {
  it('only counts below the limit', async () => {
    const w = await world({ failures: 9 });
    await expect(w.service.noteFailure(organisation, failure, 55)).resolves.toBe(false);
    expect(w.organisations.stopDeliveries).not.toHaveBeenCalled();
    expect(w.mail.queueOnce).not.toHaveBeenCalled();
  });

  it('stops at the limit with the reason (no remote answer), alerts once and sends the waiting leads by mail now, in one transaction', async () => {
    const w = await world({ failures: 10, alertTo: ['technik@leadportal.example'] });
    await expect(w.service.noteFailure(organisation, failure, 55)).resolves.toBe(true);
    expect(w.organisations.stopDeliveries).toHaveBeenCalledWith(12, '10 Zustellversuche in Folge fehlgeschlagen, zuletzt: Pipedrive lehnt die Anfrage ab (HTTP 410).');
    expect(w.transactions.opened).toBe(1);
    const [alert, key] = w.mail.queueOnce.mock.calls[0];
    expect(key).toBe(`delivery-stopped-12-${new Date(NOW).toISOString()}`);
    expect(alert).toMatchObject({ kind: 'delivery-stopped', recipient: 'technik@leadportal.example', subject: 'Zustellung gestoppt: Sonnenstrom Müller GmbH' });
    expect(alert.text).toContain('Grund: 10 Zustellversuche in Folge fehlgeschlagen');
    expect(alert.text).toContain('https://leads.example.de/organisations/12');
    expect(alert.text).not.toContain('deal gone');
    // The one the breaker tripped on is sent by its caller; of the others, only one still waiting is taken over.
    expect(w.sales.retryingDeliveriesOf).toHaveBeenCalledWith(12, 55);
    expect(w.outbox.add).toHaveBeenCalledTimes(1);
    expect(w.outbox.add).toHaveBeenCalledWith('lead.deliver', { deliveryId: 56 }, { maxAttempts: 8 });
    expect(w.sales.setDeliveryMessage).toHaveBeenCalledWith(56, 'now-56');
  });

  it('alerts every active administrator when Benachrichtigungen names nobody', async () => {
    const w = await world({ failures: 12 });
    await w.service.noteFailure(organisation, failure, 55);
    expect(w.mail.queueOnce.mock.calls[0][0].recipient).toBe('chefin@leadportal.example, admin@leadportal.example');
  });

  it('sends nothing when another process stopped it a moment earlier, or it was stopped before', async () => {
    const lost = await world({ failures: 10, wins: false });
    await expect(lost.service.noteFailure(organisation, failure, 55)).resolves.toBe(true);
    const before = await world({ failures: 14, stopped: new Date('2026-04-15T09:00:00+02:00') });
    await expect(before.service.noteFailure(organisation, failure, 55)).resolves.toBe(true);
    expect(before.organisations.stopDeliveries).not.toHaveBeenCalled();
    expect([...lost.mail.queueOnce.mock.calls, ...before.mail.queueOnce.mock.calls, ...lost.outbox.add.mock.calls]).toEqual([]);
  });
});
