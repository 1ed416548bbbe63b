/**
 * The stacked transitions by name (spec §4 "Gallery"; §5: an unknown name
 * throws 'Could not find transition named …', so the block fails).
 *
 * fade (the default), ken-burns and none are in the design's chunk; swipe,
 * new-swipe and scroll, which bring their own drag handling, are fetched
 * only by a slideshow that uses them (every byte counts: a fade slideshow
 * does not download the swipe code). The name and new-swipe's options are
 * checked at once either way.
 */
import { createFade, createNone } from './fade';
import { createKenBurns } from './ken-burns';
import type { TransitionFactory } from './stage';
import { parseBoundaries, parseSnapPoint } from './swipe-options';

const HERE = new Map<string, TransitionFactory>([
  ['fade', createFade],
  ['ken-burns', createKenBurns],
  ['none', createNone],
]);

/**
 * The transition called `name`: its factory, or the promise of one to fetch
 * (those handle drags themselves). Throws for any other name, and for
 * new-swipe `boundaries` or `snapPoints` that are not valid (§5).
 */
export function findTransition(
  name: string,
  designOptions: Record<string, unknown>,
): TransitionFactory | Promise<TransitionFactory> {
  if (name === 'scroll') return import('./scroll').then((m) => m.createScroll);
  if (name === 'swipe') return import('./swipe').then((m) => m.createSwipe);
  if (name === 'new-swipe')
    return (
      parseBoundaries(designOptions.boundaries),
      parseSnapPoint(designOptions.snapPoints),
      import('./swipe').then((m) => m.createNewSwipe)
    );
  const factory = HERE.get(name);
  if (!factory) throw new Error(`Could not find transition named ${name}`);
  return factory;
}
