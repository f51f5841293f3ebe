import type { FunnelProgress } from './funnelFlow';
import { clearProgress, loadProgress, PROGRESS_STORAGE_KEY, saveProgress } from './funnelStorage';

class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const progress: FunnelProgress = {
  history: [{ title: 'Stromverbrauch', id: 1, key: 'consumption', action: { title: 'Sonstiges', freeText: 'ca. 5.500 kWh' } }],
  zip: '10115',
  fromUrl: 'http://localhost/?ls=website',
};

describe('funnel progress storage', () => {
  it('gives back what was saved', () => {
    const store = new MemoryStore();
    saveProgress(store, progress);
    expect(loadProgress(store)).toEqual(progress);
    clearProgress(store);
    expect(loadProgress(store)).toBeNull();
  });

  it("keeps the postcode check's match across a reload, and only a real one", () => {
    const store = new MemoryStore();
    saveProgress(store, { ...progress, covered: true });
    expect(loadProgress(store)).toEqual({ ...progress, covered: true });
    store.setItem(PROGRESS_STORAGE_KEY, JSON.stringify({ ...progress, covered: 'ja' }));
    expect(loadProgress(store)).toEqual(progress);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"history":'],
    ['a wrong shape', JSON.stringify({ history: 'x', zip: '', fromUrl: '' })],
    ['an entry without an action', JSON.stringify({ history: [{ id: 1, title: 'a', key: 'b' }], zip: '', fromUrl: '' })],
    ['a missing zip', JSON.stringify({ history: [], fromUrl: '' })],
    ['null', 'null'],
  ])('starts over on %s', (_label, raw) => {
    const store = new MemoryStore();
    if (raw !== null) store.setItem(PROGRESS_STORAGE_KEY, raw);
    expect(loadProgress(store)).toBeNull();
  });

  it('works without storage and survives a store that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadProgress(null)).toBeNull();
    expect(loadProgress(throwing)).toBeNull();
    expect(() => saveProgress(throwing, progress)).not.toThrow();
    expect(() => clearProgress(throwing)).not.toThrow();
    expect(() => saveProgress(null, progress)).not.toThrow();
  });
});
