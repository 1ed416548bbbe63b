import { EVENT_PREFIX } from './block-mount';
import { readPageContext } from './context';
import { createErrorFunnel, type ErrorFunnel } from './errors';
import { createLifecycle, type LifecycleState } from './lifecycle';
import { createBlockRegistry } from './registry';
import type { Schedule } from './batch';
import type { BlockDescriptor, PageContext } from './types';

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
}

export interface RuntimeOptions {
  doc: Document;
  descriptors: BlockDescriptor[];
  version: string;
  funnel?: ErrorFunnel;
  schedule?: Schedule;
}

/** Build the runtime: context, error funnel, lifecycle and block registry wired together. */
export function createRuntime({ doc, descriptors, version, funnel = createErrorFunnel(), schedule }: RuntimeOptions): SiteRuntime {
  const context = readPageContext(doc, (error, message) => funnel.report(error, message));
  const lifecycle = createLifecycle(funnel);
  const registry = createBlockRegistry({ doc, page: context, funnel, schedule });
  descriptors.forEach(registry.register);

  return {
    version,
    context,
    get state() {
      return lifecycle.state;
    },
    init() {
      if (lifecycle.state === 'initialised') return;
      try {
        registry.start();
      } catch (error) {
        funnel.report(error, 'Could not start the block registry');
      }
      lifecycle.init();
      doc.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}init`));
    },
    destroy() {
      if (lifecycle.state !== 'initialised') return;
      lifecycle.destroy();
      registry.stop();
      doc.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}destroy`));
    },
    ready: lifecycle.ready,
    onDestroy: lifecycle.onDestroy,
    register: registry.register,
    onError: funnel.onError,
  };
}
