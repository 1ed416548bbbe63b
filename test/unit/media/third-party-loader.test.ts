import {
  createThirdPartyLoader,
  FOLLOW_TIMEOUT_MS,
  pageNonce,
  providerUrl,
  THIRD_PARTY_TIMEOUT_MS,
  thirdPartyFor,
} from '../../../src/core/third-party';
import { CHUNK_LOAD_TIMEOUT_MS, FOLLOW_SCRIPT_TIMEOUT_MS } from '../../../src/core/enums/timings';
import { fakeTimers, flush, headScripts, pageWith } from './helpers';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const fire = (element: Element, type: 'load' | 'error') => element.dispatchEvent(new Event(type));

describe('one load per URL, shared by every caller', () => {
  it('requests a URL once however many callers ask, and resolves them all when it has run', async () => {
    const loader = createThirdPartyLoader(document, fakeTimers());
    const results: string[] = [];
    const first = loader.script('https://maps.example/api.js').then(() => results.push('first'));
    const second = loader.script('https://maps.example/api.js').then(() => results.push('second'));
    expect(headScripts()).toHaveLength(1);
    expect(headScripts()[0].src).toBe('https://maps.example/api.js');
    expect(headScripts()[0].async).toBe(true);
    fire(headScripts()[0], 'load');
    await Promise.all([first, second]);
    expect(results).toEqual(['first', 'second']);
    await loader.script('https://maps.example/api.js');
    expect(headScripts()).toHaveLength(1);
  });

  it('a failed load rejects its callers only, is forgotten, and a later caller tries again', async () => {
    const loader = createThirdPartyLoader(document, fakeTimers());
    const broken = loader.script('https://broken.example/a.js');
    const fine = loader.script('https://fine.example/b.js');
    const [brokenScript, fineScript] = headScripts();
    fire(brokenScript, 'error');
    fire(fineScript, 'load');
    await expect(broken).rejects.toThrow('Third-party load failed: https://broken.example/a.js');
    await expect(fine).resolves.toBeUndefined();
    expect(headScripts().map((s) => s.src)).toEqual(['https://fine.example/b.js']);
    void loader.script('https://broken.example/a.js');
    expect(headScripts()).toHaveLength(2);
  });

  it("waits for the provider's ready callback when one is named, and removes the global after", async () => {
    const loader = createThirdPartyLoader(document, fakeTimers());
    const win = window as unknown as Record<string, unknown>;
    let ready = false;
    const done = loader
      .script('https://maps.example/api.js?callback=__ready', { callback: '__ready' })
      .then(() => (ready = true));
    fire(headScripts()[0], 'load');
    await flush(1);
    expect(ready).toBe(false);
    (win.__ready as () => void)();
    await done;
    expect(win.__ready).toBeUndefined();
  });

  it('places a script that renders where it runs in its element, never shared', () => {
    const loader = createThirdPartyLoader(document, fakeTimers());
    const one = document.body.appendChild(document.createElement('div'));
    const two = document.body.appendChild(document.createElement('div'));
    void loader.script('https://widget.example/loader.js', { into: one });
    void loader.script('https://widget.example/loader.js', { into: two });
    expect(one.querySelectorAll('script')).toHaveLength(1);
    expect(two.querySelectorAll('script')).toHaveLength(1);
  });

  it('gives the element the id a provider looks for', () => {
    void createThirdPartyLoader(document, fakeTimers()).script('https://x.example/count.js', { id: 'dsq-count-scr' });
    expect(headScripts()[0].id).toBe('dsq-count-scr');
  });
});

describe('time-outs (spec §4, §9: 120 s; map 30 s and follow button 10 s by their callers)', () => {
  it('rejects after 120 s by default, not a moment before, and removes the element', async () => {
    const timers = fakeTimers();
    const loader = createThirdPartyLoader(document, timers);
    let error: Error | undefined;
    loader.script('https://slow.example/a.js').catch((e: Error) => (error = e));
    timers.advance(THIRD_PARTY_TIMEOUT_MS - 1);
    await flush(1);
    expect(error).toBeUndefined();
    timers.advance(1);
    await flush(1);
    expect(error?.message).toBe('Third-party load timed out after 120000 ms: https://slow.example/a.js');
    expect(error?.name).toBe('TimeoutError');
    expect(headScripts()).toHaveLength(0);
  });

  it("takes the caller's shorter time-out", async () => {
    const timers = fakeTimers();
    const loader = createThirdPartyLoader(document, timers);
    const load = loader.script('https://slow.example/follow.js', { timeoutMs: FOLLOW_TIMEOUT_MS });
    timers.advance(10_000);
    await expect(load).rejects.toThrow('timed out after 10000 ms');
  });

  it('a load that arrives clears its timer', async () => {
    const timers = fakeTimers();
    const load = createThirdPartyLoader(document, timers).script('https://fast.example/a.js');
    fire(headScripts()[0], 'load');
    await load;
    expect(timers.pending()).toBe(0);
  });

  it('uses the same numbers as the enumerations', () => {
    expect(THIRD_PARTY_TIMEOUT_MS).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(FOLLOW_TIMEOUT_MS).toBe(FOLLOW_SCRIPT_TIMEOUT_MS);
  });
});

describe('CSP: elements carry the page nonce', () => {
  it("reads the nonce of the page's scripts and sets it on what it adds", () => {
    const own = document.createElement('script');
    own.nonce = 'r4nd0m';
    own.setAttribute('nonce', 'r4nd0m');
    document.head.append(own);
    expect(pageNonce(document)).toBe('r4nd0m');
    void createThirdPartyLoader(document, fakeTimers()).script('https://x.example/a.js');
    expect(headScripts()[1].nonce).toBe('r4nd0m');
  });

  it('sets none when the page has none', () => {
    void createThirdPartyLoader(document, fakeTimers()).script('https://x.example/a.js');
    expect(headScripts()[0].nonce).toBe('');
  });
});

describe('stylesheets never block rendering', () => {
  it('adds a print stylesheet that applies to all media once loaded, once per URL', async () => {
    const loader = createThirdPartyLoader(document, fakeTimers());
    const done = loader.stylesheet('https://fonts.example/css2?family=A');
    void loader.stylesheet('https://fonts.example/css2?family=A');
    const links = [...document.head.querySelectorAll('link')];
    expect(links).toHaveLength(1);
    expect(links[0].rel).toBe('stylesheet');
    expect(links[0].media).toBe('print');
    fire(links[0], 'load');
    await done;
    expect(links[0].media).toBe('all');
  });
});

describe('one loader per page, with a destroy', () => {
  it('thirdPartyFor gives every caller the same loader until it is destroyed', () => {
    const loader = thirdPartyFor(document);
    expect(thirdPartyFor(document)).toBe(loader);
    loader.destroy();
    expect(thirdPartyFor(document)).not.toBe(loader);
    thirdPartyFor(document).destroy();
  });

  it('destroy cancels pending loads and removes their elements', async () => {
    const timers = fakeTimers();
    const loader = createThirdPartyLoader(document, timers);
    const pending = loader.script('https://slow.example/a.js');
    loader.destroy();
    await expect(pending).rejects.toThrow('load cancelled');
    expect(headScripts()).toHaveLength(0);
    expect(timers.pending()).toBe(0);
  });
});

describe('provider URLs', () => {
  it('uses the default, fills placeholders (encoded) and sets parameters', () => {
    expect(providerUrl(pageWith(), 'disqus', 'https://{shortname}.disqus.com/count.js', { shortname: 'my-site' })).toBe(
      'https://my-site.disqus.com/count.js',
    );
    expect(providerUrl(pageWith(), 'maps', 'https://maps.example/js', {}, { key: 'a b', language: 'en' })).toBe(
      'https://maps.example/js?key=a+b&language=en',
    );
  });

  it("takes the page context's providerUrls over the default, keeping its own query", () => {
    const page = pageWith({ providerUrls: { maps: '/providers/maps/api.js?hang=1' } });
    expect(providerUrl(page, 'maps', 'https://maps.example/js', {}, { key: 'k' })).toBe(
      'http://localhost/providers/maps/api.js?hang=1&key=k',
    );
  });
});
