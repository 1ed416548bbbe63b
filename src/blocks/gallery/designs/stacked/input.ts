/**
 * Clicks and swipes on a stacked slideshow (spec §4 "Gallery"; §9 "Stacked":
 * clickBehavior next; "Swipe": 50 px, 250 ms).
 */
import type { ClickBehavior } from './options';
import { isRightToLeft } from '../../../../shared/reading-direction';
import type { Stage } from './stage';

/**
 * The step a click makes: `next` +1, `previous` -1, `auto` by the half
 * clicked (`x` px from the left of a `width` px slide: left half previous,
 * right half next), `none` 0; anything else +1.
 */
export function clickStep(behavior: ClickBehavior, x: number, width: number): -1 | 0 | 1 {
  // Any other value reads as the default, next (the spec validates none of these).
  return behavior === 'auto' ? (x < width / 2 ? -1 : 1) : behavior === 'previous' ? -1 : behavior === 'none' ? 0 : 1;
}

/**
 * Wires slide clicks: a click follows the slide's click-through URL, else
 * steps per clickBehavior; a video slide is never advanced, and links or
 * buttons inside a slide keep working. (With the lightbox on, the block
 * takes slide clicks before they get here.) With `swipes`, a horizontal
 * swipe steps too (fade, ken-burns, none: the others drag themselves).
 * The click-through code is its own small chunk, fetched at once but only
 * by a slideshow that has such URLs; the swipe code on the first pointer
 * (wireSwipes).
 */
export function wireInput(stage: Stage, swipes: boolean): void {
  const { context, options, undo, anim } = stage;
  const { container, slides, engine } = context;
  const go = (step: number, source: 'click' | 'swipe') =>
    step > 0 ? engine.next(source) : step < 0 && engine.previous(source);
  const links = slides.some((slide) => slide.clickThroughUrl) && import('../shared/click-through');
  if (swipes) wireSwipes(stage, go);
  undo.on(container, 'click', (event) => {
    const { target, detail, clientX } = event as MouseEvent;
    const slide = slides.find((s) => s.element.contains(target as Node));
    const control = (target as Element).closest('a[href],button,video,iframe');
    if (!slide || event.defaultPrevented || (control && slide.element.contains(control))) return;
    // The end of a drag the drag code did not see (it was still on its way) is not a click.
    if (stage.early.endsDrag(event as MouseEvent)) return;
    const box = container.getBoundingClientRect();
    const url = slide.clickThroughUrl;
    // A click without a pointer position (Enter on a focused slide) counts as the right half.
    const step = () =>
      slide.type !== 'video' &&
      go(clickStep(options.clickBehavior, detail ? clientX - box.left : box.width, box.width), 'click');
    if (!url || !links) return void step();
    event.preventDefault();
    // A URL that may not be followed (javascript:, data:) counts as none.
    links.then(
      (m) => anim.alive && (m.followClickThrough(context.root, url, context.win, context.inEditor) || step()),
      context.report,
    );
  });
}

/**
 * Horizontal swipes step the slideshow (§9 "Swipe"). The drag code comes
 * with the first pointer over or down on the slides (a touch has no hover);
 * the pointer events until it arrives are recorded and played to it then.
 */
function wireSwipes({ context, undo, anim, early }: Stage, go: (step: number, source: 'swipe') => unknown): void {
  const { container } = context;
  let fetched: Promise<unknown> | undefined;
  const fetch = () =>
    void (fetched ??= Promise.all([import('../shared/pointer-drag'), import('./swipe-logic')]).then(
      ([{ createPointerDrag }, { swipeStep }]) => {
        if (!anim.alive) return;
        // Right to left (issue 27): a swipe to the right goes forward.
        const mirror = isRightToLeft(container, context.win) ? -1 : 1;
        const end = (dx: number, ms: number, _v: number, cancelled: boolean) =>
          cancelled || go(mirror * swipeStep(dx, ms), 'swipe');
        createPointerDrag(container, { end }, undo, undefined, early.take());
      },
      context.report,
    ));
  undo.on(container, 'pointerover', fetch);
  undo.on(container, 'pointerdown', fetch);
}
