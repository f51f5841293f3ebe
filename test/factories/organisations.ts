import { Organisation, OrganisationDetailDto, OrganisationFormDto, OrganisationsService } from '@app/organisations';
import { Conditions, defaultIntegrations, ORGANISATION_DEFAULTS } from '@app/contract';
import { buyerConditions } from './conditions';
import { nextNumber, Running } from './running';

const mailboxOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@kaeufer.example`;

/** What a test may set on a buyer: any form field, plain conditions, or just the postal-code prefixes (`zips`). */
export type BuyerOverrides = Omit<Partial<OrganisationFormDto>, 'conditions'> & { conditions?: Conditions; zips?: string[] };

/**
 * A valid organisation form (the body of POST/PUT /api/organisation): a buyer by e-mail that gets
 * leads of postal area 80 at any time. The e-mail is made from the name ('Erster' → erster@kaeufer.example).
 */
export function buyerForm(overrides: BuyerOverrides = {}): OrganisationFormDto {
  const { zips, conditions, ...form } = overrides;
  const name = form.name ?? `Käufer ${nextNumber()}`;
  // The form's classes only carry validation decorators: the plain shapes are what a client sends.
  return { email: mailboxOf(name), ...form, name, conditions: conditions ?? buyerConditions({ zips: zips ?? ['80'] }) } as OrganisationFormDto;
}

/** Creates a buyer through OrganisationsService (the same rules as the back office: checked conditions, sheet sync queued). */
export function createBuyer(running: Running, overrides: BuyerOverrides = {}): Promise<OrganisationDetailDto> {
  return running.app.get(OrganisationsService).create(buyerForm(overrides));
}

/** Marks it deleted, as the back office does. */
export async function deleteOrganisation(running: Running, id: number): Promise<void> {
  await running.app.get(OrganisationsService).remove(id);
}

/** The row itself, for tests below the service (repository tests, unit tests with an id added): a complete buyer as stored. */
export function organisationRow(overrides: Partial<Organisation> = {}): Partial<Organisation> {
  const name = overrides.name ?? `Käufer ${nextNumber()}`;
  return {
    name,
    email: mailboxOf(name),
    type: 'buyer-email',
    active: true,
    deleted: false,
    prio: ORGANISATION_DEFAULTS.prio,
    monthlyLeadLimit: ORGANISATION_DEFAULTS.monthlyLeadLimit,
    monthlyLeadGoal: ORGANISATION_DEFAULTS.monthlyLeadGoal,
    leadSellCost: '50.00',
    sendReclaLink: false,
    apiKey: `key-${nextNumber()}-${name.length}`.padEnd(24, '0'),
    integrations: defaultIntegrations(),
    config: { reclamationEmail: '' },
    extension: { lawyer: { active: false, email: '', days: 30 } },
    conditions: buyerConditions({ zips: ['80'] }),
    ...overrides,
  };
}

/** Stores the row directly (no service rules run). */
export function insertOrganisation(running: Pick<Running, 'db'>, overrides: Partial<Organisation> = {}): Promise<Organisation> {
  return running.db.getRepository(Organisation).save(organisationRow(overrides));
}
