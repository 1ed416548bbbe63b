/**
 * Spec §4 Gallery: "Indices are normalised modulo the slide count (negative
 * counts from the end)". The one rule for every list that wraps: the
 * gallery's engine and preload window, the stacked design's neighbour, the
 * lightbox, the accordion's arrow keys.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** `index` modulo `count`, negative counting from the end (-1 → the last); 0 for an empty list or a non-number. */
export function wrapIndex(index: number, count: number): number {
  return count ? ((Math.trunc(index) % count) + count) % count || 0 : 0;
}
