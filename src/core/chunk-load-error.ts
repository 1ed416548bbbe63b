/**
 * A block's or feature's code that did not load, as one typed error (spec §8
 * "System errors": chunk-load). The runtime's funnel reports a failed load as
 * this; the error reporter recognises it by its `code`, never by the words of
 * a message.
 *
 * A code rather than a class: this module is copied into each chunk that
 * imports it (@build-inline), and `instanceof` would not hold across copies.
 */

/** The `code` of a {@link ChunkLoadError}, and the report type of spec §8. */
export const CHUNK_LOAD = 'chunk-load';

/** The error the funnel reports when a block's or feature's code did not load. */
export interface ChunkLoadError extends Error {
  readonly code: typeof CHUNK_LOAD;
  /** The block or feature whose code did not load. */
  readonly chunk: string;
  /** What the import rejected with (the browser's error, or the loader's time-out). */
  readonly cause: unknown;
}

/** Wraps what a failed load of `chunk` (a block's or feature's name) rejected with. */
export function chunkLoadError(chunk: string, cause: unknown): ChunkLoadError {
  return Object.assign(new Error(`chunk load failed: ${chunk}`), { code: CHUNK_LOAD, chunk, cause } as const);
}

/** Whether `error` is a {@link ChunkLoadError}, from whichever chunk's copy of this module. */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (error as { code?: unknown } | null)?.code === CHUNK_LOAD;
}
