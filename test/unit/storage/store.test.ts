import fc from 'fast-check';
import { createCookies } from '../../../src/core/cookies';
import { createSessionStore, createTabStore, MAX_COOKIE_ENTRY } from '../../../src/core/storage';
import { clearAllCookies } from '../cookies/helpers';
import { fakeStorage, manualClock } from './helpers';

const quiet = { warn: jest.fn() };

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
  sessionStorage.clear();
});

describe('JSON values in localStorage', () => {
  it('round-trips any JSON value (property)', () => {
    const store = createSessionStore({ log: quiet });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.jsonValue(), (key, value) => {
        expect(store.set(key, value)).toBe('storage');
        expect(store.get(key)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('keeps entries under its namespace in window.localStorage', () => {
    createSessionStore({ namespace: 'popup' }).set('closed', { at: 5 });
    expect(JSON.parse(localStorage.getItem('popup:closed') as string)).toEqual({ v: { at: 5 } });
  });

  it('reads absent keys as null', () => {
    expect(createSessionStore().get('nothing')).toBeNull();
  });

  it('keeps two namespaces apart', () => {
    const a = createSessionStore({ namespace: 'a' });
    const b = createSessionStore({ namespace: 'b' });
    a.set('k', 1);
    expect(b.get('k')).toBeNull();
    expect(a.get('k')).toBe(1);
  });

  it('remove deletes the entry', () => {
    const store = createSessionStore();
    store.set('k', 'v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('optional expiry (spec §9), with an injected clock', () => {
  it('reads the value until the ttl has passed, then absent, and removes it', () => {
    const clock = manualClock();
    const { storage, items } = fakeStorage();
    const store = createSessionStore({}, storage, createCookies(), clock.now);
    store.set('offer', 'shown', { ttl: 1000 });
    clock.t += 999;
    expect(store.get('offer')).toBe('shown');
    clock.t += 1;
    expect(store.get('offer')).toBeNull();
    expect(items.size).toBe(0);
  });

  it('without a ttl, never expires', () => {
    const clock = manualClock();
    const store = createSessionStore({}, fakeStorage().storage, createCookies(), clock.now);
    store.set('k', 1);
    clock.t += 10 * 365 * 24 * 3600 * 1000;
    expect(store.get('k')).toBe(1);
  });

  it('a cookie-backed entry expires the same way', () => {
    const clock = manualClock(Date.now());
    const store = createSessionStore({}, null, createCookies(), clock.now);
    expect(store.set('k', 1, { ttl: 60000 })).toBe('cookie');
    expect(store.get('k')).toBe(1);
    clock.t += 60000;
    expect(store.get('k')).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('bad input gets a clear TypeError and stores nothing', () => {
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  it.each<[string, () => unknown]>([
    ['undefined', () => createSessionStore().set('k', undefined)],
    ['a function', () => createSessionStore().set('k', () => 1)],
    ['a circular object', () => createSessionStore().set('k', circular)],
    ['a BigInt', () => createSessionStore().set('k', BigInt(1))],
    ['an empty key', () => createSessionStore().set('', 1)],
    ['a zero ttl', () => createSessionStore().set('k', 1, { ttl: 0 })],
    ['a NaN ttl', () => createSessionStore().set('k', 1, { ttl: NaN })],
  ])('%s', (_label, write) => {
    expect(write).toThrow(TypeError);
    expect(localStorage.length).toBe(0);
  });
});

describe('createTabStore: per-tab data in sessionStorage (spec §2 "Config redirect": noredirect for the session)', () => {
  it('writes to sessionStorage, not localStorage', () => {
    const tab = createTabStore();
    expect(tab.set('noredirect', true)).toBe('storage');
    expect(tab.get('noredirect')).toBe(true);
    expect(sessionStorage.getItem('site-runtime-tab:noredirect')).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('has its own default namespace, apart from the session store', () => {
    createTabStore().set('k', 'tab');
    expect(createSessionStore().get('k')).toBeNull();
  });
});

describe('MAX_COOKIE_ENTRY', () => {
  it('is small enough for one cookie (about 4 KB)', () => {
    expect(MAX_COOKIE_ENTRY).toBeLessThanOrEqual(4000);
  });
});
