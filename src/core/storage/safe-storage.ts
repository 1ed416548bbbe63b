/**
 * Web Storage, found without throwing: some browsers throw a SecurityError on
 * merely reading `window.localStorage` (cookies blocked, sandboxed frames), and
 * a missing window (server rendering, workers) has none. And finding it is
 * not enough: Safari's private mode gives a storage whose every write throws,
 * so {@link storageWorks} asks by writing. The one place both are decided.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
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

/** The key {@link storageWorks} writes and removes. */
export const PROBE_KEY = 'site-runtime:probe';

/** Whether `storage` takes a write (and lets it be removed): `false` for none, a full one or one that throws. */
export function storageWorks(storage: StorageLike | null): boolean {
  try {
    storage?.setItem(PROBE_KEY, '1');
    storage?.removeItem(PROBE_KEY);
    return !!storage;
  } catch {
    return false;
  }
}
