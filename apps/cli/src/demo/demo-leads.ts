import { LeadIntakeService } from '@app/leads';
import { LeadsourcesService } from '@app/leadsources';

export const DEMO_SUPPLIERS = [
  { name: 'Solarvergleich Süd GmbH', slug: 'solarvergleich-sued', mail: 'reklamation@solarvergleich-sued.example', reclaQuote: '10' },
  { name: 'Dachprofi Leads', slug: 'dachprofi', mail: 'service@dachprofi-leads.example', reclaQuote: '15' },
];

/**
 * The leads seedDemoSales qualifies (the first five of the first supplier and the first of the second) live
 * in the regions of the e-mail buyers, the only active ones (demo-organisations.ts); the four left for staff
 * to qualify lie elsewhere, Köln and Frankfurt covered by inactive buyers, Hannover and Bremen by nobody.
 */
const PEOPLE: [string, string, string, string, string, string][] = [
  ['Frau', 'Sabine', 'Krüger', 'Hauptstraße 14', '80331', 'München'],
  ['Herr', 'Thomas', 'Wagner', 'Gartenweg 3', '90402', 'Nürnberg'],
  ['Frau', 'Julia', 'Schäfer', 'Bergstraße 22', '70173', 'Stuttgart'],
  ['Herr', 'Michael', 'Braun', 'Lindenallee 8', '50667', 'Köln'],
  ['Frau', 'Laura', 'Zimmermann', 'Schulstraße 41', '91052', 'Erlangen'],
  ['Herr', 'Stefan', 'Hartmann', 'Birkenweg 5', '30159', 'Hannover'],
  ['Divers', 'Alex', 'Neumann', 'Am Markt 2', '85221', 'Dachau'],
  ['Frau', 'Katrin', 'Schmitt', 'Rosenstraße 17', '60311', 'Frankfurt am Main'],
  ['Herr', 'Andreas', 'Werner', 'Waldstraße 9', '71032', 'Böblingen'],
  ['Frau', 'Melanie', 'Koch', 'Mühlenweg 12', '28195', 'Bremen'],
];

const ANSWERS = [
  { consumption: '3.000 – 5.000 kWh', buildingType: 'Einfamilienhaus', roofType: 'Satteldach', roofing: 'Dachziegel', interestBattery: 'Ja' },
  { consumption: '5.000 – 8.000 kWh', buildingType: 'Doppelhaushälfte', roofType: 'Walmdach', roofing: 'Betondachstein', interestBattery: 'Vielleicht, bitte beraten' },
  { consumption: 'über 8.000 kWh', buildingType: 'Gewerbeimmobilie', roofType: 'Flachdach', roofing: 'Bitumen / Dachpappe', interestBattery: 'Nein' },
];

/** Two suppliers and ten leads from them; idempotent through the suppliers' external ids. */
export async function seedDemoLeads(sources: LeadsourcesService, intake: LeadIntakeService): Promise<{ created: number; leadIds: number[] }> {
  let created = 0;
  const leadIds: number[] = [];
  for (const [index, supplier] of DEMO_SUPPLIERS.entries()) {
    const source = (await sources.findActiveBySlug(supplier.slug)) ?? (await sources.create({ ...supplier, reclaQuote: Number(supplier.reclaQuote) }));
    for (const [row, [salutation, firstName, lastName, street, zip, city]] of PEOPLE.entries()) {
      if (row % DEMO_SUPPLIERS.length !== index) continue;
      const result = await intake.fromSupplier(
        source,
        {
          externalId: `DEMO-${supplier.slug}-${row + 1}`,
          contact: {
            salutation,
            firstName,
            lastName,
            street,
            zip,
            city,
            phone: `0171 55${String(row).padStart(2, '0')}${String(row * 37).padStart(3, '0')}`,
            mail: `${firstName}.${lastName}@example.de`.toLowerCase().replace(/ä/g, 'ae').replace(/ü/g, 'ue').replace(/ö/g, 'oe'),
          },
          data: { ...ANSWERS[row % ANSWERS.length], implementationPeriod: 'In 1 – 3 Monaten', financingType: 'Kauf' },
          consent: { text: 'Einwilligung über das Formular des Partners', at: new Date().toISOString() },
        },
        { ip: '', userAgent: 'seed:demo' },
      );
      if (result.created) created++;
      leadIds.push(result.lead.id);
    }
  }
  return { created, leadIds: leadIds.sort((a, b) => a - b) };
}
