import { readPageContext } from './context';
import type { ErrorFunnel } from '../core/log';
import { createErrorFunnel } from './error-funnel';
import type { BlockDescriptor, FeatureDescriptor, PageContext } from '../core/types';
import { startFeatures } from './features';
import { createLifecycle, type LifecycleState } from './lifecycle';
import { createBlockRegistry } from './registry';
import type { Schedule } from './batch';


/**
 * The one global object, `window.SiteRuntime`: what a theme author sees.
 * Documented in README.md ("The global API").
 */
export interface SiteRuntime {
  readonly version: string;
  /** The page context, read once at start. */
  readonly context: PageContext;
  /** `uninitialised` or `initialised` (spec §4 "Page lifecycle"). */
  readonly state: LifecycleState;
  /** Start: mount the blocks on the page and watch for more; runs ready callbacks. Idempotent. */
  init(): void;
  /** Stop: unmount every block, stop watching, run destroy callbacks. `init()` may follow. */
  destroy(): void;
  /** Run `fn` at every init (at once if already initialised). Returns the unsubscribe. */
  ready(fn: () => void): () => void;
  /** Run `fn` at every destroy. Returns the unsubscribe. */
  onDestroy(fn: () => void): () => void;
  /** Add a block of your own: `{ name, load, selector?, types?, strategy? }`. */
  register(descriptor: BlockDescriptor): void;
  /** Subscribe to every error the runtime reports. Returns the unsubscribe. */
  onError: ErrorFunnel['onError'];
  /**
   * The core services (dialogs, data layer, cookies, money, validators, …),
   * loaded on first call from their own chunk. See README "Services".
   */
  services(): Promise<Record<string, unknown>>;
}

export interface RuntimeOptions {
  doc: Document;
  descriptors: BlockDescriptor[];
  features?: FeatureDescriptor[];
  services: () => Promise<Record<string, unknown>>;
  version: string;
  funnel?: ErrorFunnel;
  schedule?: Schedule;
}

/** Build the runtime: context, error funnel, lifecycle and block registry wired together. */
export function createRuntime({
  doc,
  descriptors,
  features = [],
  services,
  version,
  funnel = createErrorFunnel(),
  schedule,
}: RuntimeOptions): SiteRuntime {
  const context = readPageContext(doc, (error, message) => funnel.report(error, message));
  const lifecycle = createLifecycle(funnel);
  const registry = createBlockRegistry({ doc, page: context, funnel, schedule });
  descriptors.forEach(registry.register);
  // The runtime's own start and stop are the first ready and destroy
  // callbacks: they run before a theme's at init and after them at destroy,
  // with the same error isolation.
  let stopFeatures = () => {};
  lifecycle.ready(registry.start);
  lifecycle.ready(() => (stopFeatures = startFeatures(features, context, funnel, doc.defaultView as Window)));
  lifecycle.onDestroy(registry.stop);
  lifecycle.onDestroy(() => stopFeatures());

  return {
    version,
    context,
    get state() {
      return lifecycle.state;
    },
    // No init/destroy DOM events: ready() and onDestroy() say the same, and bytes here are scarce.
    init: () => void lifecycle.init(),
    destroy: () => void lifecycle.destroy(),
    ready: lifecycle.ready,
    onDestroy: lifecycle.onDestroy,
    register: registry.register,
    onError: funnel.onError,
    services,
  };
}
