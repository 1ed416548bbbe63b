/**
 * The stacked transitions by name (spec §4 "Gallery"; §5: an unknown name
 * throws 'Could not find transition named …', so the block fails).
 *
 * fade (the default) and none are in the design's chunk; ken-burns, and
 * swipe, new-swipe and scroll, which bring their own drag handling, are
 * fetched only by a slideshow that uses them (every byte counts: a fade
 * slideshow downloads neither the zoom nor the swipe code). The name is
 * checked at once; new-swipe's options (§5: boundaries, snapPoints) are
 * checked by the swipe chunk, and an invalid one is reported through the
 * block while the slideshow goes on with instant changes (../stacked.ts): a
 * visitor keeps a working slideshow, the owner gets the §5 message.
 */
import { createFade, createNone } from './fade';
import type { TransitionFactory } from './stage';

const HERE = new Map<string, TransitionFactory>([
  ['fade', createFade],
  ['none', createNone],
]);

/**
 * The swipe transitions' chunk, with the drag chunks it imports asked for at
 * the same time (they are also what a fade slideshow fetches on its first
 * swipe), so the first slide waits one round trip, not two.
 */
const swipes = () =>
  Promise.all([import('./swipe'), import('../shared/pointer-drag'), import('./swipe-logic')]).then(([m]) => m);

/** Whether transition `name` drags the slides itself (the others step on a swipe: input.ts). */
export const dragsItself = (name: string): boolean => /^(swipe|new-swipe|scroll)$/.test(name);

/**
 * The transition called `name`: its factory, or the promise of one to fetch.
 * Throws for any other name (§5).
 */
export function findTransition(name: string): TransitionFactory | Promise<TransitionFactory> {
  if (name === 'ken-burns') return import('./ken-burns').then((m) => m.createKenBurns);
  if (name === 'scroll') return import('./scroll').then((m) => m.createScroll);
  if (name === 'swipe') return swipes().then((m) => m.createSwipe);
  if (name === 'new-swipe') return swipes().then((m) => m.createNewSwipe);
  const factory = HERE.get(name);
  if (!factory) throw new Error(`Could not find transition named ${name}`);
  return factory;
}
