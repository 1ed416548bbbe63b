/**
 * The strip design (spec §4 "Gallery": horizontal strip with alignment; §9
 * "Strip": speed 0.5 s, preload 1, alignment middle; thumbnail overflow
 * padding max 5).
 *
 * The slides sit in one row (strip/layout.ts) inside a track that moves by
 * one transform to align the current slide. It serves the slider block and
 * the slideshow's linked thumbnail strip (`.sqs-gallery-thumbnails`, created
 * by the block with the same context shape and its own linked engine).
 * Our reading of "thumbnail overflow padding max 5": a thumbnail strip loads
 * up to 5 thumbnails beyond each edge of its window (a slider: `preload`).
 */
import type { Design, DesignContext } from '../types';
import { createMarkupUndo, type MarkupUndo } from '../../../shared/markup-undo';
import { createAnimator } from './shared/animator';
import { createLoadQueue } from './shared/load-queue';
import { seconds, whole } from './shared/options';
import { activeClickStep, stripAlignment, stripOffset, stripWindow, type Alignment } from './strip/align';
import { layOutStrip } from './strip/layout';
import { STRIP, THUMBNAIL_OVERFLOW_PADDING_MAX } from '../../../core/enums/gallery-constants';

/** §9: thumbnail overflow padding max 5. */
const THUMBNAIL_OVERFLOW = THUMBNAIL_OVERFLOW_PADDING_MAX;

/** Creates the design; throws for an alignment other than start, middle or end (§5). */
export function create(context: DesignContext): Design {
  const { container, slides, settings, engine } = context;
  const options = settings.designOptions;
  const alignment = stripAlignment(options.alignment, settings.activeAlignment);
  const onActive = activeClickStep(options.activeSlideClickBehavior);
  const speed = seconds(options.speed, STRIP.speedMs / 1000);
  const thumbs = container.classList.contains('sqs-gallery-thumbnails');
  const undo = createMarkupUndo();
  const track = layOutStrip(undo, context, thumbs, Number(options.vSize) > 0 ? Number(options.vSize) : STRIP.vSize);
  const align = createAligner(
    context,
    undo,
    track,
    alignment,
    thumbs ? THUMBNAIL_OVERFLOW : whole(options.preload, STRIP.preload),
  );
  // spec §4: non-current video slides are inactive (and paused).
  const activate = (i: number, on: boolean) => {
    const slide = slides[i];
    if (slide?.type !== 'video') return;
    undo.cls(slide.element, 'inactive', !on);
    if (!on) slide.element.querySelectorAll('video').forEach((video) => video.pause());
  };
  // spec §4: a click on another slide selects it; on the current one, activeSlideClickBehavior.
  undo.on(container, 'click', (event) => {
    const slide = slides.find((s) => s.element.contains(event.target as Node));
    if (!slide) return;
    if (slide.index !== engine.index) engine.goTo(slide.index, 'click');
    else if (onActive) void (onActive > 0 ? engine.next('click') : engine.previous('click'));
  });
  slides.forEach((_, i) => activate(i, i === engine.index));
  void align(engine.index, 0, true);
  return {
    ownsClicks: true,
    async show(to, from) {
      try {
        activate(from, false);
        activate(to, true);
        await align(to, context.reducedMotion() ? 0 : speed);
      } catch (error) {
        context.report(error);
      }
    },
    layout: () => void align(engine.index, 0, true),
    destroy: () => undo.restore(),
  };
}

/**
 * Returns `align(index, ms, measure?)`: moves the track so slide `index`
 * sits at the alignment, over `ms`, and loads the slides that come into
 * view plus `extra` each side. Slide boxes are read only at mount and on
 * resize (`measure`), never per change or per frame.
 */
function createAligner(
  context: DesignContext,
  undo: MarkupUndo,
  track: HTMLElement,
  alignment: Alignment,
  extra: number,
) {
  const { container, slides } = context;
  const anim = createAnimator(undo);
  const load = createLoadQueue(context, undo);
  let boxes: [number, number][] = [];
  let viewport = 0;
  let offset = 0;
  return (index: number, ms: number, measure = false) => {
    if (measure) {
      boxes = slides.map(({ element }) => [element.offsetLeft, element.offsetWidth]);
      viewport = container.clientWidth;
    }
    const from = offset;
    const [left, width] = boxes[index] || [0, 0];
    const [lastLeft, lastWidth] = boxes[boxes.length - 1] || [0, 0];
    offset = stripOffset(left, width, viewport, lastLeft + lastWidth, alignment);
    const [first, last] = stripWindow(boxes, offset, viewport, index, extra);
    // The current slide first, then outwards.
    load(
      Array.from({ length: last - first + 1 }, (_, i) => first + i).sort(
        (a, b) => Math.abs(a - index) - Math.abs(b - index),
      ),
    );
    undo.style(track, { transform: `translateX(${offset}px)` });
    return anim.run(
      track,
      { transform: [`translateX(${from}px)`, `translateX(${offset}px)`] },
      from === offset ? 0 : ms,
    );
  };
}
