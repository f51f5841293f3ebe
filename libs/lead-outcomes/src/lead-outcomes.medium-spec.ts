import { Clock } from '@app/infrastructure';
import { insertLead, insertOrganisation, insertSale } from '../../../test/factories';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { LeadOutcomeRepository } from './lead-outcome.repository';
import { LeadOutcomesService, saleOutcomeCondition } from './lead-outcomes.service';

class FixedClock extends Clock {
  at = new Date('2026-11-20T09:00:00Z');
  now(): Date {
    return new Date(this.at);
  }
}

/** Outcomes per sale against a real database: checked, scoped to the buyer's own sales, every change kept. */
describe('LeadOutcomesService (real database)', () => {
  let t: TestContext;
  let service: LeadOutcomesService;
  const clock = new FixedClock();
  let buyer: number;
  let other: number;
  let lead: number;
  let reclaimedLead: number;
  const anna = { kind: 'buyer' as const, userId: 31, name: 'Anna Becker' };

  beforeAll(async () => {
    // The service and its repository alone: the module also brings the Pipedrive sync and the reminder with their modules.
    t = await startTestContext({ providers: [LeadOutcomeRepository, LeadOutcomesService] });
    // On the module's repository with a clock the test puts at fixed instants.
    service = new LeadOutcomesService(t.get(LeadOutcomeRepository), clock);
    buyer = (await insertOrganisation(t)).id;
    other = (await insertOrganisation(t)).id;
    lead = (await insertLead(t)).id;
    reclaimedLead = (await insertLead(t)).id;
    await insertSale(t, { leadId: lead, organisationId: buyer });
    await insertSale(t, { leadId: lead, organisationId: other });
    await insertSale(t, { leadId: reclaimedLead, organisationId: buyer, reclaimed: true, reclaimedAt: new Date() });
  });
  afterAll(() => t.close());

  it('answers no outcome for a sold lead nobody rated, and 404 for a lead not sold to the buyer', async () => {
    expect(await service.of(buyer, lead)).toEqual({ outcome: null, outcomeHistory: [] });
    const unsold = (await insertLead(t)).id;
    await expect(service.of(buyer, unsold)).rejects.toMatchObject({ status: 404, message: `Lead ${unsold} wurde Ihnen nicht verkauft.` });
    await expect(service.record(buyer, unsold, { status: 'reached' }, anna)).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    [{}, 'status', 'Bitte wählen Sie ein Ergebnis (Erreicht, Nicht erreichbar, Termin vereinbart, Angebot abgegeben, Auftrag erhalten, Verloren).'],
    [{ status: 'gewonnen' }, 'status', 'Unbekanntes Ergebnis „gewonnen“. Möglich sind: Erreicht, Nicht erreichbar, Termin vereinbart, Angebot abgegeben, Auftrag erhalten, Verloren.'],
    [{ status: 'won' }, 'value', 'Bitte geben Sie bei „Auftrag erhalten“ den Auftragswert in Euro an.'],
    [{ status: 'won', value: 0 }, 'value', 'Der Auftragswert muss ein Betrag über 0,00 € bis 100.000.000,00\u00a0€ mit höchstens zwei Nachkommastellen sein.'],
    [{ status: 'won', value: 12.345 }, 'value', 'Der Auftragswert muss ein Betrag über 0,00 € bis 100.000.000,00\u00a0€ mit höchstens zwei Nachkommastellen sein.'],
    [{ status: 'lost' }, 'reason', 'Bitte wählen Sie bei „Verloren“ einen Grund (Preis, Wettbewerber, Kein Interesse, Finanzierung, Sonstiges).'],
    [{ status: 'lost', reason: 'wetter' }, 'reason', 'Unbekannter Grund „wetter“. Möglich sind: Preis, Wettbewerber, Kein Interesse, Finanzierung, Sonstiges.'],
    [{ status: 'reached', note: 'x'.repeat(1001) }, 'note', 'Die Notiz darf höchstens 1000 Zeichen lang sein.'],
  ])('refuses %# with a German reason for the field and saves nothing', async (input, field, message) => {
    await expect(service.record(buyer, lead, input, anna)).rejects.toMatchObject({ status: 400, message, details: { fields: { [field]: message } } });
    expect(await service.of(buyer, lead)).toEqual({ outcome: null, outcomeHistory: [] });
  });

  it('keeps every change with time and user, the value only with won, and nothing for a repeat', async () => {
    clock.at = new Date('2026-11-20T09:00:00Z');
    await service.record(buyer, lead, { status: 'appointment', value: 999, reason: 'price', note: ' Termin am Montag ' }, anna);
    clock.at = new Date('2026-11-25T15:30:00Z');
    const view = await service.record(buyer, lead, { status: 'won', value: 12500 }, { kind: 'buyer', userId: 32, name: 'Bernd Kraus' });
    await service.record(buyer, lead, { status: 'won', value: '12500.00' }, anna);
    const first = { status: 'appointment', value: null, reason: null, note: 'Termin am Montag', changedAt: '2026-11-20T09:00:00.000Z', source: 'portal', changedByUserId: 31, changedBy: 'Anna Becker' };
    const won = { status: 'won', value: 12500, reason: null, note: '', changedAt: '2026-11-25T15:30:00.000Z', source: 'portal', changedByUserId: 32, changedBy: 'Bernd Kraus' };
    expect(view).toEqual({ outcome: won, outcomeHistory: [first, won] });
    expect(await service.of(buyer, lead)).toEqual(view);
    // The other buyer of the same lead has its own outcome.
    expect(await service.of(other, lead)).toEqual({ outcome: null, outcomeHistory: [] });
    expect((await service.currentFor(buyer, [lead, reclaimedLead])).get(lead)).toEqual(won);
    expect((await service.historyFor(buyer, [lead])).get(lead)).toEqual([first, won]);
  });

  it('takes outcomes on reclaimed sales too, and the Pipedrive sync as its own actor', async () => {
    const view = await service.record(buyer, reclaimedLead, { status: 'lost', reason: 'noInterest' }, { kind: 'pipedrive' });
    expect(view.outcome).toMatchObject({ status: 'lost', reason: 'noInterest', source: 'pipedrive', changedByUserId: null, changedBy: 'Pipedrive' });
  });

  it('lets lists filter by outcome, or by having none', async () => {
    expect(await service.leadIdsWithStatus(buyer, 'won')).toEqual([lead]);
    expect(await service.leadIdsWithStatus(buyer, ['lost', 'won'])).toEqual([lead, reclaimedLead].sort((a, b) => a - b));
    const leadsWith = async (statuses: string[]) =>
      (await t.db.query(`SELECT s.lead_id FROM sale s WHERE s.organisation_id = $1 AND ${saleOutcomeCondition('s', '$2')} ORDER BY s.lead_id`, [other, statuses])).map(
        (row: { lead_id: number }) => Number(row.lead_id),
      );
    expect(await leadsWith(['won'])).toEqual([]);
    expect(await leadsWith(['none'])).toEqual([lead]);
    expect(() => saleOutcomeCondition('s; DROP TABLE sale', '$1')).toThrow();
  });

  it('keeps the reminder switch per buyer, on by default', async () => {
    expect(await service.reminder(buyer)).toEqual({ enabled: true, lastSentAt: null });
    expect(await service.setReminder(buyer, false)).toEqual({ enabled: false, lastSentAt: null });
    expect(await service.setReminder(buyer, true)).toEqual({ enabled: true, lastSentAt: null });
  });
});
