import { AppConfig, Clock, loadConfig, OutboundGuard, SecretBox } from '@app/infrastructure';
import { FunnelService, FunnelStep } from '@app/funnel-questions';
import { GeoService } from '@app/geo';
import { PipedriveClient } from '@app/integrations';
import { defaultConditions } from '@app/contract';
import { buyerConditions } from '../../../test/factories/conditions';
import { buyerForm, organisationRow } from '../../../test/factories/organisations';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { OrganisationFormDto } from './dto/organisation-form.dto';
import { Organisation } from './entities/organisation.entity';
import { OrganisationRepository } from './organisation.repository';
import { OrganisationException } from './organisations.exception';
import { OrganisationsService } from './organisations.service';
import { SheetZipListRepository } from './sheet-zips/sheet-zip-list.repository';
import { SheetZipsService } from './sheet-zips/sheet-zips.service';

const NOW = '2026-03-11T10:00:00+01:00';
const STEPS = [{ id: 3, key: 'roofType', title: 'Dachart', question: '', answers: [{ text: 'Satteldach', freeText: false }, { text: 'Walmdach', freeText: false }] }] as FunnelStep[];

/**
 * OrganisationsService with its repositories and the other libs mocked; the encryption of secrets is
 * the real SecretBox (a second box with another key stands for a changed ENCRYPTION_KEY).
 */
async function world(stored: Organisation[] = []) {
  const rows = new Map(stored.map((organisation) => [organisation.id, organisation]));
  const organisations = mockOf(OrganisationRepository);
  organisations.create.mockImplementation((fields) => ({ ...fields }) as Organisation);
  organisations.findById.mockImplementation(async (id) => rows.get(id) ?? null);
  organisations.findAll.mockImplementation(async () => [...rows.values()]);
  const funnel = mockOf(FunnelService);
  funnel.byKey.mockResolvedValue(new Map(STEPS.map((step) => [step.key, step])));
  const geo = mockOf(GeoService);
  geo.count.mockReturnValue(10_000);
  const pipedrive = mockOf(PipedriveClient);
  const sheetZips = mockOf(SheetZipsService);
  sheetZips.status.mockResolvedValue(null);
  const config = loadConfig({ JWT_SECRET: 'o'.repeat(32) });

  const { module, transactions } = await unitTestModule([
    OrganisationsService,
    SecretBox,
    { provide: AppConfig, useValue: config },
    mocked(OrganisationRepository, organisations),
    mocked(FunnelService, funnel),
    mocked(GeoService, geo),
    mocked(PipedriveClient, pipedrive),
    mocked(SheetZipsService, sheetZips),
    mocked(SheetZipListRepository, mockOf(SheetZipListRepository)),
    mocked(Clock, TestClock.fixed(NOW)),
    { provide: OutboundGuard, useValue: new OutboundGuard(['crm.intern:8443']) },
  ]);
  const saved: { organisation: Organisation; inTransaction: boolean }[] = [];
  organisations.save.mockImplementation(async (organisation) => {
    saved.push({ organisation: structuredClone(organisation), inTransaction: transactions.active() });
    const row = Object.assign(organisation, { id: organisation.id ?? 9, creationDate: organisation.creationDate ?? new Date(NOW) });
    rows.set(row.id, row);
    return row;
  });
  sheetZips.queueSyncIfChanged.mockImplementation(async () => {
    expect(transactions.active()).toBe(true);
  });
  const box = module.get(SecretBox);
  const otherKey = new SecretBox(loadConfig({ JWT_SECRET: 'x'.repeat(32) }));
  return { service: module.get(OrganisationsService), organisations, sheetZips, pipedrive, box, otherKey, saved, rows, transactions };
}

const existing = (id: number, overrides: Partial<Organisation> = {}) => ({ ...organisationRow({ name: `Käufer ${id}`, ...overrides }), id, creationDate: new Date('2026-01-05T09:00:00Z'), deletedAt: null, secrets: overrides.secrets ?? null }) as Organisation;
const form = (overrides: Partial<OrganisationFormDto> = {}) => overrides as OrganisationFormDto;

describe('OrganisationsService', () => {
  it('creates with the spec defaults and a generated API key, saving and queueing the sheet read in one transaction', async () => {
    const w = await world();
    const created = await w.service.create(Object.assign(buyerForm({ name: 'Sonnenstrom Bayern GmbH', leadSellCost: 49.9 }), { apiKey: 'vom-client' }));
    expect(created).toMatchObject({
      name: 'Sonnenstrom Bayern GmbH',
      email: 'sonnenstrombayerngmbh@kaeufer.example',
      active: true,
      deleted: false,
      type: 'buyer-email',
      country: 'germany',
      prio: 100,
      monthlyLeadLimit: 0,
      monthlyLeadGoal: 0,
      leadSellCost: 49.9,
      leadEvaluationDay: 1,
      crefoDays: 30,
      extension: { lawyer: { active: false, email: '', days: 30 } },
      pipedrive: { type: 'deal', pipeline: null, stage: null, leadLabel: null, tokenSet: false },
      warnings: [],
    });
    expect(created.apiKey).toMatch(/^[0-9a-f]{48}$/);
    expect(w.saved.map(({ organisation, inTransaction }) => [organisation.leadSellCost, inTransaction])).toEqual([['49.90', true]]);
    expect(w.sheetZips.queueSyncIfChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), null);
    expect(w.transactions.opened).toBe(1);
  });

  it('keeps secrets write-only and encrypted: a value sets, empty keeps, null removes', async () => {
    const w = await world([existing(4)]);
    const saved = await w.service.update(4, form({ pipedrive: { token: 'pd-geheim', type: 'deal', pipeline: 1, stage: 12, leadLabel: null }, weClapp: { uri: 'https://firma.weclapp.com/webapp/api/v1', key: 'wc-geheim' } }));
    expect(saved).toMatchObject({ pipedrive: { pipeline: 1, stage: 12, tokenSet: true }, weClapp: { keySet: true } });
    expect(JSON.stringify(saved)).not.toContain('geheim');
    const stored = w.rows.get(4)!;
    expect(stored.secrets).toMatch(/^v1:/);
    expect(stored.secrets).not.toContain('geheim');
    expect(w.service.secretsOf(stored)).toEqual({ pipedriveToken: 'pd-geheim', weClappKey: 'wc-geheim' });

    await w.service.update(4, form({ pipedrive: { token: '', type: 'deal', pipeline: 1, stage: 12, leadLabel: null }, weClapp: { uri: '', key: null } }));
    expect(w.service.secretsOf(w.rows.get(4)!)).toEqual({ pipedriveToken: 'pd-geheim' });
    await w.service.update(4, form({ pipedrive: { token: null, type: 'deal', pipeline: null, stage: null, leadLabel: null } }));
    expect(w.rows.get(4)!.secrets).toBeNull();
  });

  it('treats secrets sealed with another key as not set (never fails reading them), and takes new ones', async () => {
    const w = await world();
    const foreign = existing(5, { secrets: w.otherKey.seal(JSON.stringify({ pipedriveToken: 'alt' })) });
    w.rows.set(5, foreign);
    expect(w.service.secretsOf(foreign)).toBeNull();
    expect(w.service.secretsOf(existing(6))).toEqual({});
    expect((await w.service.get(5)).pipedrive.tokenSet).toBe(false);
    await w.service.update(5, form({ pipedrive: { token: 'neu', type: 'deal', pipeline: null, stage: null, leadLabel: null } }));
    expect(w.service.secretsOf(w.rows.get(5)!)).toEqual({ pipedriveToken: 'neu' });
  });

  it.each([
    ['an unknown question in the answer filter', { answers: { pool: ['Ja'] } }, { 'conditions.answers.pool': 'Unbekannte Frage "pool"' }],
    ['an answer the question does not have', { answers: { roofType: ['Satteldach', 'Kuppel'] } }, { 'conditions.answers.roofType': '"Kuppel" ist keine Antwort auf "Dachart"' }],
    ['answers that are not a list of texts', { answers: { roofType: 'Satteldach' } }, { 'conditions.answers.roofType': 'Antworten müssen eine Liste von Texten sein' }],
    [
      'an active day ending before it starts',
      { activeDays: defaultConditions().activeDays.map((day, index) => (index === 0 ? { ...day, startTime: '18:00', endTime: '08:00' } : day)) },
      { 'conditions.activeDays.0.endTime': 'Montag: Ende muss nach dem Beginn liegen' },
    ],
    ['a week day missing', { activeDays: defaultConditions().activeDays.slice(1) }, { 'conditions.activeDays': 'Jeder Wochentag muss genau einmal vorkommen' }],
  ])('refuses %s, naming the field in German, and saves nothing', async (_, conditions, fields) => {
    const w = await world([existing(4)]);
    await expect(w.service.update(4, form({ conditions: { ...buyerConditions(), ...conditions } as never }))).rejects.toMatchObject({
      code: 'INVALID_ORGANISATION',
      status: 400,
      details: { fields },
    });
    expect(w.saved).toEqual([]);
  });

  it('keeps each chosen answer of a filter once', async () => {
    const w = await world([existing(4)]);
    const saved = await w.service.update(4, form({ conditions: { ...buyerConditions(), answers: { roofType: ['Walmdach', 'Walmdach'] } } as never }));
    expect(saved.conditions.answers).toEqual({ roofType: ['Walmdach'] });
  });

  it('hands the sheet settings from before the change to the sheet sync', async () => {
    const before = buyerConditions({ config: { ...buyerConditions().config, googleZipSheet: { sheetId: 'alt', pageName: '', tableName: '', whiteList: true } } });
    const w = await world([existing(4, { conditions: before })]);
    await w.service.update(4, form({ conditions: { ...before, config: { ...before.config, googleZipSheet: { ...before.config.googleZipSheet, sheetId: 'neu' } } } as never }));
    expect(w.sheetZips.queueSyncIfChanged).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), { sheetId: 'alt', pageName: '', tableName: '', whiteList: true });
  });

  it('refuses webhook and CRM addresses that point inside or carry credentials, naming the field, and saves nothing', async () => {
    const { service, saved } = await world([existing(3)]);
    const refused = async (changes: Partial<OrganisationFormDto>) => (await service.update(3, form(changes)).catch((error: unknown) => error)) as OrganisationException;
    const zapier = await refused({ zapier: { uri: 'http://169.254.169.254/latest/meta-data/' } });
    expect(zapier).toMatchObject({
      status: 400,
      message: 'Zapier-Webhook-URL zeigt auf eine interne oder reservierte Adresse (169.254.169.254) und ist nicht erlaubt.',
      details: { fields: { 'zapier.uri': 'Zapier-Webhook-URL zeigt auf eine interne oder reservierte Adresse (169.254.169.254) und ist nicht erlaubt.' } },
    });
    expect((await refused({ make: { uri: 'http://2130706433:6379/' } })).details.fields).toEqual({
      'make.uri': 'Make-Webhook-URL zeigt auf eine interne oder reservierte Adresse (127.0.0.1) und ist nicht erlaubt.',
    });
    expect((await refused({ leveto: { active: true, uri: 'https://nutzer:geheim@leveto.example/hook', username: '' } })).details.fields).toEqual({
      'leveto.uri': 'Leveto-URL darf keine Zugangsdaten (Benutzer:Passwort@) enthalten.',
    });
    const both = await refused({ weClapp: { uri: 'http://[::1]/webapp/api/v1' }, zapier: { uri: 'http://localhost/' } });
    expect(Object.keys(both.details.fields ?? {})).toEqual(['zapier.uri', 'weClapp.uri']);
    expect(saved).toHaveLength(0);
    // Public addresses, empty ones and peers named in OUTBOUND_ALLOW_HOSTS are fine.
    await service.update(3, form({ zapier: { uri: 'https://hooks.zapier.com/hooks/catch/1/a' }, make: { uri: '' }, weClapp: { uri: 'https://crm.intern:8443/webapp/api/v1' } }));
    expect(saved).toHaveLength(1);
  });

  it('does not activate a deleted company', async () => {
    const w = await world([existing(4, { deleted: true, active: false })]);
    await expect(w.service.update(4, form({ active: true }))).rejects.toMatchObject({ message: 'Ein gelöschtes Unternehmen kann nicht aktiviert werden.', details: { fields: { active: 'Ein gelöschtes Unternehmen kann nicht aktiviert werden.' } } });
    expect(w.saved).toEqual([]);
  });

  it('marks a company deleted at the clock’s time, once', async () => {
    const w = await world([existing(4)]);
    await expect(w.service.remove(4)).resolves.toEqual({ id: 4, deleted: true });
    expect(w.rows.get(4)).toMatchObject({ deleted: true, deletedAt: new Date(NOW) });
    await w.service.remove(4);
    expect(w.saved).toHaveLength(1);
  });

  it('answers unknown and out-of-range ids with a German 404 without asking the database for the latter', async () => {
    const w = await world();
    await expect(w.service.get(404)).rejects.toMatchObject({ code: 'ORGANISATION_NOT_FOUND', status: 404, message: 'Unternehmen 404 gibt es nicht.' });
    await expect(w.service.get(Number.MAX_SAFE_INTEGER + 2)).rejects.toMatchObject({ code: 'ORGANISATION_NOT_FOUND' });
    expect(w.organisations.findById).toHaveBeenCalledTimes(1);
  });

  it('asks Pipedrive with the typed token before the stored one, and says when there is none', async () => {
    const w = await world([existing(4)]);
    w.pipedrive.pipelines.mockResolvedValue([{ id: 1, name: 'Vertrieb' }]);
    await expect(w.service.pipelines(4)).rejects.toMatchObject({ code: 'NO_TOKEN', message: 'Kein Pipedrive-Token hinterlegt' });
    await w.service.pipelines(4, ' getippt ');
    await w.service.update(4, form({ pipedrive: { token: 'gespeichert', type: 'deal', pipeline: null, stage: null, leadLabel: null } }));
    await w.service.pipelines(4);
    expect(w.pipedrive.pipelines.mock.calls).toEqual([['getippt'], ['gespeichert']]);
    await expect(w.service.stages(4, undefined)).rejects.toMatchObject({ message: 'Bitte zuerst eine Pipeline wählen.' });
  });

  it('warns in the list when a company cannot get leads', async () => {
    const w = await world([existing(1), existing(2, { conditions: buyerConditions({ zips: [] }) }), existing(3, { active: false })]);
    const list = await w.service.list();
    expect(list.map((row) => row.warnings)).toEqual([[], ['Keine PLZ-Abdeckung: Es ist keine Postleitzahl eingetragen.'], ['Das Unternehmen ist inaktiv.']]);
    expect(JSON.stringify(list)).not.toContain('apiKey');
  });
});
