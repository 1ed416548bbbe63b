/**
 * The stacked design's options (spec §3 designOptions; §9 "Stacked":
 * autoHeight true, clickBehavior next, speed 1 s, preload 1; transition
 * fade by default).
 */
import { seconds, whole } from '../shared/options';
import { STACKED } from '../../../../core/enums/gallery-constants';

/** What a click on a slide does (spec §4 "Gallery"); any other value reads as `next`. */
export type ClickBehavior = 'next' | 'previous' | 'auto' | 'none';

/** The stacked design's options, read once at create(). */
export interface StackedOptions {
  /** Transition time in ms (`designOptions.speed`, seconds). */
  speed: number;
  /** Neighbours loaded on each side of the current slide. */
  preload: number;
  /** The box takes the current slide's aspect ratio when the block has none. */
  autoHeight: boolean;
  /** As given: the spec validates none of these, so clickStep reads an unknown value as the default `next` (§5). */
  clickBehavior: ClickBehavior;
}

/** Reads `designOptions` (the transition name is read by transitions.ts, `direction` by scroll.ts). */
export function stackedOptions(options: Record<string, unknown>): StackedOptions {
  return {
    speed: seconds(options.speed, STACKED.speedMs / 1000),
    preload: whole(options.preload, STACKED.preload),
    autoHeight: options.autoHeight !== false && options.autoHeight !== 'false',
    clickBehavior: options.clickBehavior as ClickBehavior,
  };
}
