import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CONTACT_MESSAGES, formatDateTime, normaliseZip } from '@app/contract';
import { Clock, RateLimitPolicy } from '@app/infrastructure';
import { Leadsource, supplierPrice } from '@app/leadsources';
import { EXTRA_DATA_KEYS, LeadIntakeService } from '../lead-intake.service';
import { LeadException } from '../leads.exception';
import { LeadDemand } from './lead-demand.port';
import { LeadPing, LeadPingRepository } from './lead-ping.repository';
import type { PingClaim, PingRedemption } from './ping-claim';
import type { CreatePingDto, PingAnswerDto } from './ping.dto';

/** How long a ping's answer holds (issue 30 §3); the sweep deletes it after that. */
export const PING_LIFETIME_MS = 10 * 60_000;

/**
 * Per supplier key. A supplier asks about each visitor before it has a lead, so many more pings than leads
 * (1,000 an hour) are normal; 600 a minute is a flood.
 */
export const PING_LIMIT_PER_KEY: RateLimitPolicy = {
  name: 'ping-key',
  limit: 600,
  windowMs: 60_000,
  key: (request: Request & { leadsource?: Leadsource }) => {
    if (!request.leadsource) throw new Error('PING_LIMIT_PER_KEY needs SupplierApiKeyGuard on the route');
    return String(request.leadsource.id);
  },
  message: 'Zu viele Pings in kurzer Zeit (höchstens 600 je Minute). Bitte später erneut senden.',
  code: 'TOO_MANY_PINGS',
};

/**
 * Ping/post (issue 30 §3): a supplier asks with a postal code and answers whether a lead is wanted and what it
 * pays, then posts the lead with the ping's id and is paid that price. A ping stores nothing personal.
 */
@Injectable()
export class PingService {
  constructor(
    private readonly pings: LeadPingRepository,
    private readonly intake: LeadIntakeService,
    private readonly demand: LeadDemand,
    private readonly clock: Clock,
  ) {}

  async ping(source: Leadsource, dto: CreatePingDto): Promise<PingAnswerDto> {
    const zip = normaliseZip(dto.zip);
    if (!zip) throw new LeadException('INVALID_LEAD', CONTACT_MESSAGES.zip, { fields: { zip: CONTACT_MESSAGES.zip } });
    const extras = Object.keys(dto.data ?? {}).filter((key) => EXTRA_DATA_KEYS.includes(key));
    if (extras.length) {
      const message = 'gehört nicht in den Ping: Freitext kann persönliche Angaben enthalten; bitte mit dem Lead senden';
      throw new LeadException('INVALID_LEAD', `Bitte Daten prüfen: data.${extras[0]} ${message}`, { fields: Object.fromEntries(extras.map((key) => [`data.${key}`, message])) });
    }
    const answers = await this.intake.supplierAnswers(dto.data ?? {});
    const now = this.clock.now();
    const wanted = await this.demand.bound.wouldBuy({ zip, answers });
    const priced = supplierPrice(source.leadCost, source.costRules ?? [], { zip, answers });
    const price = priced === null ? null : priced.price.toFixed(2);
    const expiresAt = new Date(now.getTime() + PING_LIFETIME_MS);
    const pingId = await this.pings.insert({ leadsourceId: source.id, zip, answers, wanted, price, createdAt: now, expiresAt });
    return { pingId, wanted, price: priced?.price ?? null, priceRules: priced?.priceRules ?? [], expiresAt: expiresAt.toISOString() };
  }

  /** The post's `pingId` for LeadIntakeService.fromSupplier: checked there against the lead, taken with it. */
  redemption(source: Leadsource, pingId: string): PingRedemption {
    return { prepare: (lead) => this.prepare(source, pingId, lead) };
  }

  /** Deletes the expired pings, counting them per source and day; answers how many. */
  sweep(): Promise<number> {
    return this.pings.sweep(this.clock.now());
  }

  private async prepare(source: Leadsource, pingId: string, lead: { zip: string; answers: Record<string, string> }): Promise<PingClaim> {
    const now = this.clock.now();
    const ping = await this.pings.find(pingId);
    const refusal = refusalOf(ping, source, lead, now);
    if (refusal) throw refusal;
    const checked = ping!;
    let claimPart = '';
    return {
      pingId: checked.id,
      price: checked.price,
      claimIn: (statement, when) => (claimPart = this.pings.claimIn(statement, checked, now, when)),
      markUsedIn: (statement, leadPart) => this.pings.markUsedIn(statement, claimPart, leadPart, now),
      refusal: async () => refusalOf(await this.pings.find(pingId), source, lead, this.clock.now()) ?? used(null),
    };
  }
}

/** Why this ping cannot be taken for this lead now, or null when it can. Another source's ping is unknown to it. */
function refusalOf(ping: LeadPing | null, source: Leadsource, lead: { zip: string; answers: Record<string, string> }, now: Date): LeadException | null {
  if (!ping || ping.leadsourceId !== source.id) {
    return new LeadException('PING_UNKNOWN', 'Diesen Ping gibt es nicht oder nicht mehr (abgelaufen: Pings gelten 10 Minuten). Bitte einen neuen Ping senden.');
  }
  if (ping.usedAt) return used(ping.leadId);
  if (ping.expiresAt.getTime() <= now.getTime()) {
    return new LeadException('PING_EXPIRED', `Der Ping ist abgelaufen (gültig bis ${formatDateTime(ping.expiresAt)} Uhr). Bitte einen neuen Ping senden.`);
  }
  if (ping.zip !== lead.zip) {
    return new LeadException('PING_MISMATCH', `Die Postleitzahl ${lead.zip} ist nicht die des Pings (${ping.zip}).`, { fields: { 'contact.zip': `Im Ping: ${ping.zip}` } });
  }
  const differing = [...new Set([...Object.keys(ping.answers), ...Object.keys(lead.answers)])].filter((key) => ping.answers[key] !== lead.answers[key]).sort();
  if (differing.length) {
    return new LeadException('PING_MISMATCH', `Die Antworten weichen vom Ping ab: ${differing.join(', ')}.`, {
      fields: Object.fromEntries(differing.map((key) => [`data.${key}`, ping.answers[key] === undefined ? 'Nicht im Ping' : `Im Ping: ${ping.answers[key]}`])),
    });
  }
  return null;
}

const used = (leadId: number | null) =>
  new LeadException('PING_USED', leadId ? `Dieser Ping wurde schon für Lead ${leadId} verwendet. Bitte für jeden Lead einen eigenen Ping senden.` : 'Dieser Ping wurde schon verwendet. Bitte für jeden Lead einen eigenen Ping senden.');
