/**
 * The places a stored entry can live, tried in order: Web Storage, then
 * cookies, then memory (spec §9: "Session data lives in local storage with
 * optional expiry, falling back to cookies"). No tier ever throws.
 */
import type { CookieService } from '../cookies';
import type { StorageLike } from './safe-storage';

/** Where an entry was written. */
export type StoreTier = 'storage' | 'cookie' | 'memory';

/** One place to keep raw entry strings. */
export interface Tier {
  readonly name: StoreTier;
  get(key: string): string | null;
  /** `false` when the entry could not be kept here. */
  set(key: string, raw: string, expiresAt?: number): boolean;
  remove(key: string): void;
}

/**
 * Cookies travel with every request and hold about 4 KB each, so only small
 * entries fall back to them; bigger ones go to memory.
 */
export const MAX_COOKIE_ENTRY = 1024;

/** Web Storage; Safari's private mode throws QuotaExceededError from setItem. */
export function storageTier(storage: StorageLike): Tier {
  return {
    name: 'storage',
    get(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key, raw) {
      try {
        storage.setItem(key, raw);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing was readable there either.
      }
    },
  };
}

/** Cookies: a session cookie, or one that expires with the entry. */
export function cookieTier(cookies: Pick<CookieService, 'get' | 'set' | 'remove'>, now: () => number): Tier {
  return {
    name: 'cookie',
    get: (key) => cookies.get(key),
    set(key, raw, expiresAt) {
      if (encodeURIComponent(raw).length > MAX_COOKIE_ENTRY) return false;
      return cookies.set(key, raw, expiresAt === undefined ? {} : { lifetimeMs: Math.max(1, expiresAt - now()) });
    },
    remove(key) {
      // Only write when there is something to delete: every write is a Set-Cookie.
      if (cookies.get(key) !== null) cookies.remove(key);
    },
  };
}

/** The last resort: this page's memory, gone on navigation. */
export function memoryTier(map: Map<string, string>): Tier {
  return {
    name: 'memory',
    get: (key) => map.get(key) ?? null,
    set: (key, raw) => (map.set(key, raw), true),
    remove: (key) => void map.delete(key),
  };
}
