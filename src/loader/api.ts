import type { ErrorListener } from '../core/log';
import type { BlockDescriptor, PageContext } from '../core/types';
import type { Services } from '../services';

/** spec §4 "Page lifecycle": not initialised, then initialised after ready callbacks run. */
export type LifecycleState = 'uninitialised' | 'initialised';

/**
 * The one global object, `window.SiteRuntime`: what a theme author sees.
 * Documented in README.md ("The global API").
 */
export interface SiteRuntime {
  readonly version: string;
  /**
   * The page context: as the server wrote it until the runtime has started,
   * with every default filled in from then on (use it inside `ready`).
   */
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
  /** Subscribe to every error the runtime reports from now on. Returns the unsubscribe. */
  onError(listener: ErrorListener): () => void;
  /**
   * The core services (dialogs, data layer, cookies, money, validators, …),
   * loaded on first call from their own chunk. See README "Services".
   */
  services(): Promise<Services>;
}

/** The name of the global object (see README "The global API"). */
export const GLOBAL_NAME = 'SiteRuntime';

declare global {
  interface Window {
    SiteRuntime?: SiteRuntime;
  }
}
