import type { Store } from 'react-admin';
import type { KeyValueStorage } from '@ui/auth/tokenStorage';

/** Spec section 9: the theme is kept in local storage under a plain mode key. */
export const MODE_KEY = 'mode';
/** The store keys react-admin's theme and sidebar hooks read and write. */
export const THEME_KEY = 'theme';
export const SIDEBAR_KEY = 'sidebar.open';
/** Spec: the sidebar is collapsed below 900px, MUI's `md` breakpoint (theme.breakpoints.down('md')). */
export const NARROW_SCREEN_QUERY = '(max-width: 899.95px)';

/** Where one store key lives instead of react-admin's prefixed local storage entry. */
interface Slot {
  read(): unknown;
  write(value: unknown): void;
  /** Whether react-admin's store reset (on logout) clears it. */
  resets: boolean;
}

function withSlot(base: Store, key: string, slot: Slot): Store {
  const listeners = new Set<(value: unknown) => void>();
  const write = (value: unknown) => {
    slot.write(value);
    const current = slot.read();
    listeners.forEach((listener) => listener(current));
  };
  return {
    ...base,
    getItem: <T>(itemKey: string, defaultValue?: T) =>
      itemKey === key ? ((slot.read() as T | undefined) ?? defaultValue) : base.getItem(itemKey, defaultValue),
    setItem: <T>(itemKey: string, value: T) => (itemKey === key ? write(value) : base.setItem(itemKey, value)),
    removeItem: (itemKey: string) => (itemKey === key ? write(undefined) : base.removeItem(itemKey)),
    reset: () => {
      base.reset();
      if (slot.resets) write(undefined);
    },
    subscribe: (itemKey: string, callback: (value: unknown) => void) => {
      if (itemKey !== key) return base.subscribe(itemKey, callback);
      listeners.add(callback);
      return () => {
        listeners.delete(callback);
      };
    },
  };
}

/** The light/dark choice, under the spec's key; it outlives a logout. */
function themeModeSlot(storage: KeyValueStorage): Slot {
  const isMode = (value: unknown) => value === 'light' || value === 'dark';
  return {
    read: () => {
      const stored = storage.getItem(MODE_KEY);
      return isMode(stored) ? stored : undefined;
    },
    write: (value) => (isMode(value) ? storage.setItem(MODE_KEY, String(value)) : storage.removeItem(MODE_KEY)),
    resets: false,
  };
}

/**
 * Open or closed, kept for the page's lifetime only: unset, it follows the screen width, so the
 * sidebar starts collapsed below 900px and open above (react-admin alone would restore the last
 * state and collapse only below 600px).
 */
function sidebarSlot(narrowScreen: Pick<MediaQueryList, 'matches'>): Slot {
  let open: boolean | undefined;
  return {
    read: () => open ?? !narrowScreen.matches,
    write: (value) => {
      open = typeof value === 'boolean' ? value : undefined;
    },
    resets: true,
  };
}

interface AppStoreDeps {
  base: Store;
  storage: KeyValueStorage;
  narrowScreen: Pick<MediaQueryList, 'matches'>;
}

/** react-admin's store with the two keys the spec rules: theme mode and sidebar state. */
export function createAppStore({ base, storage, narrowScreen }: AppStoreDeps): Store {
  return withSlot(withSlot(base, THEME_KEY, themeModeSlot(storage)), SIDEBAR_KEY, sidebarSlot(narrowScreen));
}
