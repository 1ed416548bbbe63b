/**
 * The runtime, in `dist/loader.js` after ../boot.ts (../kernel.ts says how
 * the work is divided):
 * the page context, the error funnel and the catcher of the page's errors,
 * the page lifecycle, mounting and unmounting, the strategies of the roots
 * boot left waiting, one DOM watcher for roots added and removed
 * later, `register`, the site features and the services. It takes over the
 * global object and replays the calls made on it before it started.
 */
import table from 'site-runtime:features';
import { catchErrors } from '../../core/error-catcher';
import { UNCAUGHT_EVENT, type UncaughtDetail } from '../../core/guard';
import type { BlockDescriptor, BlockModule, FeatureModule, LoadStrategy } from '../../core/types';
import type { SiteRuntime } from '../api';
import type { EncodedFeatures } from '../catalogue/encoded';
import type { Kernel, Row } from '../kernel';
import { LOAD_ON, selectorOf } from '../roots';
import { frameSchedule } from './batch';
import { malformedJsonMessage, readBlockJson } from './block-json';
import { setState } from './block-state';
import { holds } from './conditions';
import { readPageContext } from './context';
import { watchDom } from './dom-watch';
import { startFeatures } from './features';
import { createErrorFunnel } from './funnel';
import { deprecateJSTween, notFoundError } from './legacy';
import { createLifecycle } from './lifecycle';
import { mountRoot } from './mount';
import { strategies } from './strategies';
import { startWords } from './words';

const features = table as EncodedFeatures;

export function start(kernel: Kernel): void {
  const { api, doc, win, rows, load } = kernel;
  const funnel = createErrorFunnel();
  // From here on no error of the page is lost: telemetry's chunk, which reports them, comes a round trip later.
  const pageErrors = catchErrors(win, funnel.onError);
  const { raw, page } = readPageContext(kernel.context, funnel.report);
  const lifecycle = createLifecycle(funnel);
  deprecateJSTween(win);
  // Issue 27: blocks and features mount once the page's words are in (./words.ts).
  const words = startWords(doc, page, load);
  const withWords = <T>(module: Promise<T>) => Promise.all([module, words]).then(([loaded]) => loaded);
  // What a guarded listener or timer of a block or feature threw (src/core/guard.ts), with its stack:
  // WebKit would hand the window's listeners only "Script error.". Named for the block it came from.
  win.addEventListener(UNCAUGHT_EVENT, (event) => {
    const { error, element } = (event as CustomEvent<UncaughtDetail>).detail;
    event.preventDefault();
    const root = element?.closest('[data-block-state]');
    const block = root ? roots.get(root)?.[2] : undefined;
    funnel.report(error, 'uncaught error', { block, element: root ?? element, phase: 'handler' });
  });
  const set = (index: number) => features.d[index];
  /** Every root found and not unmounted: how to stop waiting for it, how to unmount it, its block's name. */
  const roots = new Map<Element, [cancel: () => void, unmount: () => void, name: string]>();
  let stopWatching = () => {};
  let stopFeatures = () => {};

  // The features whose condition holds on this page: their code is requested now, once.
  const needed: [string, Promise<FeatureModule>][] = features.x
    .filter(([, when]) => !when.length || when.some((condition) => holds(condition, raw, win)))
    .map(([name, , chunks]) => [name, withWords(load<FeatureModule>(name, set(chunks)))]);

  /** Start one root: boot's start when it made one, else `loading`, its configuration, its strategy. */
  const track = (root: HTMLElement, row: Row) => {
    const early = kernel.started.get(root);
    kernel.started.delete(root);
    let [config, module] = early || [];
    let cancel = () => {};
    if (!early) {
      setState(root, 'loading');
      try {
        config = readBlockJson(root);
        let run!: (module: Promise<BlockModule>) => void;
        module = new Promise((resolve) => (run = resolve));
        const strategy = strategies[root.getAttribute(LOAD_ON) as LoadStrategy] || strategies[row.strategy];
        cancel = strategy(root, () => run(row.load(config!, root)), win);
      } catch (error) {
        // Malformed data-block-json: this root only fails, and no code is fetched for it.
        setState(root, 'failed');
        funnel.report(error, malformedJsonMessage(row.name), { block: row.name, element: root, phase: 'config' });
      }
    }
    roots.set(root, [
      cancel,
      config ? mountRoot(root, row.name, config, withWords(module!), page, funnel) : () => {},
      row.name,
    ]);
  };

  const scan = (scope: Document | Element) => {
    for (const row of rows) {
      const found = Array.from(scope.querySelectorAll<HTMLElement>(row.selector));
      if (scope !== doc && (scope as Element).matches(row.selector)) found.unshift(scope as HTMLElement);
      for (const root of found) roots.has(root) || track(root, row);
    }
  };

  const unmount = (root: Element) => {
    const [cancel, unmountRoot] = roots.get(root)!;
    roots.delete(root);
    cancel();
    unmountRoot();
    root.removeAttribute('data-block-state');
  };

  // The runtime's own start and stop are the first ready and destroy
  // callbacks: they run before a theme's at init and after them at destroy,
  // with the same error isolation.
  lifecycle.ready(() => {
    scan(doc);
    stopWatching = watchDom(doc, frameSchedule(win), ({ added, removed }) => {
      if (removed) roots.forEach((_, root) => root.isConnected || unmount(root));
      for (const element of added) if (element.isConnected) scan(element);
    });
  });
  lifecycle.ready(() => (stopFeatures = startFeatures(needed, page, funnel, pageErrors)));
  lifecycle.onDestroy(() => {
    stopWatching();
    roots.forEach((_, root) => unmount(root));
  });
  lifecycle.onDestroy(() => stopFeatures());

  /** A block of a theme's own; its `load` may answer the module or a promise of it (README). */
  const register = (descriptor: BlockDescriptor) => {
    if (typeof descriptor?.load !== 'function' || rows.some((row) => row.name === descriptor.name)) {
      funnel.report(
        new TypeError('register() needs a new name and a load function'),
        `cannot register "${descriptor?.name}"`,
      );
      return;
    }
    let pending: Promise<BlockModule> | undefined;
    rows.push({
      name: descriptor.name,
      selector: selectorOf(descriptor.name, descriptor.selector, descriptor.types),
      strategy: descriptor.strategy || 'eager',
      // Once; forgotten on failure, like the built-in blocks.
      load: () =>
        (pending ||= Promise.resolve()
          .then(descriptor.load)
          .catch((error) => {
            pending = undefined;
            throw error;
          })),
    });
    if (lifecycle.state === 'initialised') scan(doc);
  };

  const methods: Partial<Record<keyof SiteRuntime, unknown>> = {
    context: page,
    init: () => void lifecycle.init(),
    destroy: () => void lifecycle.destroy(),
    ready: lifecycle.ready,
    onDestroy: lifecycle.onDestroy,
    register,
    onError: (listener: Parameters<SiteRuntime['onError']>[0]) => funnel.onError(listener),
    // Theme scripts only: nothing on the page waits for it, so its imports come after it.
    services: () => load('services'),
  };
  Object.assign(api, methods);
  Object.defineProperty(api, 'state', { get: () => lifecycle.state, configurable: true });
  lifecycle.init();
  for (const call of kernel.calls.splice(0)) {
    const [name, args, resolve] = call;
    if (!args) continue;
    const result = (api[name] as (...args: unknown[]) => unknown)(...args);
    if (name === 'services') (resolve as (value: unknown) => void)(result);
    else call[2] = result as () => void;
  }
  // After the replay, so a theme's onError made before the runtime came hears it too.
  const notFound = notFoundError(page.pageType, win.location.pathname);
  if (notFound) funnel.report(notFound, 'not found', { phase: 'page' });
}
