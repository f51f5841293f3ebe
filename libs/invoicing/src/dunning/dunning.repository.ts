import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '@app/infrastructure';
import { In, IsNull } from 'typeorm';
import { DunningLetter } from '../entities/dunning-letter.entity';
import { Dunning } from '../entities/dunning.entity';

export type NewDunningLetter = Pick<DunningLetter, 'dunningId' | 'step' | 'name' | 'letterDate' | 'principalCents' | 'interestCents' | 'feeCents' | 'pdf'>;

/** A letter without its PDF: for lists. */
export type LetterSummary = Omit<DunningLetter, 'pdf' | 'dunning'>;

@Injectable()
export class DunningRepository extends TransactionalRepository {
  private get dunnings() {
    return this.manager.getRepository(Dunning);
  }

  private get letters() {
    return this.manager.getRepository(DunningLetter);
  }

  /** The dunning of an invoice, locked; created (state open) when there is none yet. */
  async lockOrCreate(invoiceId: number, organisationId: number): Promise<Dunning> {
    await this.dunnings.createQueryBuilder().insert().values({ invoiceId, organisationId, state: 'open', stepsDone: 0 }).orIgnore().execute();
    return this.dunnings.createQueryBuilder('dunning').setLock('pessimistic_write').where('dunning.invoiceId = :invoiceId', { invoiceId }).getOneOrFail();
  }

  lockByInvoice(invoiceId: number): Promise<Dunning | null> {
    return this.dunnings.createQueryBuilder('dunning').setLock('pessimistic_write').where('dunning.invoiceId = :invoiceId', { invoiceId }).getOne();
  }

  lock(id: number): Promise<Dunning | null> {
    return this.dunnings.createQueryBuilder('dunning').setLock('pessimistic_write').where('dunning.id = :id', { id }).getOne();
  }

  async update(id: number, changes: Partial<Omit<Dunning, 'id' | 'invoice' | 'organisation'>>): Promise<void> {
    await this.dunnings.update({ id }, changes);
  }

  ofOrganisation(organisationId: number): Promise<Dunning[]> {
    return this.dunnings.find({ where: { organisationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Handed over (lawyer or Creditreform), not ended and not released: the organisation gets no leads. */
  async holdingHandovers(organisationId: number): Promise<Dunning[]> {
    return this.dunnings.find({ where: { organisationId, state: In(['lawyer', 'creditreform']), endedAt: IsNull(), releasedAt: IsNull() }, order: { handedOverAt: 'ASC' } });
  }

  async insertLetter(letter: NewDunningLetter): Promise<DunningLetter> {
    return this.letters.save(this.letters.create(letter));
  }

  lettersOf(dunningIds: number[]): Promise<LetterSummary[]> {
    if (!dunningIds.length) return Promise.resolve([]);
    return this.letters.find({
      select: { id: true, dunningId: true, step: true, name: true, letterDate: true, principalCents: true, interestCents: true, feeCents: true, createdAt: true },
      where: { dunningId: In(dunningIds) },
      order: { step: 'ASC' },
    });
  }

  /** The letters with their PDFs, for a handover pack. */
  lettersWithPdf(dunningId: number): Promise<DunningLetter[]> {
    return this.letters.find({ where: { dunningId }, order: { step: 'ASC' } });
  }

  letter(dunningId: number, step: number): Promise<DunningLetter | null> {
    return this.letters.findOneBy({ dunningId, step });
  }

  /** Open monthly invoices past their due date on `day`: what the daily run looks at. */
  async overdueInvoiceIds(day: string): Promise<number[]> {
    const rows: { id: number }[] = await this.manager.query(
      `SELECT i.id FROM invoice i
        WHERE i.kind = 'invoice' AND i.status = 'open' AND i.due_date < $1
          AND NOT EXISTS (SELECT 1 FROM dunning d WHERE d.invoice_id = i.id AND (d.ended_at IS NOT NULL OR d.state IN ('lawyer', 'creditreform', 'released')))
        ORDER BY i.due_date, i.id`,
      [day],
    );
    return rows.map((row) => row.id);
  }
}
