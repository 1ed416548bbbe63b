import type { StorageLike } from '../../../src/core/storage';

/** A Web Storage stand-in whose writes can be made to fail like Safari's private mode. */
export function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const state = { full: false };
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items, state };
}

/** A storage whose every call throws, as when access is denied. */
export const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

/** A clock tests move by hand. */
export function manualClock(start = 1_000_000) {
  const clock = { t: start, now: () => clock.t };
  return clock;
}
