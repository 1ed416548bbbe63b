/**
 * What the loader's two stages share. `dist/loader.js` (the first stage,
 * ./boot.ts) starts only what the first paint needs: the blocks that load at
 * once or are already in view, each with its chunks and first images. The
 * runtime chunk (the second stage, ./runtime/), requested at once on every
 * page, does everything else: the page context, the error funnel, the
 * lifecycle, mounting, the other strategies, roots added later, `register`,
 * the site features and the services. The first stage hands it this object.
 */
import type { BlockModule, LoadStrategy } from '../core/types';
import type { SiteRuntime } from './api';
import type { SetMember } from './catalogue/encoded';

/** A block's row in the loader's table: how to find its roots and load its code. */
export interface Row {
  name: string;
  /** Every root matches it. */
  selector: string;
  /** Its default strategy; a root's `data-load-on` overrides it. */
  strategy: LoadStrategy;
  /** The images the first stage starts itself when they are in view: a selector inside the root, `''` the root. */
  images?: string | null;
  /** Its module, fetched once, with the chunks this root's configuration asks for in the same round. */
  load(config: Record<string, unknown>, root: Element): Promise<BlockModule>;
}

/** A root the first stage started: its configuration and its module on the way. */
export type Started = [config: Record<string, unknown>, module: Promise<BlockModule>];

export interface Kernel {
  win: Window & typeof globalThis;
  doc: Document;
  /** `window.SiteRuntime`; the runtime fills in its methods. */
  api: SiteRuntime;
  /**
   * Calls made on `api` before the runtime arrived, in order: `[method,
   * arguments (null: taken back), undo]`; for `services`, the third is the
   * resolve of the promise the caller holds.
   */
  calls: [name: keyof SiteRuntime, args: unknown[] | null, undo?: () => void][];
  /** The built-in blocks. */
  rows: Row[];
  /** The roots the first stage started. */
  started: Map<Element, Started>;
  /**
   * The module of the chunk entry `name` (fetched once; again after a
   * failure), with the chunks named in `chunks` requested in the same round.
   */
  load<T>(name: string, chunks?: readonly SetMember[]): Promise<T>;
}
