/**
 * Web Storage, found without throwing: some browsers throw a SecurityError on
 * merely reading `window.localStorage` (cookies blocked, sandboxed frames), and
 * a missing window (server rendering, workers) has none.
 */

/** The part of the Web Storage API the stores use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

type StorageHost = { localStorage?: Storage; sessionStorage?: Storage };

const defaultHost = (): StorageHost | undefined => (typeof window === 'undefined' ? undefined : window);

function find(host: StorageHost | undefined, which: keyof StorageHost): StorageLike | null {
  try {
    return host?.[which] ?? null;
  } catch {
    return null;
  }
}

/** `window.localStorage`, or `null` when it is missing or reading it throws. */
export function safeLocalStorage(host: StorageHost | undefined = defaultHost()): StorageLike | null {
  return find(host, 'localStorage');
}

/** `window.sessionStorage`, or `null` when it is missing or reading it throws. */
export function safeSessionStorage(host: StorageHost | undefined = defaultHost()): StorageLike | null {
  return find(host, 'sessionStorage');
}
