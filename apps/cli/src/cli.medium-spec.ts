import { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '@app/infrastructure';
import { verifyPassword, UsersService } from '@app/users';
import { createTestDatabase, TestDatabase } from '../../../test/support/test-database';
import { openCliContext } from './cli-context';
import { Lead, LeadDetailService, LeadIntakeService, LeadsService } from '@app/leads';
import { LeadsourcesService } from '@app/leadsources';
import { OrdersService } from '@app/orders';
import { seedDemoComplaints } from './demo/demo-complaints';
import { DemoClock, seedDemoHistory } from './demo/demo-history';
import { seedDemoLeads } from './demo/demo-leads';
import { seedDemoOrders } from './demo/demo-orders';
import { seedDemoOrganisations } from './demo/demo-organisations';
import { seedDemoSales } from './demo/demo-sales';
import { DataSource } from 'typeorm';
import { OrganisationsService } from '@app/organisations';
import { PublicReclamationService, ReclamationQueueService } from '@app/reclamations';
import { ReclamationLinks } from '@app/sales';
import { InvoicingService } from '@app/invoicing';
import { CompanySettingsService } from '@app/settings';
import { ORGANISATION_TYPES } from '@app/contract';
import { DEMO_PASSWORD, seedDemoUsers } from './demo/demo-users';
import { seedDemoInvoices } from './demo/demo-invoices';
import { DEMO_BUYER_USERS, seedDemoLeadCosts, seedDemoOutcomes } from './demo/demo-outcomes';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { PortalUsersService } from '@app/portal-auth';
import { createUserFromArgs } from './user-create';

describe('Command line: user:create, first admin, demo seed', () => {
  let database: TestDatabase;
  let context: INestApplicationContext;
  let users: UsersService;
  const clock = new DemoClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    context = await openCliContext(loadConfig({ JWT_SECRET: 'c'.repeat(32), ...database.env }), { clock });
    users = context.get(UsersService);
  });
  afterAll(async () => {
    await context.close();
    await database.drop();
  });

  it('creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD only while there are no users', async () => {
    await expect(users.ensureFirstAdmin(loadConfig({ ADMIN_EMAIL: 'chefin@example.de', ADMIN_PASSWORD: 'passwort12345' }))).rejects.toThrow(
      /^ADMIN_PASSWORD: Das Passwort ist zu leicht zu erraten/,
    );
    const config = loadConfig({ ADMIN_EMAIL: 'Chefin@Example.de', ADMIN_PASSWORD: 'Start-Passwort-2026' });
    expect(await users.ensureFirstAdmin(config)).toEqual({ email: 'chefin@example.de', password: undefined });
    const admin = (await users.findByEmail('chefin@example.de'))!;
    expect(admin.role).toBe('admin');
    expect(await verifyPassword('Start-Passwort-2026', admin.passwordHash!)).toBe(true);
    expect(await users.ensureFirstAdmin(loadConfig({}))).toBeNull();
  });

  it('creates and then updates a user with user:create, the password never from the arguments', async () => {
    const created = await createUserFromArgs(context, ['--email', 'Max@Example.de', '--name', 'Max Muster', '--role', 'accounting'], async () => 'erstes-Passwort-77');
    expect(created).toBe('Benutzer angelegt: max@example.de (Buchhaltung)');
    const updated = await createUserFromArgs(context, ['--email', 'max@example.de', '--password-stdin'], async () => 'zweites-Passwort-88');
    expect(updated).toBe('Benutzer aktualisiert: max@example.de (Buchhaltung)');
    const max = (await users.findByEmail('max@example.de'))!;
    expect(max.name).toBe('Max Muster');
    expect(await verifyPassword('zweites-Passwort-88', max.passwordHash!)).toBe(true);
    expect(await verifyPassword('erstes-Passwort-77', max.passwordHash!)).toBe(false);
  });

  it('refuses incomplete or bad input with a German message', async () => {
    const password = async () => 'lang-genug-und-gut-42';
    await expect(createUserFromArgs(context, ['--name', 'x'], password)).rejects.toThrow('Aufruf: npm run user:create');
    await expect(createUserFromArgs(context, ['--email', 'x@example.de', '--password', 'Sichtbar-im-Verlauf-1'], password)).rejects.toThrow(
      'Das Passwort bitte nicht als Argument übergeben.',
    );
    await expect(createUserFromArgs(context, ['--email', 'x@example.de', '--role', 'chef'], password)).rejects.toThrow('Unbekannte Rolle: chef');
    await expect(createUserFromArgs(context, ['--email', 'kein-mail'], password)).rejects.toThrow('Bitte eine gültige E-Mail-Adresse angeben.');
    await expect(createUserFromArgs(context, ['--email', 'y@example.de'], async () => 'kurz')).rejects.toThrow('Das Passwort muss mindestens 12 Zeichen lang sein.');
  });

  it('seeds demo staff once', async () => {
    const first = await seedDemoUsers(users);
    expect(first.length).toBe(4);
    expect(await seedDemoUsers(users)).toEqual([]);
    const lena = (await users.findByEmail('lena.vogel@solarleads.example'))!;
    expect(await verifyPassword(DEMO_PASSWORD, lena.passwordHash!)).toBe(true);
    expect(lena.role).toBe('admin');
  });

  it('seeds demo buyers, suppliers with leads, sales and orders, idempotently', async () => {
    const organisations = context.get(OrganisationsService);
    expect(await seedDemoOrganisations(organisations)).toBe(ORGANISATION_TYPES.length);
    expect(await seedDemoOrganisations(organisations)).toBe(0);
    const buyers = await organisations.list();
    expect(new Set(buyers.map((buyer) => buyer.type))).toEqual(new Set(ORGANISATION_TYPES));
    // Buyers of outside services start inactive, so the demo shows no failed deliveries; the e-mail buyers work.
    const emailTypes = ['buyer', 'buyer-email', 'service-buyer'];
    expect(buyers.filter((buyer) => buyer.active).map((buyer) => buyer.type).sort()).toEqual([...emailTypes].sort());
    expect(buyers.filter((buyer) => emailTypes.includes(buyer.type)).every((buyer) => buyer.warnings.length === 0)).toBe(true);
    expect(buyers.filter((buyer) => !buyer.active).every((buyer) => buyer.warnings.includes('Das Unternehmen ist inaktiv.'))).toBe(true);

    const sources = context.get(LeadsourcesService);
    const intake = context.get(LeadIntakeService);
    const leads = await seedDemoLeads(sources, intake);
    expect(leads.created).toBe(10);
    const again = await seedDemoLeads(sources, intake);
    expect(again).toEqual({ created: 0, leadIds: leads.leadIds });
    const sued = (await sources.findActiveBySlug('solarvergleich-sued'))!;
    const lead = (await context.get(DataSource).getRepository(Lead).findOneBy({ leadsourceId: sued.id, externalId: 'DEMO-solarvergleich-sued-1' }))!;
    expect(lead).toMatchObject({ firstName: 'Sabine', lastName: 'Krüger', zip: '80331', phone: '+491715500000', email: 'sabine.krueger@example.de' });

    // Six leads qualified: each sold to the e-mail buyer of its region.
    const sales = context.get(LeadDetailService);
    expect(await seedDemoSales(sales, leads.leadIds)).toBe(6);
    expect(await seedDemoSales(sales, leads.leadIds)).toBe(0);
    const soldTo = await context.get(DataSource).query(
      `SELECT l.zip, o.name FROM sale s JOIN lead l ON l.id = s.lead_id JOIN organisation o ON o.id = s.organisation_id ORDER BY l.id`,
    );
    expect(soldTo.map((row: { zip: string; name: string }) => `${row.zip} ${row.name}`)).toEqual([
      '80331 Sonnenstrom Bayern GmbH',
      '70173 Dach & Energie Service GmbH',
      '91052 Solartechnik Franken KG',
      '85221 Sonnenstrom Bayern GmbH',
      '71032 Dach & Energie Service GmbH',
      '90402 Solartechnik Franken KG',
    ]);
    expect((await context.get(LeadsService).findById(leads.leadIds[6]))!.qualified).toBe(false);

    // Complaints about five of the sales, one in each status; the accepted one reclaimed its sale.
    const complaintServices = {
      leads: sales,
      organisations,
      links: context.get(ReclamationLinks),
      complaints: context.get(PublicReclamationService),
      queue: context.get(ReclamationQueueService),
    };
    const staff = { id: (await users.findByEmail('lena.vogel@solarleads.example'))!.id, name: 'Lena Vogel' };
    expect(await seedDemoComplaints(complaintServices, leads.leadIds, staff)).toBe(5);
    expect(await seedDemoComplaints(complaintServices, leads.leadIds, staff)).toBe(0);
    const complaints = await context.get(DataSource).query(
      `SELECT r.status, s.reclaimed, (SELECT count(*)::int FROM reclamation_status_change c WHERE c.request_id = r.id) AS changes
         FROM reclamation_request r JOIN sale s ON s.id = r.sale_id ORDER BY r.id`,
    );
    expect(complaints).toEqual([
      { status: 'open', reclaimed: false, changes: 1 },
      { status: 'inProgress', reclaimed: false, changes: 2 },
      { status: 'proofRequired', reclaimed: false, changes: 3 },
      { status: 'approved', reclaimed: true, changes: 3 },
      { status: 'rejected', reclaimed: false, changes: 3 },
    ]);

    expect(await seedDemoOrders(context.get(OrdersService))).toBe(3);
    expect((await context.get(OrdersService).get('GVD-24017')).lastName).toBe('Lehmann');
  });

  it('seeds months of history: leads at their days, sales two hours later, some reclaimed, idempotently', async () => {
    const services = { clock, sources: context.get(LeadsourcesService), intake: context.get(LeadIntakeService), leads: context.get(LeadDetailService) };
    const staff = { id: (await users.findByEmail('lena.vogel@solarleads.example'))!.id, name: 'Lena Vogel' };
    const first = await seedDemoHistory(services, staff);
    expect(first.leads).toBeGreaterThan(100);
    expect(first.sales).toBeGreaterThan(first.leads / 2);
    expect(first.reclaimed).toBeGreaterThan(0);
    expect(clock.now().getTime()).toBeCloseTo(Date.now(), -3);

    const months = await context.get(DataSource).query(
      `SELECT to_char(s.sold_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM') AS month, count(*)::int AS sales, count(*) FILTER (WHERE s.reclaimed)::int AS reclaimed,
              bool_and(s.sold_at = l.created_at + interval '2 hours') AS two_hours_later, max(s.sold_at) < now() AS in_the_past
         FROM sale s JOIN lead l ON l.id = s.lead_id WHERE l.external_id LIKE 'DEMO-H-%' GROUP BY 1 ORDER BY 1`,
    );
    expect(months.length).toBeGreaterThanOrEqual(5);
    expect(months.every((month: { two_hours_later: boolean; in_the_past: boolean }) => month.two_hours_later && month.in_the_past)).toBe(true);
    expect(months.reduce((sum: number, month: { reclaimed: number }) => sum + month.reclaimed, 0)).toBe(first.reclaimed);

    expect(await seedDemoHistory(services, staff)).toEqual({ leads: 0, sales: 0, reclaimed: 0 });
  });

  it('gives the demo suppliers a purchase price and two buyers portal users with outcomes on part of their sales, idempotently', async () => {
    const sources = context.get(LeadsourcesService);
    expect(await seedDemoLeadCosts(sources)).toBe(2);
    expect(await seedDemoLeadCosts(sources)).toBe(0);
    expect(Number((await sources.findActiveBySlug('solarvergleich-sued'))!.leadCost)).toBe(18.5);
    const services = { db: context.get(DataSource), users: context.get(PortalUsersService), outcomes: context.get(LeadOutcomesService) };
    const first = await seedDemoOutcomes(services);
    expect(first.users).toEqual(DEMO_BUYER_USERS.map((user) => user.email));
    expect(first.outcomes).toBeGreaterThan(10);
    const shares: { name: string; sales: number; outcomes: number; won: number }[] = await context.get(DataSource).query(
      `SELECT org.name, count(*)::int AS sales, count(o.sale_id)::int AS outcomes, count(*) FILTER (WHERE o.status = 'won')::int AS won
         FROM sale s JOIN organisation org ON org.id = s.organisation_id LEFT JOIN lead_outcome o ON o.sale_id = s.id
        WHERE org.name = ANY($1) GROUP BY org.name ORDER BY org.name`,
      [DEMO_BUYER_USERS.map((user) => user.organisation)],
    );
    for (const share of shares) {
      // Part of the sales, not all: the report and the reminder both have something to show.
      expect(share.outcomes).toBeGreaterThan(0);
      expect(share.outcomes).toBeLessThan(share.sales);
      expect(share.won).toBeGreaterThan(0);
    }
    expect(await seedDemoOutcomes(services)).toEqual({ users: [], outcomes: 0 });
  });

  it('finalises the invoices of the past months with demo company data, idempotently', async () => {
    const services = { company: context.get(CompanySettingsService), invoicing: context.get(InvoicingService), organisations: context.get(OrganisationsService) };
    const first = await seedDemoInvoices(services);
    expect(first.created).toBeGreaterThanOrEqual(5);
    expect(first.paid).toBeGreaterThan(0);
    expect(first.paid).toBeLessThan(first.created);
    const invoices: { number: string; status: string }[] = await context.get(DataSource).query(`SELECT number, status FROM invoice ORDER BY id`);
    expect(invoices).toHaveLength(first.created);
    expect(invoices.every((invoice) => /^RE\d{4}-\d{4}$/.test(invoice.number))).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(new Set(['open', 'paid']));
    expect((await context.get(CompanySettingsService).get()).missing).toEqual([]);
    expect(await seedDemoInvoices(services)).toEqual({ created: 0, paid: 0 });
  });
});
