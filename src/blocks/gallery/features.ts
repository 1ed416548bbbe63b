/**
 * The gallery's optional parts, set up only for the galleries that use them.
 * All but the video slides are in each design's file (rollup.config.mjs
 * BUNDLES: a part fetched at mount was one more round before `ready`);
 * the video slides bring the video player, which the video block shares, so
 * only a gallery with a video fetches them (the loader asks for them with the
 * gallery's file: src/loader/catalogue/blocks.ts `contains`).
 */
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import type { GallerySettings } from './types';

/** The optional modules one gallery fetched (absent: not needed). */
export interface Features {
  /** Autoplay is on and allowed, for a one-at-a-time design. */
  autoplay?: typeof import('./autoplay');
  /** `lightbox` is on: the lightbox takes every slide click. */
  lightbox?: typeof import('./lightbox-bridge');
  /** The markup has a `.sqs-gallery-thumbnails` strip. */
  thumbnails?: typeof import('./thumbnails');
  /** `historyHash` is on, outside the editor's frame (spec §2). */
  history?: typeof import('./history-writer');
  /** No lightbox, and a slide has a click-through URL to follow. */
  clicks?: typeof import('./click');
  /** A slide holds a video embed: the shared video player. */
  videos?: typeof import('../../shared/video/slides');
}

/**
 * Whether autoplay may run on this page at all: never with `?nomotion=true`
 * (spec §2) nor under prefers-reduced-motion.
 */
export function autoplayAllowed(win: Window): boolean {
  return !/[?&]nomotion=true(&|$)/.test(win.location.search) && !prefersReducedMotion(win);
}

/**
 * Fetches the parts `settings` call for; `container` is the gallery's
 * `.sqs-gallery` (its slides' click-through URLs), `strip` whether the markup
 * has a thumbnail strip, `inEditor` whether the page is in the site editor's
 * frame (src/core/editor-frame.ts: no history there, spec §2).
 */
export async function loadFeatures(
  settings: GallerySettings,
  win: Window,
  container: Element,
  strip: boolean,
  inEditor: boolean,
): Promise<Features> {
  const slideshow = settings.design === 'stacked' || settings.design === 'strip';
  const [autoplay, lightbox, thumbnails, history, clicks, videos] = await Promise.all([
    settings.autoplay.enabled && slideshow && autoplayAllowed(win) ? import('./autoplay') : undefined,
    settings.lightbox ? import('./lightbox-bridge') : undefined,
    strip ? import('./thumbnails') : undefined,
    settings.historyHash && !inEditor ? import('./history-writer') : undefined,
    settings.lightbox || !container.querySelector('[data-click-through-url]:not([data-click-through-url=""])')
      ? undefined
      : import('./click'),
    container.querySelector('.sqs-video-wrapper') ? import('../../shared/video/slides') : undefined,
  ]);
  return { autoplay, lightbox, thumbnails, history, clicks, videos };
}
