/**
 * The contracts shared by the loader, the lifecycle registry and every block.
 * Blocks import only types from here: anything they need at run time arrives
 * through the {@link BlockContext} handed to `mount`, so a block chunk never
 * pulls loader code into its own bytes.
 */
import type { PageContext } from './context-types';

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
}

/** The module a block chunk exports. */
export interface BlockModule {
  mount(root: HTMLElement, context: BlockContext): Unmount | Promise<Unmount>;
}

/**
 * When a block's code is fetched once a matching element is on the page:
 * `eager` at once, `visible` when the root comes near the viewport. (No idle
 * strategy: no block needs one, and every byte of this table is in the loader.)
 */
export type LoadStrategy = 'eager' | 'visible';

/** One entry of the registry's table: how to recognise a block and how to load it. */
export interface BlockDescriptor {
  /** Unique name; also the `{name}-block` class that marks its root. */
  name: string;
  /** Loads the block's module; called at most once at a time per descriptor. */
  load: () => Promise<BlockModule>;
  /** Extra CSS selector for roots; defaults to `.sqs-block.{name}-block`. */
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
  readonly page: PageContext;
  /** The error funnel, named for this feature. */
  report(error: unknown, message?: string): void;
}

/** The module a feature chunk exports. */
export interface FeatureModule {
  start(context: FeatureContext): Unmount | Promise<Unmount>;
}

/**
 * A site feature: code the page needs because of who is looking or what the
 * URL says, rather than because of an element (the owner's keyboard and
 * config redirect, the logout notice, later the cookie banner). `when` runs in
 * the loader, so it must be tiny; the feature's code is fetched only when it
 * answers true.
 */
export interface FeatureDescriptor {
  name: string;
  /** Whether the page needs it; absent means every page does. */
  when?(page: PageContext, win: Window): boolean;
  load(): Promise<FeatureModule>;
}
