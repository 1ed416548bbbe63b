/**
 * The accordion's one animation clock: starts the panel slides of a toggle,
 * keeps the accordion locked for the duration (spec §4 Accordion: clicks
 * during the animation are ignored), then returns the panels to their
 * settled state.
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import { SLIDE_SCOPE, startSlide } from './dropdown-height';

/** One panel to slide, and which way. */
export interface PanelMove {
  readonly dropdown: HTMLElement;
  readonly opening: boolean;
}

/** What {@link createSlides} returns. */
export interface Slides {
  /** True while a toggle's slides are running. */
  isRunning(): boolean;
  /** Starts the slides of one toggle and the lock that ends with them. */
  start(moves: readonly PanelMove[]): void;
  /** Ends the running slides now (also on unmount): the timer stops, the panels settle. */
  finish(): void;
}

/** Runs height slides of `durationMs` with one timer, their styles recorded in `undo`. */
export function createSlides(undo: MarkupUndo, durationMs: number): Slides {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const finish = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    undo.restore(SLIDE_SCOPE);
  };

  return {
    isRunning: () => timer !== undefined,
    start(moves) {
      finish(); // never strand a previous toggle's styles or timer
      undo.scoped(SLIDE_SCOPE, () => {
        for (const { dropdown, opening } of moves) startSlide(undo, dropdown, opening, durationMs);
      });
      timer = setTimeout(finish, durationMs);
    },
    finish,
  };
}
