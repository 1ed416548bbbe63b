/**
 * When an animated block has been seen (spec §4 "Other blocks": "once at
 * least 50% visible (or taller than the viewport and intersecting)"). A
 * block taller than the viewport can never be 50 % visible, hence the second
 * rule. The observer's thresholds are the spec's: 0, 0.1, 0.25, 0.5, 1.
 */

/** spec §4: the IntersectionObserver thresholds. */
export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1];

/** The share of the block that must be visible. */
export const VISIBLE_SHARE = 0.5;

/** Whether `entry` shows the block enough to start its animation, in a viewport `viewportHeight` px tall. */
export function isSeen(
  entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'boundingClientRect'>,
  viewportHeight: number,
): boolean {
  if (!entry.isIntersecting) return false;
  return entry.intersectionRatio >= VISIBLE_SHARE || entry.boundingClientRect.height > viewportHeight;
}

/** The images of `element` (itself included) that are still loading. */
export function pendingImages(element: Element): HTMLImageElement[] {
  const images = Array.from(element.querySelectorAll('img'));
  if (element instanceof HTMLImageElement) images.push(element);
  return images.filter((img) => !img.complete);
}

/** Resolves once every image of `images` has loaded or failed. */
export function whenLoaded(images: HTMLImageElement[]): Promise<void> {
  return Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          if (img.complete) return resolve();
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
