import { CreateOrganisationDto, OrganisationFormDto, OrganisationsService } from '@app/organisations';
import { defaultConditions, OrganisationType } from '@app/contract';

interface DemoBuyer {
  name: string;
  type: OrganisationType;
  city: string;
  zip: string;
  prefixes: string[];
  radius?: { zip: string; radius: number };
  extra?: Partial<OrganisationFormDto>;
}

/** Buyer types that get their leads by e-mail: without SMTP_URL the mails wait in the Postausgang, nothing fails. */
const EMAIL_TYPES: readonly OrganisationType[] = ['buyer', 'buyer-email', 'service-buyer'];

/** What seed:demo says about the buyers it leaves inactive. */
export const INACTIVE_DEMO_BUYERS_NOTE =
  'Die Käufer mit Zapier, Make, Pipedrive, weClapp und Leveto sind inaktiv angelegt, weil ihre Zustellung ein Konto beim jeweiligen Dienst braucht; ' +
  'zum Ausprobieren beim Unternehmen die Zugangsdaten eintragen und es aktivieren.';

/** One installer company of every buyer type, spread over Germany. */
const BUYERS: DemoBuyer[] = [
  { name: 'Sonnenstrom Bayern GmbH', type: 'buyer-email', city: 'München', zip: '80331', prefixes: ['80', '81', '85'] },
  { name: 'Solartechnik Franken KG', type: 'buyer', city: 'Nürnberg', zip: '90402', prefixes: ['90', '91'] },
  { name: 'Dach & Energie Service GmbH', type: 'service-buyer', city: 'Stuttgart', zip: '70173', prefixes: ['70', '71'] },
  { name: 'Rheinland PV Montage', type: 'zapier', city: 'Köln', zip: '50667', prefixes: ['50', '51'], extra: { zapier: { uri: 'https://hooks.zapier.example/hooks/catch/123456/demo' } } },
  { name: 'Elbsolar Dresden', type: 'make', city: 'Dresden', zip: '01067', prefixes: ['01'], extra: { make: { uri: 'https://hook.eu1.make.example/demo' } } },
  {
    name: 'Nordlicht Energie GmbH',
    type: 'pipedrive',
    city: 'Hamburg',
    zip: '20095',
    prefixes: [],
    radius: { zip: '20095', radius: 50 },
    extra: { pipedrive: { type: 'deal', pipeline: null, stage: null, leadLabel: null } },
  },
  { name: 'Hessen Dachtechnik', type: 'weClapp', city: 'Frankfurt am Main', zip: '60311', prefixes: ['60', '61', '63'], extra: { weClapp: { uri: 'https://hessen-dachtechnik.weclapp.com/webapp/api/v1' } } },
  { name: 'Leipziger Sonnendach', type: 'leveto', city: 'Leipzig', zip: '04109', prefixes: ['04'], extra: { leveto: { active: true, uri: 'https://api.leveto.example/leads', username: 'sonnendach' } } },
];

/**
 * Adds the demo buyers that do not exist yet (matched by name). Buyers whose leads go to an outside service
 * (webhook, CRM) start inactive: the demo has no account there, so every sale to them would end as a failed
 * delivery on the lead page. Inactive, they show their settings and get no leads.
 */
export async function seedDemoOrganisations(organisations: OrganisationsService): Promise<number> {
  const existing = new Set((await organisations.list()).map((organisation) => organisation.name));
  let created = 0;
  for (const [index, buyer] of BUYERS.entries()) {
    if (existing.has(buyer.name)) continue;
    const conditions = defaultConditions();
    // Demo buyers take leads around the clock, so the demo sells whenever it is seeded.
    conditions.activeDays = conditions.activeDays.map((day) => ({ ...day, active: true, startTime: '00:00', endTime: '24:00' }));
    const slug = buyer.name.toLowerCase().replace(/[^a-z]+/g, '');
    conditions.zipConditions = buyer.prefixes.map((zip) => ({ zip, email: `leads@${slug}.example` }));
    if (buyer.radius) {
      conditions.radiuses = [buyer.radius];
      conditions.config.radius = true;
    }
    const form: CreateOrganisationDto = {
      name: buyer.name,
      type: buyer.type,
      active: EMAIL_TYPES.includes(buyer.type),
      email: `leads@${slug}.example`,
      phone: `0${30 + index} ${1234500 + index}`,
      street: 'Industriestraße 1',
      zip: buyer.zip,
      city: buyer.city,
      prio: 100 + index * 10,
      leadSellCost: 35 + index * 5,
      leadBuyCost: 15,
      reclamationQuote: index % 2 ? 10 : 0,
      monthlyLeadGoal: 20 + index * 5,
      conditions,
      ...buyer.extra,
    };
    await organisations.create(form);
    created++;
  }
  return created;
}
