/**
 * What the stacked design hands its transitions: the slides, laid on top of
 * each other in the container, and the tools to change them so that
 * destroy() stops everything they started (the gallery's markup snapshot
 * then puts the markup back: ../shared/design-undo.ts).
 */
import { createDesignUndo, type DesignUndo } from '../shared/design-undo';
import { createAnimator, type Animator } from '../shared/animator';
import type { DesignContext } from '../../types';
import type { StackedOptions } from './options';
import { recordEarlyPointers, type EarlyPointers } from './early-pointers';

/** The slides and tools shared by the stacked design and its transition. */
export interface Stage {
  readonly context: DesignContext;
  readonly options: StackedOptions;
  readonly undo: DesignUndo;
  readonly anim: Animator;
  /** The pointer events before the drag code arrived, for it to play (./early-pointers.ts). */
  readonly early: EarlyPointers;
  /** The element of slide `index`, stacked in the box the first time it is asked for. */
  el(index: number): HTMLElement;
  /** Sets inline styles on slide `index` ('' removes one). */
  style(index: number, styles: Record<string, string>): void;
  /** Shows or hides slide `index` (`visibility`: hidden from view and from assistive technology). */
  reveal(index: number, on: boolean): void;
}

/** One stacked transition (spec §4 "Gallery": fade, ken-burns, swipe, new-swipe, scroll; none). */
export interface Transition {
  /**
   * Moves from slide `from` to `to` (the engine already points at `to`);
   * `instant` under prefers-reduced-motion. `to === from` once, at mount.
   */
  show(to: number, from: number, direction: 1 | -1, instant: boolean): void | Promise<void>;
  /** Re-measures after a resize. */
  layout?(): void;
}

/** Creates a transition on the stage; may throw for invalid options (§5). */
export type TransitionFactory = (stage: Stage) => Transition;

/**
 * Creates the stage of one stacked design, with its own undo record
 * (listeners, timers, animations) and animator. `stack` lays slide `index`
 * in the box, hidden; it runs once a slide, the first time anything asks for
 * its element, so a mount styles the slides it shows and not all fifty.
 */
export function createStage(
  context: DesignContext,
  options: StackedOptions,
  stack: (undo: DesignUndo, index: number) => void,
): Stage {
  const undo = createDesignUndo(context.guard);
  const stacked: boolean[] = [];
  const el = (i: number) => {
    if (!stacked[i]) {
      stacked[i] = true;
      stack(undo, i);
    }
    return context.slides[i].element;
  };
  const style = (i: number, styles: Record<string, string>) => undo.style(el(i), styles);
  return {
    context,
    options,
    undo,
    anim: createAnimator(undo),
    early: recordEarlyPointers(context.container, undo),
    el,
    style,
    // 'visible', not '': a theme may hide the slides after the first until the runtime runs.
    reveal: (i, on) => style(i, { visibility: on ? 'visible' : 'hidden' }),
  };
}
