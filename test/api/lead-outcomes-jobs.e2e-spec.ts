// PostgreSQL pass: the reminders and the sync run as jobs on Redis.
import { LeadOutcomesService, OutcomeReminderService, PipedriveOutcomeSync } from '@app/lead-outcomes';
import { Delivery, Sale } from '@app/sales';
import { createBuyer, createUser, insertLead, insertOrganisation, insertSale, sellLead } from '../factories';
import { FAKE_PIPEDRIVE_TOKEN, FakePipedrive, startFakePipedrive } from '../support/fake-pipedrive';
import { outboxSettled } from '../support/outbox-settled';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/** The daily jobs of the outcomes (issue 20): Pipedrive deals read into outcomes, and the reminder mail. */
describe('Lead outcomes: Pipedrive sync and reminder', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;

  beforeAll(async () => {
    pipedrive = await startFakePipedrive();
    t = await startTestApp({ PIPEDRIVE_API_URL: pipedrive.url, OUTBOUND_ALLOW_HOSTS: new URL(pipedrive.url).host });
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  describe('Pipedrive sync against the local fake Pipedrive', () => {
    let buyer: number;
    const leads: Record<string, number> = {};
    const deals: Record<string, number> = {};

    beforeAll(async () => {
      buyer = (await createBuyer(t, { name: 'Solar CRM', type: 'pipedrive', pipedrive: { token: FAKE_PIPEDRIVE_TOKEN, type: 'deal', pipeline: 1, stage: 12, leadLabel: null } })).id;
      const { user } = await createUser(t);
      for (const name of ['Gewonnen', 'Verloren', 'Selbst', 'Offen']) {
        leads[name] = (await insertLead(t, { firstName: name, lastName: 'Kunde', qualified: true, qualifiedAt: new Date() })).id;
        await sellLead(t, leads[name], { organisations: [buyer], userId: user.id });
      }
      await outboxSettled(t.db);
      // The deal ids the deliveries recorded: what the sync reads.
      for (const name of Object.keys(leads)) {
        const sale = await t.db.getRepository(Sale).findOneByOrFail({ leadId: leads[name], organisationId: buyer });
        const delivery = await t.db.getRepository(Delivery).findOneByOrFail({ saleId: sale.id });
        expect(delivery.status).toBe('delivered');
        deals[name] = Number(delivery.reference);
      }
      const deal = (name: string) => pipedrive.deals.find((entry) => entry.id === deals[name])!;
      Object.assign(deal('Gewonnen'), { status: 'won', value: 12500.5, currency: 'EUR' });
      Object.assign(deal('Verloren'), { status: 'lost', lost_reason: 'Zu teuer' });
      Object.assign(deal('Selbst'), { status: 'won', value: 9000, currency: 'EUR' });
      // The buyer said it itself in the portal: the sync leaves it alone.
      await t.app.get(LeadOutcomesService).record(buyer, leads.Selbst, { status: 'appointment' }, { kind: 'buyer', userId: 7, name: 'Petra Pohl' });
    });

    it('queues a job per Pipedrive buyer that sets won with the value and lost with reason Sonstiges', async () => {
      const sync = t.app.get(PipedriveOutcomeSync);
      pipedrive.requests.length = 0;
      expect(await sync.enqueue('2026-11-27')).toBe(1);
      await outboxSettled(t.db);
      const outcomes = t.app.get(LeadOutcomesService);
      expect((await outcomes.of(buyer, leads.Gewonnen)).outcome).toMatchObject({ status: 'won', value: 12500.5, source: 'pipedrive', changedBy: 'Pipedrive', changedByUserId: null });
      expect((await outcomes.of(buyer, leads.Verloren)).outcome).toMatchObject({ status: 'lost', reason: 'other', note: 'Zu teuer', source: 'pipedrive' });
      expect((await outcomes.of(buyer, leads.Selbst)).outcomeHistory.map((change) => change.status)).toEqual(['appointment']);
      expect((await outcomes.of(buyer, leads.Offen)).outcome).toBeNull();
      // Each deal read with the buyer's token, the buyer's own outcome not even asked for.
      expect(pipedrive.requests.filter((request) => request.path.startsWith('/v1/deals/')).map((request) => [request.path, request.token])).toEqual(
        ['Gewonnen', 'Verloren', 'Offen'].map((name) => [`/v1/deals/${deals[name]}`, FAKE_PIPEDRIVE_TOKEN]),
      );
    });

    it('changes nothing when run again, and follows a deal that was won after all', async () => {
      const sync = t.app.get(PipedriveOutcomeSync);
      expect(await sync.syncBuyer(buyer)).toEqual({ read: 3, changed: 0 });
      Object.assign(pipedrive.deals.find((entry) => entry.id === deals.Verloren)!, { status: 'won', value: 8000, currency: 'EUR' });
      expect(await sync.syncBuyer(buyer)).toEqual({ read: 3, changed: 1 });
      const history = (await t.app.get(LeadOutcomesService).of(buyer, leads.Verloren)).outcomeHistory;
      expect(history.map((change) => [change.status, change.value, change.changedBy])).toEqual([
        ['lost', null, 'Pipedrive'],
        ['won', 8000, 'Pipedrive'],
      ]);
    });

    it('skips a deal Pipedrive no longer knows and stops at a rejected token without failing', async () => {
      const sync = t.app.get(PipedriveOutcomeSync);
      pipedrive.deals.splice(pipedrive.deals.findIndex((entry) => entry.id === deals.Offen), 1);
      expect(await sync.syncBuyer(buyer)).toEqual({ read: 3, changed: 0 });
      pipedrive.failNext(`GET /v1/deals/${deals.Gewonnen}`, 401);
      expect(await sync.syncBuyer(buyer)).toEqual({ read: 0, changed: 0 });
      pipedrive.failNext(`GET /v1/deals/${deals.Gewonnen}`, 503);
      await expect(sync.syncBuyer(buyer)).rejects.toMatchObject({ code: 'REMOTE_UNAVAILABLE' });
    });
  });

  describe('reminder to say what became of the leads', () => {
    const clock = TestClock.fixed('2026-11-27T09:00:00Z');
    const ids: Record<string, number> = {};
    const mails = async () =>
      (await t.db.query(`SELECT recipient, subject, text FROM outgoing_mail WHERE kind = 'lead-outcome-reminder' ORDER BY created_at`)) as { recipient: string; subject: string; text: string }[];
    const sale = async (organisation: string, soldAt: string) => {
      const lead = await insertLead(t);
      return insertSale(t, { leadId: lead.id, organisationId: ids[organisation], soldAt: new Date(soldAt) });
    };

    beforeAll(async () => {
      t.useClock(clock);
      for (const name of ['Schweigsam', 'Antwortet', 'Neu', 'Abgeschaltet', 'Alt', 'Ohne Adresse']) {
        ids[name] = (await insertOrganisation(t, { name, email: name === 'Ohne Adresse' ? '' : `${name.toLowerCase().replace(' ', '')}@kaeufer.example` })).id;
      }
      await t.db.query(`INSERT INTO buyer_availability (organisation_id, notification_email) VALUES ($1, 'info@schweigsam.example')`, [ids.Schweigsam]);
      await sale('Schweigsam', '2026-11-10T10:00:00Z');
      await sale('Schweigsam', '2026-11-20T10:00:00Z');
      await sale('Antwortet', '2026-11-10T10:00:00Z');
      const answered = await sale('Antwortet', '2026-11-12T10:00:00Z');
      await t.app.get(LeadOutcomesService).record(ids.Antwortet, answered.leadId, { status: 'reached' }, { kind: 'buyer', userId: 3, name: 'Max' });
      // Bought only two days ago: nothing to say yet.
      await sale('Neu', '2026-11-25T10:00:00Z');
      await sale('Abgeschaltet', '2026-11-10T10:00:00Z');
      await t.app.get(LeadOutcomesService).setReminder(ids.Abgeschaltet, false);
      await sale('Alt', '2026-10-01T10:00:00Z');
      await sale('Ohne Adresse', '2026-11-10T10:00:00Z');
    });

    it('mails a buyer silent on 30 days of sales once, friendly and in German, at its notification address', async () => {
      expect(await t.app.get(OutcomeReminderService).run()).toEqual({ organisations: 1 });
      const [mail, ...others] = await mails();
      expect(others).toEqual([]);
      expect(mail.recipient).toBe('info@schweigsam.example');
      expect(mail.subject).toBe('Was ist aus Ihren Leads geworden?');
      expect(mail.text).toContain('Sie haben in den letzten 30 Tagen 2 Leads von uns erhalten.');
      expect(mail.text).toContain(`Zum Käuferportal: ${t.config.publicBaseUrl}/portal/`);
      expect(await t.app.get(LeadOutcomesService).reminder(ids.Schweigsam)).toEqual({ enabled: true, lastSentAt: '2026-11-27T09:00:00.000Z' });
    });

    it('sends nothing again within 30 days, and again after them when the buyer is still silent', async () => {
      const reminders = t.app.get(OutcomeReminderService);
      expect(await reminders.run()).toEqual({ organisations: 0 });
      await sale('Schweigsam', '2026-12-05T10:00:00Z');
      // 23 days after its reminder the silent buyer gets none; the new buyer's lead is a week old now.
      clock.set('2026-12-20T09:00:00Z');
      expect(await reminders.run()).toEqual({ organisations: 1 });
      clock.set('2026-12-28T09:00:00Z');
      expect(await reminders.run()).toEqual({ organisations: 1 });
      const sent = await mails();
      expect(sent.map((mail) => mail.recipient)).toEqual(['info@schweigsam.example', 'neu@kaeufer.example', 'info@schweigsam.example']);
      expect(sent[2].text).toContain('Sie haben in den letzten 30 Tagen einen Lead von uns erhalten.');
    });
  });
});
