/**
 * Readers for the numeric design options the stacked and strip designs share
 * (spec §3 "Gallery attributes" designOptions; §9 "Gallery").
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own
 * (the stacked and strip designs' chunks each carry their copy: one request
 * fewer for a slideshow).
 */

/** A duration given in seconds, in ms (§9: "Seconds are converted to ms"); `fallback` seconds unless a number ≥ 0. */
export function seconds(value: unknown, fallback: number): number {
  const n = value === null || value === '' ? NaN : Number(value);
  return (n >= 0 ? n : fallback) * 1000;
}

/** A whole number ≥ 0 (preload counts), else `fallback`. */
export function whole(value: unknown, fallback: number): number {
  const n = value === null || value === '' ? NaN : Math.floor(Number(value));
  return n >= 0 ? n : fallback;
}
