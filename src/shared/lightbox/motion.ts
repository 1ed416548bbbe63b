/**
 * The lightbox's animations (spec §4 "Lightbox", §9 "Lightbox"), through the
 * core `play` (Web Animations: CSP-safe, and skipped under
 * `prefers-reduced-motion: reduce` or without WAAPI, so the final state is
 * reached at once).
 */
import { play } from '../../core/ui/play';
import { CONTENT_FADE, OVERLAY_FADE, OVERLAY_OPACITY, SLIDE_SPEED } from './constants';

/** Plays and lets go of the held keyframes once finished (the inline style is the final state). */
function run(el: HTMLElement | null, frames: Keyframe[], duration: number, easing?: string): Promise<unknown> {
  if (!el) return Promise.resolve();
  const { done, cleanup } = play(el, frames, duration, easing);
  return done.then((result) => result === 'finished' && cleanup());
}

/**
 * §4: the overlay fades in first (0.35 s to 0.95), then the content (0.6 s).
 * The content's run covers both spans and holds opacity 0 through the first,
 * so no timer has to start the second.
 */
export function openMotion(overlay: HTMLElement, content: HTMLElement): void {
  const total = OVERLAY_FADE + CONTENT_FADE;
  void run(overlay, [{ opacity: 0 }, { opacity: OVERLAY_OPACITY }], OVERLAY_FADE);
  void run(
    content,
    [{ opacity: 0 }, { opacity: 0, offset: OVERLAY_FADE / total, easing: 'ease' }, { opacity: 1 }],
    total,
    'linear',
  );
}

/** A step: the new image slides in from the side it comes from while it fades in (0.6 s). */
export function slideIn(el: HTMLElement | null, direction: number): void {
  void run(
    el,
    [
      { opacity: 0, transform: `translateX(${direction * 8}%)` },
      { opacity: 1, transform: 'none' },
    ],
    SLIDE_SPEED,
  );
}

/** Closing: everything fades out over the overlay's 0.35 s; clicks pass through meanwhile. */
export function closeMotion(el: HTMLElement): Promise<unknown> {
  el.style.pointerEvents = 'none';
  // Held at opacity 0 (no cleanup): the element is removed right after.
  return play(el, [{ opacity: 1 }, { opacity: 0 }], OVERLAY_FADE).done;
}

/** Removal: ends every animation still on `el` or inside it (a fade cut short by the fallback or `destroy`). */
export function stopMotion(el: HTMLElement): void {
  try {
    el.getAnimations?.({ subtree: true }).forEach((animation) => animation.cancel());
  } catch {
    // An engine without a working getAnimations: the removal alone ends what shows.
  }
}
