/**
 * Site features (src/loader/runtime/features.ts and the runtime's table): the
 * features whose condition holds are loaded and started with their context;
 * the others cost nothing. The table is test/unit/loader/fixtures/features.ts.
 */
import { CHUNK_LOAD } from '../../../src/core/chunk-load-error';
import type { FeatureContext, FeatureModule } from '../../../src/core/types';
import { bootLoader, settle, shutDown, useFakeClock } from './helpers';

useFakeClock();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  shutDown();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** A feature that records its starts and stops. */
function recorder(log: string[], name: string): FeatureModule & { contexts: FeatureContext[] } {
  const contexts: FeatureContext[] = [];
  return {
    contexts,
    start(context) {
      contexts.push(context);
      log.push(`start ${name}`);
      return () => void log.push(`stop ${name}`);
    },
  };
}

/** Boots the loader with the `always` feature's code on its way; returns what delivers it. */
function bootWithPendingFeature(): (module: FeatureModule) => void {
  let resolve!: (module: FeatureModule) => void;
  bootLoader(undefined, { always: new Promise<FeatureModule>((r) => (resolve = r)) as unknown as FeatureModule });
  return resolve;
}

const featureNames = (imported: string[]) => imported.map((url) => /\/([^/]+)\.js$/.exec(url)![1]);

function context(json: object) {
  document.head.innerHTML = `<script type="application/json" id="site-context">${JSON.stringify(json)}</script>`;
}

describe('features load only where their condition holds', () => {
  it('a feature with no condition loads on every page; the others on none of a plain page', async () => {
    context({});
    const { imported } = bootLoader();
    await settle();
    expect(featureNames(imported)).toEqual(['always']);
  });

  it('each kind of condition: signed in, a context field, a query parameter, a page type, an element', async () => {
    context({ authenticatedAccount: { id: 'a' }, websiteSettings: { flag: true }, pageType: 103 });
    window.history.replaceState(null, '', '/?logout=true');
    document.body.innerHTML = '<div class="cart-root"></div>';
    const { imported } = bootLoader();
    await settle();
    expect(featureNames(imported).sort()).toEqual([
      'always',
      'element',
      'flagged',
      'query',
      'search-page',
      'signed-in',
    ]);
  });

  it('a query parameter with another value, a falsy field, another page type: not loaded', async () => {
    context({ websiteSettings: { flag: 0 }, pageType: 2 });
    window.history.replaceState(null, '', '/?logout=false');
    const { imported } = bootLoader();
    await settle();
    expect(featureNames(imported)).toEqual(['always']);
  });

  it("a feature's chunks are requested with it, in the same round", async () => {
    context({});
    document.body.innerHTML = '<div class="cart-root"></div>';
    const { preloaded } = bootLoader();
    await settle();
    expect(preloaded().map((url) => /\/([^/]+)\.js$/.exec(url)![1])).toEqual(['shared-a', '7']);
  });
});

describe('starting and stopping', () => {
  it('starts with its name, the page context and the funnel; stops at destroy, starts again at init', async () => {
    context({ website: { id: 'w1' } });
    const log: string[] = [];
    const always = recorder(log, 'always');
    bootLoader(undefined, { always });
    await settle();
    expect(log).toEqual(['start always']);
    expect(always.contexts[0].name).toBe('always');
    expect(always.contexts[0].page).toBe(window.SiteRuntime!.context);
    expect(always.contexts[0].page.website.id).toBe('w1');
    window.SiteRuntime!.destroy();
    window.SiteRuntime!.init();
    await settle();
    expect(log).toEqual(['start always', 'stop always', 'start always']);
  });

  it("a feature's onError hears the reports made before it started (the funnel keeps them)", async () => {
    context({});
    const heard: string[] = [];
    document.body.innerHTML = '<div class="sqs-block accordion-block" data-block-json="{oops"></div>';
    const resolve = bootWithPendingFeature();
    await settle();
    window.SiteRuntime!.register({ name: 'accordion', load: () => ({ mount: () => undefined }) });
    await settle();
    resolve({ start: ({ onError }) => void onError((_e, message) => heard.push(message)) });
    await settle();
    expect(heard).toEqual(['malformed data-block-json']);
  });

  it("a feature's pageErrors holds the page's errors from the runtime's start, before the feature's code arrived", async () => {
    context({});
    const heard: string[] = [];
    const resolve = bootWithPendingFeature();
    await settle();
    window.dispatchEvent(new ErrorEvent('error', { message: 'thrown while telemetry was on its way' }));
    resolve({
      start: ({ pageErrors }) => void pageErrors.attach((event) => heard.push((event as ErrorEvent).message)),
    });
    await settle();
    expect(heard).toEqual(['thrown while telemetry was on its way']);
  });

  it('a feature that fails to load or to start is reported with its name and phase; the others start', async () => {
    context({ authenticatedAccount: { id: 'a' } });
    const log: string[] = [];
    const { errors } = bootLoader(undefined, {
      always: {
        start() {
          throw new Error('boom');
        },
      },
      'signed-in': recorder(log, 'signed-in'),
    });
    await settle();
    expect(log).toEqual(['start signed-in']);
    expect(errors).toEqual([{ message: 'feature failed to start', block: 'always', phase: 'start' }]);
  });

  it('a feature that fails to stop is reported with its name and phase; the others stop', async () => {
    context({ authenticatedAccount: { id: 'a' } });
    const log: string[] = [];
    const { errors } = bootLoader(undefined, {
      always: {
        start: () => () => {
          throw new Error('stuck');
        },
      },
      'signed-in': recorder(log, 'signed-in'),
    });
    await settle();
    window.SiteRuntime!.destroy();
    expect(log).toEqual(['start signed-in', 'stop signed-in']);
    expect(errors).toEqual([{ message: 'feature failed to stop', block: 'always', phase: 'stop' }]);
  });

  it("a feature whose code does not load is reported as a typed chunk-load error with the feature's name", async () => {
    context({});
    const offline = new Error('offline');
    const { errors } = bootLoader(undefined, { always: Promise.reject(offline) as unknown as FeatureModule });
    const seen: unknown[] = [];
    window.SiteRuntime!.onError((error) => seen.push(error));
    await settle();
    expect(errors).toEqual([{ message: 'chunk load failed', block: 'always', phase: 'load' }]);
    expect(seen).toEqual([expect.objectContaining({ code: CHUNK_LOAD, chunk: 'always', cause: offline })]);
  });

  it('a feature whose code arrives after destroy is stopped at once', async () => {
    context({});
    const log: string[] = [];
    const resolve = bootWithPendingFeature();
    await settle();
    window.SiteRuntime!.destroy();
    resolve(recorder(log, 'always'));
    await settle();
    expect(log).toEqual(['start always', 'stop always']);
  });
});
