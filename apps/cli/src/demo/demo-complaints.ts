import type { Actor, LeadDetailService } from '@app/leads';
import type { OrganisationsService } from '@app/organisations';
import type { Decision, PublicReclamationService, ReclamationQueueService, ReclamationStatus } from '@app/reclamations';
import type { ReclamationLinks } from '@app/sales';

/** One complaint per status, as buyers and staff would have left them. */
const PLAN: { status: ReclamationStatus; reason: string; note?: string }[] = [
  { status: 'open', reason: 'Der Kunde sagt, er habe nie eine Anfrage gestellt.' },
  { status: 'inProgress', reason: 'Die Telefonnummer ist nicht vergeben, eine E-Mail kam als unzustellbar zurück.' },
  { status: 'proofRequired', reason: 'Der Kunde wohnt zur Miete und darf keine Anlage bauen lassen.', note: 'Bitte senden Sie uns eine Gesprächsnotiz oder die E-Mail des Kunden.' },
  { status: 'approved', reason: 'Doppelter Lead: Dieselbe Person kam letzte Woche über einen anderen Anbieter.', note: '' },
  { status: 'rejected', reason: 'Der Kunde war am Telefon unfreundlich.', note: 'Ein unfreundliches Gespräch ist leider kein Reklamationsgrund.' },
];

export interface DemoComplaintServices {
  leads: LeadDetailService;
  organisations: OrganisationsService;
  links: ReclamationLinks;
  complaints: PublicReclamationService;
  queue: ReclamationQueueService;
}

/**
 * Complaints in every status about the demo sales (one sale each): filed by the buyer through its
 * link's token, then opened and decided by staff as the queue does. Safe to run twice: a sale that has
 * a complaint is left alone. Returns the complaints filed now.
 */
export async function seedDemoComplaints({ leads, organisations, links, complaints, queue }: DemoComplaintServices, leadIds: readonly number[], staff: Actor): Promise<number> {
  let filed = 0;
  let step = 0;
  for (const leadId of leadIds) {
    if (step >= PLAN.length) break;
    const [sale] = (await leads.detail(leadId)).sellingStatistics;
    if (!sale) continue;
    const plan = PLAN[step++];
    const buyer = await organisations.get(sale.organisation.id);
    const credentials = { token: links.organisationToken(buyer) };
    if ((await complaints.get(credentials, buyer.id, leadId)).exists) continue;
    const { id } = await complaints.file(credentials, { lId: leadId, oId: buyer.id, content: plan.reason });
    filed++;
    if (plan.status === 'open') continue;
    await queue.open(id!, staff);
    if (plan.status === 'inProgress') continue;
    await queue.decide(id!, { approved: plan.status as Decision, content: plan.note }, staff);
  }
  return filed;
}
