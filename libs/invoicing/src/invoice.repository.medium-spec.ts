// PostgreSQL pass: gapless numbers from a locked row while several connections issue invoices.
import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsServiceManager } from 'nestjs-cls';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { InvoiceNumberCounter } from './entities/invoice-number-counter.entity';
import { InvoiceRepository } from './invoice.repository';

class Rollback extends Error {}

/** Gapless invoice numbers from the locked counter row, against a real database (embedded or DATABASE_URL). */
describe('InvoiceRepository.nextNumber (real database)', () => {
  let t: TestContext;
  let invoices: InvoiceRepository;
  let txHost: TransactionHost<TransactionalAdapterTypeOrm>;

  beforeAll(async () => {
    t = await startTestContext({ providers: [InvoiceRepository] });
    invoices = t.get(InvoiceRepository);
    txHost = t.get<TransactionHost<TransactionalAdapterTypeOrm>>(TransactionHost);
  });
  afterAll(() => t.close());

  /** A finalisation: takes a number, works a while (rendering), then commits or rolls back. */
  const finalise = (year: number, rollback: boolean) =>
    ClsServiceManager.getClsService().run(() =>
      txHost.withTransaction(async () => {
        const number = await invoices.nextNumber(year);
        await new Promise((resolve) => setTimeout(resolve, 15));
        if (rollback) throw new Rollback(String(number));
        return number;
      }),
    );

  it('never shares or skips a number when finalisations run at once, some of them failing', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => finalise(2027, index % 4 === 1)));
    const committed = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => (outcome as PromiseFulfilledResult<number>).value);
    const rolledBack = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rolledBack).toHaveLength(3);
    expect(rolledBack.every((outcome) => (outcome as PromiseRejectedResult).reason instanceof Rollback)).toBe(true);
    // The numbers a failed finalisation took were given back: the committed ones are 1..9, each once.
    expect([...committed].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await t.db.getRepository(InvoiceNumberCounter).findOneByOrFail({ year: 2027 })).toEqual({ year: 2027, last: 9 });
  });

  it('starts every year at 1', async () => {
    expect(await finalise(2028, false)).toBe(1);
    expect(await finalise(2028, false)).toBe(2);
    expect(await finalise(2027, false)).toBe(10);
  });
});
