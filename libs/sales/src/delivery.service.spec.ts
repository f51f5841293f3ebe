import { AppConfig, Clock, loadConfig, OutboxService } from '@app/infrastructure';
import { BuyerDirectory, CoverageIndex } from '@app/distribution';
import { FunnelService } from '@app/funnel-questions';
import { DeliveryAdapter, DeliveryAdapters, DeliveryError, DeliveryRequest } from '@app/integrations';
import { Lead } from '@app/leads';
import { Organisation, OrganisationsService } from '@app/organisations';
import { leadRow } from '../../../test/factories/leads';
import { buyerConditions } from '../../../test/factories/conditions';
import { organisationRow } from '../../../test/factories/organisations';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
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
  const directory = mockOf(BuyerDirectory);
  const buyerView = { ...organisation, sheetZips: undefined };
  directory.snapshot.mockResolvedValue({ buyers: [buyerView], coverage: new CoverageIndex([buyerView], { centroid: () => null }), organisations: new Map([[organisation.id, organisation]]) });
  const funnel = mockOf(FunnelService);
  funnel.list.mockResolvedValue([{ key: 'consumption', title: 'Stromverbrauch' }] as never);
  const organisations = mockOf(OrganisationsService);
  organisations.secretsOf.mockReturnValue(setup.secrets === undefined ? { levetoSecret: 'lv-geheim' } : (setup.secrets as never));
  const outbox = mockOf(OutboxService);
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
  ]);
  outbox.retry.mockImplementation(async () => {
    expect(transactions.active()).toBe(true);
    return null;
  });
  return { service: module.get(DeliveryService), links: module.get(ReclamationLinks), certificates: module.get(ConsentCertificateLinks), sales, adapter, adapters, outbox, transactions };
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
        buyer: expect.objectContaining({ id: 12, name: 'Sonnenstrom Müller GmbH', type: 'leveto', secrets: { levetoSecret: 'lv-geheim' } }),
        recipients: ['leads@sonnenstrom.example', 'chef@sonnenstrom.example'],
        answerLabels: { consumption: 'Stromverbrauch' },
        reclamationLink: undefined,
        consentCertificateLink: `https://angebot.example.de/public-api/lead/4711/consent.pdf?buyer=12&token=${w.certificates.token(4711, 12)}`,
      });
      expect(w.certificates.verify(4711, 12, w.certificates.token(4711, 12))).toBe(true);
      // Signed over lead and buyer: no other lead, no other buyer.
      expect(w.certificates.verify(4712, 12, w.certificates.token(4711, 12))).toBe(false);
      expect(w.certificates.verify(4711, 13, w.certificates.token(4711, 12))).toBe(false);
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'delivered', deliveredAt: new Date(NOW), attempts: 2, lastError: null, reference: 'deal-9' });
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
    it('gives a failed delivery a fresh set of attempts and restarts its job in the same transaction', async () => {
      const w = await world({ delivery: { status: 'failed', attempts: 8, lastError: 'kaputt' } });
      await expect(w.service.retry(55)).resolves.toEqual({ id: 55, status: 'pending' });
      expect(w.sales.updateDelivery).toHaveBeenCalledWith(55, { status: 'pending', lastError: null, attempts: 0 });
      expect(w.outbox.retry).toHaveBeenCalledWith('message-55');
      expect(w.transactions.opened).toBe(1);
    });

    it('refuses deliveries that did not fail, and unknown ones, in German', async () => {
      const pending = await world({ delivery: { status: 'pending' } });
      await expect(pending.service.retry(55)).rejects.toMatchObject({ code: 'NOT_RETRYABLE', message: 'Nur fehlgeschlagene Zustellungen können neu gestartet werden.' });
      const unknown = await world({ delivery: null });
      await expect(unknown.service.retry(56)).rejects.toMatchObject({ code: 'DELIVERY_NOT_FOUND', message: 'Zustellung 56 gibt es nicht.' });
      expect([...pending.outbox.retry.mock.calls, ...unknown.outbox.retry.mock.calls]).toEqual([]);
      expect(pending.sales.updateDelivery).not.toHaveBeenCalled();
    });
  });
});
