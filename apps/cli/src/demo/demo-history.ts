import { Clock } from '@app/infrastructure';
import { Actor, LeadDetailService, LeadIntakeService } from '@app/leads';
import { LeadsourcesService } from '@app/leadsources';
import { berlinMonthOf, berlinPeriod } from '@app/contract';
import { DEMO_SUPPLIERS } from './demo-leads';

/** The clock the seed turns back so that leads, sales and reclamations of past months carry their dates. */
export class DemoClock extends Clock {
  private at: Date | null = null;

  now(): Date {
    return this.at ? new Date(this.at) : new Date();
  }

  /** null: the real time again. */
  set(at: Date | null): void {
    this.at = at;
  }
}

/** Months of history before the current one; the current month is filled up to today. */
const PAST_MONTHS = 5;
const LEADS_PER_MONTH = 26;

/**
 * Regions of the three e-mail buyers only, the demo's active ones: their deliveries end as held mails in
 * the Postausgang without SMTP (the buyers of outside services are inactive, see demo-organisations.ts).
 */
const REGIONS: [string, string][] = [
  ['80331', 'München'],
  ['81241', 'München'],
  ['85221', 'Dachau'],
  ['90402', 'Nürnberg'],
  ['91052', 'Erlangen'],
  ['70173', 'Stuttgart'],
  ['71032', 'Böblingen'],
];
const PEOPLE: [salutation: string, firstName: string][] = [
  ['Frau', 'Anna'],
  ['Herr', 'Peter'],
  ['Frau', 'Maria'],
  ['Herr', 'Lukas'],
  ['Frau', 'Sophie'],
  ['Herr', 'Jan'],
  ['Frau', 'Claudia'],
  ['Herr', 'Tobias'],
  ['Frau', 'Nina'],
  ['Herr', 'Ralf'],
  ['Frau', 'Heike'],
  ['Herr', 'Felix'],
  ['Frau', 'Sandra'],
  ['Herr', 'Uwe'],
];
const LAST_NAMES = ['Müller', 'Schmidt', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Lang'];
const STREETS = ['Ahornweg', 'Bahnhofstraße', 'Eichenstraße', 'Feldweg', 'Kirchgasse', 'Sonnenstraße', 'Talstraße'];
const ANSWERS = [
  { consumption: '3.000 – 5.000 kWh', buildingType: 'Einfamilienhaus', roofType: 'Satteldach', roofing: 'Dachziegel', interestBattery: 'Ja' },
  { consumption: '5.000 – 8.000 kWh', buildingType: 'Doppelhaushälfte', roofType: 'Walmdach', roofing: 'Betondachstein', interestBattery: 'Vielleicht, bitte beraten' },
  { consumption: 'unter 3.000 kWh', buildingType: 'Reihenhaus', roofType: 'Pultdach', roofing: 'Schiefer', interestBattery: 'Nein' },
];

/** Same numbers on every run, so a second run finds the leads of the first by their external ids. */
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length];
/** MurmurHash3's finaliser: neighbouring inputs give unrelated numbers (0–999). */
function hash(n: number): number {
  let x = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) % 1000;
}

export interface DemoHistoryServices {
  clock: DemoClock;
  sources: LeadsourcesService;
  intake: LeadIntakeService;
  leads: LeadDetailService;
}

/**
 * Leads of the past months as they would have happened: each taken in at its day, three in four
 * qualified (and so sold) two hours later, about one sale in twelve reclaimed by staff three days after.
 * Safe to run twice: a lead that exists is neither qualified nor reclaimed again.
 */
export async function seedDemoHistory({ clock, sources, intake, leads }: DemoHistoryServices, staff: Actor): Promise<{ leads: number; sales: number; reclaimed: number }> {
  const now = new Date();
  const suppliers = await Promise.all(DEMO_SUPPLIERS.map(async (supplier) => (await sources.findActiveBySlug(supplier.slug))!));
  const result = { leads: 0, sales: 0, reclaimed: 0 };
  try {
    for (let back = PAST_MONTHS; back >= 0; back--) {
      const month = berlinPeriod('month', now, -back);
      const days = Math.round((month.end.getTime() - month.start.getTime()) / 86_400_000);
      const { year, month: monthNumber } = berlinMonthOf(month.start);
      const label = `${year}-${String(monthNumber).padStart(2, '0')}`;
      for (let i = 0; i < LEADS_PER_MONTH; i++) {
        const n = (PAST_MONTHS - back) * 100 + i;
        // Working hours (07:00–18:00 UTC) on a day of the month; the current month only up to now.
        const at = new Date(month.start.getTime() + (hash(n) % days) * 86_400_000 + (7 + (hash(n + 7) % 11)) * 3_600_000 + (hash(n + 3) % 60) * 60_000);
        if (at.getTime() + 5 * 3_600_000 > now.getTime()) continue;
        const [zip, city] = pick(REGIONS, hash(n + 11));
        const [salutation, firstName] = pick(PEOPLE, hash(n + 13));
        const lastName = pick(LAST_NAMES, hash(n + 17));
        clock.set(at);
        const taken = await intake.fromSupplier(
          pick(suppliers, n),
          {
            externalId: `DEMO-H-${label}-${i + 1}`,
            contact: {
              salutation,
              firstName,
              lastName,
              street: `${pick(STREETS, hash(n + 19))} ${1 + (hash(n + 23) % 60)}`,
              zip,
              city,
              phone: `0160 ${String(7_000_000 + n * 13)}`,
              mail: `demo-${label}-${i + 1}@example.de`,
            },
            data: { ...pick(ANSWERS, hash(n + 29)), implementationPeriod: 'In 1 – 3 Monaten', financingType: hash(n + 31) % 3 ? 'Kauf' : 'Finanzierung' },
            consent: { text: 'Einwilligung über das Formular des Partners', at: at.toISOString() },
          },
          { ip: '', userAgent: 'seed:demo' },
        );
        if (!taken.created) continue;
        result.leads++;
        if (hash(n + 37) % 4 === 0) continue;
        clock.set(new Date(at.getTime() + 2 * 3_600_000));
        const sold = (await leads.update(taken.lead.id, { qualified: true })).sellingStatistics;
        result.sales += sold.length;
        const sale = sold[0];
        if (!sale || hash(n + 41) % 12 !== 0) continue;
        clock.set(new Date(Math.min(at.getTime() + 3 * 86_400_000, now.getTime() - 60_000)));
        await leads.reclaimSale(taken.lead.id, sale.organisation.id, sale.id, true, staff);
        result.reclaimed++;
      }
    }
  } finally {
    clock.set(null);
  }
  return result;
}
