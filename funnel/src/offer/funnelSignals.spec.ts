import { funnelSignals, markFunnelStarted, restartFunnelClock, SESSION_STORAGE_KEY, STARTED_STORAGE_KEY } from './funnelSignals';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('funnel signals for the quality check', () => {
  it('times the enquiry from its first step, across a reload, and anew after sending', () => {
    const store = memoryStore();
    markFunnelStarted(store, 1_000);
    markFunnelStarted(store, 5_000);
    expect(funnelSignals(store, '', 49_000, () => 'tab-1')).toEqual({ elapsedMs: 48_000, session: 'tab-1' });
    restartFunnelClock(store);
    expect(store.values.has(STARTED_STORAGE_KEY)).toBe(false);
    markFunnelStarted(store, 60_000);
    expect(funnelSignals(store, '', 75_000, () => 'other').elapsedMs).toBe(15_000);
  });

  it('keeps one id per tab and sends the hidden field only when something filled it', () => {
    const store = memoryStore({ [SESSION_STORAGE_KEY]: 'tab-7' });
    expect(funnelSignals(store, '', 0, () => 'new')).toEqual({ session: 'tab-7' });
    expect(funnelSignals(store, 'http://spam.example', 0, () => 'new')).toEqual({ website: 'http://spam.example', session: 'tab-7' });
    expect(funnelSignals(memoryStore(), '', 0, () => 'fresh').session).toBe('fresh');
  });

  it('leaves out what the browser could not keep and never throws', () => {
    expect(() => markFunnelStarted(refusing)).not.toThrow();
    expect(() => restartFunnelClock(refusing)).not.toThrow();
    expect(funnelSignals(refusing, '', 10_000, () => 'x')).toEqual({});
    expect(funnelSignals(null, 'bot', 10_000, () => 'x')).toEqual({ website: 'bot' });
    // A clock that went backwards (or a garbled value) says nothing about the person.
    expect(funnelSignals(memoryStore({ [STARTED_STORAGE_KEY]: '90000' }), '', 10_000, () => 'x').elapsedMs).toBeUndefined();
    expect(funnelSignals(memoryStore({ [STARTED_STORAGE_KEY]: 'gestern' }), '', 10_000, () => 'x').elapsedMs).toBeUndefined();
  });
});
