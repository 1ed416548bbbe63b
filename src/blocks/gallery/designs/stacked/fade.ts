/**
 * The fade transition (spec §4 "Gallery"; §9 speed 1 s) and `none`, the
 * instant switch reduced motion asks for.
 */
import type { Stage, Transition } from './stage';

/**
 * Cross-fades slide `from` out and `to` in over `ms` (`to` on top), then hides
 * `from`; with `ms` 0 it switches at once. The end state is set inline
 * before the animations start, so nothing flashes when they finish.
 */
export async function crossFade(
  { anim, el, style, reveal }: Stage,
  to: number,
  from: number,
  ms: number,
): Promise<void> {
  reveal(to, true);
  if (to === from) return;
  style(to, { 'z-index': '1' });
  style(from, { opacity: '0' });
  await Promise.all([anim.run(el(to), { opacity: [0, 1] }, ms), anim.run(el(from), { opacity: [1, 0] }, ms)]);
  if (!anim.alive) return;
  reveal(from, false);
  style(from, { opacity: '' });
  style(to, { 'z-index': '' });
}

/** `fade`: a cross-fade over the design's speed. */
export function createFade(stage: Stage): Transition {
  return { show: (to, from, _direction, instant) => crossFade(stage, to, from, instant ? 0 : stage.options.speed) };
}

/** `none`: always an instant switch. */
export function createNone(stage: Stage): Transition {
  return { show: (to, from) => crossFade(stage, to, from, 0) };
}
