import { memoryStorage } from '@ui/testing/fakes';
import { createTokenStorage } from './tokenStorage';

describe('portal token storage', () => {
  it('keeps its session apart from the back office (own storage keys)', () => {
    const storage = memoryStorage();
    createTokenStorage(storage).save({ token: 't', renewToken: 'r', user: { id: 1, email: 'a@b.de', name: 'A', organisationId: 4 } });
    expect(Object.keys(storage.dump()).sort()).toEqual(['portal-renew-token', 'portal-token', 'portal-user']);
  });
});
