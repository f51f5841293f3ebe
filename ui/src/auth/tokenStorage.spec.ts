import { memoryStorage } from '../testing/fakes';
import { createTokenStorage } from './tokenStorage';

const KEYS = { token: 'app-token', renewToken: 'app-renew-token', user: 'app-user' };
const user = { id: 7, email: 'einkauf@solar.de', name: 'Petra Müller' };

describe('token storage', () => {
  it("keeps both tokens and the user under the app's keys", () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage<typeof user>(storage, KEYS);

    tokens.save({ token: 't', renewToken: 'r', user });

    expect(storage.dump()).toEqual({ 'app-token': 't', 'app-renew-token': 'r', 'app-user': JSON.stringify(user) });
    expect([tokens.getToken(), tokens.getRenewToken(), tokens.getUser()]).toEqual(['t', 'r', user]);
  });

  it('keeps the stored user when a renewal answers none', () => {
    const storage = memoryStorage();
    const tokens = createTokenStorage<typeof user>(storage, KEYS);
    tokens.save({ token: 't', renewToken: 'r', user });

    tokens.save({ token: 't2', renewToken: 'r2' });

    expect(tokens.getUser()).toEqual(user);
    expect(tokens.getToken()).toBe('t2');
  });

  it('reads a hand-edited user as none rather than breaking the app', () => {
    const tokens = createTokenStorage(memoryStorage({ 'app-user': '{not json' }), KEYS);

    expect(tokens.getUser()).toBeNull();
  });

  it("clears only its own keys (another app's session on the same origin stays)", () => {
    const storage = memoryStorage({ 'other-token': 'o' });
    const tokens = createTokenStorage<typeof user>(storage, KEYS);
    tokens.save({ token: 't', renewToken: 'r', user });

    tokens.clear();

    expect(storage.dump()).toEqual({ 'other-token': 'o' });
  });
});
