import { LeadDetailService, LeadIntakeService } from '@app/leads';
import { LeadsourcesService } from '@app/leadsources';
import { OrdersService } from '@app/orders';
import { OrganisationsService } from '@app/organisations';
import { PublicReclamationService, ReclamationQueueService } from '@app/reclamations';
import { ReclamationLinks } from '@app/sales';
import { UsersService } from '@app/users';
import { DataSource } from 'typeorm';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { PortalUsersService } from '@app/portal-auth';
import { GeoService } from '@app/geo';
import { InvoicingService } from '@app/invoicing';
import { CompanySettingsService } from '@app/settings';
import { openCliContext, runCli, startCli } from './cli-context';
import { seedDemoComplaints } from './demo/demo-complaints';
import { DemoClock, seedDemoHistory } from './demo/demo-history';
import { seedDemoInvoices } from './demo/demo-invoices';
import { seedDemoLeads } from './demo/demo-leads';
import { seedDemoOrders } from './demo/demo-orders';
import { DEMO_BUYER_USERS, seedDemoLeadCosts, seedDemoOutcomes } from './demo/demo-outcomes';
import { INACTIVE_DEMO_BUYERS_NOTE, seedDemoOrganisations } from './demo/demo-organisations';
import { seedDemoSales } from './demo/demo-sales';
import { DEMO_PASSWORD, DEMO_STAFF, seedDemoUsers } from './demo/demo-users';

/** `npm run seed:demo`: realistic German demo data in the configured database. Safe to run twice. */
async function main() {
  const config = startCli();
  const clock = new DemoClock();
  const context = await openCliContext(config, { clock });
  try {
    const users = await seedDemoUsers(context.get(UsersService));
    console.log(users.length ? `Mitarbeiter angelegt (Passwort "${DEMO_PASSWORD}"): ${users.join(', ')}` : 'Demo-Mitarbeiter gibt es schon.');
    // Radius buyers (Hamburg) need centroids; a fresh database gets the shipped table, as on the server's first start.
    const postalCodes = await context.get(GeoService).loadBundledIfEmpty();
    if (postalCodes) console.log(`Postleitzahlen aus der mitgelieferten Tabelle geladen: ${postalCodes} (GeoNames, CC BY 4.0)`);
    const buyers = await seedDemoOrganisations(context.get(OrganisationsService));
    console.log(`Unternehmen (Käufer) neu angelegt: ${buyers}`);
    if (buyers) console.log(INACTIVE_DEMO_BUYERS_NOTE);
    const leads = await seedDemoLeads(context.get(LeadsourcesService), context.get(LeadIntakeService));
    console.log(`Leads von Demo-Lieferanten neu angelegt: ${leads.created}`);
    const sales = await seedDemoSales(context.get(LeadDetailService), leads.leadIds);
    console.log(`Leads qualifiziert und verkauft: ${sales} Verkäufe neu (die Zustellung übernimmt der laufende Server)`);
    const staff = (await context.get(UsersService).findByEmail(DEMO_STAFF[0].email))!;
    const history = await seedDemoHistory(
      { clock, sources: context.get(LeadsourcesService), intake: context.get(LeadIntakeService), leads: context.get(LeadDetailService) },
      { id: staff.id, name: staff.name },
    );
    console.log(`Verlauf der letzten Monate: ${history.leads} Leads, ${history.sales} Verkäufe, ${history.reclaimed} davon reklamiert (für Statistik und Übersicht)`);
    const complaints = await seedDemoComplaints(
      {
        leads: context.get(LeadDetailService),
        organisations: context.get(OrganisationsService),
        links: context.get(ReclamationLinks),
        complaints: context.get(PublicReclamationService),
        queue: context.get(ReclamationQueueService),
      },
      leads.leadIds,
      { id: staff.id, name: staff.name },
    );
    console.log(`Reklamationen angelegt: ${complaints} (offen, in Bearbeitung, Nachweis angefordert, akzeptiert, abgelehnt; /reclamationrequest)`);
    const invoices = await seedDemoInvoices({ company: context.get(CompanySettingsService), invoicing: context.get(InvoicingService), organisations: context.get(OrganisationsService) });
    console.log(`Rechnungen der vergangenen Monate festgeschrieben: ${invoices.created}, davon als bezahlt markiert: ${invoices.paid} (Firmendaten: Muster, unter Settings → Firmendaten ersetzen)`);
    const costs = await seedDemoLeadCosts(context.get(LeadsourcesService));
    if (costs) console.log(`Einkaufspreis je Lead bei ${costs} Demo-Lieferanten hinterlegt (Marge im Bericht Lead-Qualität)`);
    const outcomes = await seedDemoOutcomes({ db: context.get(DataSource), users: context.get(PortalUsersService), outcomes: context.get(LeadOutcomesService) });
    if (outcomes.users.length) console.log(`Käuferportal-Benutzer angelegt (Passwort "${DEMO_PASSWORD}"): ${outcomes.users.join(', ')}`);
    console.log(`Ergebnisse der Käufer eingetragen: ${outcomes.outcomes} (${DEMO_BUYER_USERS.map((user) => user.organisation).join(', ')}; Bericht Lead-Qualität)`);
    const orders = await seedDemoOrders(context.get(OrdersService));
    console.log(`Aufträge angelegt oder aktualisiert: ${orders} (z. B. /check?orderNumber=GVD-24017&zip=01067&lastName=Lehmann)`);
  } finally {
    await context.close();
  }
}

void runCli(main);
