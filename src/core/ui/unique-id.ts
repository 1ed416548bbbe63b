/**
 * An id for `aria-labelledby` and `aria-describedby` links. Random rather
 * than counted: a counter would be module state, and React's and Preact's
 * `useId` can repeat across separate roots (every dialog is its own root).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}
