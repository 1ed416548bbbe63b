/**
 * The shape of the catalogue: how the loader recognises each built-in block
 * and site feature. The rows are plain data (no functions), so the build can
 * read them, add each entry's chunk files, and write the compact table the
 * loader carries (see rollup.config.mjs, "catalogue"). Nothing here is
 * bundled as it is written.
 */
import type { LoadStrategy } from '../../core/types';

/** One built-in block. Its code is the chunk of `src/blocks/{chunk ?? name}/index.ts`. */
export interface BlockEntry {
  /** Unique name; the `{name}-block` class marks its root, and its errors carry it. */
  name: string;
  /** Numeric `data-block-type` values that also mark a root (spec §3 "Enumerations", first list). */
  types?: readonly number[];
  /** A selector of its own, instead of `.sqs-block.{name}-block`; `types` still add to it. */
  selector?: string;
  /** When its code is fetched (README "Loading strategies"); `eager` when absent. */
  strategy?: LoadStrategy;
  /** The chunk that serves it, when several rows share one (newsletter → form). */
  chunk?: string;
  /**
   * Images the loader starts itself, before the block's code arrives, when they
   * are in or near the first viewport: a selector inside the root, or `''` for
   * the root itself (README "First images").
   */
  images?: string;
  /**
   * The entry that serves the block by the design its root names, as the
   * gallery reads it (src/shared/gallery-layout.ts `blockDesignName`): a
   * gallery's bundle for its design (rollup.config.mjs BUNDLES). `entries`
   * maps each design name to its entry, and any other name takes `fallback`.
   * The block then has no entry of its own name.
   */
  designs?: { entries: Readonly<Record<string, string>>; fallback: string };
  /**
   * Lazy modules the block imports at mount when its root holds an element
   * that matches the selector (selector → module, relative to src/, no
   * extension): the loader requests them, and what they import, with the
   * block's file, so such a block too mounts after one round (a gallery's
   * video slides bring the video player).
   */
  contains?: Readonly<Record<string, string>>;
}

/**
 * When a site feature is needed: any of these holds (none means every page).
 * - `['signedIn']`: an authenticated account is looking;
 * - `['context', 'a.b.c']`: that page-context field is truthy;
 * - `['query', 'name=value']` or `['query', 'name']`: the address has that query parameter;
 * - `['pageType', 102, …]`: the page is of one of these types (spec §2);
 * - `['element', 'selector']`: the page has such an element.
 */
export type Condition =
  | readonly ['signedIn']
  | readonly ['context', string]
  | readonly ['query', string]
  | readonly ['pageType', ...number[]]
  | readonly ['element', string];

/** One site feature: code the page needs because of who is looking or what the page is. */
export interface FeatureEntry {
  name: string;
  when?: readonly Condition[];
}
