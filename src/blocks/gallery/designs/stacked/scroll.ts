/**
 * The `scroll` transition (spec §4 "Gallery": horizontal or vertical, touch;
 * §9: scroll snap 0.4 s, scroll-end timeout 300 ms): the container becomes a
 * CSS scroll-snap strip the visitor scrolls natively (touch, wheel,
 * trackpad), and the index follows the scroll position once scrolling ends.
 * Every slide stays rendered; the block's carousel ARIA marks the inactive
 * ones inert and aria-hidden (a11y.ts), so they stay out of the tab order
 * and away from assistive technology.
 */
import type { Stage, Transition } from './stage';
import { SCROLL_SNAP_MS } from '../../../../core/enums/gallery-constants';
import { SCROLL_END_TIMEOUT_MS } from '../../../../core/enums/timings';

/** §9: scroll snap 0.4 s. */
export const SNAP_MS = SCROLL_SNAP_MS;
/** §9: scroll-end timeout 300 ms (browsers without the scrollend event). */
export const SCROLL_END_MS = SCROLL_END_TIMEOUT_MS;

/** `scroll`: `designOptions.direction` horizontal (default) or vertical. */
export function createScroll(stage: Stage): Transition {
  const { context, undo, anim } = stage;
  const { container, engine, slides, win, guard } = context;
  // `designOptions.direction` "vertical"; anything else is horizontal.
  const vertical = context.settings.designOptions.direction === 'vertical';
  const snap = vertical ? 'y mandatory' : 'x mandatory';
  const size = () => (vertical ? container.clientHeight : container.clientWidth) || 1;
  const position = () => (vertical ? container.scrollTop : container.scrollLeft);
  const scroll = (to: number) => (vertical ? (container.scrollTop = to) : (container.scrollLeft = to));
  // Browsers without the scrollend event settle 300 ms after the last scroll.
  const scrollEnd = 'onscrollend' in (win as object);
  let gliding = false;
  let timer = 0;

  undo.style(container, {
    display: 'flex',
    'flex-direction': vertical ? 'column' : 'row',
    overflow: vertical ? 'hidden auto' : 'auto hidden',
    'scroll-snap-type': snap,
    'scrollbar-width': 'none',
    'overscroll-behavior': 'contain',
  });
  // In the flow of the strip instead of on top of each other, all rendered; native panning.
  slides.forEach((_, i) =>
    stage.style(i, {
      position: 'relative',
      flex: '0 0 100%',
      visibility: 'visible',
      'scroll-snap-align': 'start',
      'touch-action': '',
    }),
  );

  /** Scrolling settled: the slide in view becomes the current one (or the scroll goes back when refused). */
  const settle = guard(() => {
    if (gliding || !anim.alive) return;
    const i = Math.round(position() / size());
    if (i !== engine.index && !engine.goTo(i, 'swipe')) void glide(engine.index, SNAP_MS);
  });
  undo.on(container, 'scroll', () => {
    win.clearTimeout(timer);
    if (!scrollEnd) timer = win.setTimeout(settle, SCROLL_END_MS);
  });
  undo.on(container, 'scrollend', settle);
  undo.add(() => win.clearTimeout(timer));

  /**
   * Scrolls to slide `index` over `ms` (ease-out), snapping off meanwhile so
   * the browser does not pull each step back; the scroll offset is the only
   * thing written per frame (no layout).
   */
  function glide(index: number, ms: number): Promise<void> {
    const from = position();
    const to = index * size();
    if (!ms || Math.abs(to - from) < 1) return Promise.resolve(void scroll(to));
    gliding = true;
    undo.style(container, { 'scroll-snap-type': 'none' });
    return new Promise((resolve) => {
      let start = -1;
      const frame = guard((now: number) => {
        if (!anim.alive) return resolve();
        if (start < 0) start = now;
        const t = Math.min(1, (now - start) / ms);
        scroll(from + (to - from) * (1 - (1 - t) ** 3));
        if (t < 1) return void win.requestAnimationFrame(frame);
        gliding = false;
        undo.style(container, { 'scroll-snap-type': snap });
        resolve();
      });
      win.requestAnimationFrame(frame);
    });
  }

  return {
    show: (to, from, _direction, instant) => glide(to, instant || to === from ? 0 : SNAP_MS),
    layout: () => void scroll(engine.index * size()),
  };
}
