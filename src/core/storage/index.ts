/** Session data that always works: Web Storage, then cookies, then memory (spec §9). */
export { createSessionStore, createTabStore, type SessionStore, type SetOptions, type StoreOptions } from './store';
export { safeLocalStorage, safeSessionStorage, storageWorks, type StorageLike } from './safe-storage';
export { MAX_COOKIE_ENTRY, type StoreTier } from './tiers';
