import { Injectable } from '@nestjs/common';
import { Clock, SqlStatement, TransactionalRepository } from '@app/infrastructure';
import { LeadEvent, LeadEventKind } from './lead-event.entity';

/** Who did something: a logged-in staff member, or null for the system. */
export interface Actor {
  id: number;
  name: string;
}

export interface LeadHistoryEntry {
  at: string;
  kind: LeadEventKind;
  text: string;
  user: string | null;
}

/** The lead's history: written in the transaction of the change it describes, so both exist or neither. */
@Injectable()
export class LeadHistory extends TransactionalRepository {
  private get events() {
    return this.manager.getRepository(LeadEvent);
  }

  async record(leadIds: number | number[], kind: LeadEventKind, text: string, actor: Actor | null, at: Date): Promise<void> {
    const ids = Array.isArray(leadIds) ? leadIds : [leadIds];
    if (ids.length === 0) return;
    await this.events.insert(ids.map((leadId) => ({ leadId, kind, text, at, userId: actor?.id ?? null, userName: actor?.name ?? null })));
  }

  /** `record` by the system, as a part of a statement (SqlStatement): one event per row of the part `from` (its `id` is the lead's). */
  recordIn(statement: SqlStatement, from: string, kind: LeadEventKind, text: string, at: Date): void {
    statement.with(
      statement.freeName('lead_event'),
      `INSERT INTO lead_event (lead_id, kind, text, at) SELECT ${from}.id, ${statement.param(kind)}, ${statement.param(text)}, ${statement.param(at, 'timestamptz')} FROM ${from}`,
    );
  }

  async of(leadId: number): Promise<LeadHistoryEntry[]> {
    const events = await this.events.find({ where: { leadId }, order: { at: 'DESC', id: 'DESC' } });
    return events.map((event) => ({ at: event.at.toISOString(), kind: event.kind, text: event.text, user: event.userName }));
  }
}

/** Records through the injected clock; what other libs (sales) use to write a lead's history. */
@Injectable()
export class LeadHistoryService {
  constructor(
    private readonly history: LeadHistory,
    private readonly clock: Clock,
  ) {}

  record(leadIds: number | number[], kind: LeadEventKind, text: string, actor: Actor | null): Promise<void> {
    return this.history.record(leadIds, kind, text, actor, this.clock.now());
  }

  recordIn(statement: SqlStatement, from: string, kind: LeadEventKind, text: string): void {
    this.history.recordIn(statement, from, kind, text, this.clock.now());
  }

  of(leadId: number): Promise<LeadHistoryEntry[]> {
    return this.history.of(leadId);
  }
}
