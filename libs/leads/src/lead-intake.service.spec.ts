import { createHash } from 'node:crypto';
import { AppConfig, Clock, JobName, OutboxService, SqlStatement } from '@app/infrastructure';
import { EmailTemplateService } from '@app/email-template';
import { FunnelService, FunnelStep } from '@app/funnel-questions';
import { GeoService } from '@app/geo';
import { Leadsource, LeadsourcesService } from '@app/leadsources';
import { MailService } from '@app/mail';
import { ConsentTextsService, ConsentTextVersion, DistributionSettingsService } from '@app/settings';
import { funnelLead, supplierLead } from '../../../test/factories/leads';
import { leadsourceRow } from '../../../test/factories/leadsources';
import { TestClock } from '../../../test/support/test-clock';
import { mocked, mockOf, unitTestModule } from '../../../test/support/unit-module';
import { CreateFunnelLeadDto, CreateSupplierLeadDto } from './dto/create-lead.dto';
import { Lead } from './entities/lead.entity';
import { LeadIntakeService } from './lead-intake.service';
import { LeadRepository } from './lead.repository';
import { ContactBlock } from './contact-block.port';

const NOW = '2026-03-11T10:00:00+01:00';
const META = { ip: '203.0.113.9', userAgent: 'Testbrowser/1.0' };

const STEPS = [
  { id: 1, key: 'consumption', title: 'Stromverbrauch', question: '', answers: [{ text: '3.000 – 5.000 kWh', freeText: false }, { text: '5.000 – 8.000 kWh', freeText: false }] },
  { id: 2, key: 'buildingType', title: 'Hausart', question: '', answers: [{ text: 'Einfamilienhaus', freeText: false }, { text: 'Sonstiges', freeText: true }] },
] as FunnelStep[];

const source = (id: number, overrides: Partial<Leadsource> = {}) => ({ active: true, preQualified: false, deleted: false, builtIn: false, ...leadsourceRow(overrides), id }) as Leadsource;
const WEBSITE = source(1, { slug: 'website', name: 'Website' });
const PARTNER = source(2, { slug: 'solarportal' });
const CALLCENTER = source(3, { slug: 'callcenter', preQualified: true });

/** The funnel's two clicks this test's steps know. */
const clicks = [
  { title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: '3.000 – 5.000 kWh' } },
  { title: 'Hausart', id: 2, key: 'buildingType', action: { title: 'Sonstiges', freeText: '  Bauernhof mit Scheune ' } },
];

/**
 * LeadIntakeService with the lead repository and every other lib's service mocked (no database). The
 * repository's one statement is not run: its parts are assembled into a real SqlStatement, the 'Nicht
 * kontaktieren' part answers the SQL literal true or false, and the mock stores unless it is true.
 */
async function world(setup: { existing?: Lead | null; raceLost?: boolean; blocked?: string[]; doubleOptIn?: boolean } = {}) {
  const leads = mockOf(LeadRepository);
  const stored: { lead: Partial<Lead>; windowDays: number; inTransaction: boolean }[] = [];
  const leadsources = mockOf(LeadsourcesService);
  leadsources.website.mockResolvedValue(WEBSITE);
  leadsources.findActiveBySlug.mockImplementation(async (slug) => [PARTNER, CALLCENTER].find((candidate) => candidate.slug === slug) ?? null);
  leadsources.findActiveByApiKey.mockImplementation(async (key) => [PARTNER, CALLCENTER].find((candidate) => candidate.apiKey === key) ?? null);
  // The geodata: only 00000 is a code no place has.
  const geo = mockOf(GeoService);
  geo.isUnknown.mockImplementation((zip) => zip === '00000');
  geo.placeNamesOf.mockImplementation((zip) => (zip === '01067' ? ['Dresden'] : []));
  const funnel = mockOf(FunnelService);
  funnel.byKey.mockResolvedValue(new Map(STEPS.map((step) => [step.key, step])));
  const outbox = mockOf(OutboxService);
  const mail = mockOf(MailService);
  const templates = mockOf(EmailTemplateService);
  templates.render.mockImplementation(async (values) => ({ subject: `Ihre Anfrage in ${values.zip} ${values.city}`, html: '<p>Danke</p>', text: 'Danke' }));
  const settings = mockOf(DistributionSettingsService);
  settings.get.mockResolvedValue({ buyersPerLead: 3, duplicateWindowDays: 14, doubleOptIn: setup.doubleOptIn ?? false, sellOnlyConfirmed: false, qualityInMails: false });
  // Versions of the consent texts (libs/settings): the funnel line is version 7, each supplier text 100 + its length.
  const consentTexts = mockOf(ConsentTextsService);
  consentTexts.current.mockImplementation(async (kind, text) => ({ id: 7, kind, text, hash: 'f'.repeat(64) }) as ConsentTextVersion);
  consentTexts.supplierText.mockImplementation(async (text) => ({ id: 100 + text.length, kind: 'supplier-consent', text, hash: 'e'.repeat(64) }) as ConsentTextVersion);
  // The 'Nicht kontaktieren' list (libs/privacy keeps it hashed): here the plain values on it.
  const blocked = new Set(setup.blocked ?? []);
  const contactBlock = new ContactBlock();
  const released: { email: string; phone: string; inTransaction: boolean }[] = [];
  contactBlock.bind({
    blockedIn: (_statement, { email, phone }) => String(blocked.has(email) || blocked.has(phone)),
    isBlocked: async ({ email, phone }) => blocked.has(email) || blocked.has(phone),
    release: async ({ email, phone }) => {
      released.push({ email, phone, inTransaction: transactions.active() });
    },
  });

  const { module, transactions } = await unitTestModule([
    LeadIntakeService,
    mocked(LeadRepository, leads),
    mocked(LeadsourcesService, leadsources),
    mocked(FunnelService, funnel),
    mocked(OutboxService, outbox),
    mocked(MailService, mail),
    mocked(EmailTemplateService, templates),
    // Throttling is tested through the API; here it only has to let everything through.
    mocked(DistributionSettingsService, settings),
    mocked(Clock, TestClock.fixed(NOW)),
    { provide: ContactBlock, useValue: contactBlock },
    mocked(ConsentTextsService, consentTexts),
    { provide: AppConfig, useValue: { publicBaseUrl: 'https://angebote.example.de' } },
    mocked(GeoService, geo),
  ]);
  /** Whether the repository is assembling its statement right now (the mail and outbox parts must be added then). */
  let assembling = false;
  const result = { answer: 'from the statement' };
  leads.storeNew.mockImplementation(async (lead, { windowDays, refuseIf, alongside }) => {
    const statement = new SqlStatement();
    if (setup.existing) return { outcome: 'existing', id: setup.existing.id, result };
    if (refuseIf?.(statement) === 'true') return { outcome: 'refused', result };
    if (setup.raceLost) return { outcome: 'taken', result };
    stored.push({ lead, windowDays, inTransaction: transactions.active() });
    assembling = true;
    alongside?.(statement, 'new_lead');
    assembling = false;
    return { outcome: 'stored', lead: { ...lead, id: 500 + stored.length } as Lead, result };
  });
  leads.findById.mockImplementation(async (id) => (setup.existing?.id === id ? setup.existing : null));
  mail.queueIn.mockImplementation(() => expect(assembling).toBe(true));
  outbox.addIn.mockImplementation(() => expect(assembling).toBe(true));
  return { service: module.get(LeadIntakeService), leads, mail, outbox, stored, transactions, released, result };
}

const funnelDto = (overrides: Parameters<typeof funnelLead>[0] = {}) => funnelLead({ details: clicks, ...overrides }) as unknown as CreateFunnelLeadDto;
const supplierDto = (overrides: Record<string, unknown> = {}) =>
  supplierLead({ data: { consumption: '5.000 – 8.000 kWh', extraInfo: 'Dach 2019 neu gedeckt' }, ...overrides }) as unknown as CreateSupplierLeadDto;

describe('LeadIntakeService', () => {
  describe('from the funnel', () => {
    it('does not repeat a house number the client already merged into the street', async () => {
      const w = await world();
      await w.service.fromFunnel(funnelDto({ contact: { street: 'Lindenstraße 5a', streetNr: '5a' } }), META);
      expect(w.stored[0].lead.street).toBe('Lindenstraße 5a');
    });

    it('stores the lead normalised with answers by key, consent and the clock’s time, and queues the confirmation in the same statement', async () => {
      const w = await world();
      const lead = await w.service.fromFunnel(funnelDto({ contact: { zip: '1067', street: 'Lindenstraße', streetNr: '5a', city: 'Dresden' } }), META);

      expect(w.stored).toHaveLength(1);
      // One statement commits the lead and its mail together: no transaction around it.
      expect(w.stored[0].inTransaction).toBe(false);
      expect(w.stored[0].lead).toMatchObject({
        salutation: 'Frau',
        firstName: 'Anna',
        lastName: 'Schmidt',
        phone: '+491711234567',
        email: 'anna.schmidt@example.de',
        street: 'Lindenstraße 5a',
        zip: '01067',
        city: 'Dresden',
        data: { consumption: '3.000 – 5.000 kWh', buildingType: 'Bauernhof mit Scheune' },
        leadsourceId: WEBSITE.id,
        createdAt: new Date(NOW),
        realCreatedAt: new Date(NOW),
        qualified: false,
        qualifiedAt: null,
        consentAt: new Date(NOW),
        consentIp: '203.0.113.9',
        consentUserAgent: 'Testbrowser/1.0',
        fromUrl: 'https://angebote.example.de/?step=10',
        // The checks of the lead itself (those needing other leads or DNS run in the job below): the test's
        // favourite number is a sequence, which without a Mindestqualität (0) only costs points.
        qualityScore: 40,
        qualityStatus: 'ok',
        qualityFindings: [{ code: 'phone-fake', text: 'Telefonnummer offensichtlich falsch: +49 171 1234567 (fortlaufende Ziffernfolge)' }],
        addressKey: '01067|lindenstrasse 5a',
      });
      expect(lead.id).toBe(501);
      expect(w.mail.queueIn).toHaveBeenCalledWith(
        expect.any(SqlStatement),
        { kind: 'lead-confirmation', recipient: 'anna.schmidt@example.de', subject: 'Ihre Anfrage in 01067 Dresden', html: '<p>Danke</p>', text: 'Danke', secret: false },
        'new_lead',
        'source.id',
      );
      // Not qualified: the job only completes the verdict.
      expect(w.outbox.addIn).toHaveBeenCalledWith(expect.any(SqlStatement), JobName.CheckLeadQuality, 'new_lead', { leadId: 'source.id' });
      // Whatever the statement's other parts wrote to the outbox goes to the queue.
      expect(w.outbox.dispatchCollected).toHaveBeenCalledWith(w.result);
      expect(w.transactions.opened).toBe(0);
    });

    it('stores the version of the consent line the person saw', async () => {
      const w = await world();
      await w.service.fromFunnel(funnelDto(), META);
      expect(w.stored[0].lead).toMatchObject({ consentVersionId: 7, emailConfirmTokenHash: null });
    });

    it('with double opt-in: the mail carries the /bestaetigen link, and only the hash of its token is stored', async () => {
      const w = await world({ doubleOptIn: true });
      await w.service.fromFunnel(funnelDto(), META);
      const mail = w.mail.queueIn.mock.calls[0][1];
      const token = /https:\/\/angebote\.example\.de\/bestaetigen\/([A-Za-z0-9_-]{43})/.exec(mail.html)?.[1];
      expect(token).toBeDefined();
      expect(mail.text).toContain(`https://angebote.example.de/bestaetigen/${token}`);
      // For the person alone: whoever clicks it confirms; the Postausgang never shows it.
      expect(mail.secret).toBe(true);
      expect(w.stored[0].lead.emailConfirmTokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
      expect(JSON.stringify(w.stored[0].lead)).not.toContain(token);
    });

    it('takes the source from ?ls= in the page address; an unknown or inactive slug falls back to the website', async () => {
      const w = await world();
      await w.service.fromFunnel(funnelDto({ contact: { fromUrl: 'https://angebote.example.de/?ls=solarportal' } }), META);
      await w.service.fromFunnel(funnelDto({ contact: { fromUrl: 'https://angebote.example.de/?ls=gibtsnicht' } }), META);
      await w.service.fromFunnel(funnelDto({ contact: { fromUrl: 'kein url' } }), META);
      expect(w.stored.map(({ lead }) => lead.leadsourceId)).toEqual([PARTNER.id, WEBSITE.id, WEBSITE.id]);
    });

    // Which earlier lead is found is the repository's SQL, tested against a database in test/api.
    it('looks for duplicates within the window of the setting, counted from the clock', async () => {
      const w = await world();
      await w.service.fromFunnel(funnelDto(), META);
      expect(w.stored[0].windowDays).toBe(14);
      expect(w.stored[0].lead.realCreatedAt).toEqual(new Date(NOW));
    });

    it.each([
      ['a bad phone', funnelDto({ contact: { phone: '0171 12345a67' } }), { 'contact.phone': 'Bitte eine gültige Telefonnummer angeben' }],
      ['a 3-digit postcode', funnelDto({ contact: { zip: '803' } }), { 'contact.zip': 'Bitte eine gültige Postleitzahl angeben (5 Ziffern)' }],
      ['a postcode no place has', funnelDto({ contact: { zip: '00000' } }), { 'contact.zip': 'Die Postleitzahl 00000 gibt es nicht. Bitte prüfen Sie Ihre Eingabe.' }],
      ['an unknown question', funnelDto({ details: [{ key: 'pool', action: { title: 'Ja' } }] }), { 'details.0.key': 'Unbekannte Frage "pool"' }],
      ['an answer the question does not have', funnelDto({ details: [{ key: 'consumption', action: { title: 'viel' } }] }), { 'details.0.action.title': '"viel" ist keine Antwort auf "Stromverbrauch"' }],
      ['a free-text answer without text', funnelDto({ details: [{ key: 'buildingType', action: { title: 'Sonstiges', freeText: ' ' } }] }), { 'details.0.action.freeText': 'Bitte hier eingeben' }],
    ])('refuses %s with a German reason per field and stores nothing', async (_, dto, fields) => {
      const w = await world();
      await expect(w.service.fromFunnel(dto, META)).rejects.toMatchObject({ code: 'INVALID_LEAD', status: 400, details: { fields } });
      expect(w.stored).toEqual([]);
      expect(w.mail.queueIn).not.toHaveBeenCalled();
    });
  });

  describe("a person on the 'Nicht kontaktieren' list", () => {
    const REFUSED = { code: 'DO_NOT_CONTACT', status: 422, message: 'Diese Person hat der Verarbeitung ihrer Daten widersprochen (Nicht kontaktieren). Der Lead wird nicht angenommen.' };

    it('is refused from a supplier by the normalised phone, storing nothing', async () => {
      const w = await world({ blocked: ['+492219876543'] });
      await expect(w.service.fromSupplier(PARTNER, supplierDto(), META)).rejects.toMatchObject(REFUSED);
      expect(w.stored).toEqual([]);
      expect(w.released).toEqual([]);
    });

    it('is refused from the funnel without a consent given in the form', async () => {
      const w = await world({ blocked: ['anna.schmidt@example.de'] });
      const { consent: _consent, ...withoutConsent } = funnelDto();
      await expect(w.service.fromFunnel(withoutConsent as CreateFunnelLeadDto, META)).rejects.toMatchObject(REFUSED);
      expect(w.stored).toEqual([]);
    });

    it('consenting again in the funnel stores the lead with a double opt-in link, but only the link lifts the list (issue 27 §2)', async () => {
      // Double opt-in off in the settings: the link is sent all the same, it is the only way back.
      const w = await world({ blocked: ['anna.schmidt@example.de'] });
      await w.service.fromFunnel(funnelDto(), META);
      expect(w.released).toEqual([]);
      expect(w.stored).toHaveLength(1);
      expect(w.stored[0].lead.emailConfirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
      const mail = w.mail.queueIn.mock.calls.at(-1)![1];
      expect(mail.text).toMatch(/\/bestaetigen\/[A-Za-z0-9_-]{43}/);
      expect(mail.secret).toBe(true);
    });

    it('leaves everyone else alone', async () => {
      const w = await world({ blocked: ['someone.else@example.de'] });
      await w.service.fromFunnel(funnelDto(), META);
      await w.service.fromSupplier(PARTNER, supplierDto(), META);
      expect(w.stored).toHaveLength(2);
      expect(w.released).toEqual([]);
    });
  });

  describe('from a supplier', () => {
    it('looks the supplier up by its API key (trimmed) and answers unknown or inactive keys with 401', async () => {
      const w = await world();
      await expect(w.service.supplierFor(`  ${PARTNER.apiKey} `)).resolves.toBe(PARTNER);
      for (const key of [undefined, '', 'x'.repeat(48)]) {
        await expect(w.service.supplierFor(key)).rejects.toMatchObject({ code: 'INVALID_API_KEY', message: 'Ungültiger oder inaktiver API-Schlüssel (Header X-Api-Key)' });
      }
    });

    it('stores the supplier’s lead with its externalId, answers and consent, marked as coming from the supplier', async () => {
      const w = await world();
      const { created } = await w.service.fromSupplier(PARTNER, supplierDto(), META);
      expect(created).toBe(true);
      expect(w.stored[0].lead).toMatchObject({
        leadsourceId: PARTNER.id,
        externalId: 'SP-1001',
        phone: '+492219876543',
        data: { consumption: '5.000 – 8.000 kWh', extraInfo: 'Dach 2019 neu gedeckt' },
        consentText: 'Einwilligung beim Partner erteilt',
        consentAt: new Date('2026-11-20T09:30:00Z'),
        consentIp: '203.0.113.7',
        consentUserAgent: `Schnittstelle der Leadsource ${PARTNER.slug}: Testbrowser/1.0`,
        qualified: false,
      });
    });

    it('stores the supplier’s consent text as a version and its proof address', async () => {
      const w = await world();
      await w.service.fromSupplier(PARTNER, supplierDto({ consent: { text: 'Einwilligung beim Partner erteilt', at: '2026-03-11T08:00:00Z', proofUrl: 'https://partner.example/nachweis/1' } }), META);
      expect(w.stored[0].lead).toMatchObject({ consentVersionId: 100 + 'Einwilligung beim Partner erteilt'.length, consentProofUrl: 'https://partner.example/nachweis/1' });
      expect(w.stored[0].lead.emailConfirmTokenHash ?? null).toBeNull();
    });

    it('refuses a lead without consent proof from a source that requires it (422 naming the field), storing nothing', async () => {
      const w = await world();
      const strict = source(4, { slug: 'strict', requireConsent: true });
      await expect(w.service.fromSupplier(strict, supplierDto({ consent: { text: 'Einwilligung', at: '2026-03-11T08:00:00Z' } }), META)).rejects.toMatchObject({
        code: 'CONSENT_REQUIRED',
        status: 422,
        details: { fields: { 'consent.ip': 'IP-Adresse der Einwilligung fehlt (oder eine Nachweis-Adresse in consent.proofUrl)' } },
      });
      expect(w.stored).toEqual([]);
      await w.service.fromSupplier(strict, supplierDto({ consent: { text: 'Einwilligung', at: '2026-03-11T08:00:00Z', ip: '203.0.113.7' } }), META);
      expect(w.stored).toHaveLength(1);
    });

    it('qualifies a pre-qualified source’s lead at the clock’s time and queues its quality check, which distributes it, with the lead', async () => {
      const w = await world();
      const { lead } = await w.service.fromSupplier(CALLCENTER, supplierDto({ externalId: 'CC-1' }), META);
      expect(w.stored[0].lead).toMatchObject({ qualified: true, qualifiedAt: new Date(NOW) });
      expect(lead.id).toBe(501);
      expect(w.outbox.addIn).toHaveBeenCalledWith(expect.any(SqlStatement), JobName.CheckLeadQuality, 'new_lead', { leadId: 'source.id' });
    });

    it('holds a pre-qualified source’s lead below its Mindestqualität: stored unqualified, with the findings', async () => {
      const w = await world();
      await w.service.fromSupplier({ ...CALLCENTER, minQuality: 60 }, supplierDto({ externalId: 'CC-2', contact: { ...supplierDto().contact, firstName: 'Max', lastName: 'Mustermann', phone: '0221 4738291' } }), META);
      expect(w.stored[0].lead).toMatchObject({
        qualified: false,
        qualifiedAt: null,
        qualityScore: 55,
        qualityStatus: 'review',
        qualityFindings: [{ code: 'name-placeholder', text: 'Platzhalter- oder Testname: Max Mustermann' }],
      });
    });

    it('answers a repeated externalId with the first lead and stores nothing', async () => {
      const first = { id: 77, externalId: 'SP-1001' } as Lead;
      const w = await world({ existing: first });
      await expect(w.service.fromSupplier(PARTNER, supplierDto(), META)).resolves.toEqual({ lead: first, created: false });
      expect(w.leads.storeNew.mock.calls[0][0]).toMatchObject({ leadsourceId: PARTNER.id, externalId: 'SP-1001' });
      expect(w.stored).toEqual([]);
      expect(w.mail.queueIn).not.toHaveBeenCalled();
    });

    it('gives the lead stored by a concurrent delivery of the same externalId when it lost that race, without a second mail', async () => {
      const w = await world({ raceLost: true });
      const winner = { id: 78, externalId: 'SP-1001' } as Lead;
      w.leads.findByExternalId.mockResolvedValueOnce(winner);
      await expect(w.service.fromSupplier(PARTNER, supplierDto(), META)).resolves.toEqual({ lead: winner, created: false });
      expect(w.leads.findByExternalId).toHaveBeenCalledWith(PARTNER.id, 'SP-1001');
      expect(w.mail.queueIn).not.toHaveBeenCalled();
    });

    it.each([
      ['an unknown answer key', { data: { pool: 'ja' } }, { 'data.pool': 'Unbekannter Schlüssel. Erlaubt: consumption, buildingType, extraInfo' }],
      ['an answer that is no text', { data: { consumption: { kwh: 4000 } } }, { 'data.consumption': 'muss ein Text sein' }],
      ['an answer too long', { data: { extraInfo: 'x'.repeat(501) } }, { 'data.extraInfo': 'darf höchstens 500 Zeichen lang sein' }],
      ['a bad e-mail address', { contact: { ...supplierLead().contact, mail: 'jonas@' } }, { 'contact.mail': 'Bitte eine gültige E-Mail-Adresse angeben' }],
    ])('refuses %s naming the field, storing nothing', async (_, overrides, fields) => {
      const w = await world();
      await expect(w.service.fromSupplier(PARTNER, supplierDto(overrides), META)).rejects.toMatchObject({ code: 'INVALID_LEAD', details: { fields } });
      expect(w.stored).toEqual([]);
    });
  });
});
