/**
 * Whether the visitor asked for reduced motion. Read at the moment an
 * animation starts rather than once, so changing the OS setting applies
 * without a reload. Missing `matchMedia` (old browsers, jsdom) reads as
 * "no preference". The one reading for every block, feature and service.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
export function prefersReducedMotion(win: Window | null | undefined = globalThis.window): boolean {
  try {
    return win?.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true;
  } catch {
    return false;
  }
}
