import { AppConfig, Clock, loadConfig, OutboxService } from '@app/infrastructure';
import { BuyerDirectory, CoverageIndex } from '@app/distribution';
import { FunnelService } from '@app/funnel-questions';
import { configurationError, DeliveryAdapter, DeliveryAdapters, DeliveryError, DeliveryRequest } from '@app/integrations';
import { Lead } from '@app/leads';
import { Organisation, OrganisationsService } from '@app/organisations';
import { DistributionSettingsService } from '@app/settings';
import { leadRow } from '../../../test/factories/leads';
import { buyerConditions } from '../../../test/factories/conditions';
import { organisationRow } from '../../../test/factories/organisations';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { DeliveryBreakerService } from './delivery-breaker.service';
import { DeliveryService } from './delivery.service';
import { Delivery } from './entities/delivery.entity';
import { Sale } from './entities/sale.entity';
import { ConsentCertificateLinks } from '@app/consent';
import { ReclamationLinks } from './reclamation-link';
import { SaleRepository } from './sale.repository';
import { DELIVERY_MAX_ATTEMPTS } from './sales.service';

const NOW = '2026-03-11T10:00:00+01:00';
const CREATED = new Date('2026-03-11T08:00:00+01:00');
const ORGANISATION_API_KEY = 'k'.repeat(48);

/**
 * DeliveryService (the outbox job of a sold lead) with the sale repository, the buyers' tools and the
 * readers mocked; the signed reclamation link and the coverage index are the real ones.
 */
async function world(setup: { organisation?: Partial<Organisation>; delivery?: Partial<Delivery> | null; secrets?: object | null; result?: Promise<{ reference?: string; held?: boolean }> } = {}) {
  const organisation = { ...organisationRow({ name: 'Sonnenstrom Müller GmbH', email: 'leads@sonnenstrom.example, chef@sonnenstrom.example', apiKey: ORGANISATION_API_KEY, ...setup.organisation }), id: 12 } as Organisation;
  const lead = leadRow({ id: 4711, zip: '80331', createdAt: CREATED, data: { consumption: '3.000 – 5.000 kWh' } }) as Lead;
  const sale = { id: 1834, leadId: lead.id, organisationId: organisation.id, lead, organisation } as Sale;
  const delivery = setup.delivery === null ? null : ({ id: 55, saleId: sale.id, status: 'pending', attempts: 0, outboxMessageId: 'message-55', sale, ...setup.delivery } as Delivery & { sale: Sale });

  const sales = mockOf(SaleRepository);
  sales.findDeliveryWithSale.mockResolvedValue(delivery);
  sales.findDelivery.mockResolvedValue(delivery);
  sales.updateDelivery.mockResolvedValue();
  const adapter: jest.Mocked<DeliveryAdapter> = { deliver: jest.fn().mockReturnValue(setup.result ?? Promise.resolve({ reference: 'deal-9' })) };
  const adapters = mockOf(DeliveryAdapters);
  adapters.for.mockReturnValue(adapter);
  const mail: jest.Mocked<DeliveryAdapter> = { deliver: jest.fn().mockResolvedValue({}) };
  adapters.fallback.mockReturnValue(mail);
  const directory = mockOf(BuyerDirectory);
  const buyerView = { ...organisation, sheetZips: undefined };
  directory.snapshot.mockResolvedValue({ buyers: [buyerView], coverage: new CoverageIndex([buyerView], { centroid: () => null }), organisations: new Map([[organisation.id, organisation]]) });
  const funnel = mockOf(FunnelService);
  funnel.list.mockResolvedValue([{ key: 'consumption', title: 'Stromverbrauch' }] as never);
  const organisations = mockOf(OrganisationsService);
  organisations.secretsOf.mockReturnValue(setup.secrets === undefined ? { levetoSecret: 'lv-geheim' } : (setup.secrets as never));
  organisations.webhookSecretFor.mockResolvedValue('whsec_Test-Schluessel');
  const breaker = mockOf(DeliveryBreakerService);
  breaker.noteFailure.mockResolvedValue(false);
  breaker.noteSuccess.mockResolvedValue();
  const settings = mockOf(DistributionSettingsService);
  settings.get.mockResolvedValue({ buyersPerLead: 3, duplicateWindowDays: 30, doubleOptIn: true, sellOnlyConfirmed: false, qualityInMails: false });
  const outbox = mockOf(OutboxService);
  outbox.add.mockImplementation(async () => {
    expect(transactions.active()).toBe(true);
    return { id: 'message-new' } as never;
  });
  sales.claimFailed.mockImplementation(async (ids) => ids.filter((id) => id === delivery?.id && delivery.status === 'failed'));
  sales.setDeliveryMessage.mockResolvedValue();
  const config = loadConfig({ JWT_SECRET: 'r'.repeat(32), PUBLIC_BASE_URL: 'https://angebot.example.de' });

  const { module, transactions } = await unitTestModule([
    DeliveryService,
    ReclamationLinks,
    ConsentCertificateLinks,
    { provide: AppConfig, useValue: config },
    mocked(SaleRepository, sales),
    mocked(DeliveryAdapters, adapters),
    mocked(BuyerDirectory, directory),
    mocked(FunnelService, funnel),
    mocked(OrganisationsService, organisations),
    mocked(OutboxService, outbox),
    mocked(Clock, TestClock.fixed(NOW)),
    mocked(DeliveryBreakerService, breaker),
    mocked(DistributionSettingsService, settings),
  ]);
  return { service: module.get(DeliveryService), links: module.get(ReclamationLinks), certificates: module.get(ConsentCertificateLinks), sales, adapter, adapters, mail, breaker, organisations, outbox, transactions };
}

const attempt = (number: number, maxAttempts = DELIVERY_MAX_ATTEMPTS) => ({ messageId: 'message-55', attempt: number, maxAttempts });

describe('DeliveryService', () => {
  describe('an attempt', () => {
    it('hands the lead to the adapter of the buyer’s type and records it delivered at the clock’s time with the tool’s reference', async () => {
      const w = await world({ organisation: { type: 'leveto' } });
      await w.service.deliver(55, attempt(2));

      expect(w.adapters.for).toHaveBeenCalledWith('leveto');
      const request: DeliveryRequest = w.adapter.deliver.mock.calls[0][0];
      expect(request).toEqual({
        saleId: 1834,
        lead: expect.objectContaining({ id: 4711, firstName: 'Anna', zip: '80331', createdAt: CREATED, data: { consumption: '3.000 – 5.000 kWh' } }),
        buyer: expect.objectContaining({ id: 12, name: 'Sonnenstrom Müller GmbH', type: 'leveto', secrets: { levetoSecret: 'lv-geheim' }, webhookSecret: 'whsec_Test-Schluessel' }),
        recipients: ['leads@sonnenstrom.example', 'chef@sonnenstrom.example'],
        answerLabels: { consumption: 'Stromverbrauch' },
        reclamationLink: undefined,
        consentCertificateLink: `https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&token=${w.certificates.token(4711, 12)}`,
        // Settings → Verteilung 'Qualitätswert in Lead-Mails' is off.
        qualityInMail: false,
      });
      expect(w.certificates.verify(4711, 12, w.certificates.token(4711, 12))).toBe(true);
      // Signed over lead and buyer: no other lead, no other buyer.
      expect(w.certificates.verify(4712, 12, w.certificates.token(4711, 12))).toBe(false);
      expect(w.certificates.verify(4711, 13, w.certificates.token(4711, 12))).toBe(false);
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'delivered', deliveredAt: new Date(NOW), attempts: 2, lastError: null, reference: 'deal-9', fallback: false });
      // A success ends the buyer's run of failures.
      expect(w.breaker.noteSuccess).toHaveBeenCalledWith(12);
    });

    it('mails the recipients of the matching postal-code row, and adds the reclamation link with the organisation’s token when the buyer wants it', async () => {
      const w = await world({ organisation: { sendReclaLink: true, conditions: buyerConditions({ zipConditions: [{ zip: '803', email: 'sued@sonnenstrom.example' }] }) } });
      await w.service.deliver(55, attempt(1));
      const request: DeliveryRequest = w.adapter.deliver.mock.calls[0][0];
      expect(request.recipients).toEqual(['sued@sonnenstrom.example']);
      expect(request.reclamationLink).toBe(`https://angebot.example.de/reclamation/12?lead=4711&token=${w.links.organisationToken({ id: 12, apiKey: ORGANISATION_API_KEY })}`);
    });

    it('leaves a failed attempt pending for the next one, with the error, and hands the error on to the outbox', async () => {
      const failure = new DeliveryError('Zapier antwortet mit Fehler 500.', true);
      const w = await world({ result: Promise.reject(failure) });
      await expect(w.service.deliver(55, attempt(3))).rejects.toBe(failure);
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'pending', attempts: 3, lastError: 'Zapier antwortet mit Fehler 500.' });
    });

    it('marks the delivery failed after the last attempt', async () => {
      const w = await world({ result: Promise.reject(new DeliveryError('Zeitüberschreitung nach 10 s', true)) });
      await expect(w.service.deliver(55, attempt(8))).rejects.toThrow('Zeitüberschreitung nach 10 s');
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'failed', attempts: 8, lastError: 'Zeitüberschreitung nach 10 s' });
    });

    it('marks it failed at once when retrying cannot help (the tool refused the lead)', async () => {
      const w = await world({ result: Promise.reject(new DeliveryError('Zapier lehnt die Lieferung ab (HTTP 400)', false)) });
      await expect(w.service.deliver(55, attempt(1))).rejects.toThrow('Zapier lehnt die Lieferung ab (HTTP 400)');
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'failed', attempts: 1, lastError: 'Zapier lehnt die Lieferung ab (HTTP 400)' });
    });

    it('does not send with secrets that cannot be decrypted, and says what staff must do', async () => {
      const w = await world({ secrets: null, organisation: { type: 'pipedrive' } });
      const message = 'Zugangsdaten von Unternehmen 12 lassen sich nicht entschlüsseln (Schlüssel geändert?). Bitte in den Einstellungen neu eingeben.';
      await expect(w.service.deliver(55, attempt(1))).rejects.toMatchObject({ message, retryable: false });
      expect(w.adapter.deliver).not.toHaveBeenCalled();
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'failed', attempts: 1, lastError: message });
    });

    it('records a lead mail held for the Postausgang (no SMTP server) as held, without an error and without another attempt', async () => {
      const w = await world({ result: Promise.resolve({ held: true }) });
      await w.service.deliver(55, attempt(1));
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'held', attempts: 1, lastError: null });
      expect(w.sales.updateDelivery).toHaveBeenCalledTimes(1);
    });

    it('does nothing for a delivery that is gone, already delivered or held (a repeated job)', async () => {
      for (const delivery of [null, { status: 'delivered' as const }, { status: 'held' as const }]) {
        const w = await world({ delivery });
        await w.service.deliver(55, attempt(2));
        expect(w.adapter.deliver).not.toHaveBeenCalled();
        expect(w.sales.updateDelivery).not.toHaveBeenCalled();
      }
    });
  });

  describe('retry by staff', () => {
    it('gives a failed delivery a fresh set of attempts and a job of its own in the same transaction', async () => {
      const w = await world({ delivery: { status: 'failed', attempts: 8, lastError: 'kaputt' } });
      await expect(w.service.retry(55)).resolves.toEqual({ id: 55, status: 'pending' });
      expect(w.sales.claimFailed).toHaveBeenCalledWith([55]);
      expect(w.outbox.add).toHaveBeenCalledWith('lead.deliver', { deliveryId: 55 }, { maxAttempts: DELIVERY_MAX_ATTEMPTS });
      expect(w.sales.setDeliveryMessage).toHaveBeenCalledWith(55, 'message-new');
      expect(w.transactions.opened).toBe(1);
    });

    it('refuses deliveries that did not fail, and unknown ones, in German', async () => {
      const pending = await world({ delivery: { status: 'pending' } });
      await expect(pending.service.retry(55)).rejects.toMatchObject({ code: 'NOT_RETRYABLE', message: 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' });
      const unknown = await world({ delivery: null });
      await expect(unknown.service.retry(56)).rejects.toMatchObject({ code: 'DELIVERY_NOT_FOUND', message: 'Zustellung 56 gibt es nicht.' });
      expect([...pending.outbox.add.mock.calls, ...unknown.outbox.add.mock.calls]).toEqual([]);
    });

    it('restarts in bulk only the failed ones among the chosen, and refuses when none failed', async () => {
      const w = await world({ delivery: { status: 'failed' } });
      await expect(w.service.retryMany([55, 56, 55])).resolves.toEqual({ queued: 1, ids: [55] });
      expect(w.sales.claimFailed).toHaveBeenCalledWith([55, 56]);
      expect(w.outbox.add).toHaveBeenCalledTimes(1);
      const none = await world({ delivery: { status: 'delivered' } });
      await expect(none.service.retryMany([55, 56])).rejects.toMatchObject({ code: 'NOT_RETRYABLE', message: 'Keine der gewählten Zustellungen ist fehlgeschlagen.' });
    });
  });

  describe('with the circuit breaker', () => {
    const stopped = { type: 'zapier' as const, deliveryStopSince: new Date('2026-03-11T09:00:00+01:00'), deliveryStopReason: '10 Zustellversuche in Folge fehlgeschlagen' };

    it('mails a stopped buyer’s lead to its address instead, marked as fallback, without touching its webhook', async () => {
      const w = await world({ organisation: stopped, delivery: { lastError: 'Zapier antwortet mit Fehler 503.' } });
      await w.service.deliver(55, attempt(1));
      expect(w.adapter.deliver).not.toHaveBeenCalled();
      const request: DeliveryRequest = w.mail.deliver.mock.calls[0][0];
      expect(request.recipients).toEqual(['leads@sonnenstrom.example', 'chef@sonnenstrom.example']);
      expect(request.fallbackFor).toBe('Zapier');
      // The mail needs none of the buyer's secrets (they may be what is broken).
      expect(request.buyer.secrets).toEqual({});
      expect(request.buyer.webhookSecret).toBeUndefined();
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, {
        status: 'delivered',
        deliveredAt: new Date(NOW),
        fallback: true,
        fallbackAt: new Date(NOW),
        attempts: 1,
        lastError: 'Zapier antwortet mit Fehler 503.',
        reference: null,
      });
    });

    it('does not mail a lead twice: one mailed before is only marked again', async () => {
      const w = await world({ organisation: stopped, delivery: { fallbackAt: new Date('2026-03-10T10:00:00+01:00'), lastError: 'alt' } });
      await w.service.deliver(55, attempt(1));
      expect(w.mail.deliver).not.toHaveBeenCalled();
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'delivered', fallback: true, attempts: 1, lastError: 'alt' });
    });

    it('counts a failure of the endpoint, and mails the lead at once when that stopped the buyer', async () => {
      const failure = new DeliveryError('Zapier antwortet mit Fehler 503.', true);
      const w = await world({ organisation: { type: 'zapier' }, result: Promise.reject(failure) });
      w.breaker.noteFailure.mockResolvedValue(true);
      await w.service.deliver(55, attempt(2));
      expect(w.breaker.noteFailure).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }), failure, 55);
      expect(w.mail.deliver).toHaveBeenCalledTimes(1);
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, expect.objectContaining({ status: 'delivered', fallback: true, lastError: 'Zapier antwortet mit Fehler 503.' }));
    });

    it('leaves a counted failure that did not stop the buyer to the next attempt', async () => {
      const failure = new DeliveryError('Zapier antwortet mit Fehler 503.', true);
      const w = await world({ organisation: { type: 'zapier' }, result: Promise.reject(failure) });
      await expect(w.service.deliver(55, attempt(2))).rejects.toBe(failure);
      expect(w.breaker.noteFailure).toHaveBeenCalledTimes(1);
      expect(w.mail.deliver).not.toHaveBeenCalled();
    });

    it('does not count a setting to fix, nor failures of mail buyers', async () => {
      const misconfigured = await world({ organisation: { type: 'zapier' }, result: Promise.reject(configurationError('Zapier-Hook ist deaktiviert.')) });
      await expect(misconfigured.service.deliver(55, attempt(1))).rejects.toThrow('Zapier-Hook ist deaktiviert.');
      const mailBuyer = await world({ organisation: { type: 'buyer-email' }, result: Promise.reject(new DeliveryError('E-Mail-Versand fehlgeschlagen: 451', true)) });
      await expect(mailBuyer.service.deliver(55, attempt(1))).rejects.toThrow('451');
      expect([...misconfigured.breaker.noteFailure.mock.calls, ...mailBuyer.breaker.noteFailure.mock.calls]).toEqual([]);
    });
  });
});
