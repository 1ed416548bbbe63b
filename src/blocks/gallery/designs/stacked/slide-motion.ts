/**
 * The horizontal slide motion of `swipe` and `new-swipe` (spec §4
 * "Gallery"): the current slide follows a horizontal drag with its
 * neighbour beside it; let go, it moves on or springs back. A change from
 * anywhere else (controls, keys, autoplay, thumbnails) slides the same way.
 * Only the two slides in view are touched, one transform each.
 *
 * Right to left (issue 27): the next slide waits on the left, so a drag to
 * the right brings it in. Everything below reasons in the reading
 * direction (a positive offset points back towards the previous slide);
 * `mirror` turns it into screen pixels where a drag comes in and where a
 * transform goes out.
 */
import { wrapIndex } from '../../../../shared/wrap-index';
import { isRightToLeft } from '../../../../shared/reading-direction';
import { createPointerDrag } from '../shared/pointer-drag';
import type { Stage, Transition } from './stage';

/** What tells `swipe` and `new-swipe` apart. */
export interface MotionRules {
  /** The offset shown for a drag of `dx` px (boundaries at the ends). */
  bound(dx: number, width: number, canPrevious: boolean, canNext: boolean): number;
  /** Released: +1 next, -1 previous, 0 back. */
  step(dx: number, ms: number, velocity: number, width: number): number;
  /** ms to travel the `remaining` px of a `width` px slide. */
  duration(remaining: number, width: number): number;
}

/** Creates the motion on the stage's container. */
export function createSlideMotion(stage: Stage, rules: MotionRules): Transition {
  const { context, anim } = stage;
  const { engine, settings } = context;
  const count = context.slides.length;
  // The container's width, read when a motion needs it, never per frame.
  const measure = () => context.container.clientWidth;
  const mirror = isRightToLeft(context.container, context.win) ? -1 : 1;
  const translate = (x: number) => `translateX(${mirror * x}px)`;
  /** The current slide's offset while dragged, and the neighbour shown beside it (-1: none). */
  let offset = 0;
  let peer = -1;
  const beside = (direction: number) => {
    const i = engine.index + direction;
    return count < 2 ? -1 : settings.loop ? wrapIndex(i, count) : i < 0 || i >= count ? -1 : i;
  };
  const place = (i: number, x: number) => stage.style(i, { transform: x ? translate(x) : '' });
  const setPeer = (i: number) => {
    if (peer === i) return;
    if (peer >= 0 && peer !== engine.index) {
      place(peer, 0);
      stage.reveal(peer, false);
    }
    peer = i;
    if (i >= 0) stage.reveal(i, true);
  };
  const slide = (i: number, from: number, to: number, ms: number) => {
    place(i, to);
    return anim.run(stage.el(i), { transform: [translate(from), translate(to)] }, ms);
  };

  createPointerDrag(
    context.container,
    {
      move(screenDx) {
        if (engine.inMotion) return;
        const dx = mirror * screenDx;
        const width = measure();
        offset = rules.bound(dx, width, beside(-1) >= 0, beside(1) >= 0);
        const side = offset < 0 ? 1 : -1;
        setPeer(offset ? beside(side) : -1);
        place(engine.index, offset);
        if (peer >= 0) place(peer, offset + side * width);
      },
      end(screenDx, ms, screenVelocity, cancelled) {
        const step = cancelled || !offset ? 0 : rules.step(mirror * screenDx, ms, mirror * screenVelocity, measure());
        if (step > 0 ? engine.next('swipe') : step < 0 && engine.previous('swipe')) return;
        // Refused or not far enough: spring back (nothing to do when it never moved: a hard boundary).
        if (!offset) return setPeer(-1);
        const width = measure();
        const side = offset < 0 ? 1 : -1;
        const ms2 = context.reducedMotion() ? 0 : rules.duration(Math.abs(offset), width);
        const moves = [slide(engine.index, offset, 0, ms2)];
        if (peer >= 0) moves.push(slide(peer, offset + side * width, side * width, ms2));
        offset = 0;
        // anim.run never rejects: nothing to report here.
        void Promise.all(moves).then(() => {
          if (anim.alive && !offset) setPeer(-1);
        });
      },
    },
    stage.undo,
    undefined,
    stage.early.take(),
  );

  return {
    async show(to, from, direction, instant) {
      if (to === from) return;
      const width = measure();
      const start = offset;
      offset = 0;
      setPeer(to);
      const ms = instant ? 0 : rules.duration(width - Math.abs(start), width);
      await Promise.all([slide(from, start, -direction * width, ms), slide(to, start + direction * width, 0, ms)]);
      if (!anim.alive) return;
      peer = -1;
      stage.reveal(from, false);
      place(from, 0);
    },
  };
}
