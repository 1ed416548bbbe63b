/**
 * The carousel design (spec §4 "Gallery": groups of slides, buttons hidden
 * when the slides fit one row, disabled at the first or last group; §9: 3 per
 * row, gutter 1 %, fewer on narrow galleries).
 *
 * Readings: the last group is full (it ends on the last slide, so it may
 * share slides with the one before) and the buttons never wrap, loop or not,
 * as §4 disables them at the ends; a move is a 0.5 s transform transition
 * (the strip's speed), instant under reduced motion. The engine's index is
 * the first slide of the visible group after a button press; a key step
 * inside the group moves nothing, one out of it brings that slide in first.
 * Slides out of view are inert and aria-hidden; the block applies the
 * WAI-ARIA carousel pattern (Design.carousel).
 *
 * Right to left (issue 27): the row starts at the right (the flex row
 * follows the direction), so the gutter is on each slide's left and a group
 * forward moves the row to the right; the buttons swap meaning so that the
 * one on the left goes forward (./layout/carousel-buttons.ts).
 */
import { whenNear } from '../../../shared/image/load';
import type { Design, DesignContext, Slide } from '../types';
import { buttonsSwap, createCarouselButtons } from './layout/carousel-buttons';
import { carouselPerRow, clampStart, startFor, stepStart } from './layout/carousel-rules';
import { cell, cellRatio, gutterOf, loadSoon } from './layout/cells';
import { createMarkupUndo } from '../../../shared/markup-undo';
import { CAROUSEL } from '../../../core/enums/gallery-constants';
import { isRightToLeft } from '../../../shared/reading-direction';

const SPEED = 500;

/** Creates the carousel design on `context.container`. */
export function create(context: DesignContext): Design {
  const { container, slides, settings, engine, win } = context;
  const undo = createMarkupUndo();
  const count = slides.length;
  const gap = gutterOf(settings, '1%');
  const loading = new Set<Slide>();
  let perRow = 1;
  let start = 0;
  let shift = 0;
  let shown = -1;
  let near = false;
  let timer = 0;
  let settle = () => {};
  // The one read of the mount comes before its writes (no forced layout in between).
  const width = container.clientWidth;
  const rtl = isRightToLeft(container, win);
  const swap = buttonsSwap(rtl, context.controls);
  // The gutter after each slide in the reading direction (a theme's margin-right would sit before it under rtl).
  const gutter: Record<string, string> = rtl ? { 'margin-left': gap, 'margin-right': '0' } : { 'margin-right': gap };
  // A group forward moves the row towards the reading start: left, or right under rtl.
  const towardsStart = rtl ? 1 : -1;
  undo.cls(container, 'sqs-gallery-design-carousel');
  undo.style(container, { display: 'flex', overflow: 'hidden' });
  const ratio = cellRatio(settings);
  slides.forEach((slide) => cell(undo, slide, ratio, { flex: 'none', ...gutter }, settings.autoCrop));

  /** Once near the viewport: the visible group and one more on each side, each slide once. */
  const load = () =>
    near &&
    slides
      .slice(Math.max(0, start - perRow), start + 2 * perRow)
      .forEach((slide) => loading.has(slide) || (loading.add(slide), loadSoon(undo, context, slide)));
  /** Puts the slides, their visibility and the buttons in line with `start`; resolves when the move ends. */
  const apply = (animate: boolean): Promise<void> | void => {
    const motion = animate && start !== shown && !context.reducedMotion();
    shown = start;
    slides.forEach((slide, i) => {
      const hidden = i < start || i >= start + perRow;
      undo.style(slide.element, {
        transition: motion ? `transform ${SPEED}ms ease` : 'none',
        transform: `translateX(${towardsStart * start * shift}px)`,
      });
      // Off-screen slides are out of the tab order and of the accessibility tree.
      undo.attr(slide.element, 'aria-hidden', hidden ? 'true' : null);
      undo.attr(slide.element, 'inert', hidden ? '' : null);
    });
    load();
    buttons.update(count <= perRow, start <= 0, start >= count - perRow);
    // A move that starts (or a resize) ends the one before at once.
    settle();
    if (!motion) return;
    return new Promise((resolve) => {
      settle = () => (win.clearTimeout(timer), resolve());
      timer = win.setTimeout(settle, SPEED);
    });
  };
  const buttons = createCarouselButtons(undo, context.controls, swap, (direction) => {
    const target = stepStart(start, perRow, count, direction);
    if (target === start) return;
    const before = start;
    start = target;
    // The engine calls show(target), which moves; the same index needs no engine change.
    if (engine.index === target) void apply(true);
    else if (!engine.goTo(target, 'control')) start = before;
  });
  const layout = (width = container.clientWidth) => {
    perRow = carouselPerRow(width, settings.slidesPerRow || CAROUSEL.slidesPerRow);
    // One slide and its gutter: (width + gutter) / perRow, the gutter being 1 % of the width by default.
    shift = (width + (settings.gutter ?? width / 100)) / perRow;
    slides.forEach((slide) =>
      undo.style(slide.element, { width: `calc((100% - ${perRow - 1} * ${gap}) / ${perRow})` }),
    );
    start = clampStart(startFor(engine.index, start, perRow, count), perRow, count);
    void apply(false);
  };
  layout(width);
  undo.add(whenNear(container, () => ((near = true), load()), win));
  undo.add(() => settle());
  return {
    ownsControls: true,
    carousel: true,
    show(index) {
      start = startFor(index, start, perRow, count);
      return apply(true);
    },
    layout: () => layout(),
    destroy: undo.restore,
  };
}
