/**
 * The banner's slide-in, through the Web Animations API (allowed by the
 * strict CSP, unlike inline styles or <style>). Skipped when the visitor
 * prefers reduced motion, and where the API is missing (jsdom, old browsers).
 */
import { prefersReducedMotion } from '../../core/ui/reduced-motion';

/** How long the slide-in takes, in ms. */
export const SLIDE_IN_MS = 300;

/** Slides `el` in from `edge` (it is already in its final place; only a transform animates). */
export function slideIn(el: HTMLElement, edge: 'top' | 'bottom', win: Window): void {
  try {
    if (prefersReducedMotion(win)) return;
    el.animate(
      [
        { transform: `translateY(${edge === 'top' ? -100 : 100}%)`, opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      { duration: SLIDE_IN_MS, easing: 'ease-out' },
    );
  } catch {
    // No `el.animate`, or an engine that refuses the keyframes: an animation is
    // decoration, and the banner is already in place.
  }
}
