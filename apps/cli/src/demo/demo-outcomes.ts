import type { DataSource } from 'typeorm';
import type { LeadOutcomeInput } from '@app/contract';
import { LeadOutcomesService } from '@app/lead-outcomes';
import { LeadsourcesService } from '@app/leadsources';
import { PortalUsersService } from '@app/portal-auth';
import { DEMO_SUPPLIERS } from './demo-leads';
import { DEMO_PASSWORD } from './demo-users';

/** What the demo suppliers charge per lead (EUR): the report 'Lead-Qualität' shows the margin with it. */
export const DEMO_LEAD_COSTS: Record<string, number> = { 'solarvergleich-sued': 18.5, dachprofi: 22 };

/** Two buyers that use the Käuferportal: one user each, with the demo password. */
export const DEMO_BUYER_USERS = [
  { organisation: 'Sonnenstrom Bayern GmbH', email: 'vertrieb@sonnenstrom-bayern.example', name: 'Petra Huber' },
  { organisation: 'Solartechnik Franken KG', email: 'info@solartechnik-franken.example', name: 'Markus Bauer' },
];

/**
 * The outcome a demo buyer reports for its n-th sale: seven in ten have one, from unreachable to an order
 * with a plausible value, so every column of the report has figures.
 */
const OUTCOMES: (LeadOutcomeInput | null)[] = [
  { status: 'won', value: 12500 },
  { status: 'offer' },
  { status: 'appointment', note: 'Vor-Ort-Termin vereinbart' },
  { status: 'reached' },
  { status: 'unreachable' },
  { status: 'lost', reason: 'price' },
  { status: 'won', value: 18900.5 },
  null,
  { status: 'lost', reason: 'competitor' },
  null,
];

/** Sets the purchase price on demo suppliers that have none (a price staff set is kept). */
export async function seedDemoLeadCosts(sources: LeadsourcesService): Promise<number> {
  let set = 0;
  for (const supplier of DEMO_SUPPLIERS) {
    const source = await sources.findActiveBySlug(supplier.slug);
    if (!source || source.leadCost !== null) continue;
    await sources.update(source.id, { leadCost: DEMO_LEAD_COSTS[supplier.slug] });
    set++;
  }
  return set;
}

/**
 * Adds the demo buyer users (existing ones keep their password) and, for their organisations' sales
 * without an outcome, the outcome their user reports. Safe to run twice.
 */
export async function seedDemoOutcomes(services: { db: DataSource; users: PortalUsersService; outcomes: LeadOutcomesService }): Promise<{ users: string[]; outcomes: number }> {
  const users: string[] = [];
  let recorded = 0;
  for (const person of DEMO_BUYER_USERS) {
    const [organisation]: { id: number }[] = await services.db.query('SELECT id FROM organisation WHERE name = $1 AND NOT deleted', [person.organisation]);
    if (!organisation) continue;
    const organisationId = Number(organisation.id);
    const existing = (await services.users.listOfOrganisation(organisationId)).find((user) => user.email === person.email);
    const user = existing ?? (await services.users.createOrUpdate({ organisationId, email: person.email, name: person.name, password: DEMO_PASSWORD }));
    if (!existing) users.push(person.email);
    const sales: { lead_id: number }[] = await services.db.query('SELECT lead_id FROM sale WHERE organisation_id = $1 ORDER BY id', [organisationId]);
    const leadIds = sales.map((sale) => Number(sale.lead_id));
    const known = await services.outcomes.currentFor(organisationId, leadIds);
    for (const [index, leadId] of leadIds.entries()) {
      const input = OUTCOMES[index % OUTCOMES.length];
      if (!input || known.has(leadId)) continue;
      await services.outcomes.record(organisationId, leadId, input, { kind: 'buyer', userId: user.id, name: user.name });
      recorded++;
    }
  }
  return { users, outcomes: recorded };
}
