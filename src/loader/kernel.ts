/**
 * What the loader's two parts share, both in `dist/loader.js`. ./boot.ts
 * starts what the first paint needs: the blocks that load at once or are
 * already in view, each with its chunks and first images. The runtime
 * (./runtime/) does everything else: the page context, the error funnel, the
 * lifecycle, mounting, the other strategies, roots added later, `register`,
 * the site features and the services. Boot hands it this object in the next
 * task. (Until issue "Ahead at start" the runtime was a chunk of its own;
 * every page requested it at once, so the split saved no byte and cost a
 * round trip, a frame and a compile before any block could mount.)
 */
import type { BlockModule, LoadStrategy } from '../core/types';
import type { SiteRuntime } from './api';
import type { SetMember } from './catalogue/encoded';
import type { ContextElement } from './runtime/context';

/** A block's row in the loader's table: how to find its roots and load its code. */
export interface Row {
  name: string;
  /** Every root matches it. */
  selector: string;
  /** Its default strategy; a root's `data-load-on` overrides it. */
  strategy: LoadStrategy;
  /** The images boot starts itself when they are in view: a selector inside the root, `''` the root. */
  images?: string | null;
  /** Its module, fetched once, with the chunks this root's configuration asks for in the same round. */
  load(config: Record<string, unknown>, root: Element): Promise<BlockModule>;
}

/** A root boot started: its configuration and its module on the way. */
export type Started = [config: Record<string, unknown>, module: Promise<BlockModule>];

export interface Kernel {
  win: Window & typeof globalThis;
  doc: Document;
  /** `window.SiteRuntime`; the runtime fills in its methods. */
  api: SiteRuntime;
  /**
   * Calls made on `api` before the runtime started (in the task after
   * loader.js ran, or after DOMContentLoaded for an async loader that ran
   * before it), in order: `[method,
   * arguments (null: taken back), undo]`; for `services`, the third is the
   * resolve of the promise the caller holds.
   */
  calls: [name: keyof SiteRuntime, args: unknown[] | null, undo?: () => void][];
  /** The built-in blocks. */
  rows: Row[];
  /** The roots boot started. */
  started: Map<Element, Started>;
  /** The page context, parsed once, by boot. */
  context: ContextElement;
  /**
   * The module of the chunk entry `name` (fetched once; again after a
   * failure), with the chunks named in `chunks` requested in the same round.
   */
  load<T>(name: string, chunks?: readonly SetMember[]): Promise<T>;
}
