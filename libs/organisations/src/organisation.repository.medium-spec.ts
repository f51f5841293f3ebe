// PostgreSQL pass: the circuit breaker's counters under concurrent deliveries.
import { insertOrganisation } from '../../../test/factories/organisations';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { Organisation } from './entities/organisation.entity';
import { OrganisationRepository } from './organisation.repository';

/**
 * The circuit breaker's and the webhook secret's statements on a real database. With DATABASE_URL the
 * calls below run on separate connections at the same time, as several API processes and workers do.
 */
describe('OrganisationRepository: delivery breaker and webhook secret (real database)', () => {
  let t: TestContext;
  let organisations: OrganisationRepository;
  const at = new Date('2026-04-15T10:00:00Z');
  const row = (id: number) => t.db.getRepository(Organisation).findOneByOrFail({ id });

  beforeAll(async () => {
    t = await startTestContext({ providers: [OrganisationRepository] });
    organisations = t.get(OrganisationRepository);
  });
  afterAll(() => t.close());

  it('counts every failure of processes failing at once, from the first one’s time, and a success ends the run', async () => {
    const { id } = await insertOrganisation(t, { type: 'zapier' });
    const runs = await Promise.all(Array.from({ length: 12 }, (_, n) => organisations.noteDeliveryFailure(id, new Date(at.getTime() + n * 1000))));
    expect(runs.map((run) => run!.failuresInRow).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(runs.map((run) => run!.failingSince.getTime())).size).toBe(1);
    expect(runs.every((run) => run!.stoppedSince === null)).toBe(true);
    await organisations.noteDeliverySuccess(id);
    expect(await row(id)).toMatchObject({ deliveryFailuresInRow: 0, deliveryFailingSince: null });
    expect(await organisations.noteDeliveryFailure(999_999, at)).toBeNull();
  });

  it('lets exactly one of several processes stop a buyer, and exactly one resume it', async () => {
    const { id } = await insertOrganisation(t, { type: 'make' });
    const stops = await Promise.all([1, 2, 3, 4, 5].map((n) => organisations.stopDeliveries(id, at, `Grund ${n}`)));
    expect(stops.filter(Boolean)).toHaveLength(1);
    const stopped = await row(id);
    expect(stopped.deliveryStopSince).toEqual(at);
    expect(stopped.deliveryStopReason).toBe(`Grund ${stops.indexOf(true) + 1}`);
    expect(await organisations.deliveryStoppedCount()).toBe(1);
    expect((await organisations.noteDeliveryFailure(id, at))!.stoppedSince).toEqual(at);

    const resumes = await Promise.all([1, 2, 3].map(() => organisations.resumeDeliveries(id)));
    expect(resumes.filter(Boolean)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ deliveryStopSince: null, deliveryStopReason: null, deliveryFailuresInRow: 0, deliveryFailingSince: null });
  });

  it('keeps a stop and a secret when staff save the organisation with a copy read before them', async () => {
    const { id } = await insertOrganisation(t, { type: 'zapier' });
    const readBefore = await row(id);
    await organisations.stopDeliveries(id, at, 'Zapier antwortet nicht');
    await organisations.setWebhookSecret(id, 'versiegelt');
    readBefore.name = 'Neuer Name';
    await organisations.save(readBefore);
    expect(await row(id)).toMatchObject({ name: 'Neuer Name', deliveryStopSince: at, deliveryStopReason: 'Zapier antwortet nicht', webhookSecret: 'versiegelt' });
  });

  it('agrees on one webhook secret when two first deliveries create one at once', async () => {
    const { id } = await insertOrganisation(t, { type: 'leveto' });
    const held = await Promise.all(['a', 'b', 'c'].map((sealed) => organisations.webhookSecretOnce(id, sealed)));
    expect(new Set(held).size).toBe(1);
    expect((await row(id)).webhookSecret).toBe(held[0]);
  });
});
