import type { ErrorFunnel } from '../../../src/core/log';
import type { BlockDescriptor, BlockModule, FeatureModule } from '../../../src/core/types';
import { boot } from '../../../src/loader/boot';
import type { EncodedCatalogue } from '../../../src/loader/catalogue/encoded';
import { createErrorFunnel } from '../../../src/loader/runtime/funnel';
import { advance } from '../fake-clock';

export { useFakeClock } from '../fake-clock';

/**
 * Let the loader's chain run to rest: imports (promises), MutationObserver
 * records and the runtime's DOM batch (a 16 ms timer). Moves the fake clock
 * 40 ms, running every promise callback between timers, so it never depends
 * on how busy the machine is (the test file calls `useFakeClock()`).
 */
export const settle = (): Promise<void> => advance(40);

/** An error funnel that records instead of logging. */
export function recordingFunnel(): ErrorFunnel & { errors: { message: string; block?: string }[] } {
  const errors: { message: string; block?: string }[] = [];
  const funnel = createErrorFunnel({ error: () => {} });
  funnel.onError((_error, message, detail) => errors.push({ message, block: detail.block }));
  return Object.assign(funnel, { errors });
}

/** Build a block root as a template would. */
export function blockRoot(name: string, json?: string): HTMLElement {
  const root = document.createElement('div');
  root.className = `sqs-block ${name}-block`;
  if (json !== undefined) root.setAttribute('data-block-json', json);
  root.innerHTML = '<div class="sqs-block-content"></div>';
  return root;
}

/** A catalogue with no blocks: tests register their own, or give rows. */
export const emptyCatalogue = (): EncodedCatalogue => ({ v: 'b1', d: [[]], b: [] });

export interface Booted {
  /** Every URL the loader imported, in order. */
  imported: string[];
  /** Every chunk URL it asked for ahead of the entry that needs it, in order. */
  preloaded: () => string[];
  /** Every URL it asked for, entries and the rest, in the order first asked. */
  requested: string[];
  /** Reports the runtime made, as the theme's onError sees them. */
  errors: { message: string; block?: string; phase?: unknown }[];
}

/**
 * Boot the real loader (boot and the runtime, both in loader.js) in jsdom.
 * Chunks come from `modules`, by name (`chunks/{build}/{name}.js`); any other
 * chunk fails to load, as an offline chunk would.
 */
export function bootLoader(
  catalogue: EncodedCatalogue = emptyCatalogue(),
  modules: Record<string, BlockModule | FeatureModule | Record<string, unknown>> = {},
): Booted {
  const imported: string[] = [];
  // The fixture's features (fixtures/features.ts) start and do nothing, unless a test gives its own.
  const feature = { start: () => undefined };
  modules = {
    always: feature,
    'signed-in': feature,
    flagged: feature,
    query: feature,
    'search-page': feature,
    element: feature,
    ...modules,
  };
  const prefetched: string[] = [];
  const requested: string[] = [];
  const importer = (url: string) => {
    if (!requested.includes(url)) requested.push(url);
    const name = /\/([^/?]+)\.js(?:\?|$)/.exec(url)![1];
    // A chunk the test provides no module for is one the loader asks for ahead of its entry; the
    // browser's module map fetches a URL once however often it is asked, so the list holds it once.
    if (name in modules) imported.push(url);
    else if (!prefetched.includes(url)) prefetched.push(url);
    return name in modules ? Promise.resolve(modules[name]) : Promise.reject(new TypeError(`offline: ${url}`));
  };
  boot(window, document, catalogue, '1.2.3', importer);
  const errors: Booted['errors'] = [];
  window.SiteRuntime!.onError((_error, message, detail) =>
    errors.push({ message, block: detail.block, phase: detail.phase }),
  );
  return {
    imported,
    preloaded: () => prefetched,
    requested,
    errors,
  };
}

/** Tear down what bootLoader made: the runtime, the global, the page. */
export function shutDown(): void {
  window.SiteRuntime?.destroy();
  delete window.SiteRuntime;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

/** A block whose mount records its roots and configs and whose unmount is counted. */
export function fakeBlock(name: string, extra: Partial<BlockDescriptor> = {}) {
  const mounted: { root: HTMLElement; config: unknown }[] = [];
  const unmounted: HTMLElement[] = [];
  const module: BlockModule = {
    mount(root, context) {
      mounted.push({ root, config: context.config });
      return () => unmounted.push(root);
    },
  };
  const load = jest.fn(() => Promise.resolve(module));
  return { descriptor: { name, load, ...extra }, load, mounted, unmounted, module };
}
