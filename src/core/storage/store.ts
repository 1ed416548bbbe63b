/**
 * Session data with optional expiry (spec §9: "Session data lives in local
 * storage with optional expiry, falling back to cookies"). When Web Storage is
 * missing or throws, entries go to cookies (small ones), and when cookies are
 * blocked too, to memory, so callers always get a working store.
 */
import { cookiesFor, type CookieService } from '../cookies';
import { LOG_PREFIX } from '../log';
import { decodeEntry, encodeEntry } from './entry';
import { safeLocalStorage, safeSessionStorage, type StorageLike } from './safe-storage';
import { cookieTier, memoryTier, storageTier, type StoreTier, type Tier } from './tiers';

/** Options of {@link createSessionStore} and {@link createTabStore}. */
export interface StoreOptions {
  /** Prefix of every key, so two features never share an entry. */
  namespace?: string;
  /** Where the one malformed-entry warning goes; defaults to `console`. */
  log?: Pick<Console, 'warn'>;
}

/** Options of {@link SessionStore.set}. */
export interface SetOptions {
  /** Time to live in ms; the entry reads as absent (and is removed) once it has passed. */
  ttl?: number;
}

/** A key-value store of JSON values that always works. */
export interface SessionStore {
  /** The value, or `null` when absent, expired or unreadable. */
  get<T = unknown>(key: string): T | null;
  /** Store a JSON value; returns where it went. Throws a TypeError for a value JSON cannot carry. */
  set(key: string, value: unknown, options?: SetOptions): StoreTier;
  /** Delete the entry wherever it lives. */
  remove(key: string): void;
  /** Drop the in-memory fallback; entries in storage and cookies stay (they are the visitor's). */
  destroy(): void;
}

type Cookies = Pick<CookieService, 'get' | 'set' | 'remove'>;

function checkSet(key: string, ttl: number | undefined): void {
  if (typeof key !== 'string' || key === '') throw new TypeError('storage: key must be a non-empty string');
  if (ttl !== undefined && !(ttl > 0 && Number.isFinite(ttl))) {
    throw new TypeError(`storage "${key}": ttl must be a positive number of milliseconds`);
  }
}

function createStore(
  storage: StorageLike | null,
  cookies: Cookies,
  now: () => number,
  namespace: string,
  log: Pick<Console, 'warn'>,
): SessionStore {
  const memory = new Map<string, string>();
  const tiers: Tier[] = [cookieTier(cookies, now), memoryTier(memory)];
  if (storage) tiers.unshift(storageTier(storage));
  const full = (key: string) => `${namespace}:${key}`;
  let warned = false;

  const readTier = (tier: Tier, name: string): { value: unknown } | null => {
    const raw = tier.get(name);
    if (raw === null) return null;
    const entry = decodeEntry(raw);
    if (!entry) {
      if (!warned) log.warn(`${LOG_PREFIX} storage: ignoring malformed stored value "${name}"`);
      warned = true;
      return null;
    }
    if (entry.e !== undefined && entry.e <= now()) {
      tier.remove(name);
      return null;
    }
    return { value: entry.v };
  };

  return {
    get<T>(key: string): T | null {
      for (const tier of tiers) {
        const found = readTier(tier, full(key));
        if (found) return found.value as T;
      }
      return null;
    },
    set(key, value, options = {}) {
      checkSet(key, options.ttl);
      const expiresAt = options.ttl === undefined ? undefined : now() + options.ttl;
      const raw = encodeEntry(key, value, expiresAt);
      // Memory always accepts, so `kept` is always found.
      const kept = tiers.find((tier) => tier.set(full(key), raw, expiresAt)) as Tier;
      // An older copy in an earlier tier would shadow the new one when read.
      tiers.forEach((tier) => tier !== kept && tier.remove(full(key)));
      return kept.name;
    },
    remove(key) {
      tiers.forEach((tier) => tier.remove(full(key)));
    },
    destroy() {
      memory.clear();
    },
  };
}

/**
 * The session store on `localStorage`, with expiry, falling back to cookies
 * and then memory.
 */
export function createSessionStore(
  options: StoreOptions = {},
  storage: StorageLike | null = safeLocalStorage(),
  cookies: Cookies = cookiesFor(),
  now: () => number = Date.now,
): SessionStore {
  return createStore(storage, cookies, now, options.namespace ?? 'site-runtime', options.log ?? console);
}

/**
 * The same store on `sessionStorage`, for per-tab data such as the config
 * redirect's `noredirect` flag, remembered "for the session" (spec §2 "Config
 * redirect"). Its cookie fallback is a session cookie (shared by the tabs of
 * one browser session, which is still "for the session").
 */
export function createTabStore(
  options: StoreOptions = {},
  storage: StorageLike | null = safeSessionStorage(),
  cookies: Cookies = cookiesFor(),
  now: () => number = Date.now,
): SessionStore {
  return createStore(storage, cookies, now, options.namespace ?? 'site-runtime-tab', options.log ?? console);
}
