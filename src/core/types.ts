/**
 * The contracts shared by the loader, the lifecycle registry and every block.
 * Blocks import only types from here: anything they need at run time arrives
 * through the {@link BlockContext} handed to `mount`, so a block chunk never
 * pulls loader code into its own bytes.
 */
import type { PageContext } from './context-types';
import type { ErrorCatcher } from './error-catcher';
import type { ErrorListener } from './log';

export type { PageContext } from './context-types';

/** What a block's `mount` may return: a cleanup function, an object with `destroy()`, or nothing. */
export type Unmount = (() => void) | { destroy(): void } | void;

/** Everything a block receives when it is mounted on its root element. */
export interface BlockContext {
  /** The block's name, as in its descriptor (`accordion`, `gallery`, …). */
  readonly name: string;
  /** The parsed `data-block-json` of the root (`{}` when the attribute is absent). */
  readonly config: Record<string, unknown>;
  /** The page context, read once by the loader. */
  readonly page: PageContext;
  /** The one error funnel: logs with the block's name and element, never throws. */
  report(error: unknown, message?: string): void;
  /**
   * For a block whose outcome comes after its mount (a widget waiting for
   * its rendering): its `data-block-state` from now on (README "Blocks: the
   * markup contract"). `loading` said during mount holds back the `ready`
   * the runtime would set when mount returns; after that the block moves
   * between `ready` and `failed` (each change fires its event; saying the
   * state it has fires nothing). Ignored once the block is unmounted, and
   * a mount that throws is `failed` whatever was said. Absent when a test
   * mounts a block without the runtime.
   */
  setState?(state: BlockState): void;
}

/** The module a block chunk exports. */
export interface BlockModule {
  mount(root: HTMLElement, context: BlockContext): Unmount | Promise<Unmount>;
}

/**
 * When a block's code is fetched once a matching element is on the page
 * (README "Loading strategies"): `eager` at once, `visible` when the root
 * comes within 400 px of the viewport, `idle` when the browser is idle,
 * `interaction` at the first pointer, focus or key on the root. A root's
 * `data-load-on` attribute overrides its block's default.
 */
export type LoadStrategy = 'eager' | 'visible' | 'idle' | 'interaction';

/** The module `register()` accepts: the module itself, or a promise of it. */
export type BlockModuleLike = BlockModule | Promise<BlockModule>;

/** A block of a theme's own, for `SiteRuntime.register` (README "Adding a block of your own"). */
export interface BlockDescriptor {
  /** Unique name; also the `{name}-block` class that marks its root. */
  name: string;
  /** Loads the block's module: returns it, or a promise of it. Called once; again only after a failure. */
  load: () => BlockModuleLike;
  /** A CSS selector for roots, instead of `.sqs-block.{name}-block`. */
  selector?: string;
  /** Numeric `data-block-type` values that also mark a root (spec §3 Enumerations, first list). */
  types?: readonly number[];
  /** Defaults to `eager`. */
  strategy?: LoadStrategy;
}

/** The `data-block-state` values a block root goes through. */
export type BlockState = 'loading' | 'ready' | 'failed';

/** What a site feature (not tied to a block element) receives when it starts. */
export interface FeatureContext {
  readonly name: string;
  /** The page context, every default filled in. */
  readonly page: PageContext;
  /** The error funnel, named for this feature. */
  report(error: unknown, message?: string): void;
  /**
   * Hear every error the runtime reports, the last ones before this call
   * included (telemetry's reporter starts after blocks may have failed).
   */
  onError(listener: ErrorListener): () => void;
  /**
   * The page's errors (uncaught, unhandled rejections, the funnel's), caught
   * from the runtime's start and kept until a reporter attaches.
   */
  readonly pageErrors: ErrorCatcher;
}

/** The module a feature chunk exports. */
export interface FeatureModule {
  start(context: FeatureContext): Unmount | Promise<Unmount>;
}
