// PostgreSQL pass: two requests at the same moment take an invitation link once.
import { Organisation } from '@app/organisations';
import { organisationRow } from '../../../test/factories/organisations';
import { startTestContext, TestContext } from '../../../test/support/test-context';
import { PortalUser } from './entities/portal-user.entity';
import { PortalUserRepository } from './portal-user.repository';

describe('PortalUserRepository (real database)', () => {
  let t: TestContext;
  let repository: PortalUserRepository;

  beforeAll(async () => {
    t = await startTestContext({ providers: [PortalUserRepository] });
    repository = t.get(PortalUserRepository);
  });
  afterAll(() => t.close());

  const organisation = (overrides: Partial<Organisation> = {}) => t.db.getRepository(Organisation).save(organisationRow(overrides));
  const user = async (organisationId: number, email: string, extra: Partial<PortalUser> = {}) =>
    (await repository.insertUnlessTaken({ organisationId, email, name: 'Petra', passwordHash: null, ...extra }))!;

  it('keeps an e-mail address once across all organisations: a second insert is answered null, not thrown', async () => {
    const first = await organisation();
    const second = await organisation();
    expect(await user(first.id, 'einmal@kaeufer.example')).toMatchObject({ organisationId: first.id, active: true, sessionEpoch: 0 });
    expect(await repository.insertUnlessTaken({ organisationId: second.id, email: 'einmal@kaeufer.example', name: 'Zweite', passwordHash: null })).toBeNull();
    expect((await repository.findByEmail(' EINMAL@kaeufer.example'))?.organisationId).toBe(first.id);
    expect(await repository.listOfOrganisation(second.id)).toEqual([]);
  });

  it('hands an invitation link out once, even to two requests at the same moment', async () => {
    const buyer = await organisation();
    const invited = await user(buyer.id, 'link@kaeufer.example', { invitationTokenHash: 'a'.repeat(64), invitationExpiresAt: new Date(Date.now() + 3600_000) });
    expect((await repository.findByInvitationHash('a'.repeat(64)))?.id).toBe(invited.id);
    const taken = await Promise.all([repository.takeInvitation(invited.id, 'a'.repeat(64)), repository.takeInvitation(invited.id, 'a'.repeat(64))]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await repository.findByInvitationHash('a'.repeat(64))).toBeNull();
  });

  it('takes each TOTP time step once, and never an earlier one', async () => {
    const buyer = await organisation();
    const person = await user(buyer.id, 'totp@kaeufer.example');
    expect(await repository.claimTotpStep(person.id, 100)).toBe(true);
    expect(await repository.claimTotpStep(person.id, 100)).toBe(false);
    expect(await repository.claimTotpStep(person.id, 99)).toBe(false);
    expect(await repository.claimTotpStep(person.id, 101)).toBe(true);
  });

  it('uses each recovery code once', async () => {
    const buyer = await organisation();
    const person = await user(buyer.id, 'codes@kaeufer.example');
    await repository.replaceRecoveryCodes(person.id, ['b'.repeat(64), 'c'.repeat(64)]);
    expect(await repository.useRecoveryCode(person.id, 'b'.repeat(64), new Date())).toBe(true);
    expect(await repository.useRecoveryCode(person.id, 'b'.repeat(64), new Date())).toBe(false);
    expect(await repository.countUnusedRecoveryCodes(person.id)).toBe(1);
  });

  it('opens the portal only for an active organisation that is not deleted', async () => {
    expect(await repository.organisationOpen((await organisation()).id)).toBe(true);
    expect(await repository.organisationOpen((await organisation({ active: false })).id)).toBe(false);
    const deleted = await organisation({ deleted: true, deletedAt: new Date() });
    expect(await repository.organisationOpen(deleted.id)).toBe(false);
    expect(await repository.findOrganisation(deleted.id)).toBeNull();
    expect(await repository.organisationOpen(999999)).toBe(false);
  });
});
