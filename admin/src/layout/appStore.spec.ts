import type { Store } from 'react-admin';
import { memoryStorage } from '@ui/testing/fakes';
import { createAppStore, MODE_KEY } from './appStore';

/** Just enough of react-admin's store to see what gets delegated to it. */
function baseStore() {
  const values = new Map<string, unknown>();
  const store: Store = {
    setup: () => undefined,
    teardown: () => undefined,
    getItem: (key, defaultValue) => (values.has(key) ? (values.get(key) as never) : defaultValue),
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    removeItems: () => undefined,
    reset: () => values.clear(),
    subscribe: () => () => undefined,
  };
  return { store, values };
}

function setup({ stored = {}, narrow = false }: { stored?: Record<string, string>; narrow?: boolean } = {}) {
  const storage = memoryStorage(stored);
  const base = baseStore();
  const narrowScreen = { matches: narrow };
  const store = createAppStore({ base: base.store, storage, narrowScreen });
  return { store, storage, base, narrowScreen };
}

describe('createAppStore', () => {
  describe('theme', () => {
    it("keeps react-admin's theme under the plain `mode` key", () => {
      const { store, storage, base } = setup();

      store.setItem('theme', 'dark');

      expect(storage.dump()).toEqual({ [MODE_KEY]: 'dark' });
      expect(base.values.size).toBe(0);
      expect(store.getItem('theme', 'light')).toBe('dark');
    });

    it('restores the stored mode, and falls back to the default for a missing or foreign value', () => {
      expect(setup({ stored: { mode: 'dark' } }).store.getItem('theme', 'light')).toBe('dark');
      expect(setup({ stored: { mode: 'blue' } }).store.getItem('theme', 'light')).toBe('light');
      expect(setup().store.getItem('theme', 'light')).toBe('light');
    });

    it('tells subscribers about a change until they unsubscribe', () => {
      const { store } = setup();
      const seen: unknown[] = [];
      const unsubscribe = store.subscribe('theme', (value) => seen.push(value));

      store.setItem('theme', 'dark');
      unsubscribe();
      store.setItem('theme', 'light');

      expect(seen).toEqual(['dark']);
    });

    it('survives the store reset react-admin does on logout', () => {
      const { store, storage, base } = setup();
      store.setItem('theme', 'dark');
      store.setItem('list.params', { page: 2 });

      store.reset();

      expect(base.values.size).toBe(0);
      expect(storage.dump()).toEqual({ [MODE_KEY]: 'dark' });
    });
  });

  describe('sidebar', () => {
    it('starts closed below 900px and open above', () => {
      expect(setup({ narrow: true }).store.getItem('sidebar.open', true)).toBe(false);
      expect(setup({ narrow: false }).store.getItem('sidebar.open', false)).toBe(true);
    });

    it('keeps a toggle for the page only, never in local storage', () => {
      const { store, storage, base } = setup({ narrow: true });
      const seen: unknown[] = [];
      store.subscribe('sidebar.open', (value) => seen.push(value));

      store.setItem('sidebar.open', true);

      expect(store.getItem('sidebar.open')).toBe(true);
      expect(seen).toEqual([true]);
      expect(storage.dump()).toEqual({});
      expect(base.values.size).toBe(0);
    });

    it('follows the width again once removed or reset', () => {
      const { store, narrowScreen } = setup({ narrow: false });
      const seen: unknown[] = [];
      store.subscribe('sidebar.open', (value) => seen.push(value));
      store.setItem('sidebar.open', false);

      narrowScreen.matches = false;
      store.removeItem('sidebar.open');
      store.setItem('sidebar.open', false);
      narrowScreen.matches = true;
      store.reset();

      expect(seen).toEqual([false, true, false, false]);
      expect(store.getItem('sidebar.open')).toBe(false);
    });
  });
});
