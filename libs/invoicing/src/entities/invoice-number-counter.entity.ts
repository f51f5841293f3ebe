import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last invoice number of a year. Finalising increments it in the finalising transaction; the row
 * lock makes concurrent finalisations wait for each other, and a rollback gives the number back, so
 * numbers are gapless (a sequence would leave gaps).
 */
@Entity('invoice_number_counter')
export class InvoiceNumberCounter {
  @PrimaryColumn({ type: 'smallint' })
  year: number;

  @Column({ type: 'integer' })
  last: number;
}
