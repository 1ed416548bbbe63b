/**
 * The compact tables the build writes (scripts/catalogue.mjs, from the rows
 * of ./blocks.ts and ./features.ts and the chunk graph): arrays, not objects,
 * and sets of chunks shared between rows.
 *
 * Every chunk of a build lives in `chunks/{build}/`; an entry's file is named
 * after it (`chunks/{build}/form.js`), so a row names only the other
 * chunks it needs: a set, an index into `d`. A set's member is a chunk's
 * name, or the number of a shared chunk (`chunks/{build}/7.js`): the build
 * numbers the chunks that only static imports reach, so this table, which
 * every page downloads, carries no names for them (the manifest's `labels`
 * says what each holds).
 */

import type { LoadStrategy } from '../../core/types';

/** A chunk of a set: `chunks/{build}/{member}.js`. */
export type SetMember = string | number;

/** An index into a table's `d`. */
export type SetIndex = number;

/**
 * A block: `[name, [selector, ...types], strategy, set, images?, designs?, chunk?, contains?]`.
 * - selector `''` means `.sqs-block.{name}-block`;
 * - strategy: its name (README "Loading strategies"), which gzip makes as short as an index would be;
 * - set: the chunks its entry imports, and those it always imports at mount;
 * - images: the selector of the images the loader starts itself (`''`: the root), or null;
 * - designs: `[{ name: entry }, fallback entry]`, the entry that serves the block by the design
 *   its root names (./types.ts `designs`): a bundle, which imports nothing; names not listed
 *   take the fallback;
 * - chunk: the entry that serves it when that is not its own name;
 * - contains: `[[selector, set], …]`, lazy chunks it imports at mount when its root holds a match.
 */
export type EncodedBlock = [
  name: string,
  match: [selector: string, ...types: number[]],
  strategy: LoadStrategy,
  set: SetIndex,
  images?: string | null,
  designs?: [entries: Record<string, string>, fallback: string] | null,
  chunk?: string | null,
  contains?: [selector: string, set: SetIndex][],
];

/** `dist/loader.js`'s table (the virtual module `site-runtime:catalogue`): the blocks. */
export interface EncodedCatalogue {
  /** The build: its chunks are in `chunks/{v}/`. */
  v: string;
  /** Sets of chunks. */
  d: SetMember[][];
  b: EncodedBlock[];
}

/**
 * A feature: `[name, conditions, set]`; a condition is `[code, ...arguments]`
 * with codes 0 signed in, 1 context path, 2 query parameter, 3 page types, 4
 * element (see ./types.ts `Condition`). No conditions: every page.
 */
export type EncodedFeature = [name: string, when: (string | number)[][], set: SetIndex];

/** The runtime's table (the virtual module `site-runtime:features`, in loader.js): the features. */
export interface EncodedFeatures {
  d: SetMember[][];
  x: EncodedFeature[];
}
