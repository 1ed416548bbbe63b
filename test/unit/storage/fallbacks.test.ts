import { createCookies } from '../../../src/core/cookies';
import {
  createSessionStore,
  createTabStore,
  safeLocalStorage,
  safeSessionStorage,
  storageWorks,
} from '../../../src/core/storage';
import { blockCookies, clearAllCookies } from '../cookies/helpers';
import { fakeStorage, throwingStorage } from './helpers';

afterEach(() => {
  clearAllCookies();
  localStorage.clear();
});

const deniedHost = {
  get localStorage(): Storage {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  get sessionStorage(): Storage {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

describe('finding Web Storage without throwing', () => {
  it('gives null when merely reading window.localStorage throws a SecurityError', () => {
    expect(safeLocalStorage(deniedHost)).toBeNull();
    expect(safeSessionStorage(deniedHost)).toBeNull();
  });

  it('gives null when the window has no storage (old or embedded browsers)', () => {
    expect(safeLocalStorage({})).toBeNull();
    expect(safeSessionStorage({})).toBeNull();
  });

  it("gives the page's storage otherwise", () => {
    expect(safeLocalStorage()).toBe(window.localStorage);
    expect(safeSessionStorage()).toBe(window.sessionStorage);
  });
});

describe('storageWorks: the one probe (a write, read as a yes only when it did not throw)', () => {
  it('is true for a storage that takes a write, and leaves nothing behind', () => {
    expect(storageWorks(window.localStorage)).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it('is false without a storage, and for one whose writes throw (Safari private mode, a full quota)', () => {
    expect(storageWorks(null)).toBe(false);
    expect(storageWorks(safeLocalStorage(deniedHost))).toBe(false);
    expect(storageWorks(throwingStorage)).toBe(false);
  });
});

describe('localStorage throwing on access → cookies', () => {
  it('keeps the entry in a cookie and reads it back', () => {
    const store = createSessionStore({}, safeLocalStorage(deniedHost), createCookies());
    expect(store.set('k', { a: 1 })).toBe('cookie');
    expect(store.get('k')).toEqual({ a: 1 });
    expect(createCookies().get('site-runtime:k')).toBe('{"v":{"a":1}}');
  });

  it('a storage that throws on every call is passed over too', () => {
    const store = createSessionStore({}, throwingStorage, createCookies());
    expect(store.set('k', 'v')).toBe('cookie');
    expect(store.get('k')).toBe('v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('setItem throwing QuotaExceededError (Safari private mode) → cookies', () => {
  it('keeps a small entry in a cookie', () => {
    const { storage, state } = fakeStorage();
    state.full = true;
    const store = createSessionStore({}, storage, createCookies());
    expect(store.set('k', [1, 2])).toBe('cookie');
    expect(store.get('k')).toEqual([1, 2]);
  });

  it('keeps a large entry in memory: only small values go to cookies', () => {
    const { storage, state } = fakeStorage();
    state.full = true;
    const store = createSessionStore({}, storage, createCookies());
    const big = 'x'.repeat(5000);
    expect(store.set('k', big)).toBe('memory');
    expect(store.get('k')).toBe(big);
    expect(document.cookie).toBe('');
  });

  it('a newer write wins over an older copy kept elsewhere', () => {
    const { storage, state, items } = fakeStorage();
    const store = createSessionStore({}, storage, createCookies());
    store.set('k', 'old');
    state.full = true;
    expect(store.set('k', 'new')).toBe('cookie');
    expect(items.has('site-runtime:k')).toBe(false);
    expect(store.get('k')).toBe('new');
    state.full = false;
    expect(store.set('k', 'newest')).toBe('storage');
    expect(document.cookie).toBe('');
    expect(store.get('k')).toBe('newest');
  });
});

describe('cookies blocked too → memory, so callers always work', () => {
  it.each(['throw', 'drop'] as const)('with no localStorage and cookies that %s', (mode) => {
    const restore = blockCookies(mode);
    try {
      const store = createSessionStore({}, null, createCookies());
      expect(store.set('k', { n: 1 }, { ttl: 1000 })).toBe('memory');
      expect(store.get('k')).toEqual({ n: 1 });
      store.remove('k');
      expect(store.get('k')).toBeNull();
    } finally {
      restore();
    }
  });

  it('the tab store falls back the same way', () => {
    const restore = blockCookies('throw');
    try {
      const tab = createTabStore({}, safeSessionStorage(deniedHost), createCookies());
      expect(tab.set('noredirect', true)).toBe('memory');
      expect(tab.get('noredirect')).toBe(true);
    } finally {
      restore();
    }
  });

  it('destroy() drops the in-memory entries', () => {
    const store = createSessionStore({}, null, { get: () => null, set: () => false, remove: () => false });
    store.set('k', 1);
    store.destroy();
    expect(store.get('k')).toBeNull();
  });
});

describe('malformed JSON in storage reads as absent, with one console warning at most', () => {
  it('warns once however many malformed entries are read', () => {
    const { storage, items } = fakeStorage({
      'site-runtime:a': '{oops',
      'site-runtime:b': '[1,2]',
      'site-runtime:c': '{"v":1,"e":"tomorrow"}',
      'site-runtime:d': '"just a string"',
    });
    const log = { warn: jest.fn() };
    const store = createSessionStore({ log }, storage, createCookies());
    expect(['a', 'b', 'c', 'd', 'a'].map((key) => store.get(key))).toEqual([null, null, null, null, null]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toMatch(
      /^\[site-runtime\] storage: ignoring malformed stored value "site-runtime:a"/,
    );
    // Nothing is lost: the unreadable entry stays until a write replaces it.
    expect(items.get('site-runtime:a')).toBe('{oops');
  });

  it('warns through console by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      localStorage.setItem('site-runtime:a', 'not json');
      expect(createSessionStore().get('a')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('a well-formed entry is read without a warning', () => {
    const log = { warn: jest.fn() };
    const { storage } = fakeStorage({ 'site-runtime:ok': '{"v":{"x":1}}' });
    expect(createSessionStore({ log }, storage, createCookies()).get('ok')).toEqual({ x: 1 });
    expect(log.warn).not.toHaveBeenCalled();
  });
});
