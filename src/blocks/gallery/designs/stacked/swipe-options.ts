/**
 * new-swipe's options (spec §5 "Gallery": boundaries must each be none,
 * hard or inertial; snapPoints a percentage or none), checked in the swipe
 * chunk when new-swipe is created: a slideshow that does not use new-swipe
 * carries none of this.
 */

/** What a drag past an end does when the gallery does not loop (§5: none, hard or inertial). */
export type Boundary = 'none' | 'hard' | 'inertial';
const BOUNDARIES: readonly Boundary[] = ['none', 'hard', 'inertial'];

/** Throws the §5 error for a new-swipe option `value` that is not valid. */
const invalid = (rule: string, value: unknown): never => {
  throw new Error(`new-swipe ${rule}: ${JSON.stringify(value)}`);
};

/**
 * `designOptions.boundaries`: one value for both ends, or `[start, end]`;
 * absent (or a null end) → inertial (the rubber band a touch visitor
 * expects). Anything else throws, so the block fails (§5).
 */
export function parseBoundaries(value: unknown): [Boundary, Boundary] {
  const ends = (Array.isArray(value) ? (value as unknown[]) : [value, value]).map((end) => end ?? 'inertial');
  return ends.length === 2 && ends.every((end) => (BOUNDARIES as readonly unknown[]).includes(end))
    ? (ends as [Boundary, Boundary])
    : invalid('boundaries must each be none, hard or inertial', value);
}

/**
 * `designOptions.snapPoints` as a fraction of the slide: a percentage ("30%"
 * or 30, more than 0 and at most 100) or "none" (the default): no snap point
 * of its own, so the slide that shows more wins (50 %). Anything else throws (§5).
 */
export function parseSnapPoint(value: unknown): number {
  if (value == null || value === 'none') return 0.5;
  const percent =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*%\s*$/.test(value)
        ? parseFloat(value)
        : NaN;
  return percent > 0 && percent <= 100 ? percent / 100 : invalid('snapPoints must be a percentage or none', value);
}
