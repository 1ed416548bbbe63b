import {
  AB_SERVICE_TIMEOUT_MS,
  createAbVariant,
  variantParam,
  type AbVariantOptions,
} from '../../../src/core/ab-variant';
import { createCookies } from '../../../src/core/cookies';
import { createSessionStore } from '../../../src/core/storage';
import { fakeStorage } from '../storage/helpers';

const base = { test: 'hero', variants: ['a', 'b', 'c'], defaultVariant: 'a' };

/** One browser: a store shared by every page load, a service answering `answer`. */
function browser(answer: () => Promise<string> = () => Promise.resolve('c')) {
  const { storage, items } = fakeStorage();
  const store = createSessionStore({}, storage, createCookies());
  const service = jest.fn((_test: string) => answer());
  const reports: string[] = [];
  const load = (options: Partial<AbVariantOptions> = {}) =>
    createAbVariant({ ...base, query: '', report: (_e, message) => reports.push(message), ...options }, store, service);
  return { load, service, items, reports };
}

describe('the query parameter is variant_{test}', () => {
  it('names the test', () => {
    expect(variantParam('hero')).toBe('variant_hero');
  });
});

describe('a query value overrides and stores the variant in the browser', () => {
  it('uses the query value without asking the service', async () => {
    const { load, service } = browser();
    expect(await load({ query: '?utm=x&variant_hero=b' }).get()).toBe('b');
    expect(service).not.toHaveBeenCalled();
  });

  it('later page loads without the query keep the stored variant', async () => {
    const { load, service } = browser();
    await load({ query: '?variant_hero=b' }).get();
    expect(await load().get()).toBe('b');
    expect(service).not.toHaveBeenCalled();
  });

  it("ignores another test's parameter", async () => {
    const { load } = browser();
    expect(await load({ query: '?variant_footer=b' }).get()).toBe('c');
  });
});

describe('a reset clears the stored variant', () => {
  it('by the query value "reset"', async () => {
    const { load, service, items } = browser();
    await load({ query: '?variant_hero=b' }).get();
    expect(await load({ query: '?variant_hero=reset' }).get()).toBe('c');
    expect(service).toHaveBeenCalledWith('hero');
    expect(items.size).toBe(0);
  });

  it('by reset(): the next get() asks the service, and the query does not re-apply', async () => {
    const { load, service } = browser();
    const variant = load({ query: '?variant_hero=b' });
    expect(await variant.get()).toBe('b');
    variant.reset();
    expect(await variant.get()).toBe('c');
    expect(await load().get()).toBe('c');
    expect(service).toHaveBeenCalledTimes(2);
  });
});

describe('a reset before the first get()', () => {
  it('also overrules the query of this page', async () => {
    const { load } = browser();
    const variant = load({ query: '?variant_hero=b' });
    variant.reset();
    expect(await variant.get()).toBe('c');
  });
});

describe('otherwise the variant comes from the test service', () => {
  it('asks the service once per page, however often get() is called', async () => {
    const { load, service } = browser();
    const variant = load();
    expect(await Promise.all([variant.get(), variant.get()])).toEqual(['c', 'c']);
    expect(await variant.get()).toBe('c');
    expect(service).toHaveBeenCalledTimes(1);
  });

  it('does not store what the service says', async () => {
    const { load, items } = browser();
    await load().get();
    expect(items.size).toBe(0);
  });

  it('uses the default when there is no service', async () => {
    const { storage } = fakeStorage();
    const variant = createAbVariant({ ...base, query: '' }, createSessionStore({}, storage, createCookies()));
    expect(await variant.get()).toBe('a');
  });
});

describe('an unknown variant falls back to the default', () => {
  it('from the query, without storing it', async () => {
    const { load, items, reports, service } = browser();
    expect(await load({ query: '?variant_hero=zzz' }).get()).toBe('a');
    expect(items.size).toBe(0);
    expect(service).not.toHaveBeenCalled();
    expect(reports).toEqual(['unknown variant in the query; using the default']);
  });

  it('from the service', async () => {
    const { load, reports } = browser(() => Promise.resolve('zzz'));
    expect(await load().get()).toBe('a');
    expect(reports).toEqual(['unknown variant from the service; using the default']);
  });

  it('from the store (a variant the test dropped), which is removed', async () => {
    const { load, items } = browser();
    await load({ query: '?variant_hero=b' }).get();
    expect(await load({ variants: ['a', 'c'] }).get()).toBe('c');
    expect(items.size).toBe(0);
  });

  it('the default counts as known even when variants leave it out', async () => {
    const { load } = browser();
    expect(await load({ variants: ['b'], query: '?variant_hero=a' }).get()).toBe('a');
  });
});

describe('a service failure or a 30 s time-out gives the default', () => {
  afterEach(() => jest.useRealTimers());

  it('a rejected call', async () => {
    const { load, reports } = browser(() => Promise.reject(new Error('503')));
    expect(await load().get()).toBe('a');
    expect(reports).toEqual(['service failed']);
  });

  it('a call that throws at once', async () => {
    const { load } = browser(() => {
      throw new Error('no network');
    });
    expect(await load().get()).toBe('a');
  });

  it('waits 30 s for the service, then uses the default and ignores a late answer', async () => {
    jest.useFakeTimers();
    let answer: (value: string) => void = () => {};
    const { load, reports } = browser(() => new Promise((resolve) => (answer = resolve)));
    const settled = jest.fn();
    void load().get().then(settled);
    await jest.advanceTimersByTimeAsync(AB_SERVICE_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('a');
    answer('b');
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(reports).toEqual(['service timed out']);
    expect(AB_SERVICE_TIMEOUT_MS).toBe(30000);
  });

  it('an answer within 30 s is used and clears the timer', async () => {
    jest.useFakeTimers();
    const { load } = browser(() => new Promise((resolve) => setTimeout(() => resolve('b'), 29000)));
    const result = load().get();
    await jest.advanceTimersByTimeAsync(29000);
    expect(await result).toBe('b');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('destroy()', () => {
  it('gives up a pending call: get() settles with the default and no timer is left', async () => {
    jest.useFakeTimers();
    try {
      const { load } = browser(() => new Promise(() => {}));
      const variant = load();
      const result = variant.get();
      variant.destroy();
      expect(await result).toBe('a');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('bad options get a clear TypeError', () => {
  it.each<[string, Partial<AbVariantOptions>]>([
    ['an empty test name', { test: '' }],
    ['variants that are not strings', { variants: [1] as unknown as string[] }],
    ['no default', { defaultVariant: '' }],
  ])('%s', (_label, bad) => {
    expect(() => createAbVariant({ ...base, ...bad })).toThrow(TypeError);
  });
});
